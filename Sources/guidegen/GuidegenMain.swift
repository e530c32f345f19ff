import GuideCommandLine

/// The executable: runs the `guidegen` command (asynchronous, for the preview server).
@main
enum GuidegenMain {
    static func main() async {
        await GuideGen.main()
    }
}

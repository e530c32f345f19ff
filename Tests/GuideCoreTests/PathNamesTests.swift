import Testing
@testable import GuideCore

struct PathNamesTests {
    /// The folder of a path as written, `.` and `./` included (Foundation traps on those).
    @Test func theFolderOfAPath() {
        let cases: [(String, String)] = [
            ("a/b.txt", "a"), ("b.txt", ""), ("/b", "/"), ("/", "/"), ("./b", "."), (".", ".."), ("./", ".."),
            ("a/b/", "a"), ("a//b", "a"), ("a/.", ""), ("", ".."), ("/a/b/c.strings", "/a/b"), ("./en.lproj/Main.strings", "./en.lproj"),
        ]
        for (path, folder) in cases {
            #expect(PathNames.folder(of: path) == folder, "\(path)")
        }
        // Two steps up from a file named from the current folder.
        #expect(PathNames.folder(of: PathNames.folder(of: "./Localizable.xcstrings")) == "..")
    }

    /// A folder written with the `/` a shell's completion adds.
    @Test func aFolderWithoutItsTrailingSlash() {
        let cases: [(String, String)] = [("site/", "site"), ("site//", "site"), ("./", "."), ("/", "/"), ("//", "/"), ("", "."), ("a/b", "a/b")]
        for (path, folder) in cases {
            #expect(PathNames.withoutTrailingSlash(path) == folder, "\(path)")
        }
    }
}

/// How deeply Swift source nests its brackets, which decides whether swift-syntax is given it:
/// its parser's time doubles with each `[` nested past about twenty (`[[[…]]]` thirty deep, a
/// line of seventy characters, did not finish in 20 s), and a thousand brackets deep overflow
/// its stack. No hand-written Swift comes near either limit; a page or an app that does is shown
/// or read without its syntax rather than hanging or crashing the build.
public enum SwiftNesting {
    /// The most `[` open at once that is parsed.
    public static let maximumSquareDepth = 16
    /// The most brackets of any kind (`(`, `[`, `{`) open at once that is parsed.
    public static let maximumDepth = 128

    /// True when `source` opens more than `maximumSquareDepth` `[` or `maximumDepth` brackets at
    /// once. Counted on the bytes, strings and comments included: text can only count deeper
    /// than the code it is in, and only text made to be deep gets there.
    public static func isTooDeep(_ source: String) -> Bool {
        var depth = 0, squareDepth = 0
        for byte in source.utf8 {
            switch byte {
            case UInt8(ascii: "["):
                squareDepth += 1
                depth += 1
                if squareDepth > maximumSquareDepth || depth > maximumDepth { return true }
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth { return true }
            case UInt8(ascii: "]"):
                squareDepth = max(0, squareDepth - 1)
                depth = max(0, depth - 1)
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                continue
            }
        }
        return false
    }
}

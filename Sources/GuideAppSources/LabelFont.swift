import Foundation

/// What a label's font makes it, wherever the font is given: an interface file's `<font>` or
/// the code's `label.font = …`. From 22 points (macOS's `title1` text style), or in a title's
/// text style, a label is a title, as SwiftUI's `.title` text is; bold, or in a heading's text
/// style, a section's heading, as `.title2` and `.headline` text is.
public enum LabelFont {
    public static let titleSize = 22.0
    /// The point size of a Mac's `title3` text style, the smallest of its headings' (body text
    /// is 13): SwiftUI text set this large heads what follows it on a Mac (`UIKind.largeText`).
    public static let macTitle3Size = 15.0
    public static let titleTextStyles: Set<String> = ["largeTitle", "title1"]
    public static let headingTextStyles: Set<String> = ["title2", "title3", "headline"]
    /// Weights that draw a label bold, as a font's face or weight names them.
    public static let boldWeights = ["bold", "semibold", "heavy", "black"]

    /// `.titleText`, `.headingText`, or nil for a font that makes a label neither.
    public static func kind(size: Double?, textStyle: String?, bold: Bool) -> UIKind? {
        if let textStyle, titleTextStyles.contains(textStyle) { return .titleText }
        if let size, size >= titleSize { return .titleText }
        if bold || textStyle.map(headingTextStyles.contains) == true { return .headingText }
        return nil
    }

    /// What the font a label's code gives it makes it (`NSFont.boldSystemFont(ofSize: 13)`,
    /// Objective-C's `[NSFont boldSystemFontOfSize:13]`,
    /// `.systemFont(ofSize: 24)`, `UIFont.preferredFont(forTextStyle: .headline)`, the app's
    /// own `Fonts.headline`). A font chosen by a condition (`isSelected ? .bold : .regular`)
    /// says nothing: the label is drawn both ways.
    static func kind(ofFontExpression expression: String) -> UIKind? {
        guard !expression.contains("?") else { return nil }
        let words = expression.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let textStyle = words.first { titleTextStyles.contains($0) || headingTextStyles.contains($0) }
        // Swift's `ofSize: 24`, Objective-C's `systemFontOfSize:24`.
        let size = expression.range(of: #"(?:[oO]fSize|size):\s*[0-9.]+"#, options: .regularExpression)
            .flatMap { Double(expression[$0].drop { !$0.isNumber }) }
        let bold = words.contains { word in
            word == "boldSystemFont" || word == "boldSystemFontOfSize" || boldWeights.contains(word) && expression.contains("." + word)
        }
        return kind(size: size, textStyle: textStyle, bold: bold)
    }
}

import SwiftSyntax

/// The development language's text a localizing call gives beside its key:
/// `NSLocalizedString("[Generic] OK", bundle: .main, value: "OK", comment: "")`,
/// `Bundle.main.localizedString(forKey: "done", value: "Done", table: nil)`,
/// `String(localized: "welcome.title", defaultValue: "Welcome")`. When the development
/// language's table has no entry for the key, the system shows this text, and `genstrings` and
/// Xcode take it as that language's string: an app may keep its English nowhere else.
public struct DevelopmentText: Sendable, Hashable {
    /// The key the call looks up.
    public var key: String
    /// The table the call names by a literal (`tableName: "Settings"`); nil for `Localizable`.
    public var table: String?
    /// The text, escapes resolved.
    public var text: String
    /// The Swift file, as the caller named it.
    public var file: String
    /// 1-based line and UTF-8 byte column of the text's first character in the literal.
    public var line: Int
    public var column: Int
    /// True when the literal's characters are the text as it is (no escapes, one line), so an
    /// offset into the text is an offset into the file.
    public var exact: Bool

    /// The call's key and text, when both are plain literals (an interpolated text is not one
    /// string) and the text is not empty.
    init?(call: FunctionCallExprSyntax, converter: SourceLocationConverter) {
        // The label first: this runs on every call of the app, and few give a value.
        guard let literal = call.arguments.first(where: { ["value", "defaultValue"].contains($0.label?.text) })?
                  .expression.as(StringLiteralExprSyntax.self),
              let text = literal.representedLiteralValue, !text.isEmpty,
              let (keyExpression, tableExpression) = KeyReader.systemKeyArgument(of: call),
              let key = keyExpression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { return nil }
        let location = converter.location(for: literal.openingQuote.endPositionBeforeTrailingTrivia)
        self.key = key
        self.table = tableExpression?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        self.text = text
        self.file = location.file
        self.line = location.line
        self.column = location.column
        self.exact = literal.openingPounds == nil && literal.openingQuote.tokenKind == .stringQuote
            && literal.segments.count == 1 && literal.segments.first?.as(StringSegmentSyntax.self)?.content.text == text
    }
}

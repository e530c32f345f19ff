import Foundation

/// Keys an app's Objective-C code (`.m`, `.mm`) localizes with `NSLocalizedString(@"key", …)`
/// or `NSLocalizedStringFromTable(@"key", @"Table", …)`, each with the use its statement gives
/// it. Objective-C has no syntax tree here, so this reads statements as text and knows only the
/// plainest uses: a property set (`button.toolTip = …`, `[label setStringValue:…]`, read as the
/// Swift scanner reads the same assignment, `FileScanVisitor.assignedKind`), the framework's
/// alerts, actions, menu items and buttons made with a title, and a local `NSString` given the
/// text and then used so in the same method. Any other use is `localizedString`: localized, shown
/// nowhere this reader sees.
enum ObjectiveCUses {
    /// The key uses in one file's source.
    static func uses(inSource source: String, file: String, platform: AppPlatform) -> [KeyUse] {
        let text = Array(source.utf16)
        let lines = LineStarts(source)
        let filePlatform = AppPlatform(fileImports: imports(in: source)) ?? platform
        var uses: [KeyUse] = []
        var read = FileReading(source: source)
        for match in localizingCall.matches(in: source, range: NSRange(location: 0, length: text.count)) {
            guard let keyRange = Range(match.range(at: 2), in: source), let callRange = Range(match.range, in: source) else { continue }
            let key = unescape(String(source[keyRange]))
            // `NSLocalizedString(@"key", @"comment")`: only the `FromTable` calls name a table.
            let table = match.range(at: 1).length > 0 ? Range(match.range(at: 3), in: source).map { String(source[$0]) } : nil
            let statement = Statement(around: match.range.location, in: text)
            let kind = kind(of: statement, call: match.range, in: text, reading: &read) ?? .localizedString
            let (line, column) = lines.position(of: source.utf8.distance(from: source.startIndex, to: callRange.lowerBound))
            uses.append(KeyUse(key: key, kind: kind, file: file, line: line, column: column, platform: filePlatform, table: table))
        }
        return uses
    }

    /// `NSLocalizedString(@"key"` and `NSLocalizedStringFromTable(@"key", @"Table"` (or `…InBundle`),
    /// and a routine named like it (`OCLocalizedString(@"key"`, as `KeyReader.isNamedLikeNSLocalizedString`).
    private static let localizingCall = try! NSRegularExpression(
        pattern: #"(?<![A-Za-z0-9_])(?:[A-Z][A-Za-z0-9_]*)?LocalizedString(FromTable(?:InBundle)?)?\(\s*@"((?:[^"\\]|\\.)*)"(?:\s*,\s*@"((?:[^"\\]|\\.)*)")?"#)

    /// What one file's reading has found so far, so that each is looked for once per file.
    private struct FileReading {
        let source: String
        /// What each array variable is shown as (`_alertStrings`).
        var arrayKinds: [String: UIKind?] = [:]
        /// The file's method declarations, read when a returned text first needs them.
        var methods: [(offset: Int, selector: String)]?
    }

    /// What the statement holding the call at `call` shows the text as; for a local given the
    /// text (`NSString *action = NSLocalizedString(…);`), what the first later statement of the
    /// method that uses the local shows it as.
    private static func kind(of statement: Statement, call: NSRange, in text: [UInt16], reading read: inout FileReading) -> UIKind? {
        let code = statement.string(in: text)
        if let local = firstMatch(localDeclaration, in: code).map({ $0[1] }) {
            var next = statement
            while let following = next.next(in: text), !following.endsTheMethod {
                let used = following.string(in: text)
                if let place = used.range(of: #"\b\#(local)\b"#, options: .regularExpression) {
                    return kind(ofValueAt: place.lowerBound, in: used)
                }
                next = following
            }
            return nil
        }
        let offset = call.location - statement.start
        let place = String.Index(utf16Offset: offset, in: code)
        guard var kind = kind(ofValueAt: place, in: code) else {
            // An array of texts kept in a variable (`_alertStrings = @[…]`): shown where the file
            // hands the variable to a method.
            let before = String(code[..<place])
            if let array = openArrayLiteral(before: before), let name = firstMatch(assignedName, in: String(code[..<array]))?[1] {
                if let known = read.arrayKinds[name] { return known }
                let found = kind(ofValuesNamed: name, in: text, source: read.source)
                read.arrayKinds[name] = found
                return found
            }
            // A text a data source method returns (`tableView:titleForHeaderInSection:`): what the
            // framework shows it as, as in Swift.
            guard before.range(of: #"\breturn\s+$"#, options: .regularExpression) != nil else { return nil }
            if read.methods == nil { read.methods = methodDeclarations(in: read.source) }
            guard let method = read.methods?.last(where: { $0.offset < statement.start }) else { return nil }
            return FileScanVisitor.dataSourceTitleKinds[swiftName(ofSelector: method.selector)]
        }
        // A label made with the text and given a font later in its method: what the font makes it.
        if kind == .text, let name = firstMatch(assignedName, in: code)?[1], let font = laterFont(of: name, after: statement, in: text) {
            kind = font
        }
        return kind
    }

    /// What the first statement of the file that passes `name` to a method (`[_alertPopup
    /// addItemsWithTitles:_alertStrings]`) shows it as.
    private static func kind(ofValuesNamed name: String, in text: [UInt16], source: String) -> UIKind? {
        let pattern = try! NSRegularExpression(pattern: #"\w+:\s*(\b\#(NSRegularExpression.escapedPattern(for: name))\b)\s*\]"#)
        for match in pattern.matches(in: source, range: NSRange(location: 0, length: text.count)) {
            let statement = Statement(around: match.range(at: 1).location, in: text)
            let code = statement.string(in: text)
            if let kind = kind(ofValueAt: String.Index(utf16Offset: match.range(at: 1).location - statement.start, in: code), in: code) {
                return kind
            }
        }
        return nil
    }

    /// The kind the font a later statement of the method sets on `name` gives it (`name.font =
    /// [NSFont boldSystemFontOfSize:13];`, `[name setFont:…]`), as `LabelFont` reads a Swift font.
    private static func laterFont(of name: String, after statement: Statement, in text: [UInt16]) -> UIKind? {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let setting = try! NSRegularExpression(pattern: #"^\s*(?:\b\#(escaped)\.font\s*=\s*(.+)|\[\s*\#(escaped)\s+setFont:\s*(.+)\])\s*$"#,
                                               options: [.dotMatchesLineSeparators])
        var next = statement
        while let following = next.next(in: text), !following.endsTheMethod {
            if let parts = firstMatch(setting, in: following.string(in: text)) {
                return LabelFont.kind(ofFontExpression: parts[1].isEmpty ? parts[2] : parts[1])
            }
            next = following
        }
        return nil
    }

    /// The use a statement makes of the value that starts at `place`: the argument of a message
    /// send whose selector piece is right before it, or the right side of a property's assignment.
    private static func kind(ofValueAt place: String.Index, in code: String) -> UIKind? {
        let before = String(code[..<place])
        // An argument of a format (`[NSString stringWithFormat:@"%@, %@", action, shortcut]`) is
        // shown where the formatted text is.
        if let format = before.range(of: #"\[\s*NSString\s+(?:localizedS|s)tringWithFormat:[^\[\]]*$"#, options: .regularExpression) {
            return kind(ofValueAt: format.lowerBound, in: code)
        }
        // An element of an array literal (`addItemsWithTitles:@[…, NSLocalizedString(…)]`) is
        // shown as the array is.
        if let array = openArrayLiteral(before: before) {
            return kind(ofValueAt: array, in: code)
        }
        if let label = firstMatch(selectorPiece, in: before)?[1] {
            if let kind = titledByLabel[label] { return kind }
            switch label {
            case "setTitle" where code.contains("forSegmentAtIndex:"):
                return .pickerOption
            case "initWithTitle":
                if code.contains("NSMenuItem") { return .menuItem }
                // UIKit's older alert and action sheet (deprecated, still in many apps).
                if code.contains("UIAlertView") { return .alertTitle }
                if code.contains("UIActionSheet") { return .dialogTitle }
                if code.contains("BarButtonItem") || code.contains("NSButton") { return .button }
            case "setTitle" where code.contains("forState:"):
                return .button
            default: break
            }
            // `[base setProperty:…]`
            if label.hasPrefix("set"), label.count > 3, let base = firstMatch(setterCall, in: before)?[1] {
                let property = label.dropFirst(3).prefix(1).lowercased() + label.dropFirst(4)
                return assignedKind(property: property, base: base)
            }
            // A method named for the message it shows (`showErrorMessage:`, `showWarning:`), as in Swift.
            return UIContext.namesAMessageFunction(label) ? .message : nil
        }
        // `cell.textLabel.text = …`: a table view cell's label, as in Swift (the generic
        // reading below sees only `textLabel`).
        if let label = firstMatch(labelTextSet, in: before)?[1], FileScanVisitor.namesACellsLabel(label.lowercased()) {
            return .tableRow
        }
        // `base.property = …`, `self.property = …`
        if let parts = firstMatch(propertySet, in: before) {
            return assignedKind(property: parts[2], base: parts[1])
        }
        return nil
    }

    /// The Swift scanner's reading of an assignment (`FileScanVisitor.assignedKind`); a property
    /// of the app's own named for an error or a warning (`[job setError:…]`) holds a message,
    /// as a key stored in such a property does in Swift (`UIContext.namesAnError`).
    private static func assignedKind(property: String, base: String) -> UIKind? {
        FileScanVisitor.assignedKind(property: property, base: base) ?? (UIContext.namesAnError(property) ? .errorMessage : nil)
    }

    /// Selector pieces of the framework's alerts, actions and menus that take a title or a text.
    private static let titledByLabel: [String: UIKind] = [
        "alertControllerWithTitle": .alertTitle, "message": .alertMessage,
        "alertWithMessageText": .alertTitle, "informativeTextWithFormat": .alertMessage,
        "actionWithTitle": .alertAction, "addButtonWithTitle": .alertAction,
        // `UIAlertView`'s and `UIActionSheet`'s buttons.
        "cancelButtonTitle": .alertAction, "destructiveButtonTitle": .alertAction, "otherButtonTitles": .alertAction,
        "buttonWithTitle": .button, "addItemWithTitle": .menuItem, "insertItemWithTitle": .menuItem,
        "addItemsWithTitles": .menuItem, "labelWithString": .text, "wrappingLabelWithString": .text,
        // A segmented control's segments: its choices, as a picker's options are.
        "initWithItems": .pickerOption, "insertSegmentWithTitle": .pickerOption,
        // Why the app asks for Face ID, Touch ID or the passcode, as in Swift.
        "localizedReason": .authenticationReason,
    ]

    /// Each method declared in a file (`- (NSString *)tableView:(UITableView *)tableView
    /// titleForHeaderInSection:(NSInteger)section {`): where it starts, in UTF-16 units, and its
    /// selector (`tableView:titleForHeaderInSection:`).
    private static func methodDeclarations(in source: String) -> [(offset: Int, selector: String)] {
        methodDeclaration.matches(in: source, range: NSRange(location: 0, length: source.utf16.count)).compactMap { match in
            guard let signature = Range(match.range(at: 1), in: source) else { return nil }
            let bare = source[signature].replacingOccurrences(of: #"\([^()]*\)"#, with: " ", options: .regularExpression)
            let pieces = selectorPieces.matches(in: bare, range: NSRange(bare.startIndex..., in: bare)).compactMap { Range($0.range(at: 1), in: bare).map { String(bare[$0]) + ":" } }
            return (match.range.location, pieces.isEmpty ? bare.trimmingCharacters(in: .whitespacesAndNewlines) : pieces.joined())
        }
    }

    /// A method's Swift name from its Objective-C selector: `tableView:titleForHeaderInSection:`
    /// is `tableView(_:titleForHeaderInSection:)`.
    private static func swiftName(ofSelector selector: String) -> String {
        let pieces = selector.split(separator: ":").map(String.init)
        guard let first = pieces.first else { return selector }
        return first + "(_:" + pieces.dropFirst().map { $0 + ":" }.joined() + ")"
    }

    /// A method's declaration at the start of a line, up to its body's brace: its signature.
    private static let methodDeclaration = try! NSRegularExpression(pattern: #"(?m)^[-+]\s*\([^)]*\)\s*([^{;]*)\{"#)
    private static let selectorPieces = try! NSRegularExpression(pattern: #"(\w+)\s*:"#)

    /// Where the array literal a value is an element of opens (`@[` with no `]` of its own after
    /// it, message sends inside it balanced), in the text before the value; nil outside one.
    private static func openArrayLiteral(before text: String) -> String.Index? {
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            switch text[index] {
            case "]": depth += 1
            case "[":
                if depth > 0 { depth -= 1; continue }
                guard index > text.startIndex, text[text.index(before: index)] == "@" else { return nil }
                return text.index(before: index)
            default: continue
            }
        }
        return nil
    }

    /// The selector piece right before a value (`message:` in `… message:` ending the text).
    private static let selectorPiece = try! NSRegularExpression(pattern: #"(\w+):\s*$"#)
    private static let localDeclaration = try! NSRegularExpression(pattern: #"^\s*(?:NSString|NSMutableString|id)\s*\*?\s*(\w+)\s*=\s*"#)
    /// The name a statement gives the value it makes (`NSTextField *label = …`, `_strings = …`).
    private static let assignedName = try! NSRegularExpression(pattern: #"^\s*(?:[A-Za-z_]\w*(?:<[^>]*>)?\s*\*\s*)?(\w+)\s*=\s*"#)
    /// `base.property = ` ending the text before a value (the base's last name).
    private static let propertySet = try! NSRegularExpression(pattern: #"(\w+)\.(\w+)\s*=\s*$"#)
    /// `object.textLabel.text = ` ending the text before a value.
    private static let labelTextSet = try! NSRegularExpression(pattern: #"(\w+\.textLabel)\.text\s*=\s*$"#)
    /// The receiver of the message send the text before a value is in (`[self.tipLabel setStringValue:`).
    private static let setterCall = try! NSRegularExpression(pattern: #"\[\s*(?:self\.)?([\w.]+)\s+set\w+:\s*$"#)

    /// The capture groups of the first match of `expression` in `string` (0: the whole match).
    private static func firstMatch(_ expression: NSRegularExpression, in string: String) -> [String]? {
        guard let match = expression.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) else { return nil }
        return (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: string).map { String(string[$0]) } ?? "" }
    }

    /// `\"` and `\\` in an Objective-C string literal, read as the characters they stand for;
    /// `\n` and `\t` as a new line and a tab.
    private static func unescape(_ literal: String) -> String {
        var out = ""
        var escaped = false
        for character in literal {
            if escaped {
                out.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// The modules a file imports (`#import <UIKit/UIKit.h>`, `@import AppKit;`).
    private static func imports(in source: String) -> Set<String> {
        var modules: Set<String> = []
        for match in importLine.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
            for group in 1...2 { if let range = Range(match.range(at: group), in: source) { modules.insert(String(source[range])) } }
        }
        return modules
    }

    private static let importLine = try! NSRegularExpression(pattern: #"(?m)^\s*(?:#import\s*<(\w+)/|@import\s+(\w+))"#)

    /// One statement: the text from after the `;`, `{` or `}` before a place to the `;` after it
    /// (outside string literals), in UTF-16 units.
    private struct Statement {
        var start: Int
        var end: Int
        /// True when the statement is where the method's braces close (`}` before it at depth 0).
        var endsTheMethod = false

        init(around offset: Int, in text: [UInt16]) {
            var start = offset
            while start > 0, ![0x3B, 0x7B, 0x7D].contains(text[start - 1]) { start -= 1 }
            self.start = start
            end = Statement.end(from: offset, in: text)
        }

        private init(start: Int, end: Int, endsTheMethod: Bool) {
            self.start = start; self.end = end; self.endsTheMethod = endsTheMethod
        }

        /// The next statement, or nil at the end of the text.
        func next(in text: [UInt16]) -> Statement? {
            var start = end + 1
            var closes = false
            while start < text.count, [0x20, 0x09, 0x0A, 0x0D, 0x7B, 0x7D].contains(text[start]) {
                if text[start] == 0x7D { closes = closes || Statement.closesAMethod(at: start, in: text) }
                start += 1
            }
            guard start < text.count else { return nil }
            return Statement(start: start, end: Statement.end(from: start, in: text), endsTheMethod: closes)
        }

        func string(in text: [UInt16]) -> String {
            String(decoding: text[start..<min(end, text.count)], as: UTF16.self)
        }

        /// The `;` that ends the statement going on at `offset`, skipping string literals.
        private static func end(from offset: Int, in text: [UInt16]) -> Int {
            var i = offset
            var inString = false
            while i < text.count {
                let unit = text[i]
                if inString {
                    if unit == 0x5C { i += 1 } else if unit == 0x22 { inString = false }
                } else if unit == 0x22 {
                    inString = true
                } else if unit == 0x3B {
                    return i
                }
                i += 1
            }
            return text.count
        }

        /// True when the `}` at `offset` starts its line (a method's or a function's closing brace
        /// is written so, at the left margin).
        private static func closesAMethod(at offset: Int, in text: [UInt16]) -> Bool {
            offset == 0 || text[offset - 1] == 0x0A
        }
    }

    /// The UTF-8 offsets where lines start, for 1-based lines and columns in bytes, as the Swift
    /// scanner's `SourceLocationConverter` counts them.
    private struct LineStarts {
        var starts: [Int] = [0]

        init(_ source: String) {
            for (i, byte) in source.utf8.enumerated() where byte == 0x0A { starts.append(i + 1) }
        }

        func position(of offset: Int) -> (line: Int, column: Int) {
            var low = 0, high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return (low + 1, offset - starts[low] + 1)
        }
    }
}

import Foundation
import GuideAppSources
import GuideCore

/// The roles of strings that Xcode exports from a storyboard or XIB:
///
///     /* Class = "NSButtonCell"; title = "Sync brightness changes"; ObjectID = "0ca-DG-AgB"; */
///     "0ca-DG-AgB.title" = "Sync brightness changes";
///
/// Such a key names an object and one of its properties, not a role: the `title` of a checkbox,
/// a label or a menu item alike. The role comes from the object's class in the comment Xcode
/// writes above each entry and, for a button, from the storyboard or XIB itself (beside the
/// strings file, in `Base.lproj`), which says whether it is a push button, a checkbox or a
/// radio button.
struct InterfaceBuilderStrings {
    /// The button type of each button cell (`push`, `check`, `radio`…) and the line of its tag,
    /// by object ID, from the storyboard or XIB the strings file translates; empty when there
    /// is none beside it.
    let buttonTypes: [String: (type: String, line: Int)]
    /// The role a label cell's (`<textFieldCell>`) font gives it and the line of its tag, by
    /// object ID: a title when drawn large, a heading when bold (a settings pane's sections).
    let labelFonts: [String: (role: Role, line: Int)]
    /// The items of each pop-up button set in a sentence its labels write around it (“to the
    /// [top] of the screen”), with the line of its tag, by object ID (`SentencePopUps`).
    let sentencePopUpItems: [String: Int]
    /// The class of each object of the interface file, by object ID, as its element names it
    /// (`<menuItem>` is `NSMenuItem` in a Cocoa XIB): what a comment that names none leaves out.
    let elementClasses: [String: String]
    /// The storyboard or XIB the types came from, as diagnostics name it.
    let interfaceFile: String?
    /// The objects of an About window or pane (a storyboard scene whose controller's class or
    /// identifier names it About: `AboutPrefsViewController`; every object of `About.xib`),
    /// where the app's authors speak of themselves (“Special thanks to our contributors”).
    let aboutObjects: Set<String>

    /// The object ID and property path of a key Xcode made (`0ca-DG-AgB.title`,
    /// `Jx2-gO-nq9.placeholderString`, `123.title` in older XIBs, or an ID the developer
    /// chose, `Cel-Fnd-On.title`, when Xcode's comment names it: `ObjectID = "Cel-Fnd-On"`);
    /// nil for any other key.
    static func objectKey(_ key: String, comment: String? = nil) -> (id: String, property: String)? {
        guard let dot = key.firstIndex(of: "."), dot != key.startIndex else { return nil }
        let id = key[..<dot], property = key[key.index(after: dot)...]
        guard !property.isEmpty, property.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._[]".contains($0)) }) else { return nil }
        let isModern = id.count == 10 && id.enumerated().allSatisfy { n, c in
            n == 3 || n == 6 ? c == "-" : c.isASCII && (c.isLetter || c.isNumber)
        }
        let isNumeric = id.allSatisfy { $0.isASCII && $0.isNumber }
        let isNamed = comment?.contains("ObjectID = \"\(id)\"") ?? false
        return isModern || isNumeric || isNamed ? (String(id), String(property)) : nil
    }

    /// The class Xcode's comment names (`Class = "NSButtonCell";`), if any.
    static func className(inComment comment: String?) -> String? {
        guard let comment, let start = comment.range(of: "Class = \"") else { return nil }
        let rest = comment[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// Where the text a key stands for comes from (`textOfKey`).
    enum KeyTextSource {
        /// The key itself, which is not an interface file's object key.
        case key
        /// The interface file's own attribute for the object key.
        case interfaceFile
        /// Xcode's comment on the object key in the strings file.
        case comment
    }

    /// The text a key stands for when it is its own value: an interface file's object key
    /// (`0ca-DG-AgB.title`) the text the interface file gives it (`interfaceTexts`) or else the
    /// one Xcode's comment keeps for it, any other key itself; nil for an object key with
    /// neither, or whose object the interface file beside the table no longer has. `source`
    /// says which.
    static func textOfKey(_ key: String, comment: String?, interfaceTexts: [String: [String: String]] = [:]) -> (text: String, source: KeyTextSource)? {
        guard let (id, property) = objectKey(key, comment: comment) else { return (key, .key) }
        // The interface file's own text, where it is beside the table: the comment may be stale.
        if let text = interfaceTexts[id]?[property] { return (text, .interfaceFile) }
        // An object the interface file no longer has is a leftover translation nobody sees; its
        // comment may be the translator's, in the table's language.
        if !interfaceTexts.isEmpty, interfaceTexts[id] == nil { return nil }
        return sourceText(key: key, comment: comment).map { ($0, .comment) }
    }

    /// The text Xcode's comment gives for the key's property (`title = "Top Right";` for
    /// `0Ak-33-SM7.title`), with `\"` and `\\` unescaped; nil when the comment has none.
    static func sourceText(key: String, comment: String?) -> String? {
        guard let comment, let (_, property) = objectKey(key, comment: comment), let start = comment.range(of: "; \(property) = \"") ?? comment.range(of: "\(property) = \"") else { return nil }
        var text = ""
        var index = start.upperBound
        while index < comment.endIndex {
            let character = comment[index]
            if character == "\"" { return text }
            if character == "\\", comment.index(after: index) < comment.endIndex {
                index = comment.index(after: index)
                let escaped = comment[index]
                text.append(escaped == "n" ? "\n" : escaped)
            } else {
                text.append(character)
            }
            index = comment.index(after: index)
        }
        return nil
    }

    /// Classes whose text is a menu item or a menu's title.
    private static let menuClasses: Set<String> = ["NSMenuItem", "NSMenu", "NSPopUpButtonCell", "NSPopUpButton"]
    /// Classes whose text titles something: a window, a tab, a group box, a toolbar item, a
    /// screen.
    private static let titleClasses: Set<String> = [
        "NSWindow", "NSPanel", "NSTabViewItem", "NSBox", "NSToolbarItem", "NSViewController", "NSWindowController",
        "UINavigationItem", "UITabBarItem", "UIViewController",
    ]
    /// Classes whose text heads what is under it: a table column's header, as a SwiftUI
    /// `TableColumn` titled in code is a section header.
    private static let headingClasses: Set<String> = ["NSTableColumn"]
    /// Classes whose text is a button's label.
    private static let buttonClasses: Set<String> = ["UIButton", "UIBarButtonItem"]
    /// Button types (`<buttonCell type=…>`) drawn as a push button with a label.
    private static let pushButtonTypes: Set<String> = ["push", "roundTextured", "roundRect"]
    /// Classes of a label's text, a title or heading when its font makes it one.
    private static let labelClasses: Set<String> = ["NSTextFieldCell", "NSTextField"]
    /// Classes that are a push button or a checkbox or radio button, as the interface file says.
    private static let buttonCellClasses: Set<String> = ["NSButtonCell", "NSButton"]

    /// The role of an entry whose key Xcode made, or nil for other keys. A placeholder is text,
    /// a tooltip a message; a checkbox's or radio button's label, a label and anything unknown
    /// are text, which takes neither capitalization style. An AppKit button cell is a button only
    /// when the interface file says it is a push button.
    func role(key: String, comment: String?) -> (role: Role, source: Diagnostic.Note?)? {
        guard let (id, property) = Self.objectKey(key, comment: comment) else { return nil }
        let lowerProperty = property.lowercased()
        if lowerProperty.contains("placeholder") { return (.text, nil) }
        if lowerProperty.contains("tooltip") { return (.message, nil) }
        // Xcode's comment names the class; a comment a developer rewrote (`/* Box title "…" */`)
        // leaves it to the interface file.
        guard let className = Self.className(inComment: comment) ?? elementClasses[id] else { return (.text, nil) }
        if className == "NSMenuItem", let line = sentencePopUpItems[id] {
            let note = interfaceFile.map { file in
                Diagnostic.Note(location: SourceLocation(file: file, line: line, column: 1),
                                message: "checked as text: this pop-up button stands in a sentence its labels write around it, its items in lower case")
            }
            return (.text, note)
        }
        if Self.menuClasses.contains(className) { return (.menuItem, nil) }
        if Self.titleClasses.contains(className) { return (.title, nil) }
        if Self.headingClasses.contains(className) { return (.heading, nil) }
        if Self.buttonClasses.contains(className) { return (.button, nil) }
        // A large label is a title, a bold one a section's heading, unless it ends in a colon:
        // then it labels the control beside it (“Default terminal:”), as any field label does.
        if Self.labelClasses.contains(className), let (role, line) = labelFonts[id],
           !":：".contains(Self.sourceText(key: key, comment: comment)?.last ?? " ") {
            let note = interfaceFile.map { file in
                Diagnostic.Note(location: SourceLocation(file: file, line: line, column: 1),
                                message: role == .title ? "checked as a title: the interface draws this label in a large font"
                                    : "checked as a heading: the interface draws this label in a bold font")
            }
            return (role, note)
        }
        if Self.buttonCellClasses.contains(className), let (type, line) = buttonTypes[id] {
            // A push button (rounded, textured rounded or round rect) is a button; a bevel or
            // borderless one is as often a link or an image's caption (MonitorControl's
            // “Special thanks to our contributors!”).
            let isPush = Self.pushButtonTypes.contains(type)
            let kind = type == "check" ? "a checkbox" : type == "radio" ? "a radio button" : isPush ? "a push button" : "a \(type) button"
            let note = interfaceFile.map { file in
                Diagnostic.Note(location: SourceLocation(file: file, line: line, column: 1),
                                message: "checked as \(isPush ? "a button" : "text"): the interface makes this object \(kind)")
            }
            return (isPush ? .button : .text, note)
        }
        return (.text, nil)
    }

    /// The interface file a strings file translates: `Main.storyboard` or `Main.xib` in the
    /// `Base.lproj` folder beside `xx.lproj/Main.strings`, in the same folder, or in a
    /// `Base.lproj` inside it (beside `Main.xcstrings`). Named as the strings file is.
    static func interfaceFile(forStringsFile path: String) -> String? {
        sourceFile(forStringsFile: path, extensions: ["storyboard", "xib"])
    }

    /// The file Xcode exported a strings file's keys from, of one of `extensions`: in the
    /// `Base.lproj` folder beside `xx.lproj/Main.strings`, in the same folder, in a `Base.lproj`
    /// inside it (beside `Main.xcstrings`), or beside the `xx.lproj` folder. Named as the
    /// strings file is.
    static func sourceFile(forStringsFile path: String, extensions: [String]) -> String? {
        let name = StringTable.name(ofFile: path)
        let folder = PathNames.folder(of: path), above = PathNames.folder(of: folder)
        let places = [(above as NSString).appendingPathComponent("Base.lproj"), folder,
                      (folder as NSString).appendingPathComponent("Base.lproj"), above]
        for place in places {
            for ext in extensions {
                let candidate = ((place as NSString).appendingPathComponent(name) as NSString).appendingPathExtension(ext)!
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    /// The button types of the interface file a strings file translates, if one is beside it.
    init(stringsFile path: String) {
        interfaceFile = Self.interfaceFile(forStringsFile: path)
        let xml = interfaceFile.flatMap { FileManager.default.contents(atPath: $0) }.map { String(decoding: $0, as: UTF8.self) }
        buttonTypes = xml.map(Self.buttonTypes(inInterface:)) ?? [:]
        elementClasses = xml.map(Self.elementClasses(inInterface:)) ?? [:]
        labelFonts = xml.map(Self.labelFonts(inInterface:)) ?? [:]
        sentencePopUpItems = xml.map(SentencePopUps.items(inInterface:)) ?? [:]
        let fileIsAbout = interfaceFile.map { Self.namesAbout(((($0 as NSString).lastPathComponent) as NSString).deletingPathExtension) } ?? false
        aboutObjects = xml.map { Self.aboutObjects(inInterface: $0, wholeFile: fileIsAbout) } ?? []
    }

    /// True when a name's words (in camel case) hold `About`: `AboutPrefsVC`, `About`, not `Layout`.
    static func namesAbout(_ name: String) -> Bool {
        RolePatterns.segments(of: name).contains("about")
    }

    /// The `id`s of the objects in each scene whose controller (the first `…Controller` tag in
    /// it) has a `customClass` or `storyboardIdentifier` naming About; every `id` when
    /// `wholeFile` (a XIB named About).
    static func aboutObjects(inInterface xml: String, wholeFile: Bool) -> Set<String> {
        func ids(in text: Substring) -> [String] {
            var found: [String] = []
            var rest = text
            while let open = rest.range(of: " id=\"") {
                guard let close = rest[open.upperBound...].firstIndex(of: "\"") else { break }
                found.append(String(rest[open.upperBound..<close]))
                rest = rest[close...]
            }
            return found
        }
        if wholeFile { return Set(ids(in: xml[...])) }
        var objects: Set<String> = []
        eachTag("scene", in: xml) { _, scene, _ in
            guard let controller = scene.range(of: #"<[A-Za-z]*[Cc]ontroller "#, options: .regularExpression),
                  let close = scene[controller.upperBound...].firstIndex(of: ">") else { return }
            let tag = scene[controller.upperBound..<close]
            if [attribute("customClass", in: tag), attribute("storyboardIdentifier", in: tag)].contains(where: { $0.map(namesAbout) ?? false }) {
                objects.formUnion(ids(in: scene))
            }
        }
        return objects
    }

    /// Each `<name …>` tag of an interface file, in order: its attributes, what follows it up to
    /// its closing tag (empty for `<name …/>`), and the line it starts on. Interface files are
    /// XML that Xcode writes, attributes in double quotes.
    static func eachTag(_ name: String, in xml: String, _ visit: (_ attributes: Substring, _ content: Substring, _ line: Int) -> Void) {
        // Over the bytes, in one pass: Foundation's `range(of:)` on a substring copied the rest of
        // the file for every tag, and a tag never closed sent the search for its end to the end
        // of the file each time (a storyboard of 20,000 scenes took minutes).
        var text = xml
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        // Offsets into native UTF-8 make indices in constant time.
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        let opening = Array("<\(name) ".utf8), closing = Array("</\(name)>".utf8)
        var found: [(attributes: Range<Int>, content: Range<Int>, line: Int)] = []
        text.withUTF8 { bytes in
            var line = 1, position = 0
            // The next end tag at or after the last place looked from (`Int.max`: none is left),
            // looked for again only once a tag starts past it.
            var nextEnd = -1
            while let open = bytes.firstIndex(ofBytes: opening, from: position) {
                let attributesStart = open + opening.count
                guard let close = bytes[attributesStart...].firstIndex(of: UInt8(ascii: ">")) else { break }
                line += bytes[position..<open].count { $0 == 0x0A }
                var end = close
                if bytes[close - 1] != UInt8(ascii: "/") {
                    if nextEnd < close { nextEnd = bytes.firstIndex(ofBytes: closing, from: close) ?? Int.max }
                    if nextEnd < Int.max { end = nextEnd }
                }
                found.append((attributesStart..<close, close..<end, line))
                line += bytes[attributesStart..<close].count { $0 == 0x0A }
                position = close
            }
        }
        for tag in found {
            visit(text[index(tag.attributes.lowerBound)..<index(tag.attributes.upperBound)],
                  text[index(tag.content.lowerBound)..<index(tag.content.upperBound)], tag.line)
        }
    }

    /// An element's start (its name, attributes and line) or end, as `eachElementEvent` meets them.
    enum ElementEvent {
        case open(name: Substring, attributes: Substring, line: Int)
        case close(name: Substring)
    }

    /// Every element of an interface file, in order: a start tag, then (for `<name …/>` at once)
    /// its end. Comments, declarations and processing instructions are skipped.
    static func eachElementEvent(in xml: String, _ visit: (ElementEvent) -> Void) {
        var line = 1
        var rest = xml[...]
        while let open = rest.firstIndex(of: "<") {
            line += rest[..<open].utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            defer { line += tag.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } }
            guard let first = tag.first, first != "?", first != "!" else { continue }
            if first == "/" {
                visit(.close(name: tag.dropFirst().prefix { !$0.isWhitespace }))
                continue
            }
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
            visit(.open(name: name, attributes: tag.dropFirst(name.count), line: line))
            if tag.hasSuffix("/") { visit(.close(name: name)) }
        }
    }

    /// The text attributes of each object of an interface file (`title`, `placeholderString`,
    /// `toolTip`…), XML's escapes resolved, by its `id`: what the object shows, which Xcode's
    /// comments in a strings file repeat as of their export.
    static func objectTexts(inInterface xml: String) -> [String: [String: String]] {
        var texts: [String: [String: String]] = [:]
        eachElementEvent(in: xml) { event in
            guard case .open(_, let attributes, _) = event, let id = attribute("id", in: attributes) else { return }
            // Every object is listed, with text or not: `textOfKey` tells a removed object by its absence.
            if texts[id] == nil { texts[id] = [:] }
            var rest = attributes
            while let equals = rest.range(of: "=\""), let end = rest[equals.upperBound...].firstIndex(of: "\"") {
                let name = rest[..<equals.lowerBound].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
                if name != "id" { texts[id, default: [:]][name] = StringsPropertyList.unescaped(ArraySlice(rest[equals.upperBound..<end].utf8)) }
                rest = rest[rest.index(after: end)...]
            }
        }
        return texts
    }

    /// The object texts of the interface file a strings file translates; empty when none is beside it.
    static func objectTexts(forStringsFile path: String) -> [String: [String: String]] {
        guard let file = interfaceFile(forStringsFile: path), let data = FileManager.default.contents(atPath: file) else { return [:] }
        return objectTexts(inInterface: String(decoding: data, as: UTF8.self))
    }

    /// The framework class of each element with an `id`, by that id: its name with AppKit's
    /// prefix in a Cocoa document (`menuItem`: `NSMenuItem`, `tableColumn`: `NSTableColumn`),
    /// UIKit's in an iOS one (`barButtonItem`: `UIBarButtonItem`); empty for any other runtime.
    static func elementClasses(inInterface xml: String) -> [String: String] {
        guard let document = xml.range(of: "<document "), let end = xml[document.upperBound...].firstIndex(of: ">") else { return [:] }
        let tag = xml[document.upperBound..<end]
        let runtime = attribute("targetRuntime", in: tag) ?? attribute("type", in: tag) ?? ""
        let prefix = runtime.contains("MacOSX") || runtime.contains(".Cocoa.") ? "NS" : runtime.contains("iOS") || runtime.contains("CocoaTouch") ? "UI" : nil
        guard let prefix else { return [:] }
        var classes: [String: String] = [:]
        eachElementEvent(in: xml) { event in
            guard case .open(let name, let attributes, _) = event, let first = name.first, first.isLowercase,
                  let id = attribute("id", in: attributes) else { return }
            classes[id] = prefix + first.uppercased() + name.dropFirst()
        }
        return classes
    }

    /// The `type` of each `<buttonCell>` (AppKit) and the line of its tag, by its `id`.
    static func buttonTypes(inInterface xml: String) -> [String: (type: String, line: Int)] {
        var types: [String: (type: String, line: Int)] = [:]
        eachTag("buttonCell", in: xml) { tag, _, line in
            if let id = attribute("id", in: tag), let type = attribute("type", in: tag) { types[id] = (type, line) }
        }
        return types
    }

    /// The `id`, role and line of each `<textFieldCell>` whose `<font key="font">` makes it a
    /// title or a heading (`LabelFont`).
    static func labelFonts(inInterface xml: String) -> [String: (role: Role, line: Int)] {
        var labels: [String: (role: Role, line: Int)] = [:]
        eachTag("textFieldCell", in: xml) { tag, content, line in
            guard let id = attribute("id", in: tag), let font = content.range(of: "<font key=\"font\" "),
                  let fontEnd = content[font.upperBound...].firstIndex(of: ">") else { return }
            let fontTag = content[font.lowerBound..<fontEnd]
            let face = ((attribute("metaFont", in: fontTag) ?? "") + (attribute("name", in: fontTag) ?? "")).lowercased()
            let style = attribute("textStyle", in: fontTag) ?? ""
            let bold = LabelFont.boldWeights.contains(where: face.contains)
            if let kind = LabelFont.kind(size: attribute("size", in: fontTag).flatMap(Double.init), textStyle: style, bold: bold),
               let role = CodeRoles.role(of: kind) {
                labels[id] = (role, line)
            }
        }
        return labels
    }

    /// The value of ` name="…"` in a tag's attributes.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        var rest = tag
        while let found = rest.range(of: name + "=\"") {
            // A whole attribute name: at the start or after white space (`type`, not `bezelType`).
            let isWhole = found.lowerBound == tag.startIndex || tag[tag.index(before: found.lowerBound)].isWhitespace
            let valueStart = found.upperBound
            guard let end = rest[valueStart...].firstIndex(of: "\"") else { return nil }
            if isWhole { return String(rest[valueStart..<end]) }
            rest = rest[end...]
        }
        return nil
    }
}

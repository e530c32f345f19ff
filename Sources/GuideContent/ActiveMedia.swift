import Foundation
import GuideCore
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Media a browser runs script in when they are opened at the site's address (not when shown by
/// `<img>`): HTML, JavaScript, XML documents, and SVGs that hold script. An SVG is read by an XML
/// parser (libxml2, through Foundation), so namespace prefixes (`<s:script>`), entities that
/// expand to markup, character references in URLs and UTF-16 text are seen as a browser sees
/// them; a substring search missed all four.
public enum ActiveMedia {
    /// File types that are documents a browser may run script in, or that a web server runs
    /// as a program. Any XML a server may type otherwise (`.kml`, any `+xml` type) is read for
    /// what it holds instead.
    static let activeExtensions: Set<String> = ["html", "htm", "xhtml", "xht", "xhtm", "shtml", "js", "mjs", "xml", "xsl", "xslt",
                                                "rss", "atom", "rdf", "mml", "xul", "xbl", "xpdl", "wsdl",
                                                "php", "phtml", "phar", "cgi", "asp", "aspx", "jsp"]

    /// Encodings a browser and libxml2 read alike for markup (the Encoding Standard's, ASCII's
    /// characters where ASCII has them). libxml2 also reads UTF-7, which no browser does: a
    /// `<script>` that libxml2 read as `+ADw-!--` inside a comment ran in Chromium.
    static let sharedEncodings: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii", "iso-8859-1", "iso_8859-1", "latin1", "windows-1252",
                                               "utf-16", "utf-16le", "utf-16be"]

    /// Why the file at `path` could run script, in a few words; nil when it cannot.
    public static func reason(forFileAt path: String) -> String? {
        // A server may type a file by any of its extensions (Apache's mod_mime serves
        // `b.html.qqq` as HTML), so each one counts, not only the last.
        let extensions = PathNames.fileName(path).lowercased().split(separator: ".", omittingEmptySubsequences: false).dropFirst().map(String.init)
        if let active = extensions.first(where: activeExtensions.contains) { return "a file of type `.\(active)`" }
        // Served compressed, it is an SVG like any other, which guidegen does not unpack to check.
        if extensions.last == "svgz" { return "a compressed SVG (guidegen cannot look inside)" }
        let isSVG = extensions.contains("svg")
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // Any other file that starts as markup is read as an SVG is: a server may type it as
        // XML (`.xpdl`, `.kml`), or send no type, and a browser then sniffs HTML.
        guard let head = try? handle.read(upToCount: 512), isSVG || startsAsMarkup(head) else { return nil }
        guard let rest = try? handle.readToEnd() else { return reason(forMarkup: head, isSVG: isSVG) }
        return reason(forMarkup: head + rest, isSVG: isSVG)
    }

    /// True when `head`, the first bytes of a file, begins with `<` after a byte-order mark and
    /// white space, in UTF-8 or UTF-16.
    static func startsAsMarkup(_ head: Data) -> Bool {
        let bytes = [UInt8](head)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x00].contains(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "<")
    }

    /// The encoding an XML declaration names (`<?xml version="1.0" encoding="UTF-7"?>`), lower-cased.
    static func declaredEncoding(_ data: Data) -> String? {
        let head = data.prefix(400)
        let text = head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF])
            ? String(data: head.prefix(head.count & ~1), encoding: .utf16) : String(decoding: head, as: UTF8.self)
        guard let text, let start = text.range(of: "<?xml"), let end = text.range(of: "?>", range: start.upperBound..<text.endIndex) else { return nil }
        let declaration = text[start.upperBound..<end.lowerBound]
        guard let name = declaration.range(of: "encoding") else { return nil }
        let after = declaration[name.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = after.first, quote == "\"" || quote == "'" else { return nil }
        return String(after.dropFirst().prefix { $0 != quote }).lowercased()
    }

    /// Why an SVG document could run script; nil when it cannot.
    static func reason(forSVG data: Data) -> String? { reason(forMarkup: data, isSVG: true) }

    /// Why an SVG, or another file that starts as markup, could run script; nil when it cannot.
    static func reason(forMarkup data: Data, isSVG: Bool) -> String? {
        let kind = isSVG ? "an SVG" : "a file of markup"
        if let encoding = declaredEncoding(data), !sharedEncodings.contains(encoding) {
            return "\(kind) in the encoding `\(encoding)`, which browsers read otherwise (guidegen cannot check it)"
        }
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let check = SVGCheck(kind: kind)
        parser.delegate = check
        // A browser shows an SVG that does not parse as an error, but what it would make of
        // one it reads differently is not worth guessing; another file that does not parse
        // may be HTML, which a browser sniffs when the server sends no type.
        // (Foundation on Linux may say it parsed and still keep an error.)
        let parsed = parser.parse() && parser.parserError == nil
        if !parsed, check.reason == nil { return "\(kind) that does not parse as XML (guidegen cannot check it)" }
        return check.reason
    }
}

/// Stops at the first element, attribute or instruction of an SVG that can run script.
private final class SVGCheck: NSObject, XMLParserDelegate {
    var reason: String?
    /// What the file is called in a reason: "an SVG", "a file of markup".
    let kind: String

    init(kind: String) { self.kind = kind }

    /// Elements that run script or hold a document that can (in any namespace).
    static let activeElements: Set<String> = ["script", "foreignobject", "handler", "listener", "iframe", "embed", "object", "frame"]
    static let xhtml = "http://www.w3.org/1999/xhtml"

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let name = elementName.lowercased()
        if Self.activeElements.contains(name) {
            found("\(kind) with a `<\(qualifiedName ?? elementName)>` element", parser)
        } else if namespaceURI == Self.xhtml {
            found("\(kind) with HTML inside (`<\(qualifiedName ?? elementName)>`)", parser)
        }
        for (attribute, value) in attributes {
            let local = attribute.split(separator: ":").last.map { $0.lowercased() } ?? ""
            if local.hasPrefix("on") {
                found("\(kind) with an event handler (`\(attribute)`)", parser)
            } else if Self.runsScript(value) {
                found("\(kind) with a script URL in `\(attribute)`", parser)
            }
        }
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        // A style sheet that is XSLT makes a new document, scripts and all.
        if target.lowercased() == "xml-stylesheet" { found("\(kind) that names a style sheet (`<?xml-stylesheet?>`)", parser) }
    }

    /// True for a `javascript:` or `vbscript:` URL as a browser reads it: case and the ASCII
    /// whitespace and control characters it drops do not hide the scheme.
    static func runsScript(_ value: String) -> Bool {
        let kept = value.unicodeScalars.filter { $0.value > 0x20 }.prefix(11)
        let scheme = String(String.UnicodeScalarView(kept)).lowercased()
        return scheme.hasPrefix("javascript:") || scheme.hasPrefix("vbscript:")
    }

    private func found(_ why: String, _ parser: XMLParser) {
        guard reason == nil else { return }
        reason = why
        parser.abortParsing()
    }
}

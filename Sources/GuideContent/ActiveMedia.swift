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
    /// File types that are documents a browser may run script in.
    static let activeExtensions: Set<String> = ["html", "htm", "xhtml", "xht", "shtml", "js", "mjs", "xml", "xsl", "xslt",
                                                "rss", "atom", "rdf", "mml", "xul", "xbl"]

    /// Why the file at `path` could run script, in a few words; nil when it cannot.
    public static func reason(forFileAt path: String) -> String? {
        let suffix = PathNames.fileExtension(path)
        if activeExtensions.contains(suffix) { return "a file of type `.\(suffix)`" }
        // Served compressed, it is an SVG like any other, which guidegen does not unpack to check.
        if suffix == "svgz" { return "a compressed SVG (guidegen cannot look inside)" }
        guard suffix == "svg" else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return reason(forSVG: data)
    }

    /// Why an SVG document could run script; nil when it cannot.
    static func reason(forSVG data: Data) -> String? {
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let check = SVGCheck()
        parser.delegate = check
        // A browser shows an SVG that does not parse as an error, but what it would make of
        // one it reads differently is not worth guessing.
        // (Foundation on Linux may say it parsed and still keep an error.)
        let parsed = parser.parse() && parser.parserError == nil
        if !parsed, check.reason == nil { return "an SVG that does not parse as XML (guidegen cannot check it)" }
        return check.reason
    }
}

/// Stops at the first element, attribute or instruction of an SVG that can run script.
private final class SVGCheck: NSObject, XMLParserDelegate {
    var reason: String?

    /// Elements that run script or hold a document that can (in any namespace).
    static let activeElements: Set<String> = ["script", "foreignobject", "handler", "listener", "iframe", "embed", "object", "frame"]
    static let xhtml = "http://www.w3.org/1999/xhtml"

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let name = elementName.lowercased()
        if Self.activeElements.contains(name) {
            found("an SVG with a `<\(qualifiedName ?? elementName)>` element", parser)
        } else if namespaceURI == Self.xhtml {
            found("an SVG with HTML inside (`<\(qualifiedName ?? elementName)>`)", parser)
        }
        for (attribute, value) in attributes {
            let local = attribute.split(separator: ":").last.map { $0.lowercased() } ?? ""
            if local.hasPrefix("on") {
                found("an SVG with an event handler (`\(attribute)`)", parser)
            } else if Self.runsScript(value) {
                found("an SVG with a script URL in `\(attribute)`", parser)
            }
        }
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        // A style sheet that is XSLT makes a new document, scripts and all.
        if target.lowercased() == "xml-stylesheet" { found("an SVG that names a style sheet (`<?xml-stylesheet?>`)", parser) }
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

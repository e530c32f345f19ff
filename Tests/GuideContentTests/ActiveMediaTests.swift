import Foundation
@testable import GuideContent
import Testing

/// Media that could run script at the site's address are not published (`content.active-file`).
/// The SVGs below are ways past the old substring search, found by probing a release build
/// (2026-12-05): each ran its script in Chromium when opened.
struct ActiveMediaTests {
    static let svg = "http://www.w3.org/2000/svg"

    func reason(_ text: String) -> String? { ActiveMedia.reason(forSVG: Data(text.utf8)) }

    @Test func scriptsBehindPrefixesEntitiesAndReferencesAreFound() {
        // A namespace prefix on the script element.
        #expect(reason("<svg xmlns=\"\(Self.svg)\" xmlns:s=\"\(Self.svg)\"><s:script>fetch(\"/x\")</s:script></svg>") == "an SVG with a `<s:script>` element")
        // A script element in the XHTML namespace.
        #expect(reason("<svg xmlns=\"\(Self.svg)\"><h:script xmlns:h=\"http://www.w3.org/1999/xhtml\">fetch(\"/x\")</h:script></svg>") == "an SVG with a `<h:script>` element")
        // An entity that expands to a script element.
        #expect(reason("<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY x \"&#60;script&#62;fetch(&#34;/x&#34;)&#60;/script&#62;\">]><svg xmlns=\"\(Self.svg)\">&x;</svg>")
                == "an SVG with a `<script>` element")
        // A script URL written with a character reference and a tab.
        #expect(reason("<svg xmlns=\"\(Self.svg)\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"><a xlink:href=\" &#106;ava&#9;script:alert(1)\"><text>x</text></a></svg>")
                == "an SVG with a script URL in `xlink:href`")
        // An animation that sets a link to a script URL.
        #expect(reason("<svg xmlns=\"\(Self.svg)\"><a><set attributeName=\"href\" to=\"javascript:alert(1)\"/><text>x</text></a></svg>") == "an SVG with a script URL in `to`")
        // An event handler with a prefix; HTML inside; an XSLT style sheet.
        #expect(reason("<svg xmlns=\"\(Self.svg)\" xmlns:e=\"\(Self.svg)\" e:onload=\"alert(1)\"/>") == "an SVG with an event handler (`e:onload`)")
        #expect(reason("<svg xmlns=\"\(Self.svg)\"><h:iframe xmlns:h=\"http://www.w3.org/1999/xhtml\" srcdoc=\"&lt;script&gt;alert(1)&lt;/script&gt;\"/></svg>") == "an SVG with a `<h:iframe>` element")
        #expect(reason("<?xml-stylesheet href=\"a.xsl\" type=\"text/xsl\"?><svg xmlns=\"\(Self.svg)\"/>") == "an SVG that names a style sheet (`<?xml-stylesheet?>`)")
        #expect(reason("<svg xmlns=\"\(Self.svg)\"><script>unclosed</svg>") == "an SVG with a `<script>` element")
        #expect(reason("<svg xmlns=\"\(Self.svg)\"><rect</svg>") == "an SVG that does not parse as XML (guidegen cannot check it)")
    }

    @Test func aUTF16SVGIsReadAsTheBrowserReadsIt() {
        let text = "<svg xmlns=\"\(Self.svg)\"><script>fetch(\"/x\")</script></svg>"
        let utf16 = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        #expect(ActiveMedia.reason(forSVG: utf16) == "an SVG with a `<script>` element")
    }

    /// What drawing programs write is published: Inkscape's own namespaces, Illustrator's
    /// entities for its namespace names, links, styles and gradients.
    @Test func plainDrawingsArePublished() {
        #expect(reason("<svg xmlns=\"\(Self.svg)\" viewBox=\"0 0 4 4\"><rect width=\"4\" height=\"4\" fill=\"#09f\"/></svg>") == nil)
        #expect(reason("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <svg xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
                 xmlns="\(Self.svg)" xmlns:xlink="http://www.w3.org/1999/xlink" inkscape:version="1.3" sodipodi:docname="logo.svg">
              <sodipodi:namedview id="base" inkscape:zoom="1"/>
              <defs><linearGradient id="g"><stop offset="0" style="stop-color:#fff"/></linearGradient></defs>
              <style>.a { fill: url(#g); }</style>
              <a xlink:href="https://example.com/"><use xlink:href="#r"/></a><rect id="r" class="a" width="4" height="4"/>
            </svg>
            """) == nil)
        #expect(reason("""
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
              <!ENTITY ns_svg "\(Self.svg)">
              <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
            ]>
            <svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="4" height="4"><circle cx="2" cy="2" r="2"/></svg>
            """) == nil)
    }

    /// libxml2 reads an encoding no browser does: in UTF-7 the script below is inside a
    /// comment for the parser, and Chromium, reading UTF-8, ran it (a helper's probe, 2026-12-05).
    @Test func anEncodingBrowsersDoNotReadIsNotChecked() {
        let utf7 = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<svg xmlns=\"\(Self.svg)\">+ADwAIQAtAC0-<script>alert(1)</script>+AC0ALQA+-</svg>"
        #expect(reason(utf7) == "an SVG in the encoding `utf-7`, which browsers read otherwise (guidegen cannot check it)")
        #expect(reason("<?xml version='1.0' encoding='ISO-8859-1'?><svg xmlns=\"\(Self.svg)\"/>") == nil)
    }

    /// A server may type a file by any of its extensions, or by a table that knows more XML
    /// types than guidegen does (`.xpdl` is XML to Python's http.server, `.xhtm` XHTML to
    /// Debian's Apache; Apache serves `b.html.qqq` as HTML): each ran its script in Chromium.
    @Test func everyExtensionCountsAndMarkupIsReadWhateverItsName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-active-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = "<x xmlns:h=\"http://www.w3.org/1999/xhtml\"><h:script>alert(1)</h:script></x>"
        let files = [
            "a.xhtm": script, "b.html.qqq": "<script>alert(1)</script>", "c.svg.qqq": "<svg xmlns=\"\(Self.svg)\"><script>alert(1)</script></svg>",
            "d.kml": script, "e.dat": "\u{FEFF}  <p>unclosed<br></p>", "f.kml": "<?xml version=\"1.0\"?><kml><Placemark/></kml>",
            "g.txt": "Plain text with <b>tags</b> inside.", "h.tar.gz": "\u{1F}\u{8B}",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        #expect(ActiveMedia.reason(forFileAt: folder + "/a.xhtm") == "a file of type `.xhtm`")
        #expect(ActiveMedia.reason(forFileAt: folder + "/b.html.qqq") == "a file of type `.html`")
        #expect(ActiveMedia.reason(forFileAt: folder + "/c.svg.qqq") == "an SVG with a `<script>` element")
        #expect(ActiveMedia.reason(forFileAt: folder + "/d.kml") == "a file of markup with a `<h:script>` element")
        #expect(ActiveMedia.reason(forFileAt: folder + "/e.dat") == "a file of markup that does not parse as XML (guidegen cannot check it)")
        #expect(ActiveMedia.reason(forFileAt: folder + "/f.kml") == nil)
        #expect(ActiveMedia.reason(forFileAt: folder + "/g.txt") == nil)
        #expect(ActiveMedia.reason(forFileAt: folder + "/h.tar.gz") == nil)
    }

    @Test func otherTypesAreJudgedByTheirName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-active-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["plain.svgz", "feed.rss", "page.html", "photo.png"] {
            try Data("<svg xmlns=\"\(Self.svg)\"/>".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        #expect(ActiveMedia.reason(forFileAt: folder + "/plain.svgz") == "a compressed SVG (guidegen cannot look inside)")
        #expect(ActiveMedia.reason(forFileAt: folder + "/feed.rss") == "a file of type `.rss`")
        #expect(ActiveMedia.reason(forFileAt: folder + "/page.html") == "a file of type `.html`")
        #expect(ActiveMedia.reason(forFileAt: folder + "/photo.png") == nil)
    }
}

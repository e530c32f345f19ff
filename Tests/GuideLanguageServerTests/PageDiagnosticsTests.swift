import Foundation
import Testing
import GuideCore
@testable import GuideLanguageServer

/// An open page gets every problem `guidegen build` reports about it, not only the linter's:
/// the build's warnings about its Markdown too.
struct PageDiagnosticsTests {
    @Test func theBuildsMarkdownWarningsComeWithTheLintFindings() throws {
        let site = try TestSite()
        defer { site.remove() }
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let uri = site.uri("Content/components/notes.en.md")
        let text = "---\ntitle: Notes\n---\nWe keep notes.\n\n# A second title\n\n<div>raw</div>\n"
        client.open(uri, text: text, version: 1)
        let found = try #require(client.diagnostics(uri) { $0.codes.contains("en.first-person") })
        #expect(found.codes.contains("markdown.h1"), "\(found.codes)")
        #expect(found.codes.contains("markdown.raw-html"), "\(found.codes)")
        // Each once, though the page is also read again when the site's index is ready.
        let complete = try #require(client.diagnostics(uri) { $0.codes.contains("markdown.h1") })
        #expect(complete.codes.filter { $0 == "markdown.h1" }.count == 1)
    }

    /// `translation.missing` has one default severity, a warning (the build's); the server
    /// shows it as a note (`DocumentChecks.contextSeverities`), as one writes a page in one
    /// language before the other.
    @Test func anUntranslatedTopicIsANoteInTheEditor() throws {
        let site = try TestSite()
        defer { site.remove() }
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let uri = site.uri("Content/components/drafts.en.md")
        client.open(uri, text: "---\ntitle: Drafts\n---\n## Where drafts go\n\nThey wait.\n", version: 1)
        let found = try #require(client.diagnostics(uri) { $0.codes.contains("translation.missing") })
        let notice = try #require(found.diagnostics.first { $0["code"] as? String == "translation.missing" })
        #expect(notice["severity"] as? Int == 3)
    }

    /// The site's `diagnostics:` win over the server's own severities.
    @Test func theSitesSeverityWinsOverTheEditorsNote() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write(TestSite.files["guidegen.yml"]! + "diagnostics:\n  translation.missing: warning\n  en.first-person: off\n", to: "guidegen.yml")
        let client = ServerHarness(site: site)
        defer { client.stop() }
        let uri = site.uri("Content/components/drafts.en.md")
        client.open(uri, text: "---\ntitle: Drafts\n---\n## Where drafts go\n\nWe wait. Click it.\n", version: 1)
        let found = try #require(client.diagnostics(uri) { $0.codes.contains("translation.missing") })
        let notice = try #require(found.diagnostics.first { $0["code"] as? String == "translation.missing" })
        #expect(notice["severity"] as? Int == 2)
        #expect(found.codes.contains("en.tap") && !found.codes.contains("en.first-person"), "\(found.codes)")
    }
}

/// Which ids are copy rules is the table's to say: only those get a "switch off here" comment
/// and a link to the rules.
struct CopyRuleActionTests {
    @Test func onlyCopyRulesAreSwitchedOffInPlaceAndLinkToTheRules() {
        let positions = TextPositions("---\ntitle: A\n---\n# Second title\n\nClick it.\n")
        func finding(_ id: String, line: Int) -> Diagnostic { .warning(id, "m", at: SourceLocation(file: "a.md", line: line + 1, column: 1)) }
        #expect(LanguageServer.switchOff(finding("en.tap", line: 5), at: 5, in: positions, kind: .page) != nil)
        #expect(LanguageServer.switchOff(finding("tone.simply", line: 5), at: 5, in: positions, kind: .page) != nil)
        // The build's Markdown warning is no copy rule: a comment would not switch it off.
        #expect(LanguageServer.switchOff(finding("markdown.h1", line: 3), at: 3, in: positions, kind: .page) == nil)
        let conversion = DiagnosticConversion(positions: positions, root: nil, glossary: nil)
        #expect(conversion.convert(finding("tone.simply", line: 5)).codeDescription?.href == DiagnosticConversion.rulesURL)
        #expect(conversion.convert(finding("markdown.h1", line: 3)).codeDescription?.href == DiagnosticConversion.diagnosticsURL)
    }

    /// The comments a switch-off inserts end their lines as the file's own lines end, so that a
    /// Windows (CRLF) or old Mac (CR) file does not get lines of another kind.
    @Test func switchOffCommentsEndTheirLinesAsTheFileDoes() throws {
        func finding(_ line: Int) -> Diagnostic { .warning("en.tap", "m", at: SourceLocation(file: "a.md", line: line + 1, column: 1)) }
        for lineBreak in ["\r\n", "\r", "\n"] {
            let page = TextPositions(["---", "title: A", "---", "Click it.", "", "Read on,", "then click it."].joined(separator: lineBreak))
            let nextLine = try #require(LanguageServer.switchOff(finding(3), at: 3, in: page, kind: .page))
            #expect(nextLine.map(\.newText) == ["<!-- guidegen-lint disable-next-line en.tap -->" + lineBreak])
            let around = try #require(LanguageServer.switchOff(finding(6), at: 6, in: page, kind: .page))
            #expect(around.map(\.newText) == ["<!-- guidegen-lint disable en.tap -->" + lineBreak, lineBreak + "<!-- guidegen-lint enable en.tap -->"])
            let strings = TextPositions(["/* A */", "\"a\" = \"Click it.\";", ""].joined(separator: lineBreak))
            let entry = try #require(LanguageServer.switchOff(finding(1), at: 1, in: strings, kind: .appStrings))
            #expect(entry.map(\.newText) == ["/* guidegen-lint disable en.tap */" + lineBreak])
        }
    }
}

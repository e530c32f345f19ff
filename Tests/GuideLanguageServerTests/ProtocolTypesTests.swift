import Foundation
import Testing
@testable import GuideLanguageServer

/// The protocol's types against the JSON the LSP 3.17 specification shows.
struct ProtocolTypesTests {
    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T { try JSONDecoder().decode(type, from: Data(json.utf8)) }

    /// "Range": `{ start: { line: 5, character: 23 }, end : { line: 6, character: 0 } }`.
    @Test func rangeOfTheSpecification() throws {
        let range = try decode(LSPRange.self, #"{ "start": { "line": 5, "character": 23 }, "end" : { "line": 6, "character": 0 } }"#)
        #expect(range.start == Position(line: 5, character: 23))
        #expect(range.end == Position(line: 6, character: 0))
        #expect(range.contains(Position(line: 5, character: 30)))
        #expect(!range.contains(Position(line: 6, character: 1)))
    }

    /// "Did Change Text Document": a change with a range, and one that replaces the whole text.
    @Test func contentChangesWithAndWithoutRange() throws {
        let params = try decode(DidChangeTextDocumentParams.self, #"""
        {"textDocument": {"uri": "file:///x.md", "version": 2},
         "contentChanges": [{"range": {"start": {"line": 0, "character": 1}, "end": {"line": 0, "character": 2}}, "rangeLength": 1, "text": "X"},
                            {"text": "whole"}]}
        """#)
        #expect(params.contentChanges.count == 2)
        #expect(params.contentChanges[0].range?.start.character == 1)
        #expect(params.contentChanges[1].range == nil)
    }

    /// "MarkupContent": `{ kind: MarkupKind.Markdown, value: … }` encodes with kind `markdown`.
    @Test func markupContentAndDiagnosticEncoding() throws {
        let markup = try JSONSerialization.jsonObject(with: JSONEncoder().encode(MarkupContent.markdown("# Header\nSome text"))) as? [String: String]
        #expect(markup == ["kind": "markdown", "value": "# Header\nSome text"])
        let diagnostic = LSPDiagnostic(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 2)), severity: 2, code: "en.tap",
                                       codeDescription: CodeDescription(href: "https://example.com"), message: "m")
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(diagnostic)) as? [String: Any]
        #expect(json?["code"] as? String == "en.tap")
        #expect((json?["codeDescription"] as? [String: String])?["href"] == "https://example.com")
        #expect(json?["severity"] as? Int == 2)
        #expect(json?["relatedInformation"] == nil)
    }

    /// "Text Document Item" and "Initialize Request" params (processId may be null).
    @Test func initializeAndOpenParams() throws {
        let initialize = try decode(InitializeParams.self, #"{"processId": null, "rootUri": "file:///site", "capabilities": {}}"#)
        #expect(initialize.processId == nil)
        #expect(initialize.rootUri == "file:///site")
        let open = try decode(DidOpenTextDocumentParams.self, #"{"textDocument": {"uri": "file:///a.md", "languageId": "markdown", "version": 1, "text": "hi"}}"#)
        #expect(open.textDocument.languageId == "markdown")
    }

    @Test func fileURIsRoundTrip() {
        for path in ["/tmp/site/Content/a.en.md", "/tmp/my site/内容/按钮.zh-Hans.md", "/a#b?c.md"] {
            #expect(DocumentURI.path(of: DocumentURI.uri(of: path)) == path)
        }
        #expect(DocumentURI.path(of: "file:///tmp/my%20site/a.md") == "/tmp/my site/a.md")
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
        #expect(DocumentURI.uri(of: "/tmp/my site/a.md") == "file:///tmp/my%20site/a.md")
    }

    /// RFC 3986 and 8089: the scheme is in any letter case, a query or fragment is no part of
    /// the path (an encoded `%3F` or `%23` is), and a host other than the local one names
    /// another machine's file, which is not the file of that path here.
    @Test func fileURIsAreReadAsTheRFCsSay() {
        #expect(DocumentURI.path(of: "FILE:///tmp/site/a.md") == "/tmp/site/a.md")
        #expect(DocumentURI.path(of: "File:///tmp/site/a.md") == "/tmp/site/a.md")
        #expect(DocumentURI.path(of: "file:///tmp/site/a.md?line=3") == "/tmp/site/a.md")
        #expect(DocumentURI.path(of: "file:///tmp/site/a.md#L3") == "/tmp/site/a.md")
        #expect(DocumentURI.path(of: "file:///tmp/site/a%3Fb%23c.md") == "/tmp/site/a?b#c.md")
        #expect(DocumentURI.path(of: "file://localhost/tmp/site/a.md") == "/tmp/site/a.md")
        #expect(DocumentURI.path(of: "file://LOCALHOST/tmp/site/a.md") == "/tmp/site/a.md")
        #expect(DocumentURI.path(of: "file://fileserver/tmp/site/a.md") == nil)
        #expect(DocumentURI.path(of: "file://?q") == nil)
    }
}

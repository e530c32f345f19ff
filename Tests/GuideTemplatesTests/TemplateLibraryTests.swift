@testable import GuideCore
import Foundation
import Testing
@testable import GuideTemplates

struct TemplateSyntaxErrorTests {
    func error(_ source: String) -> TemplateSyntaxError? {
        var library = TemplateLibrary()
        do {
            try library.add(source, named: "t")
            return nil
        } catch {
            return error as? TemplateSyntaxError
        }
    }

    @Test func anUnclosedSectionIsReportedAtItsOpeningTag() {
        let error = error("<h1>{{title}}</h1>\n  {{#page.related}}\n<li>{{title}}</li>\n")
        #expect(error == TemplateSyntaxError("`page.related` is opened here but never closed", at: 21, in: Array("<h1>{{title}}</h1>\n  {{#page.related}}".utf8)))
        #expect(error?.line == 2)
        #expect(error?.column == 3)
    }

    @Test func aSectionClosedWithAnotherNameNamesBoth() {
        let error = error("{{#a}}\n  é {{/b}}")
        #expect(error?.line == 2)
        #expect(error?.column == 5)
        #expect(error?.message == "`{{/b}}` closes `a`, opened at 1:1, with a different name")
    }

    @Test func unfinishedTagsAndBadDelimitersAreErrors() {
        #expect(error("ab {{name")?.message == "the tag is not closed with `}}`")
        #expect(error("ab {{name")?.column == 4)
        #expect(error("{{{name}}")?.message == "the tag is not closed with `}}}`")
        #expect(error("{{/x}}")?.message == "`{{/x}}` closes a section that was never opened")
        #expect(error("{{=<% %>}}") != nil)
        #expect(error("{{#}}")?.message == "the tag has no name")
    }

    @Test func threeThousandUnclosedSectionsStopAtTheDepthLimit() {
        let error = error(String(repeating: "{{#a}}", count: 3_000))
        #expect(error?.message == "sections, blocks and parents nest more than 100 deep")
        #expect(error?.line == 1)
        #expect(error?.column == 601)
    }

    @Test func threeThousandNestedSectionsStopAtTheDepthLimit() {
        let source = String(repeating: "{{#a}}\n", count: 3_000) + String(repeating: "{{/a}}\n", count: 3_000)
        #expect(error(source)?.line == 101)
    }

    @Test func oneHundredNestedSectionsRender() throws {
        var library = TemplateLibrary()
        try library.add(String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100), named: "t")
        #expect(try library.render("t", ["a": true]) == "x")
    }
}

struct TemplateCycleTests {
    func cycles(_ templates: [String: String]) throws -> [String] {
        var library = TemplateLibrary()
        for (name, source) in templates { try library.add(source, named: name) }
        return library.cycles().map { "\($0.chain.joined(separator: " → ")) at \($0.reference.template):\($0.reference.line):\($0.reference.column)" }
    }

    @Test func aPartialThatIncludesItselfIsACycle() throws {
        #expect(try cycles(["footer": "<footer>\n<p>{{> footer}}</p>\n</footer>\n"]) == ["footer → footer at footer:2:4"])
    }

    @Test func partialsThatIncludeEachOtherAreOneCycle() throws {
        #expect(try cycles(["a": "{{> b}}", "b": "x\n  {{> a}}", "page": "{{> a}}"]) == ["a → b → a at b:2:3"])
    }

    @Test func aParentThatIncludesItselfThroughABlockIsACycle() throws {
        #expect(try cycles(["base": "{{$main}}{{/main}}", "topic": "{{<base}}{{$main}}{{<topic}}{{/topic}}{{/main}}{{/base}}"])
            == ["base → topic → base at topic:1:1"])
    }

    @Test func recursionInsideASectionFollowsTheData() throws {
        let templates = ["node": "{{name}}({{#children}}{{> node}}{{/children}})"]
        #expect(try cycles(templates) == [])
        var library = TemplateLibrary()
        try library.add(templates["node"]!, named: "node")
        let tree: TemplateValue = ["name": "a", "children": [["name": "b", "children": []], ["name": "c", "children": []]]]
        #expect(try library.render("node", tree) == "a(b()c())")
    }

    /// Rendering stops including at `maximumIncludeDepth` and throws where it stopped: what it
    /// wrote is cut short.
    @Test func recursionThatTheDataNeverEndsStopsAtTheIncludeLimit() throws {
        var library = TemplateLibrary()
        try library.add("x{{#on}}{{> loop}}{{/on}}", named: "loop")
        #expect(try cycles(["loop": "x{{#on}}{{> loop}}{{/on}}"]) == [])
        #expect(throws: TemplateRunaway(include: TemplateReference(name: "loop", template: "loop", line: 1, column: 9), reason: .tooDeep(levels: 100))) {
            try library.render("loop", ["on": true])
        }
    }

    /// Recursion over a list of two doubles the output at each level: a hundred levels would
    /// never finish (found by probing the build with hostile themes, 2026-12-04). Rendering
    /// stops including once the output passes `maximumOutput`.
    @Test func recursionOverAListStopsAtTheOutputLimit() throws {
        var library = TemplateLibrary()
        try library.add("x{{#pair}}{{> tree}}{{/pair}}", named: "tree")
        library.outputLimit = 1 << 16
        // Depth first, the first branch reaches the include limit at once.
        #expect(throws: TemplateRunaway(include: TemplateReference(name: "tree", template: "tree", line: 1, column: 11), reason: .tooDeep(levels: 100))) {
            try library.renderBytes("tree", stack: [["pair": [true, true]]])
        }
        // A finite tree of 16⁵ leaves passes the output limit long before its depth.
        func node(_ depth: Int) -> TemplateValue {
            depth == 0 ? ["c": false] : ["c": .list(Array(repeating: node(depth - 1), count: 16))]
        }
        try library.add("xxxxxxxx{{#c}}{{> wide}}{{/c}}", named: "wide")
        #expect(throws: TemplateRunaway(include: TemplateReference(name: "wide", template: "wide", line: 1, column: 15), reason: .tooLarge(bytes: 1 << 16))) {
            try library.renderBytes("wide", stack: [node(5)])
        }
    }

    /// Partials that each include the next ten times, eight deep, with nothing to write: 10⁸
    /// includes a page, under both limits above, and a build that never ended (a helper's probe).
    /// Rendering stops including after `maximumIncludes`.
    @Test func partialsThatFanOutStopAtTheIncludeBudget() throws {
        var library = TemplateLibrary()
        for level in 0..<8 { try library.add(String(repeating: "{{> q\(level + 1)}}", count: 10), named: "q\(level)") }
        try library.add("", named: "q8")
        library.includeLimit = 10_000
        #expect(throws: TemplateRunaway(include: TemplateReference(name: "q8", template: "q7", line: 1, column: 57), reason: .tooMany(includes: 10_000))) {
            try library.render("q0", [:])
        }
    }

    @Test func aParentOverriddenDifferentlyEachTimeIsNoCycle() throws {
        // The specification's "Recursion" test of template inheritance.
        #expect(try cycles([
            "parent": "{{$foo}}default content{{/foo}} {{$bar}}{{<parent2}}{{/parent2}}{{/bar}}",
            "parent2": "{{$foo}}parent2 default content{{/foo}} {{<parent}}{{$bar}}don't recurse{{/bar}}{{/parent}}",
        ]) == [])
    }
}

struct TemplateRenderingTests {
    func render(_ source: String, _ context: TemplateValue) throws -> String {
        var library = TemplateLibrary()
        try library.add(source, named: "t")
        return try library.render("t", context)
    }

    @Test func htmlIsEscapedAsTheThemeAlwaysEscapedIt() throws {
        let text = "<a href=\"x\">'Tom' & “Jerry” 猫</a>"
        let expected = "&lt;a href=&quot;x&quot;&gt;&#39;Tom&#39; &amp; “Jerry” 猫&lt;/a&gt;"
        #expect(try render("{{v}}", ["v": .text(text)]) == expected)
        #expect(try render("{{{v}}}|{{&v}}", ["v": .text(text)]) == text + "|" + text)
        #expect(HTMLEscaping.escape(text) == expected)
        #expect(HTMLEscaping.escape("plain 文字") == "plain 文字")
        #expect(HTMLEscaping.escape("&") == "&amp;")
    }

    @Test func theValuesPageContextsHoldRender() throws {
        let context: TemplateValue = [
            "ui": .strings(["menu": "Menu"]),
            "page": ["title": "T", "crumbs": [["title": "Home", "url": "/"]], "toc": true],
            "count": "3", "ratio": "0.5", "off": false, "empty": [], "nothing": .null,
        ]
        #expect(try render("{{ui.menu}} {{page.title}}{{#page.crumbs}} <a href=\"{{url}}\">{{title}}</a>{{/page.crumbs}}", context) == "Menu T <a href=\"/\">Home</a>")
        #expect(try render("{{#page.toc}}toc {{page.title}}{{/page.toc}}{{^off}} off{{/off}}{{^empty}} empty{{/empty}}{{#empty}}never{{/empty}}", context) == "toc T off empty")
        #expect(try render("{{count}} {{ratio}} {{off}} [{{missing}}] [{{page.missing.deeper}}] [{{nothing}}]", context) == "3 0.5 false [] [] []")
        // `null` is there: it hides a name of the same context further out.
        #expect(try render("{{#page}}[{{nothing}}]{{/page}}", ["nothing": "outer", "page": ["nothing": .null]]) == "[]")
        // A stack of contexts: the innermost, last, is looked in first.
        var library = TemplateLibrary()
        try library.add("{{a}} {{b}}", named: "t")
        #expect(try library.render("t", stack: [["a": "shared", "b": "shared"], ["b": "page"]]) == "shared page")
        // An empty string is something: `{{#summary}}` renders for it (leave the key out to skip).
        #expect(try render("{{#s}}[{{s}}]{{/s}}", ["s": ""]) == "[]")
    }

    @Test func textGivenAsUTF8BytesPrintsAsText() throws {
        let body: TemplateValue = .utf8(Array("<p>Tom & “Jerry”</p>".utf8))
        #expect(try render("{{{body}}}", ["body": body]) == "<p>Tom & “Jerry”</p>")
        #expect(try render("{{body}}", ["body": body]) == "&lt;p&gt;Tom &amp; “Jerry”&lt;/p&gt;")
        #expect(try render("{{#body}}[{{.}}]{{/body}}{{^body}}none{{/body}}", ["body": body]) == "[&lt;p&gt;Tom &amp; “Jerry”&lt;/p&gt;]")
    }

    @Test func aChildsBlocksFillItsParentsLayout() throws {
        var library = TemplateLibrary()
        try library.add("<title>{{$title}}{{site}}{{/title}}</title>\n<main>\n{{$main}}{{/main}}\n</main>\n{{> footer}}", named: "base")
        try library.add("<footer>{{site}}</footer>\n", named: "footer")
        try library.add("{{<base}}\n{{$main}}\n<h1>{{title}}</h1>\n{{/main}}\n{{/base}}\n", named: "topic")
        #expect(try library.render("topic", ["site": "S", "title": "T"]) == "<title>S</title>\n<main>\n<h1>T</h1>\n\n</main>\n<footer>S</footer>\n")
    }
}

struct TemplatesUsedTests {
    /// What an edit to a template can change: the templates named, and every partial and
    /// parent they include, however deep (inside sections and blocks too), and no other.
    @Test func partialsAndParentsAreFollowedToTheEnd() throws {
        var library = TemplateLibrary()
        try library.add("<html>{{$main}}{{/main}}{{> footer}}</html>", named: "base")
        try library.add("{{> links}}", named: "footer")
        try library.add("{{#items}}{{> item}}{{/items}}", named: "links")
        try library.add("<li>{{title}}</li>", named: "item")
        try library.add("{{<base}}{{$main}}{{#page}}{{> card}}{{/page}}{{/main}}{{/base}}", named: "topic")
        try library.add("<div>{{> item}}</div>", named: "card")
        try library.add("{{#nav}}{{> tree}}{{/nav}}", named: "tree")
        try library.add("<ul>{{> tree}}</ul>", named: "sidebar")
        #expect(library.templatesUsed(by: ["topic"]) == ["topic", "base", "footer", "links", "item", "card"])
        #expect(library.templatesUsed(by: ["sidebar"]) == ["sidebar", "tree"])
        #expect(library.templatesUsed(by: ["item", "nothing"]) == ["item", "nothing"])
    }
}

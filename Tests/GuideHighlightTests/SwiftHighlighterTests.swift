import Foundation
import Testing
@testable import GuideHighlight

struct SwiftHighlighterTests {
    /// The text of highlighted HTML, tags removed and entities decoded.
    func text(of html: String) -> String {
        html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func keywordsStringsNumbersCommentsAndTypesGetTheirClasses() {
        let html = SwiftHighlighter.html("let greeting: String = \"Hi\" // say it\nvar count = 42\n")
        #expect(html == """
            <span class="hl-keyword">let</span> greeting: <span class="hl-type">String</span> = <span class="hl-string">&quot;Hi&quot;</span> <span class="hl-comment">// say it</span>
            <span class="hl-keyword">var</span> count = <span class="hl-number">42</span>

            """)
    }

    @Test func attributesAndArgumentLabelsAreClassified() {
        let html = SwiftHighlighter.html("@MainActor func greet(person name: String) {}")
        #expect(html.contains("<span class=\"hl-attribute\">@MainActor</span>"))
        #expect(html.contains("<span class=\"hl-keyword\">func</span>"))
    }

    @Test(arguments: [
        "if a < b && c > d { print(\"<b>\") }",
        "func broken( {{{ let = \n/* unterminated",
        "let 名字 = \"世界\" // 注释\n",
        "",
        "struct S<T: Equatable> where T == Int {}\n#if DEBUG\nlet x = #\"raw\"#\n#endif\n",
    ])
    func anyInputComesOutWholeAndEscaped(source: String) {
        let html = SwiftHighlighter.html(source)
        #expect(text(of: html) == source)
        #expect(!html.replacingOccurrences(of: "<span class=\"hl-[a-z-]+\">|</span>", with: "", options: .regularExpression).contains("<"))
    }

    /// swift-syntax's time doubles with each `[` nested past about twenty, and a thousand
    /// brackets overflow its stack: such code is shown escaped and unclassified (found by
    /// probing the build with hostile pages, 2026-12-04).
    @Test func codeNestedPastTheParsersReachIsShownPlain() {
        let deep = "let x = " + String(repeating: "[", count: 17) + String(repeating: "]", count: 17) + " < 1"
        #expect(SwiftHighlighter.html(deep) == deep.replacingOccurrences(of: "<", with: "&lt;"))
        let ordinary = SwiftHighlighter.html("let grid = [[1, 2], [3]]")
        #expect(ordinary.contains("<span class=\"hl-number\">3</span>"))
        for open in ["[", "(", "{", "(["] {
            let source = String(repeating: open, count: 1_000)
            #expect(!SwiftHighlighter.html(source).contains("<span"))
        }
    }
}

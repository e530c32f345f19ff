import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// Lint on a programming book: words written in code are the book's subject, acronyms are not
/// shouting, and names the linter cannot know keep their capitals.
struct TechnicalBookTests {
    func lint(_ body: String, config: LintConfig = LintConfig()) -> [String] {
        let page = Page.standalone(path: "book.md", text: body, language: .english)
        let runner = LintRunner(linter: Linter(config: config), site: SiteConfig())
        return runner.lint(page: page).diagnostics.map { "\($0.id)@\($0.location!.line)" }
    }

    @Test func aWordWrittenInCodeOnThePageIsNotJargon() {
        #expect(lint("A function takes a `parameter`.\n\nEach parameter has a name.\n") == [])
        #expect(lint("Each parameter has a name.\n") == ["en.jargon@1"])
        #expect(lint("```swift\nfunc execute(parameter: Int) {}\n```\n\nCall execute with a parameter.\n") == [])
    }

    @Test func knownAcronymsAreNotShouting() {
        #expect(findings("The AST, ARC, UTF-8, ASCII, API, URL, JSON, HTTP, CPU, GPU, CLI, DPI and HUD are fine.", .message) == [])
        #expect(findings("Tap SAVE to keep it.", .message) == ["en.all-caps@5"])
    }

    @Test func sentenceCaseLeavesNamesWrittenInCodeAlone() {
        #expect(lint("## Conforming to Sendable\n\nMark it `Sendable`.\n") == [])
        #expect(lint("## Working With Closures\n\nText.\n") == ["en.sentence-case@1"])
        // A Swift name written in code in lower case keeps the capital its heading gives it.
        #expect(lint("## Using Switch\n\nA `switch` statement.\n") == [])
        #expect(lint("## Using Switch\n\nA statement.\n") == ["en.sentence-case@1"])
    }

    /// What a sentence-case finding suggests for the page's first heading.
    func suggestion(_ body: String) -> String? {
        let page = Page.standalone(path: "book.md", text: body, language: .english)
        let runner = LintRunner(linter: Linter(config: LintConfig()), site: SiteConfig())
        return runner.lint(page: page).diagnostics.first { $0.id == "en.sentence-case" }?.suggestion
    }

    /// A word the page's own sentences write in lower case is not a name: a heading in title
    /// case is re-cased whole, not left half done ("Creating time Units").
    @Test func sentenceCaseLowersWhatThePageWritesInLowerCase() {
        #expect(suggestion("## Creating Time Units\n\nTime units measure durations.\n")?.contains("“Creating time units”") == true)
        #expect(suggestion("## Web Engine Attributes\n\nAn engine has attributes. The attributes are read once.\n")?.contains("“Web engine attributes”") == true)
        // A name the sentences write with its capital stays, as does a word they write both
        // ways no more often in lower case.
        #expect(suggestion("## Using Swift Package Manager Plugins\n\nSwift Package Manager runs plugins. Swift builds them.\n")?
            .contains("“Using Swift Package Manager plugins”") == true)
        #expect(suggestion("## Tracing Span Attributes\n\nSpan Attributes are kept. Span attributes are sent.\n") == nil)
        // A word of an identifier is code, however the sentences write it.
        #expect(suggestion("## Google_Protobuf_Duration Values\n\nA duration has values.\n")?.contains("“Google_Protobuf_Duration values”") == true)
    }

    /// DocC's own section heading, spelt as DocC spells it, is the catalog's structure, not copy.
    @Test func sentenceCaseLeavesACatalogsSeeAlsoHeadingAlone() {
        let body = "## See Also\n\n- <doc:Other>\n"
        #expect(lint(body) == ["en.sentence-case@1"])
        let article = Page(kind: .topic, language: .english, id: "a", section: "", title: "", summary: "", order: 0, related: [], updated: nil,
                           path: "A.docc/a.md", contentRelativePath: "a.md", body: body, bodyLineOffset: 0, headings: [], links: [], isCatalog: true)
        #expect(LintRunner(linter: Linter(config: LintConfig()), site: SiteConfig()).lint(page: article).diagnostics.isEmpty)
    }

    @Test func aSiteExtendsTheAcronymsAndJargonAndSwitchesRulesOff() {
        let (config, diagnostics) = LintConfig.load(file: "guidegen.yml", text: """
            lint:
              acronyms: [FAST]
              add_jargon: [closure]
              rules:
                en.first-person: off
            """, knownRules: Linter.ruleIDs)
        #expect(diagnostics.isEmpty)
        // FAST (a protocol's name) is a word too: without the site's list it shouts.
        #expect(findings("Prefer FAST here.", .message) == ["en.all-caps@8"])
        let linter = Linter(config: config)
        let segment = LintSegment(text: "We prefer FAST in a closure.", language: .english, role: .message, file: "t", line: 1, byteColumn: 1)
        #expect(linter.lint([segment], source: SourceText(path: "t", text: segment.text)).diagnostics.map(\.id) == ["en.jargon"])
        #expect(config.jargon.contains("invalid"))
    }
}

/// The colon of an aside's label (`> 注意:`) is DocC's syntax, not a sentence's punctuation:
/// writing it full-width would still make an aside here, but the label must be left as written.
struct AsideLabelTests {
    func run(_ body: String) -> (ids: [String], fixed: String) {
        let page = Page.standalone(path: "book.zh-Hans.md", text: body, language: .simplifiedChinese)
        let result = LintRunner(linter: Linter(config: LintConfig()), site: SiteConfig()).lint(page: page)
        return (result.diagnostics.map { "\($0.id)@\($0.location!.line):\($0.location!.column)" }, Fixer.apply(result.fixes, to: body).0)
    }

    @Test func theColonOfAnAsideLabelIsLeftAlone() {
        for body in ["> 注意: 常量的值不能改变。\n", "> 注意：常量的值不能改变。\n", "> 注意:\n> 常量的值不能改变。\n",
                     "> Note: 常量的值不能改变。\n", "> 练习: 创建一个常量。\n", ">注意:\n>\n> 常量的值不能改变。\n"] {
            let (ids, fixed) = run(body)
            #expect(ids == [], "\(body)")
            #expect(fixed == body)
        }
    }

    @Test func theRestOfTheAsideIsStillLinted() {
        let (ids, fixed) = run("> 注意: 常量的值不能改变,也不能删除.\n")
        #expect(ids == ["zh.punctuation@1:15", "zh.punctuation@1:21"])
        #expect(fixed == "> 注意: 常量的值不能改变，也不能删除。\n")
        // A colon later in the sentence, or in a quote that is not an aside, is punctuation.
        #expect(run("> 他说:好的\n").ids == ["zh.punctuation@1:5"])
        #expect(run("常量:不能改变\n").ids == ["zh.punctuation@1:3"])
    }
}

/// The lint items of the newcomer's report.
struct LintMessageTests {
    @Test func pressAndHoldIsTouchAndHold() {
        let found = lintOne("Press and hold the photo.")
        #expect(found.suggestions == ["write “Touch and hold”"])
        #expect(found.replacements == ["Touch and hold"])
        #expect(lintOne("Click and hold to drag.").replacements == ["Touch and hold"])
    }

    @Test func aSingleAsteriskLeftUnrenderedNextToChinesePunctuationIsReported() {
        #expect(findings("中文*斜体。*后面", .text, .simplifiedChinese) == ["markdown.emphasis-punctuation@3"])
        #expect(findings("中文**粗体。**后面", .text, .simplifiedChinese) == ["markdown.emphasis-punctuation@3"])
        #expect(findings("中文*斜体*后面。", .text, .simplifiedChinese) == [])
        #expect(findings("2 * 3 = 6，而 4 * 5 = 20。", .text, .simplifiedChinese) == [])
    }

    @Test func aMistypedRoleInACopyBlockIsAWarningWithDidYouMean() {
        let page = Page.standalone(path: "p.md", text: "```copy\nbuton: Save\nmesage: Saved.\nNote: a plain line\n```\n", language: .english)
        let diagnostics = LintRunner(linter: Linter(), site: SiteConfig()).lint(page: page).diagnostics
        let roles = diagnostics.filter { $0.id == "copy.unknown-role" }
        #expect(roles.map { "\($0.location!.line):\($0.location!.column)" } == ["2:1", "3:1"])
        #expect(roles.first?.severity == .warning)
        #expect(roles.first?.suggestion?.contains("button") == true)
    }
}

/// Lint costs linear time, whatever the number of findings and the length of a line.
struct LintLinearTimeTests {
    // The limit only stops a quadratic run (hours); the ratio below is the test. Alone it takes
    // 30-35 s in a debug build on two cores, and beside the rest of the suite over a minute.
    @Test(.timeLimit(.minutes(10))) func aLongCopyLineWithThousandsOfFindingsIsLintedInLinearTime() {
        // 40,000 findings on a 200,000-character line, against a quarter of it: linear work takes
        // about 4 times as long (5 here, in a debug build), quadratic work 16 times (hours, at
        // this size). A ratio of this thread's CPU time, not of seconds on the clock: the suite
        // runs tests side by side and a shared machine's load comes and goes, which once made
        // the whole run 10.2 times the quarter's on the clock.
        func lint(_ count: Int) -> (findings: Int, time: Double) {
            let line = String(repeating: "点击设置, ", count: count)
            let page = Page.standalone(path: "p.zh-Hans.md", text: "```copy\ntext: \(line)\n```\n", language: .simplifiedChinese)
            let start = threadCPUSeconds()
            let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(page: page)
            return (result.diagnostics.count, threadCPUSeconds() - start)
        }
        let quarter = lint(10_000), whole = lint(40_000)
        #expect(whole.findings >= 80_000 && quarter.findings >= 20_000)
        #expect(whole.time < quarter.time * 10, "40,000 findings took \(whole.time) CPU-s, 10,000 took \(quarter.time)")
    }

    // About 10 CPU-s in a debug build; the limit is wall time, which a loaded machine stretches
    // (37 s at load 8), while quadratic work on 40,000 findings would take hours.
    @Test(.timeLimit(.minutes(5))) func aLongStringWithThousandsOfFindingsIsLintedInLinearTime() {
        let text = String(repeating: "Click Save. ", count: 40_000)
        let segment = LintSegment(text: text, language: .english, role: .text, file: "t", line: 1, byteColumn: 1)
        let result = Linter().lint([segment], source: SourceText(path: "t", text: text))
        #expect(result.diagnostics.count == 40_000)
        #expect(result.fixes.count == 40_000)
    }
}

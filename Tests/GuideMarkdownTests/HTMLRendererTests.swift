import Testing
@testable import GuideMarkdown

struct HeadingAnchorTests {
    /// DocC's anchors of ASCII headings are made on bytes: the same as by Unicode properties,
    /// for every ASCII character and for real headings.
    @Test func doccFragmentsOfASCIITextMatchTheUnicodeRules() {
        for v in 0..<0x80 {
            let text = "a" + String(UnicodeScalar(UInt8(v))) + "b"
            #expect(HeadingAnchors.asciiDoccFragment(text) == HeadingAnchors.unicodeDoccFragment(text), "U+\(String(v, radix: 16))")
        }
        for text in ["Optional Binding", "  Leading and trailing  ", "The `defer` Statement", "Int8, Int16 -- and UInt", "Hello, world!",
                     "a_b-c", "---", "", "$0 + $1", "C++ <Templates>", "Tabs\tand\nlines"] {
            #expect(HeadingAnchors.asciiDoccFragment(text) == HeadingAnchors.unicodeDoccFragment(text), "\(text.debugDescription)")
        }
        #expect(HeadingAnchors.doccFragment("Optional Binding") == "Optional-Binding")
        #expect(HeadingAnchors.doccFragment("在 iPad 上：概述") == "在-iPad-上概述")
    }

    @Test func slugsAreReadableForEnglishAndChinese() {
        #expect(HeadingAnchors.slug("Best Practices") == "best-practices")
        #expect(HeadingAnchors.slug("最佳实践") == "最佳实践")
        #expect(HeadingAnchors.slug("在 iPad 上使用 Split View") == "在-ipad-上使用-split-view")
        #expect(HeadingAnchors.slug("Done, Cancel & Close!") == "done-cancel-close")
        #expect(HeadingAnchors.slug("…") == "section")
    }

    @Test func anASCIISlugKeepsTheSameCharactersAsTheUnicodeRules() {
        // ASCII text takes a byte-level path; each character must come out as the Unicode
        // properties say: kept (lower-cased), a word break, or dropped.
        for value in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(value)
            let expected: String
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
                expected = "a" + String(scalar).lowercased() + "b"
            } else if scalar.properties.isWhitespace || scalar == "-" {
                expected = "a-b"
            } else {
                expected = "ab"
            }
            #expect(HeadingAnchors.slug("A\(scalar)B") == expected, "\(value)")
        }
    }

    @Test func repeatedHeadingsGetNumberedIds() {
        let document = MarkdownDocument("## Buttons\n\n## Buttons\n\n## Buttons\n")
        #expect(document.headings.map(\.id) == ["buttons", "buttons-1", "buttons-2"])
    }

    @Test func anExplicitIdWinsAndIsRemovedFromTheText() {
        let document = MarkdownDocument("## 最佳实践 {#best-practices}\n\n## Best practices\n")
        #expect(document.headings.map(\.id) == ["best-practices", "best-practices-1"])
        #expect(document.headings[0].text == "最佳实践")
        let html = HTMLRenderer().render(MarkdownDocument("## 最佳实践 {#best-practices}\n"))
        #expect(html == "<h2 id=\"best-practices\">最佳实践</h2>\n")
    }

    @Test func headingLinesIncludeTheFrontMatterOffset() {
        let document = MarkdownDocument("intro\n\n## Title\n", lineOffset: 5)
        #expect(document.headings.first?.line == 8)
    }
}

struct HTMLRendererTests {
    func render(_ markdown: String, _ configure: (inout HTMLRenderer) -> Void = { _ in }) -> String {
        var renderer = HTMLRenderer()
        configure(&renderer)
        return renderer.render(MarkdownDocument(markdown))
    }

    @Test func rawHTMLIsEscapedUnlessAllowed() {
        #expect(render("<script>alert(1)</script>\n") == "<p class=\"raw-html\">&lt;script&gt;alert(1)&lt;/script&gt;</p>\n")
        #expect(render("a <b>b</b>") == "<p>a &lt;b&gt;b&lt;/b&gt;</p>\n")
        #expect(render("a <b>b</b>") { $0.allowRawHTML = true } == "<p>a <b>b</b></p>\n")
    }

    @Test func scriptURLsAreDroppedUnlessRawHTMLIsAllowed() {
        #expect(render("[x](javascript:alert(1))") == "<p><a href=\"\">x</a></p>\n")
        #expect(render("[x](https://example.com/?a=1&b='2')") == "<p><a href=\"https://example.com/?a=1&amp;b=&#x27;2&#x27;\">x</a></p>\n")
    }

    @Test func labelledBlockquotesBecomeAdmonitions() {
        #expect(render("> Note: Keep it short.\n> Really.\n") == """
            <aside class="admonition note" aria-label="Note">
            <p class="admonition-label">Note</p>
            <p>Keep it short.
            Really.</p>
            </aside>

            """)
        #expect(render("> 警告：不要这样做。\n").contains("<aside class=\"admonition warning\" aria-label=\"警告\">"))
        #expect(render("> Notes are fine.\n") == "<blockquote>\n<p>Notes are fine.</p>\n</blockquote>\n")
        // The space before inline code after the label stays.
        #expect(render("> Note: an alert is a `UIAlertController`.\n").contains("<p>an alert is a <code>UIAlertController</code>.</p>"))
    }

    @Test(arguments: [
        ("> Experiment: Change the value.\n", "experiment", "Experiment"),
        ("> Deprecated: Use the new API.\n", "deprecated", "Deprecated"),
        ("> Important: Read this.\n", "important", "Important"),
        ("> Tip: Try it.\n", "tip", "Tip"),
        ("> 练习: 改一下。\n", "experiment", "练习"),
        ("> 备注：见下文。\n", "note", "备注"),
        ("> 已弃用: 请改用新接口。\n", "deprecated", "已弃用"),
        ("> 注意：  \n> 正文在下一行。\n", "note", "注意"),
        ("> Note:\n> The text on the next line.\n", "note", "Note"),
    ])
    func everyKnownLabelInEitherLanguageMakesAnAside(markdown: String, kind: String, label: String) {
        let html = render(markdown)
        #expect(html.hasPrefix("<aside class=\"admonition \(kind)\" aria-label=\"\(label)\">\n<p class=\"admonition-label\">\(label)</p>\n<p>"), "\(html)")
        #expect(!html.contains("<p></p>"))
        #expect(!html.dropFirst(html.firstIndex(of: "/")!.utf16Offset(in: html)).contains(label + ":"))
    }

    @Test func aLabelAloneInItsParagraphLeavesNoEmptyParagraph() {
        #expect(render("> Note:\n>\n> The text.\n") == """
            <aside class="admonition note" aria-label="Note">
            <p class="admonition-label">Note</p>
            <p>The text.</p>
            </aside>

            """)
    }

    // TSPL's translation writes `> 注意` then the text on the next line, with no colon: the
    // label showed as the aside's heading and again at the start of its text.
    @Test func aKnownLabelAloneOnTheFirstLineWithoutAColonIsShownOnce() {
        let chinese = render("> 注意\n> 在解析时，先组合。\n") { $0.docc = true; $0.labels = .simplifiedChinese }
        #expect(chinese == "<aside class=\"admonition note\" aria-label=\"注意\">\n<p class=\"admonition-label\">注意</p>\n<p>在解析时，先组合。</p>\n</aside>\n")
        let english = render("> Warning\n> Mind the gap.\n")
        #expect(english.hasPrefix("<aside class=\"admonition warning\" aria-label=\"Warning\">\n<p class=\"admonition-label\">Warning</p>\n<p>Mind the gap.</p>"), "\(english)")
        // A first line that is a sentence, or a known word followed by more text, stays text.
        #expect(render("> Note the gap.\n> More.\n").hasPrefix("<blockquote>"))
        #expect(render("> Warning\n").hasPrefix("<blockquote>"))
    }

    @Test func inDocCsDialectAnyShortLabelNamesAnAsideAndAnUnlabelledQuoteIsANote() {
        let named = render("> Grammar of a type:\n>\n> *type* → *array-type*\n") { $0.docc = true }
        #expect(named.hasPrefix("<aside class=\"admonition note\" aria-label=\"Grammar of a type\">\n<p class=\"admonition-label\">Grammar of a type</p>\n<p><em>type</em>"))
        let chinese = render("> 类型的语法：\n>\n> *类型* → *数组类型*\n") { $0.docc = true }
        #expect(chinese.hasPrefix("<aside class=\"admonition note\" aria-label=\"类型的语法\">"))
        let plain = render("> Quoted words, no label.\n") { $0.docc = true; $0.labels = .simplifiedChinese }
        #expect(plain == "<aside class=\"admonition note\" aria-label=\"注意\">\n<p class=\"admonition-label\">注意</p>\n<p>Quoted words, no label.</p>\n</aside>\n")
        // A sentence that happens to hold a colon is no label, but in DocC still an aside (a Note).
        let sentence = render("> if you write this: the value changes.\n") { $0.docc = true }
        #expect(sentence.contains("aria-label=\"Note\"") && sentence.contains("<p>if you write this: the value changes.</p>"))
        // Outside a catalog, an unknown label and a plain quote stay blockquotes.
        #expect(render("> Grammar of a type: x\n").hasPrefix("<blockquote>"))
        #expect(render("> Quoted words.\n").hasPrefix("<blockquote>"))
    }

    @Test func codeBlocksGoThroughTheHighlighterWithTheirLanguage() {
        let html = render("```\nlet a = 1\n```\n\n```python\nx < 1\n```\n") { renderer in
            renderer.docc = true
            renderer.highlight = { language, code in
                language == "swift" ? "<span class=\"hl-keyword\">let</span>" + code.dropFirst(3) : nil
            }
        }
        #expect(html == "<pre><code class=\"language-swift\"><span class=\"hl-keyword\">let</span> a = 1\n</code></pre>\n<pre><code class=\"language-python\">x &lt; 1\n</code></pre>\n")
        // Outside a catalog an unlabelled fence names no language.
        #expect(render("```\nlet a = 1\n```\n") == "<pre><code>let a = 1\n</code></pre>\n")
    }

    @Test func anImageAloneInAParagraphIsAFigureWithItsTitleAsCaption() {
        #expect(render("![Size classes](a.svg \"Size classes by device\")\n") == """
            <figure>
            <img src="a.svg" alt="Size classes" loading="lazy" />
            <figcaption>Size classes by device</figcaption>
            </figure>

            """)
        #expect(render("Text ![x](a.svg) more\n") == "<p>Text <img src=\"a.svg\" alt=\"x\" /> more</p>\n")
    }

    @Test func anImageWithADarkVariantBecomesAPictureWithItsDensitiesAndSize() {
        let source = ImageSource(src: "/m/a.png", srcset: "/m/a.png 1x, /m/a@2x.png 2x", darkSrcset: "/m/a~dark@2x.png 2x", width: 120, height: 40)
        let figure = render("![A & B](a)\n") { $0.resolveImage = { $0 == "a" ? source : nil } }
        #expect(figure == """
            <figure>
            <picture><source media="(prefers-color-scheme: dark)" srcset="/m/a~dark@2x.png 2x" /><img src="/m/a.png" alt="A &amp; B" srcset="/m/a.png 1x, /m/a@2x.png 2x" width="120" height="40" loading="lazy" /></picture>
            </figure>

            """)
        let inline = render("See ![*a*](a \"T\") here.\n") { $0.resolveImage = { _ in source } }
        #expect(inline == "<p>See <picture><source media=\"(prefers-color-scheme: dark)\" srcset=\"/m/a~dark@2x.png 2x\" /><img src=\"/m/a.png\" alt=\"a\" title=\"T\" srcset=\"/m/a.png 1x, /m/a@2x.png 2x\" width=\"120\" height=\"40\" /></picture> here.</p>\n")
        // Without a resolver, the source is written as it is.
        #expect(render("See ![a](a.png).\n") == "<p>See <img src=\"a.png\" alt=\"a\" />.</p>\n")
    }

    @Test func copyBlocksBecomeDoAndDontCards() {
        let html = render("```copy dont\nbutton: Yes\nalert-title: Error\n```\n") { $0.labels = .simplifiedChinese }
        #expect(html == """
            <div class="copy-example copy-dont">
            <p class="copy-label">避免</p>
            <ul class="copy-lines">
            <li class="copy-button"><span class="copy-role">按钮</span> <span class="copy-text">Yes</span></li>
            <li class="copy-alert-title"><span class="copy-role">警告框标题</span> <span class="copy-text">Error</span></li>
            </ul>
            </div>

            """)
    }

    @Test func resolvedLinksTakeTheTargetsHrefAndFillEmptyText() {
        let html = render("See <doc:alerts>, [](doc:alerts) and [the alert](doc:alerts#buttons).\n") { renderer in
            renderer.resolveLink = { url in
                guard url.hasPrefix("doc:") else { return nil }
                return LinkTarget(href: "/en/components/alerts/" + (url.contains("#") ? "#buttons" : ""), title: "Alerts")
            }
        }
        #expect(html == "<p>See <a href=\"/en/components/alerts/\">Alerts</a>, <a href=\"/en/components/alerts/\">Alerts</a> and <a href=\"/en/components/alerts/#buttons\">the alert</a>.</p>\n")
    }

    /// A body recorded before the site is known (no closures yet, as at parse time) and filled
    /// later gives what rendering it with the closures gives.
    @Test func aRecordedBodyFilledLaterIsTheBodyRenderedWithItsLinks() {
        let scan = DirectiveScanner.scan("""
            Intro ``Kit/Flag`` and `code`, [the alert](doc:alerts), <doc:alerts>, [away](doc:gone) \
            and [](doc:buttons "Title").

            @Row {
                @Column { Left. }
            }

            ![Anatomy *of* it](a.png "An alert") inline ![](b.png).

            ![Figure](a.png "Caption")

            [``Kit/Flag`` inside](doc:alerts)
            """)
        func configure(_ renderer: inout HTMLRenderer) {
            renderer.resolveLink = { url in
                switch url {
                case "doc:alerts": return LinkTarget(href: "/en/alerts/", title: "Alerts", marker: "English")
                case "doc:buttons": return LinkTarget(href: "/en/buttons/", title: "Buttons", language: "en")
                case "doc:gone": return .text("gone")
                default: return nil
                }
            }
            renderer.resolveImage = { $0 == "a.png" ? ImageSource(src: "/media/a.png", darkSrcset: "/media/a~dark.png 1x", width: 4, height: 3) : nil }
            renderer.renderDirective = { n in "<div class=\"row\">\(n)</div>" }
            renderer.symbolLink = { text, _ in text == "Kit/Flag" ? ("Flag", "/en/flag/") : nil }
        }
        var direct = HTMLRenderer()
        configure(&direct)
        let rendered = direct.render(MarkdownDocument(scan.text))
        let pending = HTMLRenderer().record(MarkdownDocument(scan.text))
        var late = HTMLRenderer()
        configure(&late)
        #expect(String(decoding: late.fill(pending), as: UTF8.self) == rendered)
        // The holes written as bytes (a build keeps them on disk) fill the same; bytes cut short
        // or changed are refused, not misread.
        let encoded = pending.encodedHoles()
        var restored = pending
        restored.removeHoles()
        #expect(encoded.withUnsafeBufferPointer { restored.decodeHoles($0) })
        #expect(String(decoding: late.fill(restored), as: UTF8.self) == rendered)
        var cut = pending
        #expect(!encoded.dropLast().withUnsafeBufferPointer { cut.decodeHoles($0) })
        #expect(!(encoded + [0]).withUnsafeBufferPointer { cut.decodeHoles($0) })
        #expect(!Array(repeating: 0xFF, count: 12).withUnsafeBufferPointer { cut.decodeHoles($0) })
        #expect(rendered.contains("<a href=\"/en/alerts/\">the alert<span class=\"link-marker\">English</span></a>"))
        #expect(rendered.contains("<a href=\"/en/flag/\"><code>Flag</code></a> and <code>code</code>"))
        #expect(rendered.contains(", <a href=\"/en/alerts/\">Alerts<span class=\"link-marker\">English</span></a>, away and <a href=\"/en/buttons/\" title=\"Title\" lang=\"en\">Buttons</a>."))
        #expect(rendered.contains("<div class=\"row\">0</div>"))
        #expect(rendered.contains("<figure>"))
        #expect(rendered.contains("<a href=\"/en/alerts/\"><code>Flag</code> inside<span"))
        #expect(pending.headings.isEmpty)
    }

    @Test func linksToTheOtherLanguageCarryAMarker() {
        let html = render("[警告框](doc:alerts)\n") { renderer in
            renderer.resolveLink = { _ in LinkTarget(href: "/en/a/", title: "Alerts", attributes: " hreflang=\"en\" class=\"other-language\"", marker: "English") }
        }
        #expect(html == "<p><a href=\"/en/a/\" hreflang=\"en\" class=\"other-language\">警告框<span class=\"link-marker\">English</span></a></p>\n")
    }

    @Test func deeplyNestedQuotesAndListsRenderWithoutExhaustingTheStack() {
        let quotes = String(repeating: "> ", count: 5_000) + "deep\n"
        let html = render(quotes)
        #expect(html.components(separatedBy: "<blockquote>").count - 1 == 5_000)
        var list = ""
        for depth in 0..<2_000 { list += String(repeating: "  ", count: depth) + "- item\n" }
        #expect(render(list).contains("item"))
    }
}

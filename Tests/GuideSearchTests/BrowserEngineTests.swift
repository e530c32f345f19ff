import Foundation
import GuideCore
@testable import GuideSearch
import Testing

/// The browser half of search run under Node against indexes this module writes: the two must
/// agree on stems and terms. Under Node, Theme/assets/search.js is the engine its parts make
/// (search-inflate.js, search-stem.js, search-analysis.js, search-ranking.js, search-passages.js). Skipped when `node` is not installed.
enum Node {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let script = repositoryRoot + "/Theme/assets/search.js"

    static let path: String? = {
        for candidate in ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"] where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return nil
    }()

    /// Runs JavaScript with `engine` bound to search.js's exports (the engine's API); returns standard output.
    static func run(_ code: String, input: String = "") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        let source = "const engine = require(\(SearchIndexWriter.quote(script)));\nconst input = require('fs').readFileSync(0, 'utf8');\n" + code
        process.arguments = ["-e", source]
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = try FileReader.readToEnd(stdout.fileHandleForReading)
        let errors = try FileReader.readToEnd(stderr.fileHandleForReading)
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw NodeError(message: String(decoding: errors, as: UTF8.self)) }
        return String(decoding: output, as: UTF8.self)
    }

    struct NodeError: Error, CustomStringConvertible { var message: String; var description: String { message } }

    /// Writes an index to a temporary folder; returns the folder.
    static func write(_ documents: [SearchDocument], language: String = "en", writer: SearchIndexWriter = SearchIndexWriter()) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-search-\(UUID().uuidString)").path
        for file in writer.files(for: documents, language: language) {
            let url = URL(fileURLWithPath: folder + "/" + file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        return folder
    }

    /// Titles of the results of each query, in order.
    static func search(_ folder: String, _ queries: [String]) throws -> [[String]] {
        let output = try run("""
        const fs = require('fs');
        const index = new engine.SearchIndex(p => Promise.resolve(new Uint8Array(fs.readFileSync(\(SearchIndexWriter.quote(folder)) + '/' + p))));
        (async () => {
          const out = [];
          for (const q of JSON.parse(input)) {
            const r = await index.search(q, { limit: 10 });
            out.push(r.results.map(x => x.title));
          }
          process.stdout.write(JSON.stringify(out));
        })().catch(e => { console.error(e.stack); process.exit(1); });
        """, input: String(decoding: try JSONSerialization.data(withJSONObject: queries), as: UTF8.self))
        return (try JSONSerialization.jsonObject(with: Data(output.utf8))) as? [[String]] ?? []
    }
}

@Suite(.enabled(if: Node.path != nil, "needs node")) struct BrowserEngineTests {
    /// Words of the shipped Content/ plus suffix variations that exercise every Porter2 step.
    static func vocabulary() throws -> [String] {
        var words = Set<String>()
        let content = Node.repositoryRoot + "/Content"
        for path in FileManager.default.enumerator(atPath: content)?.compactMap({ $0 as? String }) ?? [] where path.hasSuffix(".md") {
            let text = try String(contentsOfFile: content + "/" + path, encoding: .utf8).lowercased()
            for word in text.split(whereSeparator: { !($0 >= "a" && $0 <= "z") }) where word.count >= 3 { words.insert(String(word)) }
        }
        let bases = ["connect", "relat", "generat", "happ", "hop", "run", "agree", "sky", "cry", "controll", "fly", "deni", "communi",
                     "arsen", "possib", "sens", "organ", "nation", "formal", "cause", "tie", "lie", "die", "news", "proceed", "succeed",
                     "inning", "outing", "canning", "herring", "earring", "evening", "bias", "atlas", "andes", "cosmos", "gently", "early",
                     "only", "singly", "ugly", "idly", "skis", "skies", "dying", "lying", "tying", "howe", "yell", "say", "boy", "toy",
                     "feed", "need", "bled", "sing", "fizz", "tap", "plan", "hope", "fil", "luxur", "logi", "analog", "geolog", "bliss"]
        let suffixes = ["", "s", "es", "ies", "ied", "ed", "edly", "eed", "eedly", "ing", "ingly", "ly", "y", "ational", "tional", "enci",
                        "anci", "abli", "entli", "izer", "ization", "ation", "ator", "alism", "aliti", "alli", "fulness", "ousli",
                        "ousness", "iveness", "iviti", "biliti", "bli", "ogi", "fulli", "lessli", "li", "alize", "icate", "iciti", "ical",
                        "ful", "ness", "ative", "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism",
                        "ate", "iti", "ous", "ive", "ize", "ion", "sion", "tion", "e", "ll", "sses", "us", "ss"]
        for base in bases { for suffix in suffixes { words.insert(base + suffix) } }
        return words.sorted()
    }

    @Test func theBrowserStemsEveryWordAsLibstemmerDoes() throws {
        let words = try Self.vocabulary()
        #expect(words.count > 5000)
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        let expected = words.map { analyzer.stem($0) }
        let output = try Node.run("process.stdout.write(JSON.stringify(JSON.parse(input).map(engine.stem)))",
                                  input: String(decoding: try JSONSerialization.data(withJSONObject: words), as: UTF8.self))
        let actual = (try JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String] ?? []
        #expect(actual.count == words.count)
        let differences = zip(words, zip(expected, actual)).filter { $0.1.0 != $0.1.1 }.map { "\($0.0): libstemmer \($0.1.0), search-stem.js \($0.1.1)" }
        #expect(differences.isEmpty, "\(differences.prefix(20).joined(separator: "\n"))")
    }

    @Test func theBrowserMakesTheSameTermsAsTheIndex() throws {
        let text = "Sidebars let people navigate; don’t hide iPad's toolbar. Café U.S.A v1.2 drag-and-drop 警告框用于告知用户 在 iPad 上 キーボード " +
            "if names.isEmpty { names.removeAll(where: isBlank) } UIKit URLSession max_count self.view.frame " +
            "a === b, try? load(), x as! Int, 1...5, 0..<n, x ?? 0, a!=b, x != y, Hello, world! john.residence?.address // c try?强制 ?!?!?"
        var analyzer = TextAnalyzer()
        defer { analyzer.close() }
        var terms = TextAnalyzer.Terms()
        analyzer.add(text, weight: 1, to: &terms)
        let stop = TextAnalyzer.stopWords.map { "\"\($0)\": true" }.joined(separator: ",")
        let output = try Node.run("process.stdout.write(JSON.stringify(engine.termsOf(input, {\(stop)})))", input: text)
        let browser = Set((try JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String] ?? [])
        #expect(browser == Set(terms.counts.keys))
        // Code's operators and a keyword's ? or ! are terms as they are, not an ellipsis (...)
        // nor five marks (?!?!?).
        #expect(browser.isSuperset(of: ["===", "try?", "as!", "..<", "?.", "??", "!=", "world!"]) && !browser.contains("...") && !browser.contains("?!?!?"))
    }

    /// Issue 35: a query typed as code (as?, ===) finds the page that has it in its code.
    @Test func operatorsTypedAsCodeFindTheirPage() throws {
        let folder = try Node.write([
            document("en/casting/", "Type Casting", [.init(text: "Use as? when the downcast might fail, as! when it cannot.")]),
            document("en/classes/", "Classes", [.init(text: "Check whether two constants refer to the same instance with a === b.")]),
            document("en/basics/", "The Basics", [.init(text: "Such as a value, as shown: a = b is not equal, a == b is.")]),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["as?", "===", "as! cast"])
        #expect(results[0] == ["Type Casting"])
        #expect(results[1] == ["Classes"])
        #expect(results[2].first == "Type Casting")
    }

    /// A stop word the pages write as code is searchable: alone, it finds the pages that have
    /// it as code; beside another word it raises them, and is not required.
    @Test func aStopWordWrittenAsCodeIsSearchable() throws {
        let folder = try Node.write([
            document("en/casting/", "Type Casting", [.init(text: "Use the type check operator is to check an instance's type.", code: ["is"])]),
            document("en/symbols/", "Symbols", [.init(text: "An operator is a symbol that checks or changes a value.")]),
            document("en/actors/", "Actors", [.init(text: "An actor is a type that protects its state.")]),
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["is", "is operator", "what is an actor"])
        #expect(results[0] == ["Type Casting"])
        #expect(results[1].first == "Type Casting", "\(results[1])")
        #expect(results[2] == ["Actors"])
    }

    static let pages: [SearchDocument] = [
        document("zh-Hans/components/alerts/", "警告框", summary: "当某件要紧的事需要用户立刻知情时，用警告框来告知。", [
            .init(text: "警告框用于告知用户重要的信息。"),
            .init(anchor: "buttons", heading: "按钮", level: 2, text: "大多数警告框有两个按钮。"),
        ]),
        document("zh-Hans/inputs/keyboards/", "键盘", [.init(anchor: "shortcuts", heading: "键盘快捷键", level: 2, text: "为常用命令提供键盘快捷键。")]),
        document("zh-Hans/foundations/layout/", "布局", [.init(text: "把内容放在安全区域之内，避开圆角。")]),
        document("zh-Hans/foundations/motion/", "动效", [.init(text: "当用户打开“减弱动态效果”时，减少动效，改用淡入淡出。")]),
        document("zh-Hans/foundations/color/", "颜色", [.init(text: "用户可以切换深色模式。运动效果与框架无关。")]),
    ]

    @Test func chineseQueriesFindTheirPages() throws {
        let folder = try Node.write(Self.pages, language: "zh-Hans")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["警告框", "键盘快捷键", "安全区域", "减少动效", "快捷键", "警告", "动效", "框"])
        #expect(results[0].first == "警告框")
        #expect(results[1].first == "键盘")
        #expect(results[2] == ["布局"])
        // The only page with every pair, then the nearest of the others (运动效果 has 动效).
        #expect(results[3] == ["动效", "颜色"])
        #expect(results[4] == ["键盘"])
        #expect(results[5] == ["警告框"])
        #expect(results[6].first == "动效")
        // 运动效果 (运动|效果) has the bigram 动效 only across a word boundary: it counts half.
        #expect(results[6] == ["动效", "颜色"])
        // One character looks for the terms that start with it, as for a word being typed.
        #expect(results[7].contains("警告框"))
    }

    /// Issue 35: a homophone picked on a pinyin keyboard (必包 for 闭包, bì bāo) still finds the
    /// page, below a page that has the characters typed.
    @Test func aChineseQueryWithAHomophoneFindsThePageByItsPinyin() throws {
        let pages = Self.pages + [
            document("zh-Hans/closures/", "闭包", [.init(anchor: "trailing", heading: "尾随闭包", level: 2, text: "闭包必须捕获外部的值。")]),
            document("zh-Hans/basics/", "基础部分", [.init(text: "比较两个值，必要时转换。")]),
        ]
        let folder = try Node.write(pages, language: "zh-Hans")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["必包", "尾随必包", "闭包", "比较"])
        #expect(results[0].first == "闭包")
        #expect(results[1].first == "闭包")
        #expect(results[2].first == "闭包")
        #expect(results[3] == ["基础部分"])
    }

    /// Issue 35: a run of two characters that both slipped (集成 for 继承, 写意 for 协议) is heard
    /// as the same-sounding pair of the most titles and headings, not as one that only shares a
    /// character with it (写一, from 编写一个).
    @Test func aTwoCharacterWordWhoseCharactersBothSlippedIsHeardByItsPinyin() throws {
        let pages = [
            document("zh-Hans/protocols/", "协议", [.init(anchor: "inheritance", heading: "协议的继承", level: 2, text: "协议可以继承其他协议。")]),
            document("zh-Hans/style/", "代码风格", [.init(anchor: "function", heading: "编写一个函数", level: 2, text: "先写一个函数。")]),
            document("zh-Hans/inheritance/", "继承", [.init(anchor: "conformance", heading: "遵循协议", level: 2, text: "子类继承超类。")]),
            document("zh-Hans/tools/", "工具", [.init(text: "集成开发环境，注意版本。")]),
        ]
        let folder = try Node.write(pages, language: "zh-Hans")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["写意", "集成"])
        #expect(results[0].first == "协议")
        #expect(Set(results[1].prefix(2)) == ["工具", "继承"])
    }

    /// Issue 35: a run typed as no page writes it (便利数组: no page has 利数) whose homophone some
    /// page does write whole (遍历数组: every pair on a page) is read as the homophone, as much as
    /// a run typed right: the page that iterates over arrays comes before the one that only has
    /// 便利 (convenience) and 数组 apart.
    @Test func aRunTypedAsNoPageWritesItIsReadAsTheHomophoneAPageWrites() throws {
        let pages = [
            document("zh-Hans/initialization/", "构造过程", [.init(anchor: "convenience", heading: "便利构造器", level: 2, text: "便利构造器可以创建一个新的数组。")]),
            document("zh-Hans/collections/", "集合类型", [.init(anchor: "arrays", heading: "遍历数组和字典", level: 2, text: "可以遍历数组，也可以按下标遍历数组。集合类型有三种，各有各的用处，存放的值也各不相同。")]),
            document("zh-Hans/control-flow/", "控制流", [.init(anchor: "dictionaries", heading: "遍历字典", level: 2, text: "用循环遍历字典中的键和值。")]),
            document("zh-Hans/loops/", "循环", [.init(anchor: "sets", heading: "遍历集合", level: 2, text: "用循环遍历集合中的值。")]),
        ]
        let folder = try Node.write(pages, language: "zh-Hans")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["便利数组", "便利构造器"])
        #expect(results[0].first == "集合类型", "\(results[0])")
        // A run every page writes as typed is read as typed.
        #expect(results[1].first == "构造过程")
    }

    /// Issue 35: a slip into a character no page uses (元祖 for 元组: 祖 is nowhere) is heard too,
    /// through the readings of GB 2312's common characters.
    @Test func aSlipIntoACharacterTheSiteNeverUsesIsHeardByItsPinyin() throws {
        let pages = [
            document("zh-Hans/tuples/", "元组", [.init(text: "元组把多个值组合成一个复合值。")]),
            document("zh-Hans/basics/", "基础部分", [.init(text: "常量和变量。")]),
        ]
        let folder = try Node.write(pages, language: "zh-Hans")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Node.search(folder, ["元祖"]).first?.first == "元组")
    }

    /// An anchor id the writer chose names its section in other words: "Handwriting in text
    /// fields {#scribble}" is found by "scribble" (as a heading's word), before a page that only
    /// mentions it; an id made from its heading's words adds nothing.
    @Test func aSectionIsFoundByTheWordsOfTheIdItsWriterGaveIt() throws {
        let pages = [
            document("en/inputs/apple-pencil/", "Apple Pencil", [.init(text: "Draw and write."),
                .init(anchor: "scribble", heading: "Handwriting in text fields", level: 2, text: "People write in any text field.")]),
            document("en/patterns/entering-data/", "Entering Data", [.init(text: "Support Scribble where people type.")]),
        ]
        let folder = try Node.write(pages)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Node.search(folder, ["scribble"]).first == ["Apple Pencil", "Entering Data"])
        #expect(SearchIndexWriter.anchorWords("handwriting-in-text-fields", heading: "Handwriting in text fields").isEmpty)
        #expect(SearchIndexWriter.anchorWords("Optional-Binding", heading: "Optional Binding").isEmpty)
        #expect(SearchIndexWriter.anchorWords("scribble", heading: "Handwriting in text fields") == "scribble")
        // A Chinese heading's id is its English twin's, whose headings the page has already.
        #expect(SearchIndexWriter.anchorWords("best-practices", heading: "最佳实践").isEmpty)
    }

    /// Issue 35, item 4: a page with a heading that holds every word of the query ("Device
    /// motion") comes before a page whose title holds one of them ("Motion") and whose text has
    /// the other.
    @Test func aHeadingWithEveryWordRanksFirst() throws {
        let pages = [
            document("en/foundations/motion/", "Motion", [.init(text: "Motion shows how things change. Keep motion brief and let people reduce it on any device.")]),
            document("en/inputs/gestures/", "Gestures", [.init(text: "People touch the screen to act."),
                .init(anchor: "device-motion", heading: "Device motion", level: 3, text: "Shaking the device can undo typing; tilting it can steer a game.")]),
        ]
        let folder = try Node.write(pages)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Node.search(folder, ["device motion"]).first == ["Gestures", "Motion"])
    }

    /// A DocC page titled by a code word (DatabasePool) has the words of its parts in its title:
    /// it comes before a page with a section on them, also when one word is mistyped.
    @Test func aTitleThatIsACodeWordHoldsTheWordsOfItsParts() throws {
        let pages = [
            document("en/fundamentals/DatabasePool/", "DatabasePool", [.init(text: "Opens several connections that read in parallel.")]),
            document("en/fundamentals/Concurrency/", "Concurrency", [.init(text: "Pick a connection type."),
                .init(anchor: "differences", heading: "Differences between database queues and pools", level: 2,
                      text: "A database queue serializes every access; a database pool lets reads run in parallel. The pool keeps one writer.")]),
        ]
        let folder = try Node.write(pages)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["database pool", "databse pool"])
        #expect(results[0].first == "DatabasePool")
        #expect(results[1].first == "DatabasePool")
    }

    /// A title that is one code word is exactly its words: "floating point counter" puts
    /// FloatingPointCounter before FloatingPointCounterHandler, whose text says the words more.
    @Test func aQueryThatSpellsACodeWordTitleFindsThatTitleFirst() throws {
        let pages = [
            document("en/types/FloatingPointCounter/", "FloatingPointCounter", [.init(text: "Counts by fractions.")]),
            document("en/handlers/FloatingPointCounterHandler/", "FloatingPointCounterHandler", [.init(
                text: "A backend of a floating point counter. Each floating point counter has one; a floating point counter sends it every value.")]),
        ]
        let folder = try Node.write(pages)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["floating point counter"])
        #expect(results[0].first == "FloatingPointCounter", "\(results)")
    }

    /// A mistyped word is read as the word it matched: "recoder" finds the page titled Recorder
    /// first, as "recorder" does, not a page with a heading that names a recorder.
    @Test func aMistypedWordFindsThePageNamedForTheWordItMeant() throws {
        let pages = [
            document("en/types/Recorder/", "Recorder", [.init(text: "A recorder keeps every value it is given. Make a recorder for each measure, and the recorder shows how values spread.")]),
            document("en/handlers/RecorderHandler/", "RecorderHandler", [.init(text: "The part of a backend that a recorder hands its values to."),
                .init(anchor: "updating", heading: "Updating a recorder", level: 2, text: "Each recorder sends its values here.")]),
        ]
        let folder = try Node.write(pages)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["recorder", "recoder"])
        #expect(results[0].first == "Recorder", "\(results)")
        #expect(results[1].first == "Recorder", "\(results)")
    }

    /// A nested type's title (`Environment.Key`, `SubprocessError.WindowsError`) holds the words
    /// of its types' names, as a code word's title does.
    @Test func aNestedTypesTitleHoldsTheWordsOfItsNames() throws {
        let pages = [
            document("en/errors/SubprocessError.WindowsError/", "SubprocessError.WindowsError", [.init(text: "The value a failed call returned.")]),
            document("en/env/Environment.Key/", "Environment.Key", [.init(text: "Creates a name from a string.")]),
            document("en/errors/SubprocessError/", "SubprocessError", [.init(text: "What went wrong."),
                .init(anchor: "windows", heading: "Inspecting the underlying error on Windows", level: 2,
                      text: "On Windows the error holds the system's error value. Windows errors are numbers, and an error has one.")]),
            document("en/env/Environment/", "Environment", [.init(text: "Variables a subprocess sees."),
                .init(anchor: "keys", heading: "Accessing environment keys", level: 2,
                      text: "Each environment key names one variable; read a key's value from the environment by its key.")]),
        ]
        let folder = try Node.write(pages)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["windows errors", "environment key"])
        #expect(results[0].first == "SubprocessError.WindowsError")
        #expect(results[1].first == "Environment.Key")
    }

    /// A page whose title holds every word of the query comes before a page with a section whose
    /// heading holds them: the page is named for the subject, the section is part of another.
    @Test func aTitleWithEveryWordComesBeforeAHeadingWithThem() throws {
        let pages = [
            document("en/schema/DatabaseSchema/", "The Database Schema", [.init(text: "Define tables and look at the schema."),
                .init(anchor: "introspect", heading: "Introspect the database schema", level: 2,
                      text: "Schema introspection reads the schema: tables, columns, indexes. Introspection of the schema is cached.")]),
            document("en/schema/Introspection/", "Schema Introspection", [.init(text: "Methods that describe tables and their columns.")]),
        ]
        let folder = try Node.write(pages)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Node.search(folder, ["schema introspection"]).first == ["Schema Introspection", "The Database Schema"])
    }

    static let english: [SearchDocument] = [
        document("en/components/sidebars/", "Sidebars", [.init(text: "A sidebar gives quick access to the top level of an app.")]),
        document("en/foundations/typography/", "Typography", [.init(text: "Use the system fonts and Dynamic Type.")]),
        document("en/components/split-views/", "Split Views", [.init(text: "A split view shows two columns. Sidebars can sit in the primary column.")]),
        document("en/foundations/layout/", "Layout", [.init(text: "Split the screen, then view the layout in both orientations.")]),
        document("en/components/alerts/", "Alerts", [.init(text: "Alerts interrupt people. Never use an alert for a <script>alert(1)</script> joke.")]),
    ]

    @Test func englishQueriesStemPrefixAndForgiveTypos() throws {
        let folder = try Node.write(Self.english)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["sidebars", "sidebr", "typograph", "typ", "split view", "\"split view\"", "alerts -sidebars", "the", "", "?!", String(repeating: "x", count: 1000)])
        #expect(results[0].first == "Sidebars")
        #expect(results[1].first == "Sidebars")
        #expect(results[2] == ["Typography"])
        #expect(results[3] == ["Typography"])
        #expect(results[4].first == "Split Views")
        #expect(results[5].first == "Split Views")
        #expect(Array(results[6].prefix(1)) == ["Alerts"])
        #expect(results[7].isEmpty && results[8].isEmpty && results[9].isEmpty && results[10].isEmpty)
    }

    /// What each query loads from an index of words beginning alike, cut into small shards: the
    /// term shards read, the results and the first result's title (a fresh index per query).
    static func shardsRead(by queries: [String], words: [String] = ["sidebar", "sidecar", "sideline", "sidelong", "sidestep", "sideways", "sidewalk", "siding", "sidle"]) throws -> (shardFiles: Int, results: [[String: Any]]) {
        let documents = words.enumerated().map { n, word in
            document("en/\(word)/", word.capitalized, [SearchDocument.Passage(text: "The \(word) of page \(n) on the \(word).")])
        }
        var writer = SearchIndexWriter()
        writer.shardBytes = 64
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-search-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in writer.files(for: documents, language: "en") {
            let url = URL(fileURLWithPath: folder + "/" + file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        let output = try Node.run("""
        const fs = require('fs');
        (async () => {
          const out = [];
          for (const q of JSON.parse(input)) {
            const read = [];
            const index = new engine.SearchIndex(p => { read.push(p); return Promise.resolve(new Uint8Array(fs.readFileSync(\(SearchIndexWriter.quote(folder)) + '/' + p))); });
            const r = await index.search(q, { limit: 10 });
            out.push({ shards: read.filter(p => p.startsWith('terms/')).length, results: r.results.length, first: (r.results[0] || {}).title });
          }
          process.stdout.write(JSON.stringify(out));
        })().catch(e => { console.error(e.stack); process.exit(1); });
        """, input: String(decoding: try JSONSerialization.data(withJSONObject: queries), as: UTF8.self))
        let shardFiles = Set(try FileManager.default.contentsOfDirectory(atPath: folder + "/terms")).count
        return (shardFiles, try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] ?? [])
    }

    /// Issue 33: at 100,000 pages a word's first three letters span several shards. A finished
    /// word whose stem the index holds loads that stem's shard alone; its other forms and typos
    /// (the first three letters' shards) are sought only when the stem is missing.
    @Test func aFinishedWordLoadsItsStemsShardAloneUnlessTheStemIsMissing() throws {
        let (shardFiles, results) = try Self.shardsRead(by: ["sidewalks ", "sidewalkk ", "sidewal"])
        #expect(shardFiles >= 3, "the words must span several shards: \(shardFiles)")
        #expect(results.map { $0["first"] as? String } == ["Sidewalk", "Sidewalk", "Sidewalk"])
        #expect(results.first?["shards"] as? Int == 1, "a finished word found by its stem: \(results)")
        #expect((results[1]["shards"] as? Int ?? 0) > 1, "a typo: its first three letters' shards too: \(results)")
    }

    /// A word of one letter being typed is not yet a prefix (the engine expands prefixes from two
    /// letters): it loads its own shard, not the shards of every word it begins. At 100,000 pages
    /// the first letter of a query typed into the pop-up loaded three term shards it never read.
    /// Two letters are a prefix, expanded from the one shard where its words begin: each letter
    /// typed is a query, and the two shards after it were downloads of words a letter later drops.
    @Test func aWordBeingTypedLoadsOnlyTheShardWhereItsWordsBegin() throws {
        let (shardFiles, results) = try Self.shardsRead(by: ["s", "si", "sidewal"])
        #expect(shardFiles >= 3, "the words must span several shards: \(shardFiles)")
        #expect(results[0]["shards"] as? Int == 1, "one letter: its own shard: \(results)")
        #expect(results[1]["shards"] as? Int == 1 && (results[1]["results"] as? Int ?? 0) >= 1, "two letters: one shard: \(results)")
        #expect((results[1]["results"] as? Int ?? 0) < 9, "the words of the shards after it are not sought: \(results)")
        #expect(results[2]["first"] as? String == "Sidewalk", "\(results)")
    }

    /// Issue 33: a word typed past its stem ("destructi", where the index holds "destruct" with its
    /// forms "destructive" and "destruction") is a word being typed, not a typo: it reads the one
    /// shard that holds its stem, not the shards of every word sharing its first three letters.
    @Test func aWordTypedPastItsStemIsNoTypo() throws {
        let words = ["describe", "desert", "design", "desk", "despite", "dessert", "destiny", "destroy", "destruction", "destructive"]
        let (shardFiles, results) = try Self.shardsRead(by: ["destructi", "destructiv"], words: words)
        #expect(shardFiles >= 3, "the words must span several shards: \(shardFiles)")
        for result in results {
            // Both pages: the index's term is the stem, which both words are forms of.
            #expect(result["shards"] as? Int == 1 && result["results"] as? Int == 2, "\(results)")
        }
    }

    /// An empty word in a synonym table (a hand-edited manifest, or a theme's own table) is
    /// found at every place: expanding it never ended and locked the reader's tab. Run in a
    /// child process with a time limit, so a hang fails the test instead of stopping the suite.
    @Test(.enabled(if: Node.path != nil)) func anEmptySynonymIsSkipped() throws {
        let output = try Node.run("""
        const { spawnSync } = require('child_process');
        const child = spawnSync(process.execPath, ['-e', `
          const analysis = require(\(SearchIndexWriter.quote(Node.repositoryRoot + "/Theme/assets/search-analysis.js")));
          process.stdout.write(analysis.withSynonyms("side bar button", { "": "x", "side bar": "sidebar" }));
        `], { timeout: 10000, encoding: 'utf8' });
        process.stdout.write(child.signal ? "killed by " + child.signal : child.stdout);
        """)
        #expect(output == "sidebar button")
    }

    /// Issue 35: readers of Chinese type an English name against the Chinese words, without a
    /// space ("sidebar怎么用"); the synonym still replaces it, as it does alone or between spaces.
    /// A Latin word inside a longer Latin word ("sidebars", "mysidebar") is not replaced.
    @Test func anEnglishSynonymTouchingChineseIsStillAWord() throws {
        var writer = SearchIndexWriter()
        writer.synonyms = ["zh-Hans": ["sidebar": "边栏"]]
        let folder = try Node.write([
            document("zh-Hans/sidebars/", "边栏", [.init(text: "边栏怎么用：边栏列出各个部分。")]),
            document("zh-Hans/tabs/", "标签栏", [.init(text: "标签栏怎么用：用标签栏切换。")]),
        ], language: "zh-Hans", writer: writer)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try Node.run("""
        const fs = require('fs');
        const index = new engine.SearchIndex(p => Promise.resolve(new Uint8Array(fs.readFileSync(\(SearchIndexWriter.quote(folder)) + '/' + p))));
        (async () => {
          const out = [];
          for (const q of JSON.parse(input)) out.push((await index.search(q, { limit: 3 })).query.units.map(u => u.text).join(" "));
          process.stdout.write(JSON.stringify(out));
        })().catch(e => { console.error(e.stack); process.exit(1); });
        """, input: #"["sidebar怎么用", "怎么用sidebar", "sidebar 怎么用", "mysidebar怎么用"]"#)
        let units = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String] ?? []
        #expect(units.count == 4, "\(units)")
        #expect(units[0].hasPrefix("边栏") && units[1].hasSuffix("边栏") && units[2].hasPrefix("边栏"), "\(units)")
        #expect(units[3].hasPrefix("mysidebar"), "\(units)")
        #expect(try Node.search(folder, ["sidebar怎么用"]).first?.first == "边栏")
    }

    /// What a reader typing into the pop-up downloads: one index, each query in turn, and per
    /// query the term shards and page files it read and its results' titles.
    static func downloads(_ folder: String, typing queries: [String], limit: Int) throws -> [(shards: Int, pages: Int, titles: [String])] {
        let output = try Node.run("""
        const fs = require('fs');
        let read = [];
        const index = new engine.SearchIndex(p => { read.push(p); return Promise.resolve(new Uint8Array(fs.readFileSync(\(SearchIndexWriter.quote(folder)) + '/' + p))); });
        (async () => {
          const out = [];
          for (const q of JSON.parse(input)) {
            read = [];
            const r = await index.search(q, { limit: \(limit) });
            out.push({ shards: read.filter(p => p.startsWith('terms/')).length, pages: read.filter(p => p.startsWith('pages/')).length, titles: r.results.map(x => x.title) });
          }
          process.stdout.write(JSON.stringify(out));
        })().catch(e => { console.error(e.stack); process.exit(1); });
        """, input: String(decoding: try JSONSerialization.data(withJSONObject: queries), as: UTF8.self))
        let rows = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] ?? []
        return rows.map { ($0["shards"] as? Int ?? -1, $0["pages"] as? Int ?? -1, $0["titles"] as? [String] ?? []) }
    }

    /// Twelve pages on destructive actions, each with its own word and the letter s, and one on keyboards.
    static let typing: [SearchDocument] = (1...12).map { n in
        document("en/actions-\(n)/", "Actions \(n)", [.init(text: "Destructive actions \(n) need a confirmation; word\(n) says which, or press s.")])
    } + [document("en/keyboard/", "Keyboard", [.init(text: "A keyboard shortcut, a keyboard's keys and a spreadsheet.")])]

    /// Issue 33: while a word is still being typed and is none of the site's words yet ("destr"),
    /// only the results shown are looked at (their page files downloaded): the next letter changes
    /// them. A finished word also looks at the few after them, which its passages may move up.
    @Test func aWordBeingTypedDescribesOnlyTheResultsShown() throws {
        let folder = try Node.write(Self.typing)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let typed = try Self.downloads(folder, typing: ["destr"], limit: 3)
        let finished = try Self.downloads(folder, typing: ["destructive"], limit: 3)
        #expect(typed[0].titles.count == 3 && typed[0].pages == 3, "\(typed)")
        #expect(finished[0].titles.count == 3 && finished[0].pages == 7, "\(finished)")
    }

    /// Issue 33: a letter typed after other words ("keyboard s") begins a word not there yet; the
    /// query stays what it was and downloads nothing. Alone, a letter is still searched.
    @Test func aLetterTypedAfterOtherWordsWaitsForItsWord() throws {
        let folder = try Node.write(Self.typing)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let steps = try Self.downloads(folder, typing: ["keyboard", "keyboard s", "keyboard sh"], limit: 8)
        #expect(steps[1].shards == 0 && steps[1].pages == 0 && steps[1].titles == steps[0].titles, "\(steps)")
        #expect(steps[2].titles == ["Keyboard"], "\(steps)")
        let alone = try Self.downloads(folder, typing: ["a"], limit: 8)
        #expect(alone[0].shards == 1, "\(alone)")
    }

    /// Issue 35: code words split into their parts the same way in the index and the browser.
    @Test func theBrowserSplitsCodeWordsAsTheIndexDoes() throws {
        let words = ["isEmpty", "removeAll", "UIKit", "URLSession", "names.isEmpty", "max_count", "self.view.frame", "ABCDeFGh",
                     "v1.2", "3.14", "U.S.A", "Sidebars", "iPad", "iPadOS", "eSIMCard", "utf8String", "a.b.c1.2", "x_", "__init__"]
        let output = try Node.run("process.stdout.write(JSON.stringify(JSON.parse(input).map(engine.codeParts)))",
                                  input: String(decoding: try JSONSerialization.data(withJSONObject: words), as: UTF8.self))
        let browser = (try JSONSerialization.jsonObject(with: Data(output.utf8))) as? [[String]] ?? []
        #expect(browser == words.map(TextAnalyzer.codeParts))
    }

    static let code: [SearchDocument] = [
        document("en/collections/", "Collection Types", [.init(text: "Check whether an array has no elements with names.isEmpty, and call names.removeAll(where: isBlank) to drop some.")]),
        document("en/basics/", "The Basics", [.init(text: "An empty string is a valid value. Remove the old ones before you add them all again.")]),
        document("en/strings/", "Strings", [.init(text: "Strings are values.")]),
    ]

    /// Issue 35: a task phrased in words reaches the code word that does it.
    @Test func wordsFindTheCodeWordsMadeOfThem() throws {
        let folder = try Node.write(Self.code)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["array is empty", "remove all where", "isEmpty", "removeAll"])
        #expect(results[0].first == "Collection Types")
        #expect(results[1].first == "Collection Types")
        #expect(results[2] == ["Collection Types"])
        #expect(results[3] == ["Collection Types"])
    }

    static let prefixes: [SearchDocument] = [
        document("en/opaque/", "Opaque Types", [.init(text: "Write some before a return type: some Shape hides the type, and some Collection too.")]),
        document("en/guide/", "A Guide", [.init(text: "Some values are shown here. Sometimes a value is missing.")]),
        document("en/basics/", "The Basics", [.init(text: "Some constants are declared with let, and variables with var.")]),
        document("en/strings/", "Strings", [.init(text: "Some strings are long and span several lines of text.")]),
        document("en/closures/", "Closures", [.init(text: "Some closures escape the function they are passed to.")]),
    ]

    /// A word typed in full that the index holds (`some`, on every page) counts for no more
    /// through the longer words it begins (`sometimes`, on one page, so rarer and of higher
    /// idf) than it does itself: the page that says it most comes first, not the one page with
    /// a longer word. In The Swift Programming Language, `some` put Optional Chaining (its
    /// `someValue`s) above Opaque Types.
    @Test func aLongerWordAQueryWordBeginsCountsNoMoreThanTheWordItself() throws {
        let folder = try Node.write(Self.prefixes)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["some", "sometim"])
        #expect(results[0].first == "Opaque Types", "\(results[0])")
        // A word found only as the beginning of longer ones keeps their weight.
        #expect(results[1] == ["A Guide"])
    }

    static let questions: [SearchDocument] = [
        document("en/strings/", "Strings", [.init(anchor: "comparing", heading: "Comparing Strings", level: 2, text: "Compare strings with the equal to operator.")]),
        document("en/guide/", "A Guide", [.init(text: "How do you compare values? You can use strings, and that is how it works.")]),
        document("zh-Hans/collections/", "集合类型", [.init(text: "数组为空时，isEmpty 返回 true。")]),
        document("zh-Hans/guide/", "指南", [.init(text: "如何判断数组是否有元素？")]),
    ]

    /// Issue 35: a question's words (how, do, can; 如何, 是否) need not be on the page that
    /// answers it; the page whose heading has the other words comes first.
    @Test func aQuestionsOwnWordsAreNotRequired() throws {
        let english = try Node.write(Array(Self.questions.prefix(2)))
        let chinese = try Node.write(Array(Self.questions.suffix(2)), language: "zh-Hans")
        defer {
            try? FileManager.default.removeItem(atPath: english)
            try? FileManager.default.removeItem(atPath: chinese)
        }
        let results = try Node.search(english, ["how do I compare strings", "how can", "how to compare strings"])
        #expect(results[0].first == "Strings")
        #expect(results[1] == ["A Guide"])
        #expect(results[2].first == "Strings")
        let zh = try Node.search(chinese, ["数组是否为空", "如何"])
        #expect(zh[0].first == "集合类型")
        #expect(zh[1] == ["指南"])
    }

    static let counted: [SearchDocument] = [
        document("en/strings/", "Strings", [.init(text: "Equal strings have the same characters in the same order. Compare strings with the equal to operator.")]),
        document("en/operators/", "Operators", [.init(text: "Two values compare with comparison operators. Strings, numbers and dates are values.")]),
    ]

    /// Issue 35: a number written as a word counts what a task is about ("compare two strings"),
    /// so it is scored but not required: the page that teaches comparing strings without saying
    /// "two" comes first, and a page that has every word still matches.
    @Test func aNumberWordIsNotRequired() throws {
        let folder = try Node.write(Self.counted)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["compare two strings", "two values"])
        #expect(results[0].first == "Strings", "\(results[0])")
        #expect(results[0].contains("Operators"), "\(results[0])")
        #expect(results[1].first == "Operators", "\(results[1])")
    }

    static let askedApart: [SearchDocument] = [
        document("zh-Hans/chaining/", "可选链", [.init(text: "可选链是一种在当前值可能为 nil 的可选值上查询和调用属性的方法。")]),
        document("zh-Hans/protocols/", "协议", [.init(text: "什么是协议？协议定义了方法和属性。什么类型可以遵循协议？")]),
        document("zh-Hans/basics/", "基础部分", [.init(text: "什么是常量？什么是变量？可选类型表示值可能缺失。")]),
        document("zh-Hans/tour/", "语言导览", [.init(text: "什么都可以打印。什么是可选值？链式调用。")]),
    ]

    /// Issue 35: a question's word typed apart from the others (什么 可选链) is scored, not
    /// required, as it is inside a run (可选链是什么): pages that say 什么 do not outrank the
    /// one about the rest of the query.
    @Test func aQuestionWordTypedApartIsNotRequired() throws {
        let folder = try Node.write(Self.askedApart, language: "zh-Hans")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["什么 可选链", "可选链是什么", "什么"])
        #expect(results[0].first == "可选链", "\(results[0])")
        #expect(results[1].first == "可选链", "\(results[1])")
        // Alone, it is what is asked for.
        #expect(!results[2].isEmpty && !results[2].contains("可选链"), "\(results[2])")
    }

    static let joined: [SearchDocument] = [
        document("zh-Hans/classes/", "类和结构体", [.init(text: "结构体是值类型。类是引用类型。")]),
        document("zh-Hans/protocols/", "协议", [.init(text: "协议类型和引用计数；值类型。")]),
    ]

    /// Issue 35: a conjunction (和, 与, 或) between two words of two characters or more parts a
    /// Chinese run into the words it joins: 值类型和引用类型 asks for 值类型 and 引用类型, not for the
    /// pairs 型和 and 和引, which another page may have by chance. A word that holds one (参与者,
    /// 总和) stays whole.
    @Test func aConjunctionPartsAChineseRunIntoItsWords() throws {
        let folder = try Node.write(Self.joined, language: "zh-Hans")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["值类型和引用类型"])
        #expect(results[0].first == "类和结构体")
        let output = try Node.run("""
        const words = ["和", "与", "或"];
        process.stdout.write(JSON.stringify(["值类型和引用类型", "参与者", "求总和", "类和结构体", "类与结构体"]
          .map(q => engine.parseQuery(q, {}, [], words).units.map(u => u.text))));
        """)
        #expect(output == #"[["值类型","引用类型"],["参与者"],["求总和"],["类和结构体"],["类与结构体"]]"#)
    }

    static let headings: [SearchDocument] = [
        document("en/history/", "Revision History", [.init(text: "Added unowned optional references. Updated optional chaining.")]),
        document("en/arc/", "Automatic Reference Counting", [
            .init(anchor: "unowned", heading: "Unowned References", level: 2, text: "An unowned optional value was not allowed before Swift 5."),
            .init(anchor: "unowned-optional", heading: "Unowned Optional References", level: 3, text: "You can mark an optional reference unowned."),
        ]),
    ]

    /// Issue 35: the passage whose heading holds every word is the one a page is judged by
    /// (and shown from), not an earlier heading that holds some.
    @Test func theHeadingWithEveryWordIsThePagesPassage() throws {
        let folder = try Node.write(Self.headings)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try Node.run("""
        const fs = require('fs');
        const index = new engine.SearchIndex(p => Promise.resolve(new Uint8Array(fs.readFileSync(\(SearchIndexWriter.quote(folder)) + '/' + p))));
        index.search('unowned optional', { limit: 2 }).then(r => process.stdout.write(r.results.map(x => x.title + '#' + x.anchor).join('\\n')));
        """)
        #expect(output.split(separator: "\n").first == "Automatic Reference Counting#unowned-optional")
    }

    static let runPairs: [SearchDocument] = [
        document("zh-Hans/", "首页", [.init(text: "首页。")]),
        document("zh-Hans/guide/", "指南", [.init(text: "指南。")]),
        document("zh-Hans/guide/inherit/", "继承", [.init(text: "子类重写父类的方法。用 final 禁止重写。子类重写父类的方法之前先读父类。重写的方法要标明。")]),
        document("zh-Hans/guide/tasks/", "并发", [.init(text: "任务可以停止子任务。停止子任务之后，父任务继续。停止子任务很常见。书写方式有很多种，书写方式要一致。这里禁止使用全局变量，子类和重写见别处，方法也是。")]),
        document("zh-Hans/guide/collections/", "其他", [.init(text: "数组和字典是集合类型。")]),
        document("zh-Hans/guide/strings/", "更多", [.init(text: "字符串由字符组成。")]),
    ]

    /// Issue 35: a Chinese run's words on a page, often, outweigh pairs that cross its words
    /// (止子, 写方 of 禁止子类重写方法) found by chance elsewhere (停止子任务, 书写方式): the share of
    /// the run's pairs a page has counts once in its score, not squared (it also decides, within
    /// the slack, which pages come first).
    @Test func aPageWithARunsWordsBeatsOneWithItsCrossingPairsByChance() throws {
        let folder = try Node.write(Self.runPairs, language: "zh-Hans")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["禁止子类重写方法"])
        #expect(results[0].first == "继承")
    }

    static let fewWithEveryWord: [SearchDocument] = [
        document("en/alerts/", "Alerts", [.init(text: "An alert has one or two buttons.")]),
        document("en/buttons/", "Buttons", [.init(text: "Buttons start actions. Make buttons easy to tap; label buttons with verbs.")]),
        document("en/toolbars/", "Toolbars", [.init(text: "A toolbar holds buttons and other controls for the current view, placed at the bottom.")]),
    ]

    /// Issue 35: when fewer pages than the results shown have every word (or nearly), the page
    /// nearest to having them follows them (one page: each result shown costs its page's
    /// download), instead of the list ending there.
    @Test func whenFewPagesHaveEveryWordTheNearestFollows() throws {
        let folder = try Node.write(Self.fewWithEveryWord)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let results = try Node.search(folder, ["alert buttons", "buttons"])
        #expect(results[0] == ["Alerts", "Buttons"])
        #expect(results[1].count == 3)
    }

    static let closeWords: [SearchDocument] = [
        document("en/arrays/", "Arrays", [
            .init(text: "An array holds values in order."),
            .init(anchor: "literals", heading: "Array Literals", level: 2,
                  text: "You can append values later. An array literal is a list of values written between brackets, separated by commas, one after another, each an element."),
            .init(anchor: "modifying", heading: "Modifying an Array", level: 2, text: "To append a new value or element, call the method."),
        ]),
    ]

    /// Issue 35: of two passages that hold every word and are otherwise alike, a page is judged
    /// by (and shown from) the one where the words are closest, not the first.
    @Test func ofPassagesAlikeTheOneWithTheWordsClosestIsThePagesPassage() throws {
        let folder = try Node.write(Self.closeWords)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try Node.run("""
        const fs = require('fs');
        const index = new engine.SearchIndex(p => Promise.resolve(new Uint8Array(fs.readFileSync(\(SearchIndexWriter.quote(folder)) + '/' + p))));
        index.search('append element', { limit: 1 }).then(r => process.stdout.write(r.results.map(x => x.title + '#' + x.anchor).join('\\n')));
        """)
        #expect(output == "Arrays#modifying")
    }

    @Test func excerptsHighlightMatchesAndEscapeEverything() throws {
        let folder = try Node.write(Self.english)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try Node.run("""
        const fs = require('fs');
        const index = new engine.SearchIndex(p => Promise.resolve(new Uint8Array(fs.readFileSync(\(SearchIndexWriter.quote(folder)) + '/' + p))));
        index.search('alert script <img src=x onerror=alert(1)>', { limit: 1 }).then(r => process.stdout.write(r.results[0].excerptHTML + '\\n' + r.results[0].titleHTML));
        """)
        #expect(output.contains("<mark>Alerts</mark>"))
        #expect(output.contains("&lt;<mark>script</mark>&gt;"))
        #expect(!output.contains("<script"))
        #expect(!output.contains("<img"))
    }
}

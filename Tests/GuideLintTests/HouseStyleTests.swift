import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// The app's own style (issue 32, item 3): a role written ≥ 90 % in the other style is checked
/// against that style; `lint.style` states it; words the app capitalizes in its sentences are names.
final class HouseStyleTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-housestyle-\(UUID().uuidString)").path
    // A class, so that each test removes its folder.
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ lines: [String]) throws -> String {
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        let path = folder + "/en.lproj/Localizable.strings"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let sentenceCaseButtons = [
        "Save draft", "Open file", "Share photo", "Delete item", "Add folder", "Show details", "Hide sidebar",
        "Export list", "Import contacts", "Print page", "Copy link",
    ]

    @Test func anAppThatWritesItsButtonsInSentenceCaseIsCheckedAgainstIt() throws {
        var lines = Self.sentenceCaseButtons.enumerated().map { "\"b\($0.offset).button\" = \"\($0.element)\";" }
        lines.append("\"odd.button\" = \"Move To Trash\";")
        let path = try write(lines)
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["12 en.sentence-case"])
        #expect(result.diagnostics.first?.message.contains("this app writes its buttons in sentence case (11 of 12 buttons)") == true)
        #expect(result.houseStyle?.summary == ["the app writes its buttons in sentence case (11 of 12 buttons): they are checked against that"])
    }

    /// A sentence shown in a role (“What is a smart folder?”, “Your library is empty”) is written
    /// in sentence case whatever the app's style for that role: it says nothing about that style.
    @Test func sentencesSayNothingAboutAHouseStyle() throws {
        let titles = ["Recent files", "Smart folders", "Shared albums", "Sync options", "Storage usage",
                      "Import settings", "Export format", "Privacy report"]
        var lines = titles.enumerated().map { "\"t\($0.offset).title\" = \"\($0.element)\";" }
        lines += ["\"s1.title\" = \"What is a smart folder?\";", "\"s2.title\" = \"Your library is empty\";",
                  "\"s3.title\" = \"Nothing was found.\";"]
        let path = try write(lines)
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.houseStyle?.summary == [])
        let flagged = result.diagnostics.filter { $0.id == "en.title-case" }.map { $0.location!.line }
        #expect(Set(flagged).isSuperset(of: 1...8))
    }

    /// An app that writes a role in lower case, first words too (“save draft”), writes it so on
    /// purpose: those strings are not asked for capitals, and one that starts with a capital is
    /// the outlier. A name inside (AirDrop) keeps its capitals.
    @Test func anAppThatWritesItsButtonsInLowerCaseIsCheckedAgainstIt() throws {
        var lines = Self.sentenceCaseButtons.enumerated().map { "\"b\($0.offset).button\" = \"\($0.element.lowercased())\";" }
        lines.append("\"airdrop.button\" = \"share with AirDrop\";")
        lines.append("\"odd.button\" = \"Move to trash\";")
        let path = try write(lines)
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["13 en.sentence-case"])
        #expect(result.diagnostics.first?.message.hasPrefix("write this in lower case: only proper nouns are capitalized (“Move”); this app writes its buttons in lower case (12 of 13 buttons)") == true)
        #expect(result.diagnostics.first?.solutions.first?.replacements.first?.text == "move to trash")
        #expect(result.houseStyle?.summary == ["the app writes its buttons in lower case (12 of 13 buttons): they are checked against that"])
    }

    /// An app that writes its titles, headings, buttons and menu items in lower case, 90 % of
    /// them together, writes a role so when most of that role's strings are, though that role
    /// alone is short of 90 % or has too few strings to say (bitchat's titles beside its buttons).
    @Test func aRoleFollowsTheAppsLowerCaseWhenMostOfItDoes() throws {
        var lines = Self.sentenceCaseButtons.enumerated().map { "\"b\($0.offset).button\" = \"\($0.element.lowercased())\";" }
        let titles = ["recent files", "smart folders", "shared albums", "Sync Options"]
        lines += titles.enumerated().map { "\"t\($0.offset).title\" = \"\($0.element)\";" }
        let path = try write(lines)
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["15 en.sentence-case"])
        #expect(result.diagnostics.first?.message.contains("this app writes its titles in lower case (3 of 4 titles; 14 of 15 of its titles, headings, buttons and menu items)") == true)
        // Most titles in title style: the app's lower case elsewhere does not decide for them.
        let menuItems = ["cut", "copy", "paste", "select all", "find", "zoom in", "zoom out", "bold"]
        let mixed = Self.sentenceCaseButtons.enumerated().map { "\"b\($0.offset).button\" = \"\($0.element.lowercased())\";" }
            + menuItems.enumerated().map { "\"m\($0.offset).menu\" = \"\($0.element)\";" }
            + ["Recent Files", "Smart Folders", "shared albums"].enumerated().map { "\"t\($0.offset).title\" = \"\($0.element)\";" }
        let other = try write(mixed)
        let checked = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [other])
        #expect(checked.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["22 en.title-case"])
    }

    @Test func fewerStringsOrAMixSayNothing() throws {
        var lines = Self.sentenceCaseButtons.prefix(8).enumerated().map { "\"b\($0.offset).button\" = \"\($0.element)\";" }
        lines.append("\"odd.button\" = \"Move To Trash\";")
        let path = try write(lines)
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.diagnostics.count == 9)
        #expect(Set(result.diagnostics.map(\.id)) == ["en.title-case"])
        #expect(result.houseStyle?.summary == [])
    }

    /// A string repeated in another file (a storyboard's catalog beside the `.strings` file it
    /// replaced) or under another key counts once: eight buttons written twice are not sixteen.
    @Test func aRepeatedStringCountsOnce() throws {
        var lines = Self.sentenceCaseButtons.prefix(8).enumerated().map { "\"b\($0.offset).button\" = \"\($0.element)\";" }
        lines += Self.sentenceCaseButtons.prefix(8).enumerated().map { "\"again\($0.offset).button\" = \"\($0.element)\";" }
        let path = try write(lines)
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.houseStyle?.summary == [])
        #expect(result.diagnostics.count == 16)
    }

    /// A word the app writes as code in one of its strings (“for `itlwm`”) is that code's name
    /// in its others too (“itlwm Version Mismatch”): kept as written in title style. A common
    /// word in backticks (`code`), or a command of several words, is no such name.
    @Test func aWordTheAppWritesAsCodeKeepsItsCase() throws {
        let path = try write([
            #""log.error" = "Could not read logs for `itlwm`.";"#,
            #""mismatch.title" = "itlwm Version Mismatch";"#,
            #""other.title" = "helper Version Mismatch";"#,
            #""hint.text" = "Type `code` or `make install` to start.";"#,
            #""open.title" = "Open code";"#,
            #""install.title" = "Make install";"#,
        ])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        // A common word (`code`) or several words in backticks name no code of the app's own.
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["3 en.title-case", "5 en.title-case", "6 en.title-case"])
    }

    @Test func lintStyleStatesTheHouseStyleInOneLine() throws {
        let yaml = "lint:\n  style: {heading: title, button: sentence case, menu-item: lower case}\n"
        let (config, problems) = LintConfig.load(file: "guidegen.yml", text: yaml, knownRules: Linter.ruleIDs)
        #expect(problems.isEmpty)
        #expect(config.styles == [.heading: .title, .button: .sentence, .menuItem: .lower])
        let (_, bad) = LintConfig.load(file: "guidegen.yml", text: "lint:\n  style: {text: title, button: shouting}\n", knownRules: Linter.ruleIDs)
        #expect(bad.map(\.id) == ["config.invalid", "config.invalid"])

        let path = try write(["\"a.button\" = \"Move To Trash\";", "\"b.button\" = \"Save draft\";"])
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.statedStyles = config.styles
        let result = runner.lint(paths: [path])
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["1 en.sentence-case"])
        #expect(result.houseStyle?.summary == ["the app writes its headings in title case (stated in lint.style): they are checked against that",
                                      "the app writes its buttons in sentence case (stated in lint.style): they are checked against that",
                                      "the app writes its menu items in lower case (stated in lint.style): they are checked against that"])
    }

    /// A word the app capitalizes inside its sentences is a name there (its product, a feature);
    /// one it writes in lower case is a common word, though WordNet may not say so.
    @Test func theAppsSentencesTeachItsNames() throws {
        let path = try write([
            "\"a.message\" = \"Your notes sync with Pocket Vault when you are online.\";",
            "\"b.message\" = \"Open the vault to see your older notes first.\";",
            "\"c.message\" = \"Pocket Vault keeps a copy of every note.\";",
            "\"head.title\" = \"Pocket Vault\";",
            "\"d.message\" = \"Turn on Pocket Vault to keep every note.\";",
            "\"e.message\" = \"About Pocket Vault\";",
        ])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.diagnostics.map(\.id) == [])
    }

    /// A word the app writes before `.app` (Shortcuts.app) is an app's name, in every string of
    /// the app; a word it never writes so is still a common word.
    @Test func aWordBeforeDotAppIsAnAppsName() throws {
        let path = try write([
            "\"open.tooltip\" = \"Open in Shortcuts.app\";",
            "\"refresh.tooltip\" = \"Refresh Shortcuts list\";",
            "\"new.tooltip\" = \"Create new Plugin\";",
        ])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["3 en.sentence-case"])
    }

    /// A phrase the app capitalizes inside its sentences (a component's name, Sync Agent) is a
    /// name there, though its words are common ones the app writes in lower case elsewhere
    /// (“the agent”, “an agent is running”): the phrase, not each word, is counted.
    @Test func aPhraseTheAppsSentencesCapitalizeIsAName() throws {
        let path = try write([
            "\"a.message\" = \"Backups need Sync Agent to reach the server.\";",
            "\"b.message\" = \"The Sync Agent copies your files at night.\";",
            "\"c.message\" = \"Another agent is running on this computer.\";",
            "\"d.message\" = \"Quit the agent before you update it.\";",
            "\"e.message\" = \"The agent could not be reached.\";",
            "\"f.message\" = \"Restore needs Sync Agent.\";",
        ])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.diagnostics.map(\.id) == [])
    }

    /// A name the app's sentences teach keeps its capitals in a title too, a small word of it
    /// included (“Add to Up Next”, where the queue is named Up Next); a small word outside any
    /// such name is still lower-cased.
    @Test func aPhraseTheAppsSentencesCapitalizeKeepsASmallWordsCapitalInATitle() throws {
        let path = try write([
            "\"a.message\" = \"Episodes in Up Next play one after another.\";",
            "\"b.message\" = \"Add an episode to Up Next to hear it later.\";",
            "\"add.title\" = \"Add to Up Next\";",
            "\"empty.title\" = \"Nothing in Up Next\";",
            "\"other.title\" = \"Save To Disk\";",
        ])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["5 en.title-case"])
    }

    /// One of the app's own short labels in title style (a button's “Accent Color”) inside
    /// another of its strings names that control, as the interface shows it; a phrase no label
    /// has is still re-cased, and so is a string that is the label itself in a sentence role.
    @Test func theAppsOwnLabelsInsideItsSentencesAreNames() throws {
        let path = try write([
            "\"accent.button\" = \"Accent Color\";",
            "\"a.message\" = \"Your Accent Color tints every new button.\";",
            "\"b.message\" = \"Your Accent Shade tints every new button.\";",
            "\"c.message\" = \"Accent Color\";",
            // The app writes these words in lower case elsewhere: they are no names of its own.
            "\"d.message\" = \"The accent color tints every button.\";",
            "\"e.message\" = \"Pick a shade for the accent.\";",
            "\"f.message\" = \"Links take the accent of the window.\";",
        ])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["3 en.sentence-case", "4 en.sentence-case"])
    }

    /// A sentence (a verb and its object, ending in a period) teaches the names it capitalizes
    /// even where they outnumber its lower-case words (“Sets a Custom Search Engine on the
    /// device.”, “Adds a Private Search Engine on CSE.”): a heading that repeats the name, or
    /// its plural, keeps it; another capitalized word is still a mistake.
    @Test func aSentenceWithALongNameStillTeachesTheName() throws {
        let path = try write([
            "\"a.message\" = \"Sets a Custom Search Engine on the device.\";",
            "\"b.message\" = \"Gets the Custom Search Engine in use.\";",
            "\"c.message\" = \"Choose a search engine below.\";",
            "\"d.message\" = \"Pick another search engine for private tabs.\";",
            "\"e.tooltip\" = \"Reset Custom Search Engine\";",
            "\"f.tooltip\" = \"Reset Search Browser Data\";",
            "\"g.tooltip\" = \"Your Custom Search Engines\";",
            "\"h.message\" = \"Adds a Private Search Engine on CSE.\";",
            "\"i.message\" = \"Reads a Private Search Engine on CSE.\";",
        ])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["6 en.sentence-case"])
    }

    /// A camel-case name the app's code declares is code in copy (`code-identifier`), unless the
    /// app writes it as a word in its own sentences, in two strings or more: then it is what the
    /// app calls a part of itself (a helper tool it installs, PowerTool), in every string and
    /// language. A type's name in one sentence only (an error that leaks it) is still code.
    @Test func aDeclaredNameTheAppsSentencesUseIsAName() throws {
        let path = try write([
            "\"a.message\" = \"Install PowerTool to map keys to the screen.\";",
            "\"b.message\" = \"This app needs PowerTool before it can start.\";",
            "\"c.title\" = \"PowerTool\";",
            "\"d.message\" = \"Could not read UserProfile from the disk.\";",
            "\"e.title\" = \"UserProfile\";",
        ])
        var runner = LintRunner(linter: Linter(), site: SiteConfig())
        runner.codeRoles = CodeRoles(uses: [], identifiers: ["PowerTool", "UserProfile"])
        let result = runner.lint(paths: [path])
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["4 code-identifier", "5 code-identifier"])
    }
}

/// A string whose first word is lower case (a picker's option: “show”, “hide after start”) is
/// in neither style: it says nothing of the house style, and a sentence house style still asks
/// for its first word's capital.
final class HouseStyleLowercaseTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-housestyle-lower-\(UUID().uuidString)").path
    // A class, so that each test removes its folder.
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    private func lint(_ lines: [String]) throws -> LintResult {
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        let path = folder + "/en.lproj/Localizable.strings"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return LintRunner(linter: Linter(), site: SiteConfig()).lint(paths: [path])
    }

    @Test func lowerCaseOptionsDoNotMakeASentenceHouseStyle() throws {
        let options = ["show", "hide", "hide after start", "today and tomorrow", "when it starts", "only with a link",
                       "as underlined", "with a strikethrough", "one minute before", "five minutes before"]
        var lines = options.enumerated().map { "\"o\($0.offset).menu\" = \"\($0.element)\";" }
        lines += ["\"p.menu\" = \"Open in browser\";", "\"q.menu\" = \"Quick Actions\";"]
        let result = try lint(lines)
        #expect(result.houseStyle?.summary == [])
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == (1...11).map { "\($0) en.title-case" })
    }

    @Test func aSentenceHouseStyleStillAsksForTheFirstCapital() throws {
        var lines = HouseStyleTests.sentenceCaseButtons.enumerated().map { "\"b\($0.offset).menu\" = \"\($0.element)\";" }
        lines.append("\"odd.menu\" = \"hide after start\";")
        let result = try lint(lines)
        #expect(result.houseStyle?.summary == ["the app writes its menu items in sentence case (11 of 11 menu items): they are checked against that"])
        #expect(result.diagnostics.map { "\($0.location!.line) \($0.id)" } == ["12 en.sentence-case"])
        #expect(result.diagnostics.first?.message.contains("“hide”") == true)
    }
}

import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// Strings that Xcode exports from a storyboard: `OBJECT-ID.title` names an object's property,
/// not a title. MonitorControl's settings window (31 checkboxes, 9 push buttons) had 90
/// title-case findings on its `Main.strings`, most of them on checkbox labels and field labels.
struct InterfaceBuilderStringsTests {
    /// The segments of an English table of `titles` (object ID, title) of elements of
    /// `className`, exported beside `document` (a storyboard or XIB at `documentPath`), and
    /// their roles by key.
    static func segments(of titles: [(id: String, title: String)], className: String, beside document: String,
                         at documentPath: String) throws -> (segments: [LintSegment], roles: [String: Role]) {
        var strings = ""
        for (id, title) in titles {
            strings += "/* Class = \"\(className)\"; title = \"\(title)\"; ObjectID = \"\(id)\"; */\n\"\(id).title\" = \"\(title)\";\n"
        }
        let name = ((documentPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let table = try read(strings, at: "App/en.lproj/\(name).strings", beside: (document, documentPath))
        return (table.segments, table.roles)
    }

    /// The segments of the English table `strings` written at `path` in a folder of its own
    /// (beside `document`'s text written at its path, when given), their roles by key, and
    /// the table's full path.
    static func read(_ strings: String, at path: String, beside document: (text: String, path: String)? = nil) throws
        -> (segments: [LintSegment], roles: [String: Role], path: String) {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        if let document { _ = try folder.write(document.text, to: document.path) }
        let written = try folder.write(strings, to: path)
        let segments = AppStringsReader.segments(from: StringsFile.parse(Data(strings.utf8), file: written, language: .english).entries)
        return (segments, Dictionary(uniqueKeysWithValues: segments.map { ($0.key!, $0.role) }), written)
    }
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
        <scenes>
            <button id="aaa-AA-aaa">
                <buttonCell key="cell" type="check" title="Sync brightness changes" bezelStyle="regularSquare" id="0ca-DG-AgB">
                </buttonCell>
            </button>
            <button id="bbb-BB-bbb">
                <buttonCell key="cell" type="push" title="Reset settings" bezelStyle="rounded" id="BYS-7Y-bRz">
                </buttonCell>
            </button>
            <button id="ccc-CC-ccc">
                <buttonCell key="cell" bezelType="x" type="bevel" title="Special thanks to our team" id="95V-M4-2l5"/>
            </button>
        </scenes>
    </document>
    """

    static let strings = """
    /* Class = "NSButtonCell"; title = "Sync brightness changes"; ObjectID = "0ca-DG-AgB"; */
    "0ca-DG-AgB.title" = "Sync brightness changes";

    /* Class = "NSButtonCell"; title = "Reset settings"; ObjectID = "BYS-7Y-bRz"; */
    "BYS-7Y-bRz.title" = "Reset settings";

    /* Class = "NSButtonCell"; title = "Special thanks to our team"; ObjectID = "95V-M4-2l5"; */
    "95V-M4-2l5.title" = "Special thanks to our team";

    /* Class = "NSTextFieldCell"; title = "Volume down"; ObjectID = "21s-bv-GTK"; */
    "21s-bv-GTK.title" = "Volume down";

    /* Class = "NSMenuItem"; title = "Show as icons"; ObjectID = "fR3-kq-cps"; */
    "fR3-kq-cps.title" = "Show as icons";

    /* Class = "NSWindow"; title = "General settings"; ObjectID = "Win-dw-Abc"; */
    "Win-dw-Abc.title" = "General settings";

    /* Class = "NSTextFieldCell"; placeholderString = "Type a name here"; ObjectID = "Plc-hl-Der"; */
    "Plc-hl-Der.placeholderString" = "Type a name here";

    /* Class = "NSButtonCell"; title = "Open the log"; ObjectID = "Nob-ox-Xib"; */
    "Nob-ox-Xib.title" = "Open the log";

    """

    /// The entries of `strings` as if read from `path`.
    static func entries(at path: String) -> [AppString] {
        StringsFile.parse(Data(strings.utf8), file: path, language: .english).entries
    }

    /// A tag that is never closed sent the search for its end to the end of the file, and each
    /// search copied the rest of the file: 8,000 such scenes took 15 CPU-s in a release build.
    /// Four times the scenes must take about four times this thread's CPU time, not sixteen.
    @Test func tagsAreFoundInLinearTimeEvenWhenNoneIsClosed() {
        func scan(_ count: Int) -> (tags: Int, time: Double) {
            let xml = "<document>\n" + String(repeating: "<scene sceneID=\"a\">\n", count: count) + "</document>\n"
            var tags = 0, lastLine = 0
            let start = threadCPUSeconds()
            InterfaceBuilderStrings.eachTag("scene", in: xml) { _, _, line in tags += 1; lastLine = line }
            #expect(lastLine == count + 1)
            return (tags, threadCPUSeconds() - start)
        }
        let quarter = scan(3_000), whole = scan(12_000)
        #expect(quarter.tags == 3_000 && whole.tags == 12_000)
        #expect(whole.time < quarter.time * 8, "12,000 tags took \(whole.time) CPU-s, 3,000 took \(quarter.time)")
    }

    @Test func objectKeysAreTellableFromOtherKeys() {
        #expect(InterfaceBuilderStrings.objectKey("0ca-DG-AgB.title")! == ("0ca-DG-AgB", "title"))
        #expect(InterfaceBuilderStrings.objectKey("abc-12-XYZ.headerCell.title")! == ("abc-12-XYZ", "headerCell.title"))
        #expect(InterfaceBuilderStrings.objectKey("123.ibShadowedToolTip")! == ("123", "ibShadowedToolTip"))
        #expect(InterfaceBuilderStrings.objectKey("abc-de-fgh.segmentTitles[0]")! == ("abc-de-fgh", "segmentTitles[0]"))
        for key in ["settings.title", "delete.alert.title", "abc-de-fg.title", "0ca-DG-AgB", "Save As….title", ".title", "0ca-DG-AgB."] {
            #expect(InterfaceBuilderStrings.objectKey(key) == nil, "\(key)")
        }
        #expect(InterfaceBuilderStrings.className(inComment: #"Class = "NSMenuItem"; title = "Quit"; ObjectID = "x";"#) == "NSMenuItem")
        #expect(InterfaceBuilderStrings.className(inComment: "Title of the save button") == nil)
    }

    @Test func theObjectsClassAndTheStoryboardGiveTheRole() throws {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        let storyboard = try folder.write(Self.storyboard, to: "App/Base.lproj/Main.storyboard")
        let path = try folder.write(Self.strings, to: "App/en.lproj/Main.strings")
        let entries = Self.entries(at: path)
        let segments = AppStringsReader.segments(from: entries)
        let roles = Dictionary(uniqueKeysWithValues: segments.map { ($0.key!, $0.role) })
        #expect(roles == [
            "0ca-DG-AgB.title": .text, // a checkbox
            "BYS-7Y-bRz.title": .button, // a push button
            "95V-M4-2l5.title": .text, // a bevel button: as often a link
            "21s-bv-GTK.title": .text, // a label
            "fR3-kq-cps.title": .menuItem,
            "Win-dw-Abc.title": .title,
            "Plc-hl-Der.placeholderString": .text,
            "Nob-ox-Xib.title": .text, // a button the storyboard does not have
        ])
        // The note points at the object in the storyboard.
        let note = try #require(segments.first { $0.key == "BYS-7Y-bRz.title" }?.roleSource)
        #expect(note.location == SourceLocation(file: storyboard, line: 9, column: 1))
        #expect(note.message == "checked as a button: the interface makes this object a push button")

        // Through the runner: a checkbox's label keeps sentence style, a push button's is title style.
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lintAppStrings(Data(Self.strings.utf8), path)
        let titleCase = result.diagnostics.filter { $0.id == "en.title-case" }.compactMap { $0.key }.sorted()
        #expect(titleCase == ["BYS-7Y-bRz.title", "Win-dw-Abc.title", "fR3-kq-cps.title"])
    }

    /// An About pane's credits are the authors speaking (“thanks to our contributors”), not the
    /// app: the first-person rules skip the objects of a scene whose controller is named About,
    /// in every language, and only there.
    @Test func anAboutScenesCreditsAreTheAuthorsVoice() throws {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1-AA-aaa">
                    <objects>
                        <viewController storyboardIdentifier="GeneralVC" id="vc1-AA-aaa" customClass="LayoutViewController" sceneMemberID="viewController">
                            <textFieldCell key="cell" title="We keep your settings" id="Gen-er-al1"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2-BB-bbb">
                    <objects>
                        <viewController storyboardIdentifier="AboutPrefsVC" id="vc2-BB-bbb" customClass="AboutPrefsViewController" sceneMemberID="viewController">
                            <buttonCell key="cell" type="bevel" title="Special thanks to our contributors!" id="Abo-ut-Tks"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let english = """
        /* Class = "NSTextFieldCell"; title = "We keep your settings"; ObjectID = "Gen-er-al1"; */
        "Gen-er-al1.title" = "We keep your settings";

        /* Class = "NSButtonCell"; title = "Special thanks to our contributors!"; ObjectID = "Abo-ut-Tks"; */
        "Abo-ut-Tks.title" = "Special thanks to our contributors!";
        """
        let chinese = """
        "Gen-er-al1.title" = "我们保存你的设置";
        "Abo-ut-Tks.title" = "特别感谢我们的贡献者们！";
        """
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        _ = try folder.write(storyboard, to: "App/Base.lproj/Main.storyboard")
        let runner = LintRunner(linter: Linter(), site: SiteConfig())
        for (text, path, rule) in [(english, "App/en.lproj/Main.strings", "en.first-person"), (chinese, "App/zh-Hans.lproj/Main.strings", "zh.first-person")] {
            let file = try folder.write(text, to: path)
            let keys = runner.lintAppStrings(Data(text.utf8), file).diagnostics.filter { $0.id == rule }.compactMap(\.key)
            #expect(keys == ["Gen-er-al1.title"], "\(rule)")
        }
        #expect(InterfaceBuilderStrings.namesAbout("AboutPrefsVC") && InterfaceBuilderStrings.namesAbout("About"))
        #expect(!InterfaceBuilderStrings.namesAbout("LayoutViewController") && !InterfaceBuilderStrings.namesAbout("Aboutness"))
    }

    /// A label drawn in a bold font is a section's heading (OpenInTerminal's settings: a
    /// semibold “Custom Menu Options” over its checkboxes), unless it ends in a colon and labels
    /// the control beside it; a textured rounded button is a push button; an ID the developer
    /// chose (`Cel-Fnd-On`) is an object key when Xcode's comment names it.
    @Test func boldLabelsAreHeadingsAndChosenIDsAreObjectKeys() throws {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
            <textFieldCell key="cell" lineBreakMode="clipping" title="Custom Menu Options" id="nWc-SM-Kes">
                <font key="font" metaFont="systemSemibold" size="13"/>
            </textFieldCell>
            <textFieldCell key="cell" title="Default Terminal:" id="h5X-oY-gqy">
                <font key="font" metaFont="systemBold"/>
            </textFieldCell>
            <textFieldCell key="cell" title="Plain Label Here" id="pln-LB-aaa">
                <font key="font" metaFont="system"/>
            </textFieldCell>
            <buttonCell key="cell" type="roundTextured" title="Reset preferences" bezelStyle="texturedRounded" id="jyI-H7-qN3"/>
            <buttonCell key="cell" type="check" title="Only Activate In Finder" id="Cel-Fnd-On"/>
        </document>
        """
        let strings = """
        /* Class = "NSTextFieldCell"; title = "Custom Menu Options"; ObjectID = "nWc-SM-Kes"; */
        "nWc-SM-Kes.title" = "Custom Menu Options";
        /* Class = "NSTextFieldCell"; title = "Default Terminal:"; ObjectID = "h5X-oY-gqy"; */
        "h5X-oY-gqy.title" = "Default Terminal:";
        /* Class = "NSTextFieldCell"; title = "Plain Label Here"; ObjectID = "pln-LB-aaa"; */
        "pln-LB-aaa.title" = "Plain Label Here";
        /* Class = "NSButtonCell"; title = "Reset preferences"; ObjectID = "jyI-H7-qN3"; */
        "jyI-H7-qN3.title" = "Reset preferences";
        /* Class = "NSButtonCell"; title = "Only Activate In Finder"; ObjectID = "Cel-Fnd-On"; */
        "Cel-Fnd-On.title" = "Only Activate In Finder";
        """
        let (segments, roles, _) = try Self.read(strings, at: "App/en.lproj/Main.strings", beside: (storyboard, "App/Base.lproj/Main.storyboard"))
        #expect(roles == ["nWc-SM-Kes.title": .heading, "h5X-oY-gqy.title": .text, "pln-LB-aaa.title": .text,
                          "jyI-H7-qN3.title": .button, "Cel-Fnd-On.title": .text])
        #expect(segments.first { $0.key == "nWc-SM-Kes.title" }?.roleSource?.message == "checked as a heading: the interface draws this label in a bold font")
        #expect(InterfaceBuilderStrings.objectKey("Cel-Fnd-On.title") == nil)
        #expect(InterfaceBuilderStrings.objectKey("Cel-Fnd-On.title", comment: #"Class = "NSButtonCell"; ObjectID = "Cel-Fnd-On";"#)! == ("Cel-Fnd-On", "title"))
    }

    /// A label drawn as large as a window's title (22 points or more, or the title text styles)
    /// is a title, as SwiftUI's `.largeTitle` and `.title` text is; the heading text styles
    /// (`title2`, `title3`, `headline`) make a heading.
    @Test func largeLabelsAreTitles() throws {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
            <textFieldCell key="cell" alignment="center" title="Share From Anywhere" id="big-LB-001">
                <font key="font" metaFont="systemBold" size="32"/>
            </textFieldCell>
            <textFieldCell key="cell" title="Keep Notes Close" id="big-LB-002">
                <font key="font" textStyle="largeTitle" name=".SFNS-Regular"/>
            </textFieldCell>
            <textFieldCell key="cell" title="Sync Options" id="big-LB-003">
                <font key="font" textStyle="title3" name=".SFNS-Regular"/>
            </textFieldCell>
            <textFieldCell key="cell" title="Small Print Here" id="big-LB-004">
                <font key="font" metaFont="system" size="15"/>
            </textFieldCell>
        </document>
        """
        let (segments, roles) = try Self.segments(of: [("big-LB-001", "Share From Anywhere"), ("big-LB-002", "Keep Notes Close"), ("big-LB-003", "Sync Options"), ("big-LB-004", "Small Print Here")],
                                                  className: "NSTextFieldCell", beside: storyboard, at: "App/Base.lproj/Main.storyboard")
        #expect(roles == ["big-LB-001.title": .title, "big-LB-002.title": .title, "big-LB-003.title": .heading, "big-LB-004.title": .text])
        #expect(segments.first { $0.key == "big-LB-001.title" }?.roleSource?.message == "checked as a title: the interface draws this label in a large font")
    }

    /// A table column's header heads the column's cells, as a SwiftUI `TableColumn` titled in
    /// code does (a section header): a heading, in sentence style; a window is still a title.
    /// An older XIB's table whose comments a developer wrote (`/* Box title "…" */`, no
    /// `Class =`): the XIB beside it names each object's class by its element (`<box>`,
    /// `<menuItem>`, `<tabViewItem>`, `<tableColumn>`), in AppKit's classes for a Cocoa XIB and
    /// UIKit's for an iOS storyboard; Xcode's comment still wins where it names one.
    @Test func theInterfaceFileNamesTheClassWhereTheCommentDoesNot() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <menuItem title="Bring All to Front" id="5"/>
                <tabView id="40">
                    <tabViewItems>
                        <tabViewItem label="Optimization speed" identifier="2" id="168"/>
                    </tabViewItems>
                </tabView>
                <box borderType="line" title="Metadata and color profiles" id="1043"/>
                <tableColumn identifier="size" id="77">
                    <tableHeaderCell key="headerCell" title="Original size" id="78"/>
                </tableColumn>
                <textFieldCell key="cell" title="Saving to network drives is faster" id="1122"/>
                <menuItem title="Show as icons" id="90"/>
            </objects>
        </document>
        """
        let strings = """
        /* Menu Item "Bring All to Front" */
        "5.title" = "Bring all to front";
        /* Tab "Optimization speed" */
        "168.label" = "Optimization speed";
        /* Box title "Metadata and color profiles" */
        "1043.title" = "Metadata and color profiles";
        /* Table Column Title */
        "77.headerCell.title" = "Original Size";
        /* "Saving to network drives is faster" */
        "1122.title" = "Saving to network drives is faster";
        /* Class = "NSTextFieldCell"; title = "Show as icons"; ObjectID = "90"; */
        "90.title" = "Show as icons";
        """
        let roles = try Self.read(strings, at: "App/Base.lproj/Prefs.strings", beside: (xib, "App/Base.lproj/Prefs.xib")).roles
        #expect(roles == ["5.title": .menuItem, "168.label": .title, "1043.title": .title, "77.headerCell.title": .heading,
                          "1122.title": .text, "90.title": .text])
    }

    @Test func aTableColumnsHeaderIsAHeading() throws {
        let strings = """
        /* Class = "NSTableColumn"; headerCell.title = "Last Opened"; ObjectID = "col-AA-001"; */
        "col-AA-001.headerCell.title" = "Last Opened";
        /* Class = "NSWindow"; title = "Recent Files"; ObjectID = "win-AA-001"; */
        "win-AA-001.title" = "Recent Files";
        """
        let (_, roles, path) = try Self.read(strings, at: "App/en.lproj/Recent.strings")
        #expect(roles == ["col-AA-001.headerCell.title": .heading, "win-AA-001.title": .title])
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lintAppStrings(Data(strings.utf8), path)
        #expect(result.diagnostics.filter { $0.id == "en.sentence-case" }.compactMap { $0.key } == ["col-AA-001.headerCell.title"])
    }

    /// A pop-up button whose items are all in lower case, beside a label that begins in lower
    /// case, stands inside a sentence its labels write around it (“Show the bar [20] [points]
    /// from the [top] edge”): its items are words of that sentence, running text. Lower-case
    /// items beside a label that starts its own phrase (“Repeated commands”), capitalized items,
    /// and a menu's items stay menu items.
    @Test func aPopUpInsideASentenceHoldsItsWords() throws {
        func popUp(_ id: String, _ items: [(String, String)]) -> String {
            let menuItems = items.map { #"<menuItem title="\#($0.1)" id="\#($0.0)"/>"# }.joined(separator: "\n")
            return """
            <popUpButton id="\(id)-btn"><popUpButtonCell key="cell" type="roundRect" id="\(id)-cel">
                <menu key="menu" id="\(id)-men"><items>
                \(menuItems)
                <menuItem isSeparatorItem="YES" id="\(id)-sep"/>
                </items></menu>
            </popUpButtonCell></popUpButton>
            """
        }
        func label(_ title: String) -> String {
            #"<textField id="\#(title.count)-lbl"><textFieldCell key="cell" title="\#(title)" id="\#(title.count)-cel"/></textField>"#
        }
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <view id="sen-AA-000"><subviews>
                \(label("Show the bar"))
                \(popUp("p1", [("itm-AA-001", "points"), ("itm-AA-002", "% of the height")]))
                \(label("from the"))
                \(popUp("p2", [("itm-AA-003", "Top"), ("itm-AA-004", "bottom")]))
            </subviews></view>
            <view id="own-BB-000"><subviews>
                \(label("Repeated commands"))
                \(popUp("p3", [("itm-BB-001", "do nothing"), ("itm-BB-002", "cycle sizes")]))
                <view id="nst-BB-000"><subviews>\(label("in the corner"))</subviews></view>
            </subviews></view>
            <menu title="View" id="men-CC-001"><items><menuItem title="zoom in" id="itm-CC-001"/></items></menu>
        </document>
        """
        let titles = [("itm-AA-001", "points"), ("itm-AA-002", "% of the height"), ("itm-AA-003", "Top"), ("itm-AA-004", "bottom"),
                      ("itm-BB-001", "do nothing"), ("itm-BB-002", "cycle sizes"), ("itm-CC-001", "zoom in")]
        let (segments, roles) = try Self.segments(of: titles, className: "NSMenuItem", beside: xib, at: "App/Base.lproj/Window.xib")
        #expect(roles == ["itm-AA-001.title": .text, "itm-AA-002.title": .text, "itm-AA-003.title": .menuItem, "itm-AA-004.title": .menuItem,
                          "itm-BB-001.title": .menuItem, "itm-BB-002.title": .menuItem, "itm-CC-001.title": .menuItem])
        let note = try #require(segments.first { $0.key == "itm-AA-001.title" }?.roleSource)
        #expect(note.message == "checked as text: this pop-up button stands in a sentence its labels write around it, its items in lower case")
        #expect(note.location.line == 5)
    }

    /// Without the storyboard, a button cell may be a checkbox: no capitalization style is asked of it.
    @Test func aButtonCellWithoutItsStoryboardIsText() throws {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        let path = try folder.write(Self.strings, to: "App/en.lproj/Main.strings")
        let segments = AppStringsReader.segments(from: Self.entries(at: path))
        #expect(segments.first { $0.key == "BYS-7Y-bRz.title" }?.role == .text)
        #expect(segments.first { $0.key == "BYS-7Y-bRz.title" }?.roleSource == nil)
        #expect(segments.first { $0.key == "fR3-kq-cps.title" }?.role == .menuItem)
    }

    /// A storyboard's String Catalog has no English values: Xcode takes them from the
    /// storyboard and repeats them in its comments. The key is no text (Rectangle's
    /// `"1tx-W0-xDw.title"` was to become “1tx-W0-xDw.Title”); the comment's text is linted.
    @Test func aStoryboardCatalogsEnglishComesFromXcodesComment() {
        let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "1tx-W0-xDw.title" : {
              "comment" : "Class = \"NSMenuItem\"; title = \"Top right\"; ObjectID = \"1tx-W0-xDw\";",
              "extractionState" : "extracted_with_value",
              "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "右上" } } }
            },
            "q9C-qZ-xw5.title" : {
              "comment" : "Class = \"NSTextFieldCell\"; title = \"Select \\\"Reflow Todo\\\" in the menu\\nor press a Key.\"; ObjectID = \"q9C-qZ-xw5\";",
              "localizations" : { }
            },
            "NoC-om-ent.title" : { "localizations" : { } }
          },
          "version" : "1.0"
        }
        """#
        let entries = StringCatalog.parse(Data(catalog.utf8), file: "Main.xcstrings").entries.filter { $0.language == .english }
        #expect(entries.map(\.value) == ["Top right", "Select \"Reflow Todo\" in the menu\nor press a Key."])
        #expect(entries.allSatisfy { $0.isKey && !$0.exact })
        let result = LintRunner(linter: Linter(), site: SiteConfig()).lintAppStrings(Data(catalog.utf8), "Main.xcstrings")
        #expect(result.diagnostics.filter { $0.language == "en" }.map(\.id) == ["en.title-case"])
        #expect(result.fixes.isEmpty)
    }

    /// A project's own role patterns still decide (`lint.roles`); the defaults' `*title*` does not.
    @Test func theProjectsOwnPatternsWin() throws {
        let folder = try AppStringsTempFolder()
        defer { folder.remove() }
        let path = try folder.write(Self.strings, to: "App/en.lproj/Main.strings")
        let entries = Self.entries(at: path)
        let roles = RolePatterns(patterns: [("21s-bv-GTK.*", .button)] + RolePatterns.defaultPatterns)
        let segments = AppStringsReader.segments(from: entries, roles: roles)
        #expect(segments.first { $0.key == "21s-bv-GTK.title" }?.role == .button)
        #expect(segments.first { $0.key == "0ca-DG-AgB.title" }?.role == .text)
    }
}

import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// The strings Xcode exports from an intent definition are keyed by the IDs the definition
/// gives its texts; their roles come from the definition's fields, as a storyboard's come from
/// its objects.
struct IntentDefinitionStringsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-intents-\(UUID().uuidString)").path

    static let definition = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>INIntents</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>INIntentDescription</key>
        \t\t\t<string>Log a walk in the journal</string>
        \t\t\t<key>INIntentDescriptionID</key>
        \t\t\t<string>dE5cR1</string>
        \t\t\t<key>INIntentTitle</key>
        \t\t\t<string>Log walk</string>
        \t\t\t<key>INIntentTitleID</key>
        \t\t\t<string>tI7tL2</string>
        \t\t\t<key>INIntentParameters</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>INIntentParameterDisplayName</key>
        \t\t\t\t\t<string>Distance Walked</string>
        \t\t\t\t\t<key>INIntentParameterDisplayNameID</key>
        \t\t\t\t\t<string>pA9rM3</string>
        \t\t\t\t\t<key>INIntentParameterPromptDialogs</key>
        \t\t\t\t\t<array>
        \t\t\t\t\t\t<dict>
        \t\t\t\t\t\t\t<key>INIntentParameterPromptDialogFormatString</key>
        \t\t\t\t\t\t\t<string>Distance Walked</string>
        \t\t\t\t\t\t\t<key>INIntentParameterPromptDialogFormatStringID</key>
        \t\t\t\t\t\t\t<string>cF6gL7</string>
        \t\t\t\t\t\t\t<key>INIntentParameterPromptDialogType</key>
        \t\t\t\t\t\t\t<string>Configuration</string>
        \t\t\t\t\t\t</dict>
        \t\t\t\t\t\t<dict>
        \t\t\t\t\t\t\t<key>INIntentParameterPromptDialogFormatString</key>
        \t\t\t\t\t\t\t<string>How Far Did You Walk?</string>
        \t\t\t\t\t\t\t<key>INIntentParameterPromptDialogFormatStringID</key>
        \t\t\t\t\t\t\t<string>pR8mP9</string>
        \t\t\t\t\t\t\t<key>INIntentParameterPromptDialogType</key>
        \t\t\t\t\t\t\t<string>Primary</string>
        \t\t\t\t\t\t</dict>
        \t\t\t\t\t</array>
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t\t<key>INIntentResponse</key>
        \t\t\t<dict>
        \t\t\t\t<key>INIntentResponseCodes</key>
        \t\t\t\t<array>
        \t\t\t\t\t<dict>
        \t\t\t\t\t\t<key>INIntentResponseCodeFormatString</key>
        \t\t\t\t\t\t<string>The walk is in your journal</string>
        \t\t\t\t\t\t<key>INIntentResponseCodeFormatStringID</key>
        \t\t\t\t\t\t<string>rE4sP5</string>
        \t\t\t\t\t</dict>
        \t\t\t\t</array>
        \t\t\t</dict>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>
        """

    static let english = """
        "dE5cR1" = "Log a walk in the journal";
        "tI7tL2" = "Log walk";
        "pA9rM3" = "Distance Walked";
        "rE4sP5" = "The walk is in your journal";
        "cF6gL7" = "Distance Walked";
        "pR8mP9" = "How Far Did You Walk?";
        """

    @Test func anIntentsTextsTakeTheRolesOfTheirFields() throws {
        let files = ["App/Base.lproj/Intents.intentdefinition": Self.definition, "App/en.lproj/Intents.strings": Self.english]
        let result = try lintApp(files, in: folder)
        let found = result.diagnostics.map { "\($0.key ?? "") \($0.id)" }.sorted()
        // The title in title style, the description and Siri's answer as sentences with a full
        // stop, Siri's question in sentence style; a parameter's name and its label in the
        // Shortcuts editor are running text, in either style.
        #expect(found == ["dE5cR1 en.message-punctuation", "pR8mP9 en.sentence-case", "rE4sP5 en.message-punctuation", "tI7tL2 en.title-case"])
        let note = result.diagnostics.first { $0.key == "tI7tL2" }?.notes.first
        #expect(note?.message == "checked as a title: the intent definition gives this text as its `INIntentTitle`")
        #expect(note?.location.file.hasSuffix("Base.lproj/Intents.intentdefinition") == true)
        #expect(note?.location.line == 15)
    }

    /// Without the definition beside them, the IDs say nothing: the texts are running text.
    @Test func withoutItsDefinitionAnIDIsRunningText() throws {
        let found = try lintApp(["App/en.lproj/Intents.strings": Self.english], in: folder).diagnostics.map(\.id)
        #expect(found.isEmpty)
    }
}

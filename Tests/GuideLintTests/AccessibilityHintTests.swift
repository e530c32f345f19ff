import Foundation
@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

/// An accessibility hint is a phrase that begins with a verb (“Plays the episode”), and Apple's
/// guidelines for hints end it with a period all the same, so that VoiceOver speaks it as a
/// sentence: `en.message-punctuation` asks for one on a hint, not on other phrases.
struct AccessibilityHintTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-hints-\(UUID().uuidString)").path

    @Test func anAccessibilityHintEndsWithAPeriodEvenAsAPhrase() throws {
        let files = [
            "PlayerView.swift": """
                import SwiftUI
                struct PlayerView: View {
                    var body: some View {
                        Image(systemName: "play").accessibilityHint("hint.play")
                        Image(systemName: "star").accessibilityHint("hint.rate")
                        Image(systemName: "info").help("help.details")
                    }
                }
                """,
            "en.lproj/Localizable.strings": """
                "hint.play" = "Plays the episode";
                "hint.rate" = "Rates the episode.";
                "help.details" = "Episode details";
                """,
        ]
        let found = try lintApp(files, in: folder).diagnostics.filter { $0.id == "en.message-punctuation" }
        #expect(found.map { $0.key ?? "" } == ["hint.play"])
        #expect(found.first?.message.contains("hint") == true)
    }
}

@testable import GuideContent
@testable import GuideCore
import Testing
@testable import GuideLint

struct TapRuleTests {
    @Test func aLongPressIsTouchAndHoldNotALongTap() {
        #expect(findings("Long press the photo.") == ["en.tap@1"])
        #expect(findings("A long-press opens a menu.") == ["en.tap@3"])
        let segment = LintSegment(text: "After a long pressed item", language: .english, role: .text, file: "t", line: 1, byteColumn: 1)
        let result = Linter().lint([segment], source: SourceText(path: "t", text: segment.text))
        #expect(result.diagnostics.map(\.suggestion) == ["write “touched and held”"])
        #expect(result.fixes.map(\.edit.replacement) == ["touched and held"])
        #expect(result.fixes.map(\.original) == ["long pressed"])
        // Other presses are still taps, and a key is still pressed.
        #expect(findings("Press Save.") == ["en.tap@1"])
        #expect(findings("Press the Return key.") == [])
    }

    /// A key that is pressed (“when Esc is pressed”, “if Return and Shift are pressed”) is a
    /// key on a keyboard, as “press the Return key” is; a control that is pressed is tapped.
    @Test func aKeyThatIsPressedIsStillAKey() {
        #expect(findings("Focus on search bar when ESC is pressed") == [])
        #expect(findings("Send when Return and Shift are pressed.", .message) == [])
        #expect(findings("Send when the Return key is pressed.", .message) == [])
        #expect(findings("Saved when the button is pressed.", .message) == ["en.tap@26"])
    }

    /// After “press the” or “press a”, what follows says what is pressed: a key (“the Return
    /// key”, “a key”) or a device's own button (“the Home button”, “the side button”) is pressed;
    /// a control on the screen (“the **Reset** button”, “the Save button”) is tapped.
    @Test func aControlOnTheScreenIsTappedAKeyOrAHardwareButtonPressed() {
        #expect(findings("Then, you need to press the **Reset** button.", .message) == ["en.tap@19"])
        #expect(findings("Press the Save button to keep it.", .message) == ["en.tap@1"])
        #expect(findings("Press the Return key.") == [])
        #expect(findings("Press a key to start.", .message) == [])
        #expect(findings("Press the Home button twice.", .message) == [])
        #expect(findings("Press the side button and the volume up button together.", .message) == [])
        // The device's own button, whatever it is called, and one pressed and held.
        #expect(findings("Otherwise, press your device's reset button twice.", .message) == [])
        #expect(findings("Press your Save button.", .message) == ["en.tap@1"])
        #expect(findings("Launch it by pressing and holding the side button.", .message) == [])
        #expect(findings("Press and hold the Save button.", .message) == ["en.tap@1"])
    }

    @Test func tapIsPreferredToTouchClickAndPress() {
        #expect(findings("Click the Share button.") == ["en.tap@1"])
        #expect(findings("Press and hold the photo.", .message) == ["en.tap@1"])
        #expect(findings("Choose Settings to share the photo.", .message) == ["en.tap@1"])
        #expect(findings("Touch and hold a photo, then press Command-C. Use the touch screen or Touch ID.") == [])
        #expect(findings("Choose colors that work in dark mode.") == [])
    }

    /// “Touch” before a noun names hardware or a kind of input (“touch devices”, “touch
    /// gestures”), as before “screen”; before its object (“Touch the photo”, “touch Share”) it is
    /// the gesture.
    @Test func touchBeforeANounNamesAKindOfDevice() {
        #expect(findings("On touch devices, tap the send button.", .message) == [])
        #expect(findings("Touch gestures work here too.", .message) == [])
        #expect(findings("Touch the photo to open it.", .message) == ["en.tap@1"])
        #expect(findings("Then touch “Share”, or touch here.", .message) == ["en.tap@6", "en.tap@24"])
    }

    /// The guidelines ask for “tap” where a text says which button to press: “choose” before a
    /// control's name (“Choose Settings”, “choose “Delete””) is a tap; choosing a thing (“Choose a
    /// photo”, “choose another folder name”) or a button that picks one (“Choose folder”) is
    /// deciding, and stays.
    @Test func chooseIsATapOnlyBeforeAControlsName() {
        #expect(findings("Choose “Delete” to remove it.", .message) == ["en.tap@1"])
        #expect(findings("Choose a photo to share.", .message) == [])
        #expect(findings("This name is taken. Choose another folder name.", .alertMessage) == [])
        #expect(findings("Choose Folder", .button) == [])
        #expect(findings("Then choose Settings to finish.", .message) == ["en.tap@6"])
    }
}

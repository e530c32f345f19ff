import Foundation
import GuideCore

struct TapRule: LintRule {
    let id = "en.tap"
    let defaultSeverity = Severity.warning
    let summary = "Say “tap” for on-screen controls, not “touch”, “click” or “press” (nor “choose” before a control's name)."
    let languages: Set<String> = ["en"]
    static let forms: [String: String] = [
        "touch": "tap", "touches": "taps", "touched": "tapped", "touching": "tapping",
        "click": "tap", "clicks": "taps", "clicked": "tapped", "clicking": "tapping",
        "choose": "tap", "chooses": "taps", "chose": "tapped", "chosen": "tapped", "choosing": "tapping",
        "press": "tap", "presses": "taps", "pressed": "tapped", "pressing": "tapping",
    ]
    static let formWords = WordList(forms.keys)
    /// “Long press” in each form, as “touch and hold”.
    static let touchAndHold = ["press": "touch and hold", "presses": "touches and holds", "pressed": "touched and held", "pressing": "touching and holding"]
    /// The forms of “touch” for “press and hold” and “click and hold”.
    static let touchForms = ["press": "touch", "presses": "touches", "pressed": "touched", "pressing": "touching",
                             "click": "touch", "clicks": "touches", "clicked": "touched", "clicking": "touching"]
    /// Words after which "press" is about a key: "press Command-N", "press Return".
    static let keysAfterPress: Set<String> = [
        "command", "option", "control", "shift", "return", "escape", "tab", "space", "delete", "key", "keys", "enter",
    ]
    /// The words of a device's own buttons, which people press: “the Home button”, “the side
    /// button”, “the volume up button”, the Digital Crown.
    static let hardwareButtonWords: Set<String> = ["home", "side", "top", "volume", "power", "sleep", "wake", "lock", "crown"]
    /// The keyboard's keys by name, and the word “key”: one that “is pressed” is a key, not a control.
    static let keyNames: Set<String> = [
        "command", "option", "control", "shift", "return", "escape", "esc", "tab", "space", "delete", "enter", "fn", "key", "keys",
    ]
    /// The forms of “be” before a passive “pressed”.
    static let formsOfBe: Set<String> = ["is", "are", "was", "were", "be", "been", "being"]
    /// Words after which "touch" names hardware or Apple's own gesture: "touch screen", "Touch ID", "touch and hold".
    static let nounsAfterTouch: Set<String> = ["screen", "screens", "id", "bar", "surface", "surfaces", "and", "input", "target", "targets"]

    /// True for a word in lower case, right after “touch”, that WordNet has as a noun and not as
    /// an adverb, nor a function word: “touch” then modifies it (“touch devices”).
    static func isNounAfterTouch(_ word: ScannedText.Word, in text: ScannedText) -> Bool {
        let string = text.string(word)
        guard string.first?.isLowercase == true, word.lower > 0, text.scalars[word.lower - 1] == " ",
              !EnglishLexicon.functionWords.contains(string) else { return false }
        let classes = EnglishLexicon.shared.classes(of: string)
        return classes.contains(.noun) && !classes.contains(.adverb)
    }

    /// True when a control's name follows the word: a quotation mark, or a capitalized word.
    static func namesAControl(after word: ScannedText.Word, in text: ScannedText) -> Bool {
        let s = text.scalars
        var i = word.upper
        while i < s.count, s[i] == " " { i += 1 }
        guard i > word.upper, i < s.count else { return false }
        return "“\"‘'".unicodeScalars.contains(s[i]) || s[i].properties.isUppercase
    }

    /// True when “press the …”, “press a …” or “press your …” goes on to a key (“the Return key”, “a key”) or a
    /// device's own button (“the Home button”) within a few words, up to its noun: those are
    /// pressed. A control on the screen (“the Save button”) is tapped.
    static func pressesAKeyOrADevicesButton(_ words: [ScannedText.Word], after index: Int, in text: ScannedText) -> Bool {
        guard index + 1 < words.count, ["the", "a", "an", "your"].contains(text.string(words[index + 1]).lowercased()) else { return false }
        for word in words.dropFirst(index + 2).prefix(4) {
            let lower = text.string(word).lowercased()
            if keyNames.contains(lower) || hardwareButtonWords.contains(lower) { return true }
            // “your device's reset button”: the device's own, whatever it is called.
            if lower == "device's" || lower == "device’s" { return true }
            if lower == "button" || lower == "buttons" { return false }
        }
        return false
    }

    func check(_ segment: LintSegment, _ text: ScannedText, _ context: LintContext) -> [Finding] {
        let words = text.words
        var findings: [Finding] = []
        for (index, word) in words.enumerated() {
            guard let lower = Self.formWords.match(word, in: text), let replacement = Self.forms[lower] else { continue }
            // In guideline prose "choose" is the designer deciding; in interface strings it is a tap.
            if lower.hasPrefix("ch"), segment.role == .text || segment.role == .heading, !segment.isExample, !segment.isCounterExample { continue }
            // The guidelines ask for “tap” where a text says which button to press: “choose” is
            // a tap before a control's name (“Choose Settings”, “choose “Delete””), not when a
            // thing is chosen (“Choose a photo”), nor in a title-style label (“Choose Folder”).
            if lower.hasPrefix("ch"), segment.wantsTitleCase || !Self.namesAControl(after: word, in: text) { continue }
            // “Long press” is not a long tap: the gesture is “touch and hold”.
            if lower.hasPrefix("press"), index > 0, text.string(words[index - 1]).lowercased() == "long",
               text.scalars[words[index - 1].upper..<word.lower].allSatisfy({ $0 == " " || $0 == "-" }) {
                let before = words[index - 1]
                let phrase = text.string(before.lower, word.upper)
                let fixed = matchCase(Self.touchAndHold[lower] ?? "touch and hold", like: phrase)
                findings.append(Finding(range: text.utf8Range(before.lower, word.upper),
                                        message: "“\(phrase)” is not what the gesture is called; people touch and hold",
                                        suggestion: "write “\(fixed)”", replacement: fixed))
                continue
            }
            let next = index + 1 < words.count ? text.string(words[index + 1]).lowercased() : ""
            // A device's own button is pressed and held (“press and hold the side button”).
            if lower.hasPrefix("press"), next == "and", Self.pressesAKeyOrADevicesButton(words, after: index + 2, in: text) { continue }
            // “Press and hold”, “click and hold”: the gesture is “touch and hold”, not “tap and hold”.
            if lower.hasPrefix("press") || lower.hasPrefix("click"), next == "and", index + 2 < words.count,
               let touch = Self.touchForms[lower], text.string(words[index + 2]).lowercased().hasPrefix("hold") {
                let end = words[index + 2].upper
                let phrase = text.string(word.lower, end)
                let fixed = matchCase(touch, like: phrase) + text.string(word.upper, end)
                findings.append(Finding(range: text.utf8Range(word.lower, end),
                                        message: "“\(phrase)” is not what the gesture is called; people touch and hold",
                                        suggestion: "write “\(fixed)”", replacement: fixed))
                continue
            }
            // “Touch” before a noun in lower case names a kind of device or input (“touch
            // devices”, “touch gestures”); before its object (“the photo”, “Share”, “here”) it is
            // the gesture.
            if lower.hasPrefix("press") && (Self.keysAfterPress.contains(next) || Self.pressesAKeyOrADevicesButton(words, after: index, in: text))
                || lower.hasPrefix("touch") && Self.nounsAfterTouch.contains(next)
                || lower == "touch" && index + 1 < words.count && Self.isNounAfterTouch(words[index + 1], in: text) {
                continue
            }
            if index > 0, text.string(words[index - 1]) == "3D" { continue }
            // “When Esc is pressed”, “if Return and Shift are pressed”: a key that is pressed.
            if lower == "pressed", index > 1, Self.formsOfBe.contains(text.string(words[index - 1]).lowercased()),
               Self.keyNames.contains(text.string(words[index - 2]).lowercased()) {
                continue
            }
            let wordText = text.string(word)
            let fixed = matchCase(replacement, like: wordText)
            findings.append(Finding(range: text.utf8Range(word.lower, word.upper),
                                    message: "“\(wordText)” describes a mouse or a button press; on a touch screen people tap",
                                    suggestion: "write “\(fixed)”", replacement: fixed))
        }
        return findings
    }
}

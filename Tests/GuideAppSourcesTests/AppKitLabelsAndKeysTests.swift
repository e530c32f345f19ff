import Foundation
import Testing
@testable import GuideAppSources

/// AppKit wrapping labels, keys chosen in a `switch` before they are looked up, and titles
/// passed through a text transform that keeps their case (issue 32).
struct AppKitLabelsAndKeysTests {
    private func roles(_ source: String) -> [String: UIKind] { appKitRoles(source) }

    /// A wrapping label (`NSTextField(wrappingLabelWithString:)`) is a label, as one made with
    /// `labelWithString:` is: running text.
    @Test func aWrappingLabelIsALabel() {
        let source = #"""
        final class Pane {
            func build() {
                let note = NSTextField(wrappingLabelWithString: NSLocalizedString("pane.note", comment: ""))
                let label = NSTextField(labelWithString: NSLocalizedString("pane.label", comment: ""))
            }
        }
        """#
        #expect(roles(source) == ["pane.note": .text, "pane.label": .text])
    }

    /// A key chosen in a `switch` into a local (`let key: String; switch … { case …: key = "…" }`)
    /// and looked up by `NSLocalizedString(key, …)`: each case's literal is a use where the
    /// lookup's result is shown, here a menu item's title.
    @Test func keysChosenInASwitchAreUsedWhereTheirLookupIsShown() {
        let source = #"""
        enum Action {
            case left, right, up
            var displayName: String {
                let key: String
                switch self {
                case .left: key = "action.left"
                case .right, .up: key = "action.right"
                }
                return NSLocalizedString(key, tableName: "Main", value: "", comment: "")
            }
        }
        final class Menu {
            func item(for action: Action) -> NSMenuItem {
                NSMenuItem(title: action.displayName, action: nil, keyEquivalent: "")
            }
            func direct(_ menu: NSMenu, _ flag: Bool) {
                var key = "direct.one"
                if flag { key = "direct.two" }
                menu.addItem(withTitle: NSLocalizedString(key, comment: ""), action: nil, keyEquivalent: "")
            }
        }
        """#
        #expect(roles(source) == [
            "action.left": .menuItem, "action.right": .menuItem, "direct.one": .menuItem, "direct.two": .menuItem,
        ])
    }

    /// A title passed through `replacingOccurrences(of:with:)` (or trimmed) before it titles a
    /// control keeps that control's role: the text keeps its case and its ending.
    @Test func aReplacedTitleKeepsItsControlsRole() {
        let source = #"""
        final class Menu {
            func build(_ menu: NSMenu, name: String) {
                let title = NSLocalizedString("Hide %@", comment: "").replacingOccurrences(of: "%@", with: name)
                menu.addItem(withTitle: title, action: nil, keyEquivalent: "")
                let quit = NSMenuItem(title: NSLocalizedString("Quit App", comment: "").trimmingCharacters(in: .whitespaces), action: #selector(quit), keyEquivalent: "")
                menu.addItem(quit)
            }
        }
        """#
        #expect(roles(source) == ["Hide %@": .menuItem, "Quit App": .menuItem])
    }
}

import Foundation
import Testing
@testable import GuideAppSources

/// Roles of keys in AppKit interfaces built in code (issue 32): menus and pop-up buttons filled
/// by their methods, the app's own helpers that pass a title on to them, buttons of the app's
/// `NSButton` subclasses and buttons styled in code.
struct AppKitRolesTests {
    private func roles(_ source: String) -> [String: UIKind] {
        SwiftSourceScanner.roles(SwiftSourceScanner.uses(inSource: source, file: "AppKit.swift")).mapValues(\.kind)
    }

    /// `NSMenu.addItem(withTitle:action:keyEquivalent:)`, `insertItem(withTitle:…)` and a pop-up
    /// button's `addItem(withTitle:)`/`addItems(withTitles:)` make menu items, also where the
    /// app's own function passes its parameter on, and where the titles are mapped from an
    /// enum's cases (the closure's value, a ternary's branches).
    @Test func titlesAddedToAMenuOrAPopUpButtonAreMenuItems() {
        let source = #"""
        enum Sorting: CaseIterable {
            case name, date
            var localizedName: String {
                switch self {
                case .name: return NSLocalizedString("sort.byName", comment: "")
                case .date: return NSLocalizedString("sort.byDate", comment: "")
                }
            }
        }
        final class StatusMenu {
            let menu = NSMenu()
            @discardableResult
            func addEntry(_ title: String, _ action: Selector, _ key: String) -> NSMenuItem {
                let item = menu.addItem(withTitle: title, action: action, keyEquivalent: key)
                return item
            }
            func build() {
                addEntry(NSLocalizedString("menu.preferences", comment: ""), #selector(open), ",")
                menu.insertItem(withTitle: NSLocalizedString("menu.first", comment: ""), action: nil, keyEquivalent: "", at: 0)
                let popUp = NSPopUpButton()
                popUp.addItem(withTitle: NSLocalizedString("popup.single", comment: ""))
                popUp.addItems(withTitles: Sorting.allCases.map { $0.localizedName })
                popUp.addItems(withTitles: Sorting.allCases.map { s -> String in
                    s == .name ? NSLocalizedString("sort.none", comment: "") : s.localizedName
                })
                popUp.addItems(withTitles: [NSLocalizedString("popup.a", comment: ""), NSLocalizedString("popup.b", comment: "")])
            }
        }
        """#
        #expect(roles(source) == [
            "menu.preferences": .menuItem, "menu.first": .menuItem, "popup.single": .menuItem,
            "sort.byName": .menuItem, "sort.byDate": .menuItem, "sort.none": .menuItem,
            "popup.a": .menuItem, "popup.b": .menuItem,
        ])
    }
}

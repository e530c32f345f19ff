import Foundation
import Testing
@testable import GuideAppSources

/// AppKit wrapping labels, keys chosen in a `switch` before they are looked up, and titles
/// passed through a text transform that keeps their case (issue 32).
struct AppKitLabelsAndKeysTests {
    private func roles(_ source: String) -> [String: UIKind] {
        SwiftSourceScanner.roles(SwiftSourceScanner.uses(inSource: source, file: "AppKit.swift")).mapValues(\.kind)
    }

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
}

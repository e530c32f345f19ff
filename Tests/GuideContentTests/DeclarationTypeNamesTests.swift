import Testing
@testable import GuideContent

/// The type names a symbol's declaration writes, which its page links where they have pages.
struct DeclarationTypeNamesTests {
    /// A declaration's own generic parameters (and a protocol's primary associated types) are
    /// no types of the module, though capitalized: `Element` of `first<Element>(…)` is not the
    /// module's `Element`, nor is a member of one (`S.Element`). The types they are constrained
    /// to still are, and so is the declared name (which its own page does not link).
    @Test func genericParametersAreNoTypeNames() {
        #expect(Page.typeNames(in: "func first<Element>(of items: [Element]) -> Element?") == [])
        #expect(Page.typeNames(in: "struct Box<Value: Codable, each Tag> where Value: Widget") == ["Box", "Codable", "Widget"])
        #expect(Page.typeNames(in: "init<S: Sequence>(_ items: S) where S.Element == Gizmo") == ["Sequence", "Gizmo"])
        #expect(Page.typeNames(in: "protocol Store<Item>: Actor") == ["Store", "Actor"])
        // A generic type the declaration uses keeps its arguments.
        #expect(Page.typeNames(in: "func convert(_ items: Array<Element>) -> Widget") == ["Array", "Element", "Widget"])
        #expect(Page.typeNames(in: "static func < (lhs: Widget, rhs: Widget) -> Bool") == ["Widget", "Bool"])
    }
}

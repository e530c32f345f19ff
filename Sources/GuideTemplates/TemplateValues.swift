import Foundation

/// What a context value looks like to a template. Values are what Swift code builds
/// naturally: dictionaries keyed by `String` hold names, arrays are lists, `Bool` is a switch,
/// `String` and numbers print, `NSNull` (and a missing name) is nothing.
///
/// Every kind of value answers through this one protocol, so rendering asks the runtime one
/// conformance question per value. Casting an `Any` to `Bool`, `NSNull` or `[String: Any]`
/// instead would try Foundation's bridging for every dictionary and string it is not (turning
/// them into `NSDictionary` and `NSString` to find out): measured, that made rendering three
/// times slower than swift-mustache.
protocol TemplateValue {
    /// What `{{name}}` prints; nil prints nothing.
    var templateText: String? { get }
    /// How `{{#name}}` treats the value.
    var templateSection: TemplateSection { get }
    /// The value of `name.key`; nil when there is none.
    func templateChild(_ key: String) -> Any?
    /// The items of a list, in order.
    func forEachTemplateItem(_ body: (Any) -> Void)
}

enum TemplateSection {
    /// Not rendered (`false`, nothing, an empty list); `{{^name}}` renders.
    case skip
    /// Rendered once in the same context (`true`).
    case render
    /// Rendered once with the value pushed on the context stack (a dictionary, a string, a number).
    case push
    /// Rendered once per item, each pushed.
    case list
}

extension TemplateValue {
    func templateChild(_ key: String) -> Any? { nil }
    func forEachTemplateItem(_ body: (Any) -> Void) {}
}

extension String: TemplateValue {
    var templateText: String? { self }
    // An empty string is something: `{{#name}}` renders for it, as it did with swift-mustache.
    var templateSection: TemplateSection { .push }
}

extension Substring: TemplateValue {
    var templateText: String? { String(self) }
    var templateSection: TemplateSection { .push }
}

extension Bool: TemplateValue {
    var templateText: String? { self ? "true" : "false" }
    var templateSection: TemplateSection { self ? .render : .skip }
}

extension Int: TemplateValue {
    var templateText: String? { String(self) }
    var templateSection: TemplateSection { .push }
}

extension Double: TemplateValue {
    var templateText: String? { String(self) }
    var templateSection: TemplateSection { .push }
}

extension NSNull: TemplateValue {
    var templateText: String? { nil }
    var templateSection: TemplateSection { .skip }
}

extension Optional: TemplateValue {
    var templateText: String? {
        guard let value = self else { return nil }
        return TemplateValues.text(of: value)
    }
    var templateSection: TemplateSection {
        guard let value = self else { return .skip }
        return TemplateValues.section(of: value)
    }
    func templateChild(_ key: String) -> Any? {
        guard let value = self else { return nil }
        return TemplateValues.child(key, of: value)
    }
    func forEachTemplateItem(_ body: (Any) -> Void) {
        if let value = self { TemplateValues.forEachItem(of: value, body) }
    }
}

extension Dictionary: TemplateValue where Key == String {
    var templateText: String? { String(describing: self) }
    var templateSection: TemplateSection { .push }
    func templateChild(_ key: String) -> Any? {
        guard let value = self[key] else { return nil }
        return value
    }
}

extension Array: TemplateValue {
    var templateText: String? { String(describing: self) }
    var templateSection: TemplateSection { isEmpty ? .skip : .list }
    func forEachTemplateItem(_ body: (Any) -> Void) {
        for item in self { body(item) }
    }
}

/// The questions rendering asks of any value, answered through `TemplateValue` (values of
/// other types print their description and render a section once).
enum TemplateValues {
    static func text(of value: Any) -> String? {
        if let value = value as? TemplateValue { return value.templateText }
        return String(describing: value)
    }

    static func section(of value: Any) -> TemplateSection {
        (value as? TemplateValue)?.templateSection ?? .push
    }

    static func child(_ key: String, of value: Any) -> Any? {
        (value as? TemplateValue)?.templateChild(key)
    }

    static func forEachItem(of value: Any, _ body: (Any) -> Void) {
        (value as? TemplateValue)?.forEachTemplateItem(body)
    }
}

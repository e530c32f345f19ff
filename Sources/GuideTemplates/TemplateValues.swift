import Foundation

/// What a context value looks like to a template. Values are what Swift code builds
/// naturally: dictionaries keyed by `String` hold names, arrays are lists, `Bool` is a switch,
/// `String` and numbers print, `NSNull` (and a missing name) is nothing.
///
/// Conformances are checked instead of casting to `[String: Any]` or `[Any]`: such a cast
/// converts a `[String: String]` or an array of dictionaries element by element.
protocol TemplateKeyedValue {
    func templateValue(forKey key: String) -> Any?
}

protocol TemplateListValue {
    var isEmptyList: Bool { get }
    func forEachTemplateItem(_ body: (Any) -> Void)
}

extension Dictionary: TemplateKeyedValue where Key == String {
    func templateValue(forKey key: String) -> Any? {
        guard let value = self[key] else { return nil }
        return value
    }
}

extension Array: TemplateListValue {
    var isEmptyList: Bool { isEmpty }
    func forEachTemplateItem(_ body: (Any) -> Void) {
        for item in self { body(item) }
    }
}

enum TemplateValues {
    /// The value a name is on its own: absent, `NSNull` and nested optionals are nil.
    static func present(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if value is NSNull { return nil }
        return value
    }

    /// The text `{{name}}` prints for a value.
    static func text(of value: Any) -> String {
        if let string = value as? String { return string }
        if let bool = value as? Bool { return bool ? "true" : "false" }
        return String(describing: value)
    }

    /// Whether `{{^name}}` renders: nothing, `false` or an empty list.
    static func isFalsey(_ value: Any?) -> Bool {
        guard let value = present(value) else { return true }
        if value is String { return false }
        if let bool = value as? Bool { return !bool }
        if let list = value as? TemplateListValue { return list.isEmptyList }
        return false
    }
}

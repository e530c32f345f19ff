/// What a template shows: Mustache's data model as one typed value. Text prints, a list repeats
/// a section once per item, an object holds names, `true` and `false` switch sections, `null`
/// is there and prints nothing.
///
/// Contexts were `Any` once (dictionaries and arrays as Swift builds them naturally); asking the
/// runtime what each value was, for every tag of every page, was a fifth of a 10,000-page build.
public enum TemplateValue: Sendable {
    case text(String)
    /// Text as UTF-8 bytes (a page's rendered body), appended as it is: a `String` of it would
    /// check its bytes again only for the renderer to copy them out.
    case utf8([UInt8])
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    case null

    /// What `{{name}}` prints; nil prints nothing.
    var printed: String? {
        switch self {
        case .text(let text): return text
        case .utf8(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .bool(let value): return value ? "true" : "false"
        case .list, .object, .null: return nil
        }
    }

    /// How `{{#name}}` treats the value.
    var section: TemplateSection {
        switch self {
        // An empty string is something: `{{#name}}` renders for it, as Mustache's spec says.
        case .text, .utf8, .object: return .push
        case .bool(let value): return value ? .render : .skip
        case .list(let items): return items.isEmpty ? .skip : .list
        case .null: return .skip
        }
    }

    /// The value of `key` in an object; nil for other values and names the object lacks.
    func child(_ key: TemplateKey) -> TemplateValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// Text, or nothing (`null`) when there is none.
    public static func text(_ text: String?) -> TemplateValue { text.map(TemplateValue.text) ?? .null }

    /// Text that a section should skip when it is empty: Mustache renders `{{#name}}` for an
    /// empty string, so an empty one is left out (nil) rather than put in an object.
    public static func nonEmpty(_ text: String) -> TemplateValue? { text.isEmpty ? nil : .text(text) }

    /// An object of text values (a table of interface words).
    public static func strings(_ table: [String: String]) -> TemplateValue {
        var object = TemplateObject()
        for (key, value) in table.sorted(by: { $0.key < $1.key }) { object[TemplateKey(key)] = .text(value) }
        return .object(object)
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (TemplateKey, TemplateValue)...) {
        self = .object(TemplateObject(fields: elements.map { (key: $0.0, value: $0.1) }))
    }
}

enum TemplateSection {
    /// Not rendered (`false`, nothing, an empty list); `{{^name}}` renders.
    case skip
    /// Rendered once in the same context (`true`).
    case render
    /// Rendered once with the value pushed on the context stack (an object, text).
    case push
    /// Rendered once per item, each pushed.
    case list
}

/// Names and their values, in the order they were set. Page contexts hold a few dozen names, so
/// a name is found by comparing precomputed hashes along a short array: cheaper than a
/// dictionary, whose every lookup hashes the name again.
public struct TemplateObject: Sendable, ExpressibleByDictionaryLiteral {
    private var fields: [(key: TemplateKey, value: TemplateValue)]

    init() { fields = [] }

    init(fields: [(key: TemplateKey, value: TemplateValue)]) { self.fields = fields }

    public init(dictionaryLiteral elements: (TemplateKey, TemplateValue)...) {
        fields = elements.map { (key: $0.0, value: $0.1) }
    }

    /// The value of a name; setting nil removes the name.
    public subscript(key: TemplateKey) -> TemplateValue? {
        get {
            // Through a buffer pointer: walking the array copied each field (a retain and
            // release of its name and value) at every tag of every page.
            fields.withUnsafeBufferPointer { fields in
                for i in fields.indices where fields[i].key.hash == key.hash && fields[i].key.name == key.name { return fields[i].value }
                return nil
            }
        }
        set {
            if let index = fields.firstIndex(where: { $0.key == key }) {
                if let newValue { fields[index].value = newValue } else { fields.remove(at: index) }
            } else if let newValue {
                fields.append((key, newValue))
            }
        }
    }
}

/// A name in a context or a tag, with its hash made once: templates name the same few dozen
/// keys on every page.
public struct TemplateKey: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    let hash: UInt64

    init(_ name: String) {
        self.name = name
        // FNV-1a over the UTF-8 bytes: stable, and fast for names of a few letters.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        self.hash = hash
    }

    public init(stringLiteral value: String) { self.init(value) }

    public static func == (a: TemplateKey, b: TemplateKey) -> Bool { a.hash == b.hash && a.name == b.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

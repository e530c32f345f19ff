import Foundation

/// The Swift symbols Xcode 26 generates for a String Catalog's manually managed keys
/// (`STRING_CATALOG_GENERATE_SYMBOLS`): the key `about_build_log_button` of `Localizable.xcstrings`
/// is `LocalizedStringResource.aboutBuildLogButton`, shown as `Text(.aboutBuildLogButton)` or
/// `String(localized: .aboutBuildLogButton)`; a key whose value has placeholders is a function
/// (`.deleteTitle(name: name)`); a key of another table is inside the table's namespace
/// (`.Common.openSettings` for `Common.xcstrings`). Code that names its keys this way writes no
/// key at all, so the scanner reads the catalogs as Xcode does to know which key a symbol is.
///
/// A symbol and its key are compared by their letters and digits, case aside (`spelling`):
/// Xcode joins a key's words in camel case, and the words of `cart.checkout.title`,
/// `cart_checkout_title` and `cartCheckoutTitle` are the same.
struct GeneratedStringSymbols: Sendable {
    /// By table (its file's name without extension), by the spelling of a symbol: its keys.
    /// A spelling two keys of one table share names neither.
    private var tables: [String: [String: Set<String>]] = [:]

    init() {}

    /// The symbols of the catalogs at these paths; a file that cannot be read or is not a
    /// String Catalog adds none (the linter reports it when it reads the strings).
    init(catalogs: [String]) {
        for path in catalogs {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            add(catalog: data, table: StringTable.name(ofFile: path))
        }
    }

    var isEmpty: Bool { tables.isEmpty }

    /// Adds the manually managed keys of one catalog's JSON: only those have symbols (a key Xcode
    /// extracted from a literal in the code is used as that literal).
    mutating func add(catalog data: Data, table: String) {
        // Most catalogs have no manually managed key: they are not decoded at all. Those that
        // do are decoded into the one field read, not into objects for every localization (a
        // 20,000-key catalog in two languages took 260 MB more at its peak that way).
        guard data.range(of: Data(#""manual""#.utf8)) != nil,
              let strings = try? JSONDecoder().decode(Catalog.self, from: data).strings else { return }
        for (key, entry) in strings {
            guard entry.extractionState == "manual" else { continue }
            let spelling = Self.spelling(SwiftSourceScanner.placeholderShape(key).replacingOccurrences(of: "%@", with: ""))
            guard !spelling.isEmpty else { continue }
            tables[table, default: [:]][spelling, default: []].insert(key)
        }
    }

    /// What is read of a String Catalog: each key's extraction state.
    private struct Catalog: Decodable {
        struct Entry: Decodable { var extractionState: String? }
        var strings: [String: Entry]
    }

    /// The key a symbol names, and its table: `table` is the namespace the code writes before
    /// the symbol (`Common` of `.Common.openSettings`), nil for none.
    func key(symbol: String, table: String?) -> (key: String, table: String)? {
        let name = table.flatMap(tableName) ?? (table == nil ? StringTable.defaultName : nil)
        guard let name, let keys = tables[name]?[Self.spelling(symbol)], keys.count == 1, let key = keys.first else { return nil }
        return (key, name)
    }

    /// The catalog a namespace names: its own name, or the one spelled the same.
    private func tableName(_ namespace: String) -> String? {
        if tables[namespace] != nil { return namespace }
        let spelling = Self.spelling(namespace)
        return tables.keys.first { Self.spelling($0) == spelling }
    }

    /// A name's letters and digits, lower-cased: how a key and its symbol compare.
    static func spelling(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })).lowercased()
    }
}

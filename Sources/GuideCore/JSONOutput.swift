import Foundation

/// The one way guidegen writes JSON (the search index, with a format of its own, aside): from
/// `Encodable` values, keys sorted so that the same value always gives the same bytes, and `/`
/// left as it is (the output is full of URLs and paths).
public enum JSONOutput {
    /// `value` as JSON text; `pretty` indents it, a member a line, for files people read too
    /// (SARIF, the JSON reports). Throws only for what JSON cannot hold (an infinite number).
    public static func data<T: Encodable>(_ value: T, pretty: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}

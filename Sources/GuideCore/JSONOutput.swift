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

    /// `values` as one indented JSON array, the bytes `data(values, pretty: true)` gives, encoded
    /// in parts of `perPart` values on every core: a large app's lint reports tens of thousands
    /// of findings, and one encoder takes half a second over them on one thread.
    public static func prettyArray<T: Encodable>(_ values: [T], perPart: Int = 1_024) throws -> Data {
        guard values.count >= 2 * perPart else { return try data(values, pretty: true) }
        let starts = Array(stride(from: 0, to: values.count, by: perPart))
        let parts = try concurrentMap(starts.count) { index in
            Result { try data(Array(values[starts[index]..<min(starts[index] + perPart, values.count)]), pretty: true) }
        }.map { try $0.get() }
        // Each part is `[\n  …\n]`, its values indented as the whole array's: their insides,
        // joined by `,\n`, are the whole array's inside.
        var joined = Data("[\n".utf8)
        for (index, part) in parts.enumerated() {
            if index > 0 { joined.append(contentsOf: ",\n".utf8) }
            joined.append(part.dropFirst(2).dropLast(2))
        }
        joined.append(contentsOf: "\n]".utf8)
        return joined
    }
}

import Foundation

/// A link destination written on one line: where it is (UTF-16 offsets on the line) and what.
public struct LinkOnLine: Equatable, Sendable {
    /// The destination as written (`doc:alerts#anatomy`, `#usage`, `images/chart.png`).
    public var destination: String
    /// The destination's own span.
    public var destinationRange: Range<Int>
    /// The whole link: `<doc:…>`, or `](…)` with the text before it.
    public var linkRange: Range<Int>
    public var isImage: Bool

    /// For a `doc:` destination: the topic id (its last path part) and the anchor.
    public var docTarget: (id: String, anchor: String?)? {
        guard let (id, anchor) = writtenTarget else { return nil }
        return ((id.removingPercentEncoding ?? id), anchor)
    }

    /// The topic id as written (percent escapes and all) and the anchor.
    private var writtenTarget: (id: String, anchor: String?)? {
        guard destination.hasPrefix("doc:") else { return nil }
        var rest = destination.dropFirst(4)
        if rest.hasPrefix("//") { rest = rest.dropFirst(2) }
        let parts = rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts.first.map(String.init) ?? ""
        let id = path.split(separator: "/").last.map(String.init) ?? ""
        return (id, parts.count > 1 ? String(parts[1]) : nil)
    }

    /// The span of the topic id inside the destination (for rename), on the line: the id as
    /// written, escapes included.
    public var idRange: Range<Int>? {
        guard let written = writtenTarget, !written.id.isEmpty else { return nil }
        let units = Array(destination.utf16)
        let hash = units.firstIndex(of: UInt16(ascii: "#")) ?? units.count
        let idUnits = written.id.utf16.count
        guard hash >= idUnits else { return nil }
        let start = destinationRange.lowerBound + hash - idUnits
        return start..<(start + idUnits)
    }
}

/// Finds the links written on a line: autolinks `<doc:…>` and inline links and images `[…](…)`.
public enum LinkFinder {
    public static func links(in line: Substring) -> [LinkOnLine] {
        let units = Array(line.utf16)
        var found: [LinkOnLine] = []
        var i = 0
        func string(_ range: Range<Int>) -> String { String(decoding: units[range], as: UTF16.self) }
        while i < units.count {
            if units[i] == UInt16(ascii: "<"), let close = units[i...].firstIndex(of: UInt16(ascii: ">")) {
                let inner = string((i + 1)..<close)
                if inner.hasPrefix("doc:"), !inner.contains(" ") {
                    found.append(LinkOnLine(destination: inner, destinationRange: (i + 1)..<close, linkRange: i..<(close + 1), isImage: false))
                    i = close + 1
                    continue
                }
            }
            if units[i] == UInt16(ascii: "]"), i + 1 < units.count, units[i + 1] == UInt16(ascii: "(") {
                let start = i + 2
                var end = start
                var depth = 0
                while end < units.count {
                    if units[end] == UInt16(ascii: "(") { depth += 1 }
                    if units[end] == UInt16(ascii: ")") {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    end += 1
                }
                // The destination ends at a space (a title may follow).
                var destinationEnd = start
                while destinationEnd < end, units[destinationEnd] != UInt16(ascii: " ") { destinationEnd += 1 }
                let open = openingBracket(units, before: i)
                let isImage = open.map { $0 > 0 && units[$0 - 1] == UInt16(ascii: "!") } ?? false
                let linkStart = open.map { isImage ? $0 - 1 : $0 } ?? i
                found.append(LinkOnLine(destination: string(start..<destinationEnd), destinationRange: start..<destinationEnd,
                                        linkRange: linkStart..<min(units.count, end + 1), isImage: isImage))
                i = end
                continue
            }
            i += 1
        }
        return found
    }

    /// The `[` that opens the text ending at `close`, nested brackets counted.
    private static func openingBracket(_ units: [UInt16], before close: Int) -> Int? {
        var depth = 0
        var i = close - 1
        while i >= 0 {
            if units[i] == UInt16(ascii: "]") { depth += 1 }
            if units[i] == UInt16(ascii: "[") {
                if depth == 0 { return i }
                depth -= 1
            }
            i -= 1
        }
        return nil
    }

    /// The link whose span holds the offset.
    public static func link(in line: Substring, at offset: Int) -> LinkOnLine? {
        links(in: line).first { $0.linkRange.contains(offset) || $0.linkRange.upperBound == offset }
    }
}

extension UInt16 {
    /// The UTF-16 code unit of an ASCII character (the lines are searched as UTF-16, the unit
    /// LSP positions count).
    init(ascii scalar: Unicode.Scalar) { self = UInt16(scalar.value) }
}

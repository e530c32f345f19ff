import Foundation
import Testing
@testable import GuideCore

/// A build's spill file: what threads write at once reads back byte for byte, and no file is
/// left in the folder.
struct SpillFileTests {
    @Test func textsWrittenFromManyThreadsReadBackAsWritten() throws {
        let spill = try #require(SpillFile())
        let texts = (0..<400).map { n in String(repeating: "第\(n)页 page \(n) — ", count: n % 37 + 1) }
        let spans = Spans(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: texts.count) { n in spans.set(n, spill.write(texts[n])) }
        for (n, text) in texts.enumerated() {
            let span = try #require(spans.get(n))
            #expect(span.count == text.utf8.count)
            #expect(spill.text(span) == text)
        }
        // Spans do not overlap: they cover each of the files once.
        let all = (0..<texts.count).compactMap(spans.get)
        for file in Set(all.map(\.file)) {
            let sorted = all.filter { $0.file == file }.sorted { $0.offset < $1.offset }
            #expect(sorted.first?.offset == 0)
            for (a, b) in zip(sorted, sorted.dropFirst()) { #expect(a.offset + a.count == b.offset) }
        }
    }

    /// The system lets one thread at a time write to a file: writes made one after the other go
    /// to different files, so two threads writing at once do not wait for each other.
    @Test func writesInTurnGoToDifferentFiles() throws {
        let spill = try #require(SpillFile(files: 2))
        let first = try #require(spill.write("first"))
        let second = try #require(spill.write("second"))
        let third = try #require(spill.write("third"))
        #expect(first.file != second.file)
        #expect(third.file == first.file)
        #expect(third.offset == "first".utf8.count)
        #expect([first, second, third].map { spill.text($0) } == ["first", "second", "third"])
        // One file is a spill too.
        let one = try #require(SpillFile(files: 1))
        let a = try #require(one.write("a")), b = try #require(one.write("bc"))
        #expect(a.file == b.file && b.offset == 1 && one.text(b) == "bc")
    }

    @Test func bytesReadBackAsWritten() throws {
        let spill = try #require(SpillFile())
        let long = [UInt8](repeating: 0xAB, count: 70_000)
        let short: [UInt8] = [1, 2, 3]
        let a = try #require(long.withUnsafeBytes { spill.write($0) })
        let b = try #require(short.withUnsafeBytes { spill.write($0) })
        let empty = try #require(spill.write(""))
        #expect(spill.bytes(a) == long)
        #expect(spill.bytes(b) == short)
        #expect(spill.text(empty) == "")
    }

    @Test func theFileIsGoneFromItsFolderAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spill-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spill = try #require(SpillFile(folder: folder))
        #expect(spill.write("kept while the build runs") != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    @Test func aSiblingIsAFileOfItsOwnInTheSameFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spill-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spill = try #require(SpillFile(folder: folder))
        let sibling = try #require(spill.sibling())
        // Each starts empty: the sibling's first bytes are at its own start.
        let kept = try #require(spill.write("kept until the build ends"))
        let done = try #require(sibling.write("done with first"))
        #expect(done.offset == 0)
        // Emptying the sibling (on its thread) leaves the first file's bytes as they were.
        sibling.emptyInBackground()
        for _ in 0..<200 where sibling.text(done) != nil { usleep(5_000) }
        #expect(sibling.text(done) == nil)
        #expect(spill.text(kept) == "kept until the build ends")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
        // Made in the folder of the first: a folder that is gone gives none.
        try FileManager.default.removeItem(atPath: folder)
        #expect(spill.sibling() == nil)
    }

    @Test func emptyingInTheBackgroundEmptiesEveryFile() throws {
        let spill = try #require(SpillFile(files: 3))
        let spans = try (0..<3).map { try #require(spill.write("page \($0)")) }
        #expect(Set(spans.map(\.file)) == [0, 1, 2])
        spill.emptyInBackground()
        for _ in 0..<200 where spans.contains(where: { spill.text($0) != nil }) { usleep(5_000) }
        #expect(spans.allSatisfy { spill.text($0) == nil })
    }

    @Test func aFolderThatCannotHoldOneGivesNone() {
        #expect(SpillFile(folder: "/nonexistent-\(UUID().uuidString)") == nil)
    }
}

/// Spans set from many threads.
private final class Spans: @unchecked Sendable {
    private let lock = NSLock()
    private var spans: [SpillFile.Span?]
    init(count: Int) { spans = Array(repeating: nil, count: count) }
    func set(_ n: Int, _ span: SpillFile.Span?) { lock.withLock { spans[n] = span } }
    func get(_ n: Int) -> SpillFile.Span? { lock.withLock { spans[n] } }
}

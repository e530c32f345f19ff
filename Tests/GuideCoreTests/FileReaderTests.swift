import Foundation
import Testing
@testable import GuideCore

/// Pages are read with POSIX calls: every byte of a file, whatever its size, and the system's
/// reason when there is nothing to read.
struct FileReaderTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidegen-reader-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test(arguments: [0, 1, 4095, 4096, 70_000])
    func readsEveryByte(count: Int) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try bytes.write(to: URL(fileURLWithPath: folder + "/page.md"))
        #expect(try FileReader.contents(of: folder + "/page.md") == bytes)
    }

    @Test func saysWhyThereIsNothingToRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOENT))) { try FileReader.contents(of: folder + "/gone.md") }
        #expect(throws: NSError(domain: NSPOSIXErrorDomain, code: Int(EISDIR))) { try FileReader.contents(of: folder) }
    }
}

import Foundation
import Synchronization

/// Bytes a build must keep for every page of a site but reads back once or twice (pages'
/// Markdown, the bodies the parse stage rendered), written to a temporary file instead of held
/// in memory: a build's memory then does not grow with the text of its site (at 100,000 pages
/// those bytes were 1.7 GB of a 2.5 GB peak). Reading back costs a copy from the system's file
/// cache, which the system can drop under pressure where a process's own memory it cannot.
///
/// The file is unlinked as soon as it is made, so nothing is left behind however the process
/// ends. Thread-safe: `write` and `read` may be called from any thread at once.
///
/// It is several files, one per core, each write going to the next in turn: the system lets one
/// thread at a time write to a file (its inode's lock), and two parse workers writing their
/// pages to one file took turns, one of them waiting up to 60 ms with nothing to do (a
/// scheduler trace of a 10,000-page build on two cores).
public final class SpillFile: Sendable {
    /// Where some bytes were written.
    public struct Span: Sendable, Equatable {
        /// Which of the spill's files holds them.
        public let file: Int
        public let offset: Int
        public let count: Int

        /// The first `bytes` bytes of this span.
        public func prefix(_ bytes: Int) -> Span { Span(file: file, offset: offset, count: min(bytes, count)) }
        /// This span without its first `bytes` bytes.
        public func dropFirst(_ bytes: Int) -> Span { Span(file: file, offset: offset + min(bytes, count), count: count - min(bytes, count)) }
    }

    /// One of the files: its descriptor and where its next write goes (each write takes its
    /// range before writing).
    private final class Part: Sendable {
        let descriptor: Int32
        let end = Atomic<Int>(0)
        init(descriptor: Int32) { self.descriptor = descriptor }
        deinit { close(descriptor) }
    }

    private let parts: [Part]
    /// The folder it was made in (`sibling`).
    private let folder: String
    /// The number of writes so far, which picks each write's file.
    private let writes = Atomic<Int>(0)

    /// A new, empty spill in `folder` (the system's temporary folder, `TMPDIR`, by default)
    /// of `files` files (one per core by default); nil when they cannot be made (the callers
    /// then keep their bytes in memory).
    public init?(folder: String = NSTemporaryDirectory(), files: Int = max(2, ProcessInfo.processInfo.activeProcessorCount)) {
        var parts: [Part] = []
        for _ in 0..<max(1, files) {
            var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast()) + Array("guidegen-spill-XXXXXX".utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard made >= 0 else { return nil }
            unlink(String(cString: template))
            parts.append(Part(descriptor: made))
        }
        self.parts = parts
        self.folder = folder
    }

    /// Another new, empty spill in the same folder; nil when none can be made. For bytes that
    /// are done with sooner than this one's: emptied on their own, they need not wait for it.
    public func sibling() -> SpillFile? { SpillFile(folder: folder, files: parts.count) }

    /// Empties the files on a thread of their own: for bytes each read back once, once the last
    /// was read. The system frees a file's memory on the thread that lets it go, slowly (a
    /// third of a second for 230 MB in /dev/shm under load); when that was the process's exit,
    /// it was a stretch of one thread after everything was written. Each file on a thread of its
    /// own: one after the other, the last of them still ran alone as the build ended. Reads of
    /// what was written before fail after it.
    public func emptyInBackground() {
        for part in parts { Thread { _ = ftruncate(part.descriptor, 0) }.start() }
    }

    /// Writes `bytes` at the file's end; nil when they could not all be written (a full disk).
    public func write(_ bytes: UnsafeRawBufferPointer) -> Span? {
        let file = writes.add(1, ordering: .relaxed).oldValue % parts.count
        let part = parts[file]
        let offset = part.end.add(bytes.count, ordering: .relaxed).oldValue
        var done = 0
        while done < bytes.count {
            let wrote = pwrite(part.descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { return nil }
            done += wrote
        }
        return Span(file: file, offset: offset, count: bytes.count)
    }

    /// Writes the UTF-8 of `text`; nil when it could not be written.
    public func write(_ text: String) -> Span? {
        var text = text
        return text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// The bytes of `span`; nil when they could not be read.
    public func bytes(_ span: Span) -> [UInt8]? {
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: span.count) { buffer, count in
            complete = span.count == 0 || read(span, to: buffer.baseAddress!)
            count = complete ? span.count : 0
        }
        return complete ? bytes : nil
    }

    /// The text of `span` (written by `write(_:)` from a `String`); nil when it could not be read.
    public func text(_ span: Span) -> String? {
        var complete = true
        let text = String(unsafeUninitializedCapacity: span.count) { buffer in
            complete = span.count == 0 || read(span, to: buffer.baseAddress!)
            return complete ? span.count : 0
        }
        return complete ? text : nil
    }

    /// Reads the bytes of `span` to `start` (room for `span.count` bytes); false when they
    /// could not all be read.
    public func read(_ span: Span, to start: UnsafeMutableRawPointer) -> Bool {
        var done = 0
        while done < span.count {
            let got = pread(parts[span.file].descriptor, start + done, span.count - done, off_t(span.offset + done))
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return false }
            done += got
        }
        return true
    }
}

import Foundation

/// Reads whole files with POSIX calls: `Data(contentsOf:)` made a `URL` and went through
/// Foundation's reading machinery for each of a site's thousands of small pages, which cost
/// about as much as the reading itself.
public enum FileReader {
    /// The bytes of the file at `path`. Errors are POSIX `NSError`s (their `code` is `errno`).
    public static func contents(of path: String) throws -> Data {
        func failure() -> NSError { NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
        var descriptor: Int32
        // Opened without blocking: opening a FIFO for reading otherwise waits for a writer for ever.
        repeat { descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure() }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(EISDIR)) }
        // Only regular files: a FIFO, socket or device may never end.
        guard status.st_mode & S_IFMT == S_IFREG else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(EINVAL)) }
        // The size is a hint: a file that grows meanwhile is read to its end all the same.
        return try readToEnd(descriptor: descriptor, sizeHint: Int(status.st_size))
    }

    /// What `handle` gives until its end (a pipe's writer closed it, standard input ended). A
    /// read a signal interrupts is made again: Foundation's `readDataToEndOfFile()` stopped the
    /// program on `EINTR`, which the signal of a child process's exit can cause.
    public static func readToEnd(_ handle: FileHandle) throws -> Data {
        try readToEnd(descriptor: handle.fileDescriptor, sizeHint: 0)
    }

    static func readToEnd(descriptor: Int32, sizeHint: Int) throws -> Data {
        var data = Data(count: max(sizeHint, 4095) + 1)
        var count = 0
        while true {
            if count == data.count { data.count *= 2 }
            let got = data.withUnsafeMutableBytes { buffer in
                readSome(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
            }
            if got == 0 { break }
            count += got
        }
        data.count = count
        return data
    }
}

/// `read(2)`, named apart from `FileReader.contents`.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where framed messages come from: standard input, or bytes in a test.
public protocol ByteSource: AnyObject {
    /// Up to `count` bytes; empty at the end of the input.
    func read(upTo count: Int) -> [UInt8]
}

/// A file descriptor read with `read(2)` (standard input for the server).
public final class FileDescriptorSource: ByteSource {
    let descriptor: Int32

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func read(upTo count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let got = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
            if got < 0, errno == EINTR { continue }
            return got <= 0 ? [] : Array(buffer[0..<got])
        }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// What the reader found next in the stream.
public enum FramedInput: Equatable {
    /// A message's body (its bytes, not yet known to be JSON).
    case message(Data)
    /// A header block that cannot be framed (no Content-Length, a bad or huge one): the bytes
    /// were skipped up to the next header, and the client is told with this error.
    case framingError(ResponseError)
    /// The input ended.
    case end
}

/// Reads LSP base-protocol messages: header lines ending in `\r\n`, an empty line, then
/// `Content-Length` bytes of body. A bad header block is skipped, never trusted: the reader
/// looks for the next `Content-Length:` line and carries on from there.
public final class MessageReader {
    let source: ByteSource
    /// Bodies larger than this are refused; reading resumes at the next header.
    public let maximumLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    /// True after a refused length: bytes are dropped up to the next `Content-Length` header.
    /// (Skipping the length announced would wait forever on a client that lied about it.)
    private var resyncing = false

    /// Header blocks larger than this are not headers: the reader drops them.
    static let maximumHeaderBytes = 8 << 10

    public init(source: ByteSource, maximumLength: Int = 64 << 20) {
        self.source = source
        self.maximumLength = maximumLength
    }

    /// The next message, framing error, or the end of the input.
    public func next() -> FramedInput {
        while true {
            if resyncing {
                if let header = nextHeader() {
                    start = header
                    resyncing = false
                } else {
                    // Keep a tail that may hold the start of the header.
                    start = max(start, buffer.count - 15)
                    compact()
                    if !fill() { return .end }
                    continue
                }
            }
            if let found = headerEnd() {
                let header = Array(buffer[start..<found.lowerBound])
                let bodyStart = found.upperBound
                switch Self.contentLength(header) {
                case .success(let length) where length > maximumLength:
                    start = bodyStart
                    resyncing = true
                    return .framingError(ResponseError(code: ErrorCode.invalidRequest,
                                                       message: "a message of \(length) bytes is over the limit of \(maximumLength) bytes; it was skipped"))
                case .success(let length):
                    while buffer.count - bodyStart < length {
                        if !fill() { return .end }
                    }
                    let body = Data(buffer[bodyStart..<(bodyStart + length)])
                    start = bodyStart + length
                    compact()
                    return .message(body)
                case .failure(let error):
                    // A body of unknown length may follow: drop bytes up to the next header.
                    start = bodyStart
                    compact()
                    resyncing = true
                    return .framingError(error)
                }
            }
            if buffer.count - start > Self.maximumHeaderBytes {
                // No header block ends within a header's size: this is not a header. Drop bytes
                // up to the next Content-Length, so a long stretch of them is one error.
                start = buffer.count - 16
                compact()
                resyncing = true
                return .framingError(ResponseError(code: ErrorCode.parseError, message: "bytes with no message header were skipped"))
            }
            if !fill() { return .end }
        }
    }

    /// Where the next `Content-Length` header starts in the buffer, in either case.
    private func nextHeader() -> Int? {
        let upper = Array("CONTENT-LENGTH".utf8), lower = Array("content-length".utf8)
        var i = start
        while i + upper.count <= buffer.count {
            var matches = true
            for k in 0..<upper.count where buffer[i + k] != upper[k] && buffer[i + k] != lower[k] {
                matches = false
                break
            }
            if matches { return i }
            i += 1
        }
        return nil
    }

    /// Reads more input into the buffer; false at the end of the input.
    private func fill() -> Bool {
        if ended { return false }
        let bytes = source.read(upTo: 64 << 10)
        if bytes.isEmpty {
            ended = true
            return false
        }
        buffer += bytes
        return true
    }

    private func compact() {
        if start > 1 << 20 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// The range of the blank line that ends the header block: `\r\n\r\n`, or `\n\n` from
    /// clients that send bare newlines.
    private func headerEnd() -> Range<Int>? {
        var i = start
        let end = buffer.count
        while i < end {
            if buffer[i] == 0x0A {
                if i + 1 < end, buffer[i + 1] == 0x0A { return i..<(i + 2) }
                if i + 2 < end, buffer[i + 1] == 0x0D, buffer[i + 2] == 0x0A { return i..<(i + 3) }
            }
            i += 1
        }
        return nil
    }

    /// The Content-Length of a header block. Lines that are not `Name: value` are ignored,
    /// as are other headers (Content-Type); the last Content-Length counts, so a block that
    /// begins with the tail of something skipped still frames the message after it.
    static func contentLength(_ header: [UInt8]) -> Result<Int, ResponseError> {
        var length: Int?
        var sawHeader = false
        for rawLine in header.split(separator: 0x0A) {
            var line = rawLine
            if line.last == 0x0D { line = line.dropLast() }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).trimmingCharacters(in: .whitespaces).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard name.hasSuffix("content-length") else { continue }
            sawHeader = true
            // Digits only: `Int("+5")` and lengths past Int's range are not lengths.
            if !value.isEmpty, value.count <= 18, value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value) {
                length = number
            } else {
                length = nil
            }
        }
        if let length { return .success(length) }
        return .failure(ResponseError(code: ErrorCode.parseError,
                                      message: sawHeader ? "the Content-Length header is not a number of bytes" : "the message has no Content-Length header"))
    }
}

/// Writes framed messages to a file descriptor (standard output), one whole message at a time.
public final class MessageWriter: Sendable {
    /// The descriptor, held while a message is written: messages never interleave.
    private let descriptor: Mutex<Int32>

    public init(descriptor: Int32) { self.descriptor = Mutex(descriptor) }

    /// Writes a message's body with its header; false when the other end is gone.
    @discardableResult
    public func write(_ body: Data) -> Bool {
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes += body
        return descriptor.withLock { descriptor in
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}

import CZlib
import Foundation

/// Raw DEFLATE (RFC 1951, no zlib or gzip header) through zlib, optionally with a preset
/// dictionary. The browser inflates it itself (`inflate` in search.js), so the files work
/// whether or not the server compresses them again on the way.
enum Deflate {
    /// Compresses `input` (at the highest level unless told); the output depends only on the input.
    static func compress(_ input: [UInt8], level: Int32 = 9, dictionary: [UInt8] = []) -> [UInt8] {
        Deflater(level: level).compress(input, dictionary: dictionary)
    }

    /// Decompresses raw DEFLATE (for tests).
    static func decompress(_ input: [UInt8], dictionary: [UInt8] = []) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        if !dictionary.isEmpty {
            dictionary.withUnsafeBufferPointer { buffer in
                _ = inflateSetDictionary(&stream, buffer.baseAddress, UInt32(buffer.count))
            }
        }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        var input = input
        return input.withUnsafeMutableBufferPointer { inBuffer -> [UInt8]? in
            stream.next_in = inBuffer.baseAddress
            stream.avail_in = UInt32(inBuffer.count)
            while true {
                let status: Int32 = chunk.withUnsafeMutableBufferPointer { outBuffer in
                    stream.next_out = outBuffer.baseAddress
                    stream.avail_out = UInt32(outBuffer.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                result.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
                if status == Z_STREAM_END { return result }
                if status != Z_OK { return nil }
            }
        }
    }
}

/// A zlib compressor kept for many inputs (one per thread): zlib's state is about 400 KB, too
/// much to allocate and clear for every small file. `deflateReset` makes each output the same
/// as a fresh compressor's.
final class Deflater {
    /// On the heap: zlib keeps a pointer to it and checks it.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)

    init(level: Int32 = 9) {
        stream.initialize(to: z_stream())
        guard deflateInit2_(stream, level, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            fatalError("zlib could not start")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `input` at the compressor's level; the output depends only on the input.
    func compress(_ input: [UInt8], dictionary: [UInt8] = []) -> [UInt8] {
        precondition(deflateReset(stream) == Z_OK, "zlib could not reset")
        if !dictionary.isEmpty {
            dictionary.withUnsafeBufferPointer { buffer in
                _ = deflateSetDictionary(stream, buffer.baseAddress, UInt32(buffer.count))
            }
        }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(stream, UInt(input.count))) + 16)
        let status: Int32 = input.withUnsafeBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress)
                stream.pointee.avail_in = UInt32(inBuffer.count)
                stream.pointee.next_out = outBuffer.baseAddress
                stream.pointee.avail_out = UInt32(outBuffer.count)
                return deflate(stream, Z_FINISH)
            }
        }
        precondition(status == Z_STREAM_END, "zlib could not finish (\(status))")
        // A copy of the right size: `output` has room for the input uncompressed, and outputs
        // are kept (a preview keeps every page's).
        return Array(output[..<Int(stream.pointee.total_out)])
    }
}

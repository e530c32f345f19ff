import CDeflate

/// Raw DEFLATE (RFC 1951, no zlib or gzip header) through libdeflate. The browser inflates it
/// itself (`inflate` in search-inflate.js), so the files work whether or not the server
/// compresses them again on the way.
///
/// libdeflate rather than zlib: it compresses whole buffers, which is all the index does, at
/// about three times zlib's speed for the same size (measured on 10,000 generated pages: the
/// stored page texts at zlib's level 9 took 2.2 CPU-seconds, the term shards at level 7 0.9).
enum Deflate {
    /// For term shards (every query loads some). Level 5 rather than libdeflate's default 6: on
    /// 10,000 generated pages its shards are 0.6 % larger (15.7 MB compressed to 6.37 MB against
    /// 6.32) for 27 % less time (0.233 against 0.321 CPU-s, 1.8 % of a build with search); level 4
    /// took 0.169 but added 2.1 %, too much for the first query's 150 KB at 100,000 pages.
    static let level: Int32 = 5
    /// For the page files (excerpts, loaded only for the results shown), which are most of what
    /// the index compresses: level 1 takes 64 % of level 3's time (10,000 generated pages:
    /// 0.54 against 0.85 CPU-s) for files 3 % larger there and 5.6 % on The Swift Programming
    /// Language (a few hundred bytes per result shown); level 3 took 58 % of level 6's time.
    static let pageLevel: Int32 = 1

    /// Compresses `input`; the output depends only on the input.
    static func compress(_ input: [UInt8]) -> [UInt8] {
        Deflater().compress(input)
    }

    /// Decompresses raw DEFLATE (a preview's patch reads its kept term shards back; tests read
    /// the files); nil when it is not valid.
    static func decompress(_ input: [UInt8]) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var capacity = max(64, input.count * 4)
        while capacity <= 1 << 30 {
            var output = [UInt8](repeating: 0, count: capacity)
            var written = 0
            let result = input.withUnsafeBufferPointer { inBuffer in
                output.withUnsafeMutableBufferPointer { outBuffer in
                    libdeflate_deflate_decompress(decompressor, inBuffer.baseAddress, inBuffer.count,
                                                  outBuffer.baseAddress, outBuffer.count, &written)
                }
            }
            switch result {
            case LIBDEFLATE_SUCCESS: return Array(output[..<written])
            case LIBDEFLATE_INSUFFICIENT_SPACE: capacity *= 4
            default: return nil
            }
        }
        return nil
    }
}

/// A compressor kept for many inputs (one per thread): its state is a few hundred kilobytes,
/// too much to allocate for every small file.
final class Deflater {
    private let compressor: OpaquePointer

    init(level: Int32 = Deflate.level) {
        guard let compressor = libdeflate_alloc_compressor(level) else { fatalError("libdeflate could not start") }
        self.compressor = compressor
    }

    deinit { libdeflate_free_compressor(compressor) }

    /// Compresses `input`; the output depends only on the input.
    func compress(_ input: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, input.count))
        let size = input.withUnsafeBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                libdeflate_deflate_compress(compressor, inBuffer.baseAddress, inBuffer.count, outBuffer.baseAddress, outBuffer.count)
            }
        }
        precondition(size > 0 || input.isEmpty, "libdeflate could not compress \(input.count) bytes")
        // A copy of the right size: outputs are kept (a preview keeps every page's).
        return Array(output[..<size])
    }
}

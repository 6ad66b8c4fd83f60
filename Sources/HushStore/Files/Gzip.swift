import CLibDeflate
import CZlib
import FoundationEssentials
import HushDomain

/// gzip: the daily snapshots, and `backup to FILE.gz`. A journal is repetitive JSON, so two years' 18.6 MB
/// become about 1.2 MB. Written with libdeflate, which compresses a whole buffer at once (a 33 MB journal
/// in 0.11 s of processor time at level 6, against zlib's 0.31 s, and 3% smaller); read with the system's
/// zlib, which reads a file of several members as one.
///
/// ```swift
/// let packed = try Gzip.compress(journal)
/// try Gzip.decompress(packed) == journal      // true
/// Gzip.isCompressed(packed)                   // true: it starts with gzip's magic bytes
/// ```
public enum Gzip {
    public enum Failure: Error, Hashable, Sendable {
        /// zlib's return code and message.
        case zlib(code: Int32, message: String)
        /// libdeflate could not make a compressor at this level (out of memory, or a level outside 0–12).
        case noCompressor(level: Int32)
        /// libdeflate wrote nothing: the output did not fit the room its own bound gave.
        case compressionFailed(bytes: Int)
    }

    public static func isCompressed(_ data: Data) -> Bool { data.starts(with: [0x1F, 0x8B]) }

    /// One gzip member holding `data` (so `gunzip` reads the file too).
    public static func compress(_ data: Data, level: Int32 = 6) throws -> Data {
        guard let compressor = libdeflate_alloc_compressor(level) else { throw Failure.noCompressor(level: level) }
        defer { libdeflate_free_compressor(compressor) }
        var output = Data(count: libdeflate_gzip_compress_bound(compressor, data.count))
        let written = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_gzip_compress(compressor, input.baseAddress, input.count, out.baseAddress, out.count)
            }
        }
        guard written > 0 else { throw Failure.compressionFailed(bytes: data.count) }
        output.count = written
        return output
    }

    /// Reads every member of the file: a daily snapshot is the previous day's members plus one for what
    /// was added since (as `gunzip` reads `cat a.gz b.gz`).
    public static func decompress(_ data: Data) throws -> Data {
        var stream = z_stream()
        // 15 + 32: read a gzip or zlib header, whichever it is.
        var code = inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard code == Z_OK else { throw failure(code, stream) }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        try data.withUnsafeBytes { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(input.count)
            repeat {
                code = chunk.withUnsafeMutableBytes { out in
                    stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                    stream.avail_out = uInt(out.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                guard code == Z_OK || code == Z_STREAM_END else { throw failure(code == Z_BUF_ERROR ? Z_DATA_ERROR : code, stream) }
                output.append(contentsOf: chunk[0..<(chunk.count - Int(stream.avail_out))])
                if code == Z_STREAM_END && stream.avail_in > 0 {
                    inflateReset(&stream)
                    code = Z_OK
                }
            } while code != Z_STREAM_END
        }
        return output
    }

    private static func failure(_ code: Int32, _ stream: z_stream) -> Failure {
        .zlib(code: code, message: stream.msg.map { String(cString: $0) } ?? "zlib error \(code)")
    }
}

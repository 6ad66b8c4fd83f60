import Foundation
import HushDomain

/// Writes the parts of a ``MemorySnapshot``: numbers as variable-length integers (LEB128, signed ones
/// zig-zagged first), text as its length and UTF-8 bytes, and the few records kept whole as JSON trees.
/// Events are what a snapshot holds hundreds of thousands of, so their parts are numbers and short
/// strings, never `Codable`.
///
/// ```swift
/// var writer = SnapshotWriter()
/// writer.integer(42)
/// writer.string("event:019b…")
/// try writer.tree([conflict])
/// ```
struct SnapshotWriter {
    private(set) var bytes: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Any `Int`, negative ones too (zig-zag: small magnitudes stay short).
    mutating func integer(_ value: Int) {
        let wide = Int64(value)
        unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func strings<Texts: Collection>(_ texts: Texts) where Texts.Element == String {
        unsigned(UInt64(texts.count))
        for text in texts { string(text) }
    }

    /// A value kept whole, as the JSON its `Codable` conformance writes.
    mutating func tree<Value: Encodable>(_ value: Value) throws {
        let json = try JSONTreeEncoder().encode(value)
        unsigned(UInt64(json.count))
        bytes.append(contentsOf: json)
    }

    /// The low `width` bytes of `value`, little-endian: for random bits (digests, keys) and checksums,
    /// which gain nothing from a variable length.
    mutating func fixed(_ value: UInt64, width: Int = 8) {
        for index in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * index))) }
    }

    /// A digest as its sixteen bytes, high word first.
    mutating func digest(_ digest: KeyDigest) {
        fixed(digest.high)
        fixed(digest.low)
    }

    mutating func raw(_ more: [UInt8]) { bytes.append(contentsOf: more) }
}

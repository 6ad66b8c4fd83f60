import CHardwareCRC
import FoundationEssentials
import HushDomain

/// The checksum every journal line (format 2 on) carries: CRC-32C (Castagnoli, reflected polynomial
/// 0x82F63B78), the one iSCSI, ext4 and SQLite's WAL-like formats use for short records. It catches every
/// burst of up to 32 flipped bits and any odd number of flipped bits. x86-64 (SSE4.2) and arm64 (the CRC
/// extension) compute it with one instruction per eight bytes; elsewhere it costs one table look-up a byte.
///
/// A line is sealed by ending its JSON object with one more key, so the line stays JSON any tool can read:
///
/// ```
/// {"action":"do",…,"summary":"Logged pee"}            the entry as written before
/// {"action":"do",…,"summary":"Logged pee","crc":"1a2b3c4d"}
/// ```
///
/// The checksum covers the entry's own bytes (the line without `,"crc":"…"`), so a line can be checked
/// without decoding it:
///
/// ```swift
/// let line = JournalChecksum.seal(Array(#"{"seq":1}"#.utf8))   // {"seq":1,"crc":"…"}
/// JournalChecksum.verify(line[...]) == .intact                  // true
/// ```
public enum JournalChecksum {
    /// What a line's checksum says about it.
    public enum Verdict: Equatable, Sendable {
        case intact
        /// No `"crc"` key where it belongs: cut, glued to another line, or not written by Hush.
        case unsealed
        case mismatch(stored: UInt32, computed: UInt32)
    }

    /// `,"crc":"` + 8 hex digits + `"}`.
    static let sealLength = 18
    private static let sealPrefix = Array(#","crc":""#.utf8)
    /// The byte a line's body ends with, in an array: the processor's instruction reads contiguous bytes,
    /// and a `CollectionOfOne` went the table's way, which built the table for one byte of every check.
    private static let closingBrace: [UInt8] = [UInt8(ascii: "}")]

    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0x82F6_3B78 : value >> 1 }
        return value
    }

    /// Whether this processor has a CRC-32C instruction; asked once per process.
    static let hardwareAvailable = hush_crc32c_hardware_available() != 0

    /// CRC-32C of `bytes`, continuing from `crc` (start with 0).
    public static func crc32c<Bytes: Collection>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 where Bytes.Element == UInt8 {
        if hardwareAvailable, let value = bytes.withContiguousStorageIfAvailable({ hardwareCRC32C($0, continuing: crc) }) {
            return value
        }
        return softwareCRC32C(bytes, continuing: crc)
    }

    /// The processor's instruction; only call it when `hardwareAvailable` is true.
    static func hardwareCRC32C(_ bytes: UnsafeBufferPointer<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        guard let start = bytes.baseAddress else { return crc }
        return ~hush_crc32c_hardware_update(~crc, start, bytes.count)
    }

    /// The table, a byte at a time: the fallback, and what the hardware path is tested against.
    static func softwareCRC32C<Bytes: Collection>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 where Bytes.Element == UInt8 {
        var value = ~crc
        table.withUnsafeBufferPointer { table in
            for byte in bytes { value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
        }
        return ~value
    }

    /// The line with its checksum added; `json` is one JSON object, without a newline.
    public static func seal(_ json: [UInt8]) -> [UInt8] {
        precondition(json.count >= 2 && json.last == UInt8(ascii: "}"), "a journal line is a JSON object")
        var sealed = json
        sealed.removeLast()
        sealed += sealPrefix
        sealed += hexDigits(crc32c(json))
        sealed += [UInt8(ascii: "\""), UInt8(ascii: "}")]
        return sealed
    }

    /// Checks a sealed line (without its newline).
    public static func verify(_ line: Data) -> Verdict {
        line.withUnsafeBytes { raw in verify(raw.bindMemory(to: UInt8.self)) }
    }

    static func verify(_ line: UnsafeBufferPointer<UInt8>) -> Verdict {
        let count = line.count
        guard count > sealLength + 1, line[count - 1] == UInt8(ascii: "}"), line[count - 2] == UInt8(ascii: "\"") else { return .unsealed }
        let sealStart = count - sealLength
        for (index, byte) in sealPrefix.enumerated() where line[sealStart + index] != byte { return .unsealed }
        var stored: UInt32 = 0
        for byte in line[(sealStart + sealPrefix.count)..<(count - 2)] {
            guard let digit = hexValue(byte) else { return .unsealed }
            stored = stored << 4 | digit
        }
        let body = UnsafeBufferPointer(rebasing: line[0..<sealStart])
        let computed = crc32c(closingBrace, continuing: crc32c(body))
        return computed == stored ? .intact : .mismatch(stored: stored, computed: computed)
    }

    /// The entry's own bytes: the line without its seal.
    public static func unsealed(_ line: Data) -> Data {
        var body = Data(line.prefix(line.count - sealLength))
        body.append(UInt8(ascii: "}"))
        return body
    }

    /// Eight lowercase hex digits, as written in a line.
    public static func hex(_ value: UInt32) -> String { String(decoding: hexDigits(value), as: UTF8.self) }

    private static func hexDigits(_ value: UInt32) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return (0..<8).map { digits[Int((value >> UInt32(28 - 4 * $0)) & 0xF)] }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        default: return nil
        }
    }
}

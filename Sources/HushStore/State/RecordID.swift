import FoundationEssentials
import HushDomain

/// Record ids as UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids sort in
/// the order they were minted, so events with the same start time keep the order they were logged in,
/// and no two devices can mint the same id.
///
/// ```swift
/// RecordID.make(milliseconds: 1_767_384_000_000)   // "019b8000-…-7…"
/// ```
public enum RecordID {
    public static func make(milliseconds: UInt64) -> String {
        // Two words of 64 bits (80 are used), from a page drawn at once (``RandomWords``).
        let first = RandomWords.next(), second = RandomWords.next()
        return format(milliseconds: milliseconds) { index in
            UInt8(truncatingIfNeeded: (index < 11 ? first : second) >> (UInt64(index % 8) * 8))
        }
    }

    /// A UUIDv7-shaped id whose random bits come from a hash of `key`: the same imported row always gets
    /// the same id, so importing a file twice adds nothing the second time, and ids still sort by time.
    public static func stable(milliseconds: UInt64, key: String) -> String {
        // Two FNV-1a 64-bit hashes with different offsets: 128 bits, of which 74 are used.
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in key.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return format(milliseconds: milliseconds) { index in
            let source = index < 11 ? first : second
            return UInt8(truncatingIfNeeded: source >> (UInt64(index % 8) * 8))
        }
    }

    private static func format(milliseconds: UInt64, randomByte: (Int) -> UInt8) -> String {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<6 { bytes[index] = UInt8(truncatingIfNeeded: milliseconds >> (40 - 8 * UInt64(index))) }
        for index in 6..<16 { bytes[index] = randomByte(index) }
        bytes[6] = 0x70 | (bytes[6] & 0x0F)
        bytes[8] = 0x80 | (bytes[8] & 0x3F)
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(36)
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

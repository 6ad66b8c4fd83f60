import Foundation
import HushDomain

/// Reads what ``SnapshotWriter`` wrote. A snapshot is a file anyone can damage, so every read is checked:
/// past the end, an integer too long for 64 bits, a count larger than the bytes left could hold, or text
/// that is not UTF-8 throws ``SnapshotReader/Damage`` rather than trapping or reserving memory for it;
/// the server then reads its whole ledger instead.
///
/// ```swift
/// var reader = SnapshotReader(bytes)
/// let seq = try reader.integer()
/// let key = try reader.string()
/// ```
struct SnapshotReader {
    struct Damage: Error, Equatable {
        /// The byte where reading failed.
        var offset: Int
    }

    private let bytes: [UInt8]
    private(set) var offset: Int

    init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func unsigned() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Damage(offset: offset) }
            let byte = bytes[offset]
            offset += 1
            let part = UInt64(byte & 0x7F)
            // The tenth byte may only carry the top bit.
            guard shift < 63 || part <= 1 else { throw Damage(offset: offset - 1) }
            value |= part << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
    }

    mutating func integer() throws -> Int {
        let zigzag = try unsigned()
        let wide = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
        guard let value = Int(exactly: wide) else { throw Damage(offset: offset) }
        return value
    }

    /// A count of items each taking at least `least` bytes: never more than the bytes left can hold, so a
    /// damaged count cannot make a reader reserve or loop for billions of them.
    mutating func count(least: Int = 1) throws -> Int {
        let value = try unsigned()
        guard value <= UInt64(bytes.count - offset) / UInt64(max(1, least)) else { throw Damage(offset: offset) }
        return Int(value)
    }

    private mutating func take(_ length: Int) throws -> ArraySlice<UInt8> {
        guard length <= bytes.count - offset else { throw Damage(offset: offset) }
        defer { offset += length }
        return bytes[offset..<offset + length]
    }

    mutating func string() throws -> String {
        let start = offset
        let utf8 = try take(try count())
        guard let text = String(validating: utf8, as: UTF8.self) else { throw Damage(offset: start) }
        return text
    }

    mutating func strings() throws -> [String] {
        let total = try count()
        var texts: [String] = []
        texts.reserveCapacity(total)
        for _ in 0..<total { texts.append(try string()) }
        return texts
    }

    mutating func tree<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let start = offset
        let json = try take(try count())
        do {
            return try JSONTreeDecoder().decode(type, from: json)
        } catch {
            throw Damage(offset: start)
        }
    }

    /// `width` bytes, little-endian, as ``SnapshotWriter/fixed(_:width:)`` writes them.
    mutating func fixed(width: Int = 8) throws -> UInt64 {
        try take(width).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }

    mutating func digest() throws -> KeyDigest {
        KeyDigest(high: try fixed(), low: try fixed())
    }

    mutating func raw(_ length: Int) throws -> [UInt8] { Array(try take(length)) }
}

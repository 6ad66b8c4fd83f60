import FoundationEssentials

/// A cursor over a TZif file's bytes, reading big-endian integers, that answers nil rather than read
/// past the end: a zone file may be truncated, damaged or hostile, and reading it must never trap.
///
/// ```swift
/// var reader = TZifReader(Array("TZif2".utf8))
/// reader.bytes(4).map(Array.init) == Array("TZif".utf8)    // true
/// reader.int32()                                         // nil: one byte left
/// ```
struct TZifReader {
    private let data: [UInt8]
    private(set) var position = 0

    init(_ data: [UInt8]) { self.data = data }

    var remaining: Int { data.count - position }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= remaining else { return nil }
        defer { position += count }
        return data[position..<position + count]
    }

    mutating func byte() -> UInt8? { bytes(1)?.first }

    mutating func skip(_ count: Int) -> Bool { bytes(count) != nil }

    mutating func uint32() -> UInt32? {
        bytes(4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    mutating func int32() -> Int32? { uint32().map { Int32(bitPattern: $0) } }

    mutating func int64() -> Int64? {
        bytes(8).map { Int64(bitPattern: $0.reduce(0) { $0 << 8 | UInt64($1) }) }
    }

    /// A transition time: 4 bytes in a version 1 block, 8 in a version 2+ block.
    mutating func time(size: Int) -> Int64? { size == 4 ? int32().map(Int64.init) : int64() }

    /// The bytes up to the next `terminator`, consuming it too; nil when there is none.
    mutating func line(endingWith terminator: UInt8) -> ArraySlice<UInt8>? {
        guard let end = data[position...].firstIndex(of: terminator) else { return nil }
        defer { position = end + 1 }
        return data[position..<end]
    }
}

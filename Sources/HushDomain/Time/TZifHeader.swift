import FoundationEssentials

/// The 44 bytes before each TZif data block (RFC 9636 §3.1): the magic, the version, and how many of
/// each kind of record the block holds. The counts are held here to the format's limits; the reader
/// of the block checks them against the bytes the file has left before allocating anything.
///
/// ```swift
/// var reader = TZifReader(bytes)
/// let header = TZifHeader(reading: &reader)     // nil unless "TZif", a known version, sane counts
/// header?.blockLength(timeSize: 8)               // the data block's size in bytes
/// ```
struct TZifHeader {
    /// 1 for the original format, 2 or more for files with a 64-bit block and a footer.
    let version: Int
    let utLocalIndicatorCount: Int
    let standardWallIndicatorCount: Int
    let leapSecondCount: Int
    let transitionCount: Int
    let typeCount: Int
    let abbreviationByteCount: Int

    /// More transitions than any zone has had or will (America/New_York has a few hundred).
    static let maximumTransitions = 100_000

    init?(reading reader: inout TZifReader) {
        guard let magic = reader.bytes(4), magic.elementsEqual("TZif".utf8), let versionByte = reader.byte(),
              reader.skip(15) else { return nil }
        switch versionByte {
        case 0: version = 1
        // Versions after 4 keep the same layout (RFC 9636 asks readers not to refuse them for the number).
        case UInt8(ascii: "2")...UInt8(ascii: "9"): version = Int(versionByte - UInt8(ascii: "0"))
        default: return nil
        }
        var counts: [Int] = []
        for _ in 0..<6 {
            guard let count = reader.uint32(), count <= UInt32(Self.maximumTransitions) else { return nil }
            counts.append(Int(count))
        }
        (utLocalIndicatorCount, standardWallIndicatorCount, leapSecondCount) = (counts[0], counts[1], counts[2])
        (transitionCount, typeCount, abbreviationByteCount) = (counts[3], counts[4], counts[5])
        // A transition names its type in one byte, so 256 types at most; the indicators come one per
        // type or not at all; a zone always has a type and an abbreviation.
        guard typeCount >= 1, typeCount <= 256, abbreviationByteCount >= 1,
              utLocalIndicatorCount == 0 || utLocalIndicatorCount == typeCount,
              standardWallIndicatorCount == 0 || standardWallIndicatorCount == typeCount else { return nil }
    }

    /// The data block's length in bytes, with `timeSize`-byte times (no count exceeds 100,000, so no
    /// product here can overflow).
    func blockLength(timeSize: Int) -> Int {
        transitionCount * (timeSize + 1) + typeCount * 6 + abbreviationByteCount
            + leapSecondCount * (timeSize + 4) + standardWallIndicatorCount + utLocalIndicatorCount
    }
}

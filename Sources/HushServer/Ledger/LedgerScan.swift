import Foundation
import HushKit

/// One reading of `ledger.jsonl`: each line's checksum (``JournalChecksum``, as the device journal seals
/// its lines) verified and its operation decoded, in order. Lines written by servers from before checksums
/// are read as they are and counted, so the ledger can be upgraded; a tail without its newline is a write
/// that never finished (its push was never answered) and is measured, not read.
///
/// The journal ends at the last newline before its first zero byte. No line has one (JSON escapes
/// control characters); zeros are the space ``JournalWriter`` reserves ahead of its lines, and any batch
/// cut short by a crash ends in them, its pages written in any order. So the zeros and what lies among
/// them are a write that never finished, unless a whole intact line lies after the first zero: that is
/// a line lost in the middle of the journal, and it is damage.
///
/// ```swift
/// let scan = LedgerScan(try DurableFile.read(path) ?? Data()) { memory.replay($0, at: $1) }
/// scan.damage.first?.message(path: path)   // the first line that cannot be trusted, if any
/// ```
struct LedgerScan {
    private(set) var damage: [LedgerDamage] = []
    private(set) var lines = 0
    /// Lines without a checksum at the start of the file: written before checksums were kept.
    private(set) var legacyLines = 0
    /// Bytes up to and including the last newline.
    private(set) var wholeLength = 0
    /// Bytes after it other than zeros: a torn write.
    private(set) var tornBytes = 0
    /// Zero bytes after it: space reserved for lines not yet written.
    private(set) var reservedBytes = 0
    /// Each whole line's range in the data, for the upgrade.
    private var ranges: [Range<Int>] = []

    /// Reads `data`, the journal's bytes from `point` on, handing each operation to `replay` in order,
    /// with where its line lies. From a point a ``MemorySnapshot`` pictures, only the lines after it are
    /// read: the ones before were read when the snapshot was taken, and were sealed (old lines are
    /// sealed at the start that finds them).
    init(_ data: Data, from point: JournalPoint = .start, replay: (LedgerOperation, LinePlace) -> Void) {
        // Offsets in `bytes` are `skipped` less than in the file.
        let skipped = max(0, point.length)
        let bytes = [UInt8](data)
        let decoder = JSONTreeDecoder()
        var start = 0
        lines = point.lines
        wholeLength = skipped
        var sealedSeen = skipped > 0
        let end = Self.end(of: bytes)
        while start < end {
            guard let newline = bytes[start..<end].firstIndex(of: UInt8(ascii: "\n")) else { break }
            lines += 1
            ranges.append(skipped + start..<skipped + newline)
            let place = LinePlace(offset: skipped + start, length: newline - start, line: lines)
            let line = Data(bytes[start..<newline])
            start = newline + 1
            wholeLength = skipped + start
            switch JournalChecksum.verify(line) {
            case .intact:
                sealedSeen = true
                guard let operation = try? LedgerOperation.read(JournalChecksum.unsealed(line)) else {
                    damage.append(.unreadable(line: lines))
                    continue
                }
                replay(operation, place)
            case .mismatch(let stored, let computed):
                sealedSeen = true
                damage.append(.checksum(line: lines, stored: stored, computed: computed))
            case .unsealed:
                // Only a ledger's first lines may predate checksums: one after a sealed line was cut or edited.
                guard !sealedSeen, let operation = try? decoder.decode(LedgerOperation.self, from: line) else {
                    damage.append(sealedSeen ? .unsealed(line: lines) : .unreadable(line: lines))
                    continue
                }
                legacyLines += 1
                replay(operation, place)
            }
        }
        measureTail(bytes[start...], firstLine: lines + 1)
    }

    /// Where the lines end: after the last newline before the first zero byte, or at the data's end.
    private static func end(of bytes: [UInt8]) -> Int {
        // memchr: this looks through the whole journal when a start reads it all (hundreds of megabytes).
        let found = bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let zero = memchr(base, 0, buffer.count) else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(zero))
        }
        guard let zero = found else { return bytes.count }
        return (bytes[..<zero].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    }

    /// Counts what follows the last whole line, and finds an intact line among it (damage, not a torn write).
    private mutating func measureTail(_ tail: ArraySlice<UInt8>, firstLine: Int) {
        reservedBytes = tail.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
        tornBytes = tail.count - reservedBytes
        var start = tail.startIndex
        while let newline = tail[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let piece = tail[start..<newline].drop { $0 == 0 }
            if !piece.isEmpty, JournalChecksum.verify(Data(piece)) == .intact {
                damage.append(.zeros(line: firstLine))
                return
            }
            start = newline + 1
        }
    }

    /// The ledger with every line sealed and the torn tail gone, the lines' own bytes unchanged.
    func upgraded(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var out = Data(capacity: wholeLength + lines * 32)
        for range in ranges {
            let line = Array(bytes[range])
            out.append(contentsOf: JournalChecksum.verify(Data(line)) == .intact ? line : JournalChecksum.seal(line))
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }
}

import Foundation
import HushKit

/// One reading of `ledger.jsonl`: each line's checksum (``JournalChecksum``, as the device journal seals
/// its lines) verified and its operation decoded, in order. Lines written by servers from before checksums
/// are read as they are and counted, so the ledger can be upgraded; a tail without its newline is a write
/// that never finished (its push was never answered) and is measured, not read.
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
    /// Bytes after it: a torn write.
    private(set) var tornBytes = 0
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
        while start < bytes.count {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                tornBytes = bytes.count - start
                break
            }
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

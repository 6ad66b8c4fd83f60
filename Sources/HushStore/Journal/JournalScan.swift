import FoundationEssentials
import HushDomain

/// Every line of a journal, read and judged without changing anything: the header, each change with its
/// checksum, shape and sequence number, and what follows the last complete line. `check store`,
/// `repair store`, `backup to` and `restore from` read a journal through this.
///
/// ```swift
/// let scan = JournalScan(data, path: "journal.jsonl", confirmedLength: 52_817)
/// scan.entries.count        // changes that read back whole
/// scan.damaged              // [(line 4, "checksum … does not match …")]
/// ```
package struct JournalScan {
    /// One line that cannot be kept as it is.
    package struct Damage: Hashable {
        var line: Int
        /// Byte range in the journal, newline excluded.
        var bytes: Range<Int>
        var reason: String
    }

    /// A change that reads back whole, and where its line is.
    package struct Kept {
        var line: Int
        var bytes: Range<Int>
        var entry: JournalEntry
    }

    private(set) var version = StoreFormat.current
    private(set) var kept: [Kept] = []
    private(set) var damaged: [Damage] = []
    /// Problems with the file as a whole (no header, shorter than confirmed), by the line they concern.
    private(set) var fileProblems: [Damage] = []
    /// Bytes after the last newline: a torn write when past the confirmed length.
    private(set) var unterminated: Range<Int>?
    /// Where the last complete line ends.
    private(set) var end = 0
    private(set) var lineCount = 0
    /// Change lines that passed (all of ``kept`` when decoding; counted alone when not).
    private(set) var intact = 0

    var entries: [JournalEntry] { kept.map(\.entry) }

    /// `decode: false` checks checksums only (a backup: a snapshot needs whole lines, not their meaning); a
    /// format-1 journal, which has none, is always decoded.
    init(_ data: Data, path: String, confirmedLength: Int, decode: Bool = true) {
        var lastSeq = 0
        var start = 0
        // A gap right after a damaged line is that line's doing, not a second problem.
        var damagedSinceKept = false
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            while start < bytes.count {
                guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                    unterminated = start..<bytes.count
                    break
                }
                lineCount += 1
                let range = start..<newline
                let line = Data(bytes: raw.baseAddress! + start, count: newline - start)
                if lineCount == 1 {
                    readHeader(line, range)
                } else if let reason = Self.checksumProblem(line, version: version) {
                    damaged.append(Damage(line: lineCount, bytes: range, reason: reason))
                } else if !decode && version >= StoreFormat.checksummed {
                    intact += 1
                } else if let entry = try? JSONRecordReader.entry(JournalMigration.upgrade(try JSONValue.parse(line), from: version)) {
                    if entry.seq <= lastSeq {
                        damaged.append(Damage(line: lineCount, bytes: range, reason: "change \(entry.seq) repeats or goes back (after change \(lastSeq))"))
                    } else {
                        if entry.seq != lastSeq + 1 && !damagedSinceKept {
                            fileProblems.append(Damage(line: lineCount, bytes: range, reason: "change \(entry.seq) follows change \(lastSeq): changes in between are missing"))
                        }
                        lastSeq = entry.seq
                        damagedSinceKept = false
                        intact += 1
                        kept.append(Kept(line: lineCount, bytes: range, entry: entry))
                    }
                } else {
                    damaged.append(Damage(line: lineCount, bytes: range, reason: "not a readable change (its JSON or its fields)"))
                }
                if damaged.last?.line == lineCount { damagedSinceKept = true }
                start = newline + 1
                end = start
            }
        }
        if let unterminated, unterminated.lowerBound < confirmedLength {
            damaged.append(Damage(line: lineCount + 1, bytes: unterminated,
                                  reason: "a confirmed change is cut short (the file ends mid-line before byte \(confirmedLength), the confirmed length)"))
        } else if unterminated == nil, data.count < confirmedLength {
            fileProblems.append(Damage(line: lineCount + 1, bytes: data.count..<data.count,
                                       reason: "the journal ends at byte \(data.count) but \(confirmedLength) bytes were confirmed: confirmed changes are missing"))
        }
    }

    /// Every problem, in line order.
    var problems: [Damage] { (damaged + fileProblems).sorted { $0.line < $1.line } }

    /// The torn write to drop, when there is one past the confirmed length.
    var tornWrite: Range<Int>? {
        guard let unterminated, !damaged.contains(where: { $0.bytes == unterminated }) else { return nil }
        return unterminated
    }

    private mutating func readHeader(_ line: Data, _ range: Range<Int>) {
        guard let found = StoreFormat.version(ofHeader: line) else {
            damaged.append(Damage(line: 1, bytes: range, reason: "not a Hush journal header"))
            return
        }
        if found > StoreFormat.current {
            fileProblems.append(Damage(line: 1, bytes: range, reason: "written by a newer Hush (format \(found); this one reads up to \(StoreFormat.current))"))
        }
        version = found
        if let reason = Self.checksumProblem(line, version: found) { damaged.append(Damage(line: 1, bytes: range, reason: reason)) }
    }

    static func checksumProblem(_ line: Data, version: Int) -> String? {
        guard version >= StoreFormat.checksummed else { return nil }
        switch JournalChecksum.verify(line) {
        case .intact: return nil
        case .unsealed: return "no checksum: the line was cut, joined to another or not written by Hush"
        case .mismatch(let stored, let computed):
            return "checksum \(JournalChecksum.hex(stored)) does not match its bytes (\(JournalChecksum.hex(computed))): the line changed after it was written"
        }
    }
}

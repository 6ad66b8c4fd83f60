import Foundation
import HushKit

/// What a start of the embedded backend reads back: the journal's lines replayed into memory, either
/// all of them or, when an intact ``MemorySnapshot`` pictures a point the journal still begins with,
/// the snapshot and the lines after that point only, so a start costs what was written since the last
/// snapshot rather than everything ever written. Damage after the point makes it read the whole journal,
/// so what is reported is what a whole read finds; old lines without checksums are sealed (the journal
/// rewritten once) and a torn last line cut, each with a note on stderr. Zeros the writer reserved past
/// the last line (a server that did not stop cleanly) are cut without one.
///
/// ```swift
/// guard let start = try LedgerStart(path: dir + "/ledger.jsonl", directory: dir) else { return }  // no journal yet
/// start.memory; start.end        // memory, and where the journal's whole lines end
/// ```
struct LedgerStart {
    var memory = LedgerMemory()
    /// The point of the snapshot the start read, or ``JournalPoint/start`` when it read every line.
    var snapshotPoint = JournalPoint.start
    /// Where the journal's whole lines end, with their checksum: where the next line goes.
    var end = JournalPoint.start

    /// Nil when there is no journal at `path`. Throws when a line is damaged, naming it.
    init?(path: String, directory: String) throws {
        var data: Data
        var scan: LedgerScan
        var memory = LedgerMemory()
        if let snapshot = MemorySnapshot.load(directory: directory, journalPath: path),
           let tail = try? DurableFile.read(path, from: snapshot.journal.length) {
            memory = snapshot.memory
            data = tail
            scan = LedgerScan(tail, from: snapshot.journal) { memory.replay($0, at: $1) }
            snapshotPoint = snapshot.journal
        } else {
            guard let whole = try DurableFile.read(path) else { return nil }
            data = whole
            scan = LedgerScan(whole) { memory.replay($0, at: $1) }
        }
        if !scan.damage.isEmpty, snapshotPoint.length > 0 {
            data = try DurableFile.read(path) ?? Data()
            memory = LedgerMemory()
            snapshotPoint = .start
            scan = LedgerScan(data) { memory.replay($0, at: $1) }
        }
        if let damage = scan.damage.first { throw LedgerError(damage.message(path: path)) }
        let read = data.prefix(scan.wholeLength - snapshotPoint.length)
        end = snapshotPoint.after(read, lineCount: scan.lines - snapshotPoint.lines)
        if scan.legacyLines > 0 {
            let upgraded = scan.upgraded(data)
            try DurableFile.replace(path, with: upgraded, sync: true)
            Self.note("\(path): added checksums to \(scan.legacyLines) lines written before the server kept them")
            // Sealing moved every line: memory is rebuilt with where they lie now.
            memory = LedgerMemory()
            let sealed = LedgerScan(upgraded) { memory.replay($0, at: $1) }
            if let damage = sealed.damage.first { throw LedgerError(damage.message(path: path)) }
            end = JournalPoint.start.after(upgraded, lineCount: sealed.lines)
        } else if scan.tornBytes > 0 || scan.reservedBytes > 0 {
            try DurableFile.truncate(path, to: scan.wholeLength)
        }
        if scan.tornBytes > 0 {
            // A crash or a full disk mid-append: that push was never answered, so cutting it loses nothing confirmed.
            Self.note("\(path): cut an unfinished last line (\(scan.tornBytes) bytes after line \(scan.lines)), a write that never completed")
        }
        self.memory = memory
    }

    private static func note(_ text: String) {
        FileHandle.standardError.write(Data("hush serve: \(text)\n".utf8))
    }
}

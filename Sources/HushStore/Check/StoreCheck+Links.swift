import FoundationEssentials
import HushDomain

/// What `check store` reads beside the journal: sync's outbox cursor and the purchase account.
extension StoreCheck {
    /// The outbox is the journal after `pushed_offset`: it must fall on a line boundary inside the journal,
    /// just after the change numbered `pushed_seq` (or where a pending carry line says it moves).
    func checkSync(_ scan: JournalScan, _ report: inout StoreCheckReport) {
        guard FileManager.default.fileExists(atPath: SyncState.path(directory)) else { return }
        let state: SyncState
        do {
            state = try SyncState.load(store: directory)
        } catch {
            report.problems.append(.init(file: "sync.json", message: "does not decode: \((error as? StoreError)?.message ?? "\(error)")"))
            return
        }
        guard state.isLinked else { return }
        var offset = state.pushedOffset, seq = state.pushedSeq
        if let carried = try? CompactionCarry.read(directory), let restart = carried.restart {
            offset = restart.offset
            seq = restart.seq
        }
        var boundaries: [Int: Int] = [:]   // line end → the seq of the change on it
        for kept in scan.kept { boundaries[kept.bytes.upperBound + 1] = kept.entry.seq }
        if offset > scan.end {
            report.problems.append(.init(file: "sync.json", message: "the outbox starts at byte \(offset), past the journal's last line (byte \(scan.end))"))
        } else if let found = boundaries[offset], found != seq {
            report.problems.append(.init(file: "sync.json", message: "the outbox starts after change \(found), but sync.json says change \(seq)"))
        } else if offset > 0, boundaries[offset] == nil, !isHeaderEnd(offset) {
            report.problems.append(.init(file: "sync.json", message: "the outbox starts at byte \(offset), which is not the start of a line"))
        } else {
            let waiting = scan.kept.filter { $0.bytes.lowerBound >= offset && !state.pulledEntries.contains($0.entry.seq) }.count
            report.notes.append("sync: \(waiting) change\(waiting == 1 ? "" : "s") waiting to be sent")
        }
    }

    private func isHeaderEnd(_ offset: Int) -> Bool {
        guard let start = try? DurableFile.read(journalPath, from: 0, upTo: 4_096),
              let newline = start.firstIndex(of: UInt8(ascii: "\n")) else { return false }
        return offset == newline + 1
    }

    func checkAccount(_ account: PurchaseAccount?, _ report: inout StoreCheckReport) {
        guard let account, FileManager.default.fileExists(atPath: account.path) else { return }
        do {
            _ = try account.owns()
        } catch {
            report.problems.append(.init(file: account.path, message: "the purchase account does not decode (not hush-account JSON)"))
        }
    }
}

import HushDomain
/// What `repair store` did: the changes kept, the lines set aside and where they went.
///
/// ```swift
/// let report = try store.repair(now: now)
/// report.kept            // 1_204
/// report.setAside        // [journal.jsonl line 4: checksum … does not match …]
/// report.damagedFile     // "/home/me/.hush/damaged-20260102-200000.jsonl"
/// ```
public struct StoreRepairReport: Hashable, Sendable {
    public var kept = 0
    public var setAside: [StoreCheckReport.Problem] = []
    /// Bytes after the last line that a crash cut off (never confirmed), set aside with the damaged lines.
    public var tornBytes = 0
    public var damagedFile: String?
    /// Changes were numbered again because lines between them were set aside.
    public var renumbered = false
    /// What no repair can bring back (confirmed changes missing from the file): said, so a backup is sought.
    public var lost: [StoreCheckReport.Problem] = []

    public init() {}

    public var summary: String {
        var lines = ["Repaired the store: kept \(kept) change\(kept == 1 ? "" : "s") and rebuilt the cache"]
        if setAside.isEmpty && tornBytes == 0 && lost.isEmpty {
            lines[0] += "; nothing was damaged"
        }
        if let damagedFile {
            let count = setAside.count
            lines.append("Set aside \(count) damaged line\(count == 1 ? "" : "s")" + (tornBytes > 0 ? " and \(tornBytes) bytes a crash cut off" : "")
                         + " in \(damagedFile) (nothing deleted):")
            lines += setAside.map { "  " + $0.text }
        }
        if renumbered { lines.append("Changes after the set-aside lines were renumbered so they follow on") }
        if !lost.isEmpty {
            lines.append("Missing from the journal, so not in the repaired store (a backup may hold them; 'restore from FILE'):")
            lines += lost.map { "  " + $0.text }
        }
        return lines.joined(separator: "\n")
    }
}

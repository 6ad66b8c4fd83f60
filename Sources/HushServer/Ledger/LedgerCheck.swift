import Foundation
import HushKit

/// `hush serve --check --data DIR`: reads the embedded backend's ledger as a start would, without taking
/// the folder's lock or changing a byte, and says what a start would do: serve it, cut a torn last line,
/// add checksums to old lines, or refuse, naming every damaged line.
///
/// ```swift
/// let result = try LedgerCheck.run(directory: "/srv/hush")
/// print(result.report); exit(result.intact ? 0 : 1)
/// ```
public enum LedgerCheck {
    /// The most damaged lines listed one by one; more are counted.
    static let listed = 20

    public static func run(directory: String) throws -> (intact: Bool, report: String) {
        let path = directory + "/ledger.jsonl"
        guard let data = try DurableFile.read(path) else {
            return (true, "\(path): no ledger yet (the server creates it with the first household)")
        }
        let scan = LedgerScan(data) { _, _ in }
        var lines: [String] = []
        for damage in scan.damage.prefix(listed) { lines.append("line \(damage.line): \(damage.reason)") }
        if scan.damage.count > listed { lines.append("and \(scan.damage.count - listed) more damaged lines") }
        if scan.legacyLines > 0 {
            lines.append("\(scan.legacyLines) lines were written before checksums; the next start adds them")
        }
        if scan.tornBytes > 0 {
            lines.append("the last \(scan.tornBytes) bytes are an unfinished write (never answered); the next start cuts them")
        }
        if scan.reservedBytes > 0 {
            lines.append("\(scan.reservedBytes) zero bytes after the last line are space a running server reserved; the next start cuts them")
        }
        guard scan.damage.isEmpty else {
            let head = "\(path): \(scan.damage.count) of \(scan.lines) lines damaged; the server will not start on it"
            return (false, ([head] + lines).joined(separator: "\n") + "\nRestore the folder from a backup, or compare these lines with one.")
        }
        let head = "\(path): \(scan.lines) lines, every one intact"
        return (true, ([head] + lines).joined(separator: "\n"))
    }
}

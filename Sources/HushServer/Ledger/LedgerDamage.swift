import Foundation
import HushKit

/// A line of `ledger.jsonl` that cannot be trusted, named by its number so it can be found and compared
/// with a backup. The server refuses to start on it rather than serve changes that were altered.
///
/// ```swift
/// LedgerDamage.checksum(line: 14, stored: 0x1a2b3c4d, computed: 0x99aa0011).reason
/// // "its checksum does not match (stored 1a2b3c4d, computed 99aa0011): a byte of it changed"
/// ```
enum LedgerDamage: Error, Equatable {
    /// The line's bytes no longer match the checksum written with them.
    case checksum(line: Int, stored: UInt32, computed: UInt32)
    /// A line without a checksum after lines with one: not written by this server as it is.
    case unsealed(line: Int)
    /// The checksum matches (or the line predates checksums) but the operation cannot be read.
    case unreadable(line: Int)
    /// Zero bytes from this line on, with an intact line after them: lines lost inside the journal, not
    /// a write cut short at its end (which leaves nothing intact after its zeros).
    case zeros(line: Int)

    var line: Int {
        switch self {
        case .checksum(let line, _, _), .unsealed(let line), .unreadable(let line), .zeros(let line): return line
        }
    }

    var reason: String {
        switch self {
        case .checksum(_, let stored, let computed):
            return "its checksum does not match (stored \(JournalChecksum.hex(stored)), computed \(JournalChecksum.hex(computed))): a byte of it changed"
        case .unsealed:
            return "it has no checksum where every line has one: it was cut, joined to another line or edited"
        case .unreadable:
            return "it is not an operation this server can read"
        case .zeros:
            return "zero bytes stand in place of it, and whole lines follow them: part of the file was lost"
        }
    }

    /// The whole sentence, with the file and what to do.
    func message(path: String) -> String {
        "\(path) line \(line) is damaged: \(reason). The server will not start on it (the file is untouched); "
            + "restore the folder from a backup, or compare that line with one ('hush serve --check --data DIR' lists every damaged line)"
    }

    /// The sentence for a line found damaged when read back for a device, after the start verified it.
    func servedMessage(path: String) -> String {
        "\(path) line \(line) is damaged: \(reason). It changed since the server started, so its changes are not served; "
            + "stop the server and restore the folder from a backup ('hush serve --check --data DIR' lists every damaged line)"
    }
}

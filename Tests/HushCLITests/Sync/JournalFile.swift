import Foundation

/// The embedded server's journal as a test reads it after a crash: its lines, and apart from them the
/// zeros a running server reserves past them (``JournalWriter`` in HushServer), which are no line.
///
/// ```swift
/// let file = try JournalFile(path: dir + "/ledger.jsonl")
/// file.text.split(separator: "\n")   // the lines
/// file.zeros                         // how many zero bytes were reserved after them
/// ```
struct JournalFile {
    /// Everything before the first zero byte.
    var text: String
    /// The bytes from the first zero on.
    var reserved: Data

    var zeros: Int { reserved.count }

    init(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let end = data.firstIndex(of: 0) ?? data.endIndex
        text = String(decoding: data[..<end], as: UTF8.self)
        reserved = data[end...]
    }
}

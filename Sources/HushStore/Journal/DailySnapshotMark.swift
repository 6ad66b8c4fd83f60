import FoundationEssentials
import HushDomain

/// What the newest daily snapshot holds: its file, how many journal bytes, and a checksum of the last
/// ones, kept in `STORE/backups/daily.last`. The journal only grows until it is rewritten, so when its
/// bytes at that length still match, the next day's snapshot is the previous file plus a gzip member for
/// what was added since: a day's changes are compressed, not two years'.
///
/// ```
/// daily-2026-02-08.jsonl.gz 18633734 9f8e7d6c
/// ```
///
/// ```swift
/// if let mark = DailySnapshotMark.load(folder), mark.matches(journal: path) { … }
/// ```
package struct DailySnapshotMark: Equatable {
    var file: String
    var length: Int
    /// CRC-32C of the last (up to) 256 bytes before `length`.
    var tail: UInt32

    static let tailLength = 256

    static func path(_ folder: String) -> String { folder + "/daily.last" }

    static func load(_ folder: String) -> DailySnapshotMark? {
        guard let text = try? String(contentsOfFile: path(folder), encoding: .utf8) else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 3, let length = Int(words[1]), let tail = UInt32(words[2], radix: 16) else { return nil }
        return DailySnapshotMark(file: String(words[0]), length: length, tail: tail)
    }

    init(file: String, length: Int, tail: UInt32) {
        self.file = file
        self.length = length
        self.tail = tail
    }

    /// The journal still begins with what the snapshot holds (not rewritten since), as far as its last
    /// bytes tell.
    func matches(journal path: String) -> Bool {
        guard length > 0, let bytes = try? DurableFile.read(path, from: max(length - Self.tailLength, 0), upTo: min(length, Self.tailLength)),
              bytes.count == min(length, Self.tailLength) else { return false }
        return JournalChecksum.crc32c(bytes) == tail
    }

    func save(_ folder: String) throws {
        try DurableFile.replace(Self.path(folder), with: Data("\(file) \(length) \(JournalChecksum.hex(tail))\n".utf8), sync: true)
    }
}

import Foundation

/// Where one line of `ledger.jsonl` lies: its first byte, its length (without the newline) and its
/// number (from 1, as `--check` and the start's refusal name lines). What the embedded backend keeps of
/// a change instead of the change itself, which it reads back when a device pulls it (``JournalReader``).
///
/// ```swift
/// let place = LinePlace(offset: 0, length: 212, line: 1)
/// let operation = try reader.operation(at: place)
/// ```
struct LinePlace: Equatable {
    var offset: Int
    var length: Int32
    var line: Int32

    init(offset: Int, length: Int, line: Int) {
        self.offset = offset
        // A line is one request's push, far below 2 GB (the body limit); the clamp only keeps a
        // conversion from trapping, and a wrong length fails the read's checksum.
        self.length = Int32(clamping: length)
        self.line = Int32(clamping: line)
    }
}

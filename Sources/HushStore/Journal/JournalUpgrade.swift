import FoundationEssentials
import HushDomain

/// Rewrites a format-1 journal as format 2: the same changes, byte for byte, each line sealed with its
/// checksum (``JournalChecksum``) under a format-2 header. Lines grow, so byte offsets into the old
/// journal (sync's outbox cursor) are translated with ``offset(_:)``.
///
/// ```swift
/// let upgrade = try JournalUpgrade(old, path: journalPath)
/// upgrade.data               // the new journal
/// upgrade.offset(4_096)      // where old byte 4096 (a line start) is in it
/// ```
package struct JournalUpgrade {
    let data: Data
    /// Line starts, old and new, in order.
    private var oldStarts: [Int] = []
    private var newStarts: [Int] = []

    /// `old` holds complete lines only (the caller leaves a torn tail out).
    init(_ old: Data, path: String) throws {
        var data = Data()
        data.reserveCapacity(old.count + old.count / 8)
        var start = old.startIndex
        var lineNumber = 0
        while start < old.endIndex, let newline = old[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lineNumber += 1
            oldStarts.append(start - old.startIndex)
            newStarts.append(data.count)
            if lineNumber == 1 {
                data.append(contentsOf: StoreFormat.headerLine())
            } else {
                let line = old[start..<newline]
                guard line.count >= 2, line.first == UInt8(ascii: "{"), line.last == UInt8(ascii: "}") else {
                    throw StoreError.corrupt(path: path, line: lineNumber, reason: "not a JSON object, so it cannot be sealed with a checksum")
                }
                data.append(contentsOf: JournalChecksum.seal(Array(line)))
            }
            data.append(UInt8(ascii: "\n"))
            start = newline + 1
        }
        oldStarts.append(start - old.startIndex)
        newStarts.append(data.count)
        self.data = data
    }

    /// The new offset of the line that starts at `old`; an offset inside a line maps to that line's start,
    /// so nothing after it is skipped.
    func offset(_ old: Int) -> Int {
        var low = 0, high = oldStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if oldStarts[middle] <= old { low = middle } else { high = middle - 1 }
        }
        return old < 0 ? 0 : newStarts[low]
    }
}

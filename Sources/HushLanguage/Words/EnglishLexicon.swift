import FoundationEssentials
import HushDomain

/// The real English words (SCOWL's list as Debian ships it in `wamerican-huge`, bundled as
/// `english-words.txt`), so typo correction can tell a slip ("diapr") from a word someone meant ("bath"):
/// a speech recogniser writes only real words, and correcting one into another would log what was never
/// said. The file is sorted bytewise and searched in place, so asking costs no parsing; it is read only
/// when a line has a word Hush does not know.
///
/// ```swift
/// EnglishLexicon.bundled.contains("bath")    // true: never corrected to "both"
/// EnglishLexicon.bundled.contains("diapr")   // false: may be corrected to "diaper"
/// ```
public struct EnglishLexicon: Sendable {
    /// One word per line, lowercased, sorted bytewise; nil when the file could not be found.
    private let words: Data?

    public init(sortedLines: Data?) { words = sortedLines }

    /// The list that ships with hush (`HUSH_WORDS` names another file).
    public static let bundled = EnglishLexicon(sortedLines: BundledResource.contents(of: "english-words.txt", override: "HUSH_WORDS"))

    /// True when the list was found. Without it every unknown word counts as real, so nothing is corrected.
    public var isAvailable: Bool { words != nil }

    /// True when `word` (lowercase) is a real English word, or when the list is missing (see ``isAvailable``).
    public func contains(_ word: String) -> Bool {
        guard let words else { return true }
        let target = Array(word.utf8)
        return words.withUnsafeBytes { raw -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            var low = 0, high = bytes.count
            // Bisect on byte offsets: from a probe, step back to its line's start, compare that line.
            while low < high {
                var start = (low + high) / 2
                while start > low, bytes[start - 1] != 10 { start -= 1 }
                var end = start
                while end < bytes.count, bytes[end] != 10 { end += 1 }
                switch Self.compare(bytes[start..<end], target) {
                case 0: return true
                case ..<0: low = end + 1
                default: high = start
                }
            }
            return false
        }
    }

    /// Every word in the list, in order (for tests that walk the whole list).
    public var allWords: [String] {
        guard let words else { return [] }
        return String(decoding: words, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private static func compare(_ line: Slice<UnsafeBufferPointer<UInt8>>, _ target: [UInt8]) -> Int {
        var i = line.startIndex, j = 0
        while i < line.endIndex, j < target.count {
            if line[i] != target[j] { return line[i] < target[j] ? -1 : 1 }
            i += 1
            j += 1
        }
        return (line.endIndex - i) - (target.count - j)
    }
}

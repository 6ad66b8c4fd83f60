/// A first look at a word, before a set of words is built or asked: whether any word of a list starts
/// with its first letter and is as long. Most words of a line are in none of the short lists a reader
/// looks for (foods, reactions, number words), and most of those ("wet", "diaper", "ate", "woke") have a
/// first letter and length no word of the list has, so they are turned away here without hashing.
///
/// The bits are written out in the source, so a one-shot line builds nothing: a reader's test holds them
/// to ``init(firstWordsOf:)`` over its list, and its message gives the numbers to write when the list
/// changes.
///
/// ```swift
/// let lengths = FirstLetterLengths(firstWordsOf: ["sweet potato", "rice"])
/// lengths.mayStart("sweet")    // true
/// lengths.mayStart("diaper")   // false: no word starts with "d"
/// lengths.mayStart("rich")     // true: "r" and four letters; the list itself decides
/// ```
struct FirstLetterLengths: Equatable, Sendable {
    /// For each first letter a–z, and one slot for any other first byte, the lengths of the words
    /// starting with it, as bits (31 for any longer).
    let bits: [UInt32]

    /// Bits written out: 27 numbers, as ``init(firstWordsOf:)`` made them.
    init(bits: [UInt32]) {
        self.bits = bits
    }

    /// The bits of the first word of each form (its bytes up to the first space).
    init(firstWordsOf forms: some Sequence<String>) {
        var bits = [UInt32](repeating: 0, count: 27)
        for var form in forms {
            // Read from the form's own buffer: walking the `utf8` view a byte at a time cost five times as much.
            let (first, length) = form.withUTF8 { bytes in (bytes.first, bytes.firstIndex(of: UInt8(ascii: " ")) ?? bytes.count) }
            guard let first else { continue }
            bits[Self.slot(of: first)] |= 1 << min(length, 31)
        }
        self.bits = bits
    }

    /// False only when no word of the list has `word`'s first letter and length.
    func mayStart(_ word: String) -> Bool {
        guard let first = word.utf8.first, bits.count == 27 else { return false }
        return bits[Self.slot(of: first)] & (1 << min(word.utf8.count, 31)) != 0
    }

    /// The bits as the source writes them, for a test's message.
    var written: String {
        bits.map(String.init).joined(separator: ", ")
    }

    private static func slot(of first: UInt8) -> Int {
        first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") ? Int(first - UInt8(ascii: "a")) : 26
    }
}

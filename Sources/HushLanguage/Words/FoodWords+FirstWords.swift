/// The first look at a word for a food (or a reaction): whether it starts any written form. Asked at
/// every word of every event line, so it is kept cheap for a one-shot line, which mostly has no food in it:
/// a word's first letter and length settle most words (``mayStartAFood(_:)``) before a set of first words
/// is built, and that set is made from ``table`` without building ``forms``.
///
/// ```swift
/// FoodWords.mayStartAFood("diaper")            // false: no food's first word has six letters and a "d"
/// FoodWords.firstWords.contains("sweet")       // true ("sweet potato")
/// ```
extension FoodWords {
    /// The first word of every form: a word that starts none is no food, looked up once instead of
    /// joining the words after it for each length. Asked at every word of every event line. Made from
    /// ``table``, so a line whose words start no food never builds ``forms``.
    static let firstWords: Set<String> = {
        var words = Set<String>(minimumCapacity: table.count * 2)
        for (name, others) in table {
            words.insert(firstWord(of: name))
            for other in others { words.insert(firstWord(of: other)) }
        }
        return words
    }()

    /// The first word of each of `forms` (words with a space between each, as ``forms`` is keyed).
    static func firstWords(of forms: some Collection<String>) -> Set<String> {
        var words = Set<String>(minimumCapacity: forms.count)
        for form in forms { words.insert(firstWord(of: form)) }
        return words
    }

    /// The form up to its first space. Found in its bytes: a space is one byte, and walking a form's
    /// characters (grapheme breaking) was most of ``firstWords``' cost.
    static func firstWord(of form: String) -> String {
        guard let space = form.utf8.firstIndex(of: UInt8(ascii: " ")) else { return form }
        return String(form[..<space])
    }

    /// For each first letter a–z (and one slot for any other first byte), the lengths of the first
    /// words starting with it, as bits (31 for any longer). Most words of a line start no food, and most
    /// of those ("wet", "diaper", "ate", "woke") have a first letter and length no first word has: they are
    /// answered without building ``firstWords``, which a one-shot line would build for nothing.
    static let firstWordLengths: [UInt32] = {
        var lengths = [UInt32](repeating: 0, count: 27)
        for (name, others) in table {
            mark(name, in: &lengths)
            for other in others { mark(other, in: &lengths) }
        }
        return lengths
    }()

    /// Sets the bit of the first word of `form` in ``firstWordLengths``: its bytes to the first space, read
    /// from the form's own buffer (walking the `utf8` view byte by byte cost five times as much).
    private static func mark(_ form: String, in lengths: inout [UInt32]) {
        var form = form
        let (first, length) = form.withUTF8 { bytes in (bytes.first, bytes.firstIndex(of: UInt8(ascii: " ")) ?? bytes.count) }
        guard let first else { return }
        lengths[slot(of: first)] |= 1 << min(length, 31)
    }

    /// Whether `word` may be the first word of a food; false only when it surely is not.
    static func mayStartAFood(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        return firstWordLengths[slot(of: first)] & (1 << min(word.utf8.count, 31)) != 0
    }

    private static func slot(of first: UInt8) -> Int {
        first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") ? Int(first - UInt8(ascii: "a")) : 26
    }
}

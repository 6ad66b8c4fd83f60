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

    /// The first letters and lengths of the first words (``FirstLetterLengths``): a word no food starts
    /// with is turned away without building ``firstWords``, which a one-shot line would build for nothing.
    /// Written out, so such a line neither builds ``table`` nor walks it (58,000 instructions of `wet
    /// diaper`); `FoodWordsTableTests` holds them to the table.
    static let firstWordLengths = FirstLetterLengths(bits: [
        2016, 3056, 4088, 32, 408, 24, 96, 960, 0, 0, 112, 240, 2032,
        216, 240, 2044, 64, 2704, 8184, 368, 0, 1160, 1248, 0, 464, 256, 0,
    ])

    /// Every written form of every food, as ``table`` lists them (``forms`` builds them into a table).
    static var writtenForms: [String] {
        table.flatMap { [$0.key] + $0.value }
    }

    /// Whether `word` may be the first word of a food; false only when it surely is not.
    static func mayStartAFood(_ word: String) -> Bool {
        firstWordLengths.mayStart(word)
    }
}

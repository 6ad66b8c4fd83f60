import HushDomain

/// How much solid food, as said: a number and a spoon, weight or piece ("2 tbsp", "50g", "three
/// pieces"), or a vague amount ("some", "a little", "a bit"). Volumes (oz, ml) are not here: alone they
/// are a bottle; next to a food the event parser reads them as the food's amount.
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "2 tbsp oatmeal"))
/// SolidsMeasure.parse(&cursor, vague: false)   // "2 tbsp"
/// ```
public enum SolidsMeasure {
    /// Unit word → (singular, plural) as written in the log.
    package static let units: [String: (String, String)] = [
        "tbsp": ("tbsp", "tbsp"), "tbs": ("tbsp", "tbsp"), "tablespoon": ("tbsp", "tbsp"), "tablespoons": ("tbsp", "tbsp"),
        "tsp": ("tsp", "tsp"), "teaspoon": ("tsp", "tsp"), "teaspoons": ("tsp", "tsp"),
        "g": ("g", "g"), "gram": ("g", "g"), "grams": ("g", "g"), "gr": ("g", "g"),
        "cup": ("cup", "cups"), "cups": ("cup", "cups"), "piece": ("piece", "pieces"), "pieces": ("piece", "pieces"),
        "bite": ("bite", "bites"), "bites": ("bite", "bites"), "spoonful": ("spoonful", "spoonfuls"),
        "spoonfuls": ("spoonful", "spoonfuls"), "spoon": ("spoonful", "spoonfuls"), "spoons": ("spoonful", "spoonfuls"),
        "slice": ("slice", "slices"), "slices": ("slice", "slices"), "pouch": ("pouch", "pouches"),
        "pouches": ("pouch", "pouches"), "jar": ("jar", "jars"), "jars": ("jar", "jars"), "bowl": ("bowl", "bowls"),
        "bowls": ("bowl", "bowls"),
    ]

    /// Vague amounts as said → as kept in the log. Keyed by text for the reason ``FoodWords/forms`` is.
    static let vague: [String: String] = [
        "some": "some", "a little": "a little", "a bit": "a bit", "a few bites": "a few bites",
        "a lot": "a lot", "lots": "a lot", "half a": "half", "half an": "half", "half of": "half",
        "half the": "half",
    ]

    public static let words: Set<String> = Set(units.keys).union(["some", "bit", "few", "lot", "lots"])

    /// A measure at the cursor, advancing past it (and an "of" after it); nil leaves the cursor where it was.
    /// Vague amounts are read only when `vague` (a line that names a food), so "slept a little" is untouched.
    static func parse(_ cursor: inout TokenCursor, vague allowVague: Bool) -> String? {
        let start = cursor.index
        var value: Double
        var unit: (String, String)
        if case .number(let number, let suffix?)? = cursor.current?.kind {
            guard let known = units[suffix] else { return nil }
            cursor.advance()
            value = number
            unit = known
        } else {
            if cursor.takeSequence(["half", "a"]) || cursor.takeSequence(["half", "an"]) {
                value = 0.5
            } else if cursor.take(["a", "an", "one"]) != nil {
                value = 1
            } else if let number = NumberPhrase.parse(&cursor, volume: true) {
                value = number
            } else {
                return allowVague ? vagueAmount(&cursor) : nil
            }
            guard let word = cursor.peekWord(), let known = units[word] else {
                cursor.index = start
                return allowVague ? vagueAmount(&cursor) : nil
            }
            cursor.advance()
            unit = known
        }
        guard value > 0, value < 1000 else {
            cursor.index = start
            return nil
        }
        if cursor.takeSequence(["and", "a", "half"]) { value += 0.5 }
        _ = cursor.take(["of"])
        return "\(Volume.number(value)) \(value == 1 || value < 1 ? unit.0 : unit.1)"
    }

    private static func vagueAmount(_ cursor: inout TokenCursor) -> String? {
        let saying = vague.map { (words: $0.key.split(separator: " ").map(String.init), text: $0.value) }
        for (words, text) in saying.sorted(by: { ($0.words.count, $0.text) > ($1.words.count, $1.text) }) where cursor.takeSequence(words) {
            _ = cursor.take(["of", "the"])
            return text
        }
        return nil
    }
}

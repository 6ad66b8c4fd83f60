import HushDomain

/// Solid food in an event phrase: the foods, a measure, reactions and the words around them ("had
/// banana", "ate 2 tbsp oatmeal", "tried egg for the first time", "rash after peanut", "solids:
/// kohlrabi"). Asked before times and amounts, so "2 tbsp" never becomes a bare number and "threw up"
/// never a discarded bottle; a food anywhere in the line makes it a meal (``decides(_:)``).
///
/// ```swift
/// // "ate 2 tbsp oatmeal" → .solids(SolidsPhrase(foods: ["oatmeal"], amount: "2 tbsp"))
/// ```
struct SolidsReader: PhraseReader {
    var foods: [(String, SourceRange)] = []
    var measure: (String, SourceRange)?
    var reactions: [(String, SourceRange)] = []
    /// "after" before a food: the line reports a reaction to a meal.
    var after: SourceRange?
    /// "tried", "tasted": eating words of solids only.
    var tried: SourceRange?
    /// "solids", "food": solid food without a name.
    var generic: SourceRange?
    /// "milk", "formula" not said as mixed into the food: a milk feed in the same line.
    var milk: SourceRange?
    /// "solids: quinoa, kohlrabi": words Hush doesn't know are foods, kept as written.
    var freeForm = false
    /// A food written as unknown words in the free form, still being read.
    var freeFood: (String, SourceRange)?
    /// Whether any token names a food or solid food in general: vague amounts and "after" are read only then.
    private let mentionsFood: Bool

    var isSolids: Bool { !foods.isEmpty || measure != nil || generic != nil || !reactions.isEmpty || freeForm }

    init(_ tokens: [Token]) {
        mentionsFood = Self.mentionsFood(tokens)
        // "solids: kohlrabi": the colon says that what follows are foods, known to Hush or not.
        if let first = tokens.first?.word, FoodWords.generic.contains(first), tokens.count > 2, tokens[1].text == ":" {
            freeForm = true
        }
    }

    static var turns: [PhraseTurn] { [.beforeTimes, .unknownWord] }

    mutating func claim(_ cursor: inout TokenCursor, _ line: inout PhraseLine, turn: PhraseTurn) throws -> Bool {
        guard let token = cursor.current else { return false }
        switch turn {
        case .beforeTimes:
            return try !line.isName(token) && solidsToken(&cursor, mentionsFood: mentionsFood || freeForm)
        case .word:
            return false
        case .unknownWord:
            guard mentionsFood || freeForm || tried != nil || measure != nil || mayNameAFood(token.word, line) else { return false }
            try unknownFood(token, &cursor)
            return true
        }
    }

    /// "had bnana": a typo after "had" or "ate" in a line with no volume may be a food's.
    func suggestible(_ line: PhraseLine) -> [String] {
        mayNameAFood(nil, line) ? FoodWords.forms.keys.filter { !$0.contains(" ") } : []
    }

    func decides(_ line: PhraseLine) -> PhraseFamily? { isSolids || tried != nil ? .solids : nil }

    /// Words said where a food goes that name none: "she ate nothing", "had something".
    static let noFood: Set<String> = ["nothing", "anything", "something", "everything", "none", "more", "much", "lots", "plenty"]

    static let mealWords: Set<String> = ["breakfast", "lunch", "dinner", "supper", "snack", "meal"]
    static let milkWords: [[String]] = [["breast", "milk"], ["breastmilk"], ["formula"], ["milk"], ["water"]]
    /// Words that may stand between "after" and the food ("rash after she had egg").
    static let afterFillers: Set<String> = ["she", "he", "they", "baby", "the", "her", "his", "some", "eating", "having", "had", "ate",
                                            "trying", "tried", "a", "an", "bit", "of", "little"]

    /// Whether any token names a food or solid food in general: vague amounts and "after" are read only then.
    static func mentionsFood(_ tokens: [Token]) -> Bool {
        tokens.indices.contains { FoodWords.match(tokens, at: $0) != nil || FoodWords.generic.contains(tokens[$0].word ?? "") }
    }

    /// Fills a solids slot from the token at the cursor; false when it isn't one.
    private mutating func solidsToken(_ cursor: inout TokenCursor, mentionsFood: Bool) throws -> Bool {
        let start = cursor.index
        let tokens = cursor.tokens
        if let said = SolidsMeasure.parse(&cursor, vague: mentionsFood) {
            if let earlier = measure {
                throw ParseError.conflicting("two amounts in one line ('\(earlier.0)' and '\(said)'); give one", cursor.range(from: start))
            }
            measure = (said, cursor.range(from: start))
            return true
        }
        guard let word = cursor.peekWord() else { return false }
        if let (food, length) = FoodWords.match(tokens, at: start) {
            if let free = freeFood {
                foods.append(free)
                freeFood = nil
            }
            cursor.index += length
            foods.append((food, cursor.range(from: start)))
            return true
        }
        if let (reaction, length) = ReactionWords.match(tokens, at: start) {
            cursor.index += length
            reactions.append((reaction, cursor.range(from: start)))
            return true
        }
        if FoodWords.generic.contains(word) {
            cursor.advance()
            generic = generic ?? tokens[start].range
            return true
        }
        if word == "tried" || word == "tasted" {
            cursor.advance()
            tried = tried ?? tokens[start].range
            return true
        }
        // "a cup of milk": a measure makes the line solids' even with no food named, and the milk after it
        // is then what was drunk, refused in the meal (``interpret(_:as:)``), never dropped.
        guard mentionsFood || measure != nil else { return false }
        // "for the first time": the foods list works out firsts from the log itself.
        if cursor.takeSequence(["first", "time"]) || cursor.takeSequence(["first", "taste"]) { return true }
        if word == "after" {
            var offset = 1
            while let next = cursor.peekWord(offset), Self.afterFillers.contains(next) { offset += 1 }
            if FoodWords.match(tokens, at: start + offset) != nil {
                after = tokens[start].range
                cursor.advance()
                return true
            }
            return false
        }
        if Self.mealWords.contains(word) {
            cursor.advance()
            return true
        }
        // "oatmeal mixed with formula": what the food was mixed with, not a milk feed.
        if ["with", "in", "mixed"].contains(word) {
            var offset = 1
            if word == "mixed", cursor.peekWord(1) == "with" || cursor.peekWord(1) == "in" { offset = 2 }
            for mixedIn in Self.milkWords where mixedIn.enumerated().allSatisfy({ cursor.peekWord(offset + $0.offset) == $0.element }) {
                cursor.index += offset + mixedIn.count
                return true
            }
            if word == "mixed" {
                cursor.advance()
                return true
            }
            return false
        }
        if ["milk", "formula", "breastmilk"].contains(word) || (word == "breast" && cursor.peekWord(1) == "milk") {
            milk = milk ?? tokens[start].range
            cursor.index += word == "breast" ? 2 : 1
            return true
        }
        return false
    }

    /// "had kohlrabi", "ate quinoa": a real word after "had" or "ate" in a line with no volume may be a food
    /// Hush doesn't know, so the refusal says how to log one. With a volume ("ate 4oz of juice") it is a
    /// bottle's line, and the word is refused as any other.
    /// With no word given, whether the line could be about a food at all.
    private func mayNameAFood(_ word: String?, _ line: PhraseLine) -> Bool {
        guard line.feedingWord?.0 == "had" || line.has(.ate) || tried != nil,
              word.map(EnglishLexicon.bundled.contains) ?? true else { return false }
        return !line.tokens.contains { token in
            if case .number(_, let suffix?) = token.kind, Vocabulary.volumeUnits[suffix] != nil { return true }
            return Vocabulary.volumeUnits[token.word ?? ""] != nil
        }
    }

    /// An unknown word in a line about solids: in the free form ("solids: kohlrabi") part of a food as
    /// written; otherwise refused, saying how to log a food Hush doesn't know.
    private mutating func unknownFood(_ token: Token, _ cursor: inout TokenCursor) throws {
        if freeForm {
            if let (text, range) = freeFood, range.end + 1 >= token.range.start {
                freeFood = (text + " " + token.text.lowercased(), range.union(token.range))
            } else {
                if let done = freeFood { foods.append(done) }
                freeFood = (token.text.lowercased(), token.range)
            }
            cursor.advance()
            return
        }
        // A real word was said as it is (a recogniser writes real words): only a typo gets a food suggested.
        let word = token.word ?? token.text
        if Self.noFood.contains(word) {
            throw ParseError.conflicting("'\(token.text)' is no food; log what was eaten ('had banana'), or nothing at all", token.range)
        }
        let suggestion = EnglishLexicon.bundled.contains(word) ? nil : Suggestion.closest(to: word, in: Array(FoodWords.forms.keys))
        let meant = suggestion.map { "did you mean '\($0)'? " } ?? ""
        throw ParseError.conflicting("Hush doesn't know '\(token.text)' as a food; \(meant)if '\(token.text)' is a food, log it as written with 'solids: \(token.text)'", token.range)
    }
}

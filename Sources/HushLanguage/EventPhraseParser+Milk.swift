import HushDomain

/// The words of a line about milk that take more than one token or look around them: "breast milk" (what
/// a bottle holds, never a breast feed) and "from the freezer" (where a bottle's milk comes from).
extension EventPhraseParser {
    /// Storage words, for "from the freezer".
    static let storage: [String: MilkStorage] = [
        "fridge": .fridge, "refrigerator": .fridge, "freezer": .freezer,
    ]

    /// Reads "breast milk" or "from the fridge" at the cursor into the slots; false when neither is there.
    func milkWords(_ cursor: inout TokenCursor, word: String, into slots: inout Slots, mentionsBottle: Bool) throws -> Bool {
        let token = cursor.current!
        // "breast milk", "pumped milk": what a bottle holds, not a breast feed nor a pumping session.
        if cursor.peekWord(1) == "milk", Vocabulary.breastMilkWords.contains(word),
           word == "breast" || word == "mother's" || word == "human" || mentionsBottle {
            slots.concepts.append((.breastMilk, token.range.union(cursor.peek(1)!.range)))
            cursor.index += 2
            return true
        }
        // "from the freezer", "out of the fridge": where a bottle's milk comes from.
        guard let place = Self.storage[word], cursor.index > 0 else { return false }
        var back = cursor.index - 1
        if cursor.tokens[back].word == "the", back > 0 { back -= 1 }
        let previous = cursor.tokens[back].word ?? ""
        guard previous == "from" || (previous == "of" && back > 0 && cursor.tokens[back - 1].word == "out") else { return false }
        if let other = slots.source, other.0 != place {
            throw ParseError.conflicting("milk from the fridge and the freezer in one line; log each bottle on its own line", other.1.union(token.range))
        }
        slots.source = (place, cursor.tokens[back].range.union(token.range))
        cursor.advance()
        return true
    }
}

import HushDomain

/// The line's amounts: "4oz", "4 oz", "four ounces", "120ml", "half an ounce", "a couple of ounces", and
/// what is left ("0.5 left"); a number without a unit is kept bare for the kind to decide what it is.
extension EventPhraseParser {
    /// An amount: "4oz", "4 oz", "four ounces", "0.5 left", "half an ounce left", or a bare number.
    func volume(_ cursor: inout TokenCursor, _ line: inout PhraseLine) throws -> Bool {
        let start = cursor.index
        var value: Double
        var unit: Volume.Unit?
        if case .number(let number, let suffix?)? = cursor.current?.kind {
            guard let known = Vocabulary.volumeUnits[suffix] else { return false }
            cursor.advance()
            value = number
            unit = known
        } else if let counted = Self.countedUnit(&cursor) {
            (value, unit) = counted
        } else if let word = cursor.peekWord(), let number = RecogniserHomophones.amounts[word],
                  let unitWord = cursor.peekWord(1), let known = Vocabulary.volumeUnits[unitWord] {
            // "ate for ounces": a recogniser's "for" where an amount stands before its unit is "four".
            cursor.index += 2
            value = number
            unit = known
        } else if cursor.takeSequence(["half", "an"]) || cursor.takeSequence(["half", "a"]) {
            guard let word = cursor.peekWord(), let known = Vocabulary.volumeUnits[word] else {
                cursor.index = start
                return false
            }
            cursor.advance()
            value = 0.5
            unit = known
        } else if let number = NumberPhrase.parse(&cursor, volume: true) {
            value = number
            // "three quarters of an ounce", "half of an ounce"
            if cursor.peekWord() == "of", let unitWord = cursor.peekWord(["a", "an"].contains(cursor.peekWord(1) ?? "") ? 2 : 1),
               Vocabulary.volumeUnits[unitWord] != nil {
                cursor.index += ["a", "an"].contains(cursor.peekWord(1) ?? "") ? 2 : 1
            }
            if let word = cursor.peekWord(), let known = Vocabulary.volumeUnits[word] {
                cursor.advance()
                unit = known
            }
        } else {
            return false
        }
        guard value.isFinite, value >= 0, value < 100_000 else {
            throw ParseError.unexpected(cursor.tokens[start].text, expected: "an amount like 4oz or 120ml", cursor.range(from: start))
        }
        // "four ounces and a half"
        if unit != nil, cursor.takeSequence(["and", "a", "half"]) { value += 0.5 }
        // "two bottles": a count, not an amount; "one bottle" is just a bottle.
        if unit == nil, let next = cursor.peekWord(), next == "bottle" || next == "bottles", value == value.rounded() {
            if value == 1 && next == "bottle" { return true }
            if next == "bottles" {
                throw ParseError.conflicting("\(Volume.number(value)) bottles in one line; log each bottle on its own line", cursor.range(from: start))
            }
        }
        var spec = VolumeSpec(value: value, unit: unit, range: cursor.range(from: start))
        let isRemainder = ["left", "remaining", "leftover"].contains(cursor.peekWord() ?? "")
        if unit != nil, value <= 0, !isRemainder {
            throw ParseError.impossibleNumber(line.text(spec.range), why: "an amount must be more than zero", spec.range)
        }
        if cursor.take(["left", "remaining", "leftover"]) != nil {
            spec.range = cursor.range(from: start)
            guard line.remaining == nil else {
                throw ParseError.conflicting("two amounts left in one line; give one", spec.range)
            }
            line.remaining = spec
        } else if unit == nil {
            line.bareNumbers.append(spec)
        } else {
            guard line.amount == nil else {
                throw ParseError.conflicting("two amounts in one line ('\(Volume.number(line.amount?.value ?? 0))' and '\(Volume.number(value))'); say 'ate 4oz, 0.5 left' for what is left", spec.range)
            }
            line.amount = spec
        }
        return true
    }

    /// "an ounce", "a couple ounces", "couple of mls": one or two of a unit, said with words.
    private static func countedUnit(_ cursor: inout TokenCursor) -> (Double, Volume.Unit)? {
        let start = cursor.index
        var value: Double = 1
        _ = cursor.take(["a", "an"])
        if cursor.take(["couple"]) != nil {
            value = 2
            _ = cursor.take(["of"])
        } else if cursor.index == start {
            return nil
        }
        guard let word = cursor.peekWord(), let unit = Vocabulary.volumeUnits[word] else {
            cursor.index = start
            return nil
        }
        cursor.advance()
        return (value, unit)
    }
}

import HushDomain

/// The line's amounts: "4oz", "4 oz", "four ounces", "120ml", "half an ounce", "a couple of ounces", and
/// what is left ("0.5 left"); a number without a unit is kept bare for the kind to decide what it is.
extension EventPhraseParser {
    /// An amount: "4oz", "4 oz", "four ounces", "0.5 left", "half an ounce left", or a bare number.
    func volume(_ cursor: inout TokenCursor, _ line: inout PhraseLine) throws -> Bool {
        let start = cursor.index
        try Self.refuseHalfWithoutWhole(cursor)
        var value: Double
        var unit: Volume.Unit?
        if case .number(let number, let suffix?)? = cursor.current?.kind {
            guard let known = Vocabulary.volumeUnits[suffix] else { return false }
            cursor.advance()
            value = number
            unit = known
        } else if let counted = Self.countedUnit(&cursor) {
            (value, unit) = counted
        } else if let word = cursor.peekWord(), RecogniserHomophones.amounts[word] != nil,
                  let unitWord = cursor.peekWord(1), Vocabulary.volumeUnits[unitWord] != nil, let said = cursor.current, let named = cursor.peek(1) {
            // "ate for ounces", "ate ate ounces": a number's sound, written as another real word, which is
            // never read as the number ("ate ate ounces", a stutter, was 8 oz).
            throw ParseError.conflicting("'\(said.text) \(named.text)' may have been a number; say the amount as one ('4oz', 'four ounces')",
                                         said.range.union(named.range))
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
            } else {
                try Self.refuseClockShaped(cursor, from: start, value, line)
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
        // "ate 4oz left 1": "left" goes with the amount after it, as in "ate 4oz, left 1".
        let isRemainder = ["left", "remaining", "leftover"].contains(cursor.peekWord() ?? "")
            && !Self.startsAmount(TokenCursor(cursor.tokens, index: cursor.index + 1))
        try Self.refuseImpossible(spec, remainder: isRemainder, line)
        if isRemainder, cursor.take(["left", "remaining", "leftover"]) != nil {
            spec.range = cursor.range(from: start)
            try Self.remainder(spec, &cursor, from: start, &line)
        } else if unit == nil {
            try Self.refuseSecondTime(cursor.tokens, at: start, spec, line)
            line.bareNumbers.append(spec)
        } else {
            guard line.amount == nil else {
                throw ParseError.conflicting("two amounts in one line ('\(Volume.number(line.amount?.value ?? 0))' and '\(Volume.number(value))'); say 'ate 4oz, 0.5 left' for what is left", spec.range)
            }
            line.amount = spec
        }
        return true
    }

    /// What was left ("0.5 left"), its words read up to "left".
    private static func remainder(_ spec: VolumeSpec, _ cursor: inout TokenCursor, from start: Int, _ line: inout PhraseLine) throws {
        // "2oz left to go", "1oz left to finish", "she has 2oz left": the bottle is still being drunk, not finished
        // ("for now" is the word check's, ``WordSense``).
        let still = start > 0 && ["has", "have", "still", "got"].contains(cursor.tokens[start - 1].word ?? "")
        if still || cursor.takeSequence(["to", "go"]) || cursor.takeSequence(["to", "finish"]) {
            throw ParseError.stillGoing(line.text(cursor.range(from: start)), cursor.range(from: start))
        }
        try refuseEatenOrLeft(cursor.tokens, at: start, spec, line)
        if spec.unit == nil, spec.value < 1, saidAsFraction(cursor.tokens[start..<cursor.index]) {
            throw partOfTheBottle(line.text(spec.range), spec.range)
        }
        guard line.remaining == nil else {
            throw ParseError.conflicting("two amounts left in one line; give one", spec.range)
        }
        line.remaining = spec
    }

    /// An amount no bottle holds: nothing ("ate 0 oz"; "0 left" is fine), or less than Hush keeps ("ate 0.001
    /// oz" was logged as a 0 oz bottle: every amount is kept and shown to the hundredth).
    private static func refuseImpossible(_ spec: VolumeSpec, remainder: Bool, _ line: PhraseLine) throws {
        if spec.value > 0, spec.value < 0.01 {
            throw ParseError.impossibleNumber(line.text(spec.range), why: "too small to measure; give the amount to the hundredth at most", spec.range)
        }
        if spec.unit != nil, spec.value <= 0, !remainder {
            throw ParseError.impossibleNumber(line.text(spec.range), why: "an amount must be more than zero", spec.range)
        }
    }

    /// "ate two thirty", "fed her one fifteen": an hour's word and a minutes' word are a clock time as often as
    /// the spoken shorthand for 230 or 115; with no unit after them, neither is guessed (an ml household
    /// logged 230 ml).
    static func refuseClockShaped(_ cursor: TokenCursor, from start: Int, _ value: Double, _ line: PhraseLine) throws {
        guard cursor.index == start + 2, let hour = cursor.tokens[start].word.flatMap({ NumberPhrase.units[$0] }), (1...12).contains(hour),
              let minutes = cursor.tokens[start + 1].word.flatMap({ NumberPhrase.tens[$0] ?? NumberPhrase.units[$0] }), (10...59).contains(minutes),
              value == Double(hour * 100 + minutes) else { return }
        let said = line.text(cursor.range(from: start)), clock = "\(hour):\(minutes)"
        throw ParseError.conflicting("'\(said)' could be an amount or a time; say '\(Volume.number(value))ml' for how much or 'at \(clock)' for when",
                                     cursor.range(from: start))
    }

    /// "ate 120/150ml", "drank 4/5oz": what was drunk of a bottle's amount as often as a fraction of a unit
    /// (0.8 ml was logged). A unit's own fraction is one over a small number ("1/2oz"), and stays.
    static func refuseSlashedAmount(_ tokens: [Token], at index: Int) throws {
        let token = tokens[index]
        guard case .number(_, let suffix) = token.kind, let slash = token.text.firstIndex(of: "/"),
              Int(token.text[..<slash]).map({ $0 >= 2 }) == true else { return }
        let unit = suffix ?? (index + 1 < tokens.count ? tokens[index + 1].word : nil)
        guard let unit, Vocabulary.volumeUnits[unit] != nil else { return }
        let parts = token.text.split(separator: "/")
        let whole = String(parts[1].prefix(while: \.isNumber))
        let left = (Int(whole) ?? 0) - (Int(parts[0]) ?? 0)
        let drunk = left > 0 ? "'ate \(parts[0])\(unit), \(left) left'" : "'ate \(parts[0])\(unit)'"
        throw ParseError.conflicting("'\(token.text)' could be \(parts[0]) of \(whole) or a fraction of one; say \(drunk) for what was drunk of the bottle", token.range)
    }

    /// "ate 05 oz" (a lost point, or a stray zero) and "ate.5 oz" (a point glued to the word before it, read
    /// as the end of a sentence): the number as written says two different amounts, so neither is guessed.
    static func refuseWrittenOddly(_ cursor: TokenCursor) throws {
        guard let token = cursor.current else { return }
        if case .number = token.kind, token.text.count > 1, token.text.hasPrefix("0"), token.text.dropFirst().first?.isNumber == true {
            throw ParseError.impossibleNumber(token.text, why: "a number does not start with 0; say '\(token.text.drop { $0 == "0" })' or '0.\(token.text.dropFirst())'", token.range)
        }
        guard token.text == ".", cursor.index > 0, let next = cursor.peek(1), case .number = next.kind, next.range.start == token.range.end,
              cursor.tokens[cursor.index - 1].range.end == token.range.start, cursor.tokens[cursor.index - 1].word != nil else { return }
        throw ParseError.impossibleNumber(token.text + next.text, why: "a point right after a word; say '0\(token.text)\(next.text)' or '\(next.text)' with a space before it",
                                          token.range.union(next.range))
    }

    /// "ate and a half ounces": the whole number before "and a half" was lost (a recogniser's "ate" for
    /// "eight"), and half an ounce would be a wrong log.
    private static func refuseHalfWithoutWhole(_ cursor: TokenCursor) throws {
        guard cursor.index > 0, cursor.tokens[cursor.index - 1].word == "and" else { return }
        var probe = cursor
        _ = probe.take(["a", "an"])
        guard probe.take(["half", "quarter"]) != nil else { return }
        let said = cursor.tokens[cursor.index - 1].range.union(probe.range(from: cursor.index))
        throw ParseError.conflicting("'and a \(cursor.tokens[probe.index - 1].text)' has no whole number before it; say the whole amount, for example '4 and a half ounces'", said)
    }

    /// "ate 4oz leftover", "drank 4oz left": said right after the eating word, the amount may be what was
    /// eaten (of leftover milk) as well as what was left; a comma ("ate, 4oz left") or a second amount
    /// ("ate 4oz, 1 left") says which.
    private static func refuseEatenOrLeft(_ tokens: [Token], at start: Int, _ spec: VolumeSpec, _ line: PhraseLine) throws {
        // "drank the 1 oz left", "the 1oz left over": "the" makes it milk named, left from before, not what was
        // left when a bottle ended; whether it was drunk, only the rest of the line says, and it may be lost.
        if start >= 1, ["the", "her", "his", "that"].contains(tokens[start - 1].word ?? "") {
            let range = tokens[start - 1].range.union(spec.range)
            throw ParseError.conflicting("'\(line.text(range))' names milk left from before, not what was left when the bottle ended; "
                                         + "say 'finished' if the rest of the bottle in hand was drunk, 'finished, \(line.text(spec.range))' if that much "
                                         + "was left of it, or for a bottle already finished 'last bottle had 0 oz left'", range)
        }
        guard start >= 1, let verb = tokens[start - 1].word, Vocabulary.isEating(verb) else { return }
        let said = line.text(spec.range)
        // The amount without its "left": every token of the reading but the last.
        let end = tokens.last { $0.range.start >= spec.range.start && $0.range.end < spec.range.end }?.range.end ?? spec.range.end
        let amount = line.text(SourceRange(start: spec.range.start, end: end))
        throw ParseError.conflicting("'\(tokens[start - 1].text) \(said)' could be what was drunk or what was left; say 'ate \(amount)' "
                                     + "for a bottle of \(amount), or 'finished, \(said)'", spec.range)
    }

    /// "ate at 12 and 2": a second time, not 2 oz at 12.
    private static func refuseSecondTime(_ tokens: [Token], at start: Int, _ spec: VolumeSpec, _ line: PhraseLine) throws {
        guard start >= 2, tokens[start - 1].word == "and", let time = line.timeRange, time.end == tokens[start - 2].range.end else { return }
        throw ParseError.conflicting("'\(line.text(time.union(spec.range)))' gives two times; log each event on its own line with its time", time.union(spec.range))
    }

    /// Whether an amount starts at the cursor: digits, or a number said as a word ("left one", "left
    /// half"), but not a time or a length ("0.5 left 29 min ago").
    private static func startsAmount(_ cursor: TokenCursor) -> Bool {
        guard let token = cursor.current else { return false }
        var probe = cursor
        if (try? TimePhrase.parse(&probe)) != nil { return false }
        probe = cursor
        if DurationPhrase.parse(&probe) != nil { return false }
        let next = cursor.peek(1)
        if case .number = token.kind { return true }
        guard let word = token.word else { return false }
        if word == "a" || word == "an" { return next?.word.map { ["half", "quarter", "couple"].contains($0) || Vocabulary.volumeUnits[$0] != nil } ?? false }
        return NumberPhrase.vocabulary.contains(word) && word != "point"
    }

    /// "half left", "she left half", "ate 4oz and left half": half an ounce, or half the bottle; only the
    /// speaker knows, so the line is refused.
    static func partOfTheBottle(_ said: String, _ range: SourceRange) -> ParseError {
        .conflicting("'\(said)' could be part of an ounce or part of the bottle; say the amount, for example 'half an ounce left' or '2oz left'", range)
    }

    /// "half left", "a quarter left": a part of something, not a number of ounces. Written as a number
    /// ("1/2 left", "½ left") it is read as one, as "0.5 left" is.
    static func saidAsFraction(_ tokens: ArraySlice<Token>) -> Bool {
        tokens.contains { ["half", "quarter", "quarters", "third", "thirds"].contains($0.word ?? "") }
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

extension ParseError {
    /// "2oz left to go", "drank 2oz for now": a bottle still being drunk, which the line would finish.
    static func stillGoing(_ said: String, _ range: SourceRange) -> ParseError {
        .conflicting("'\(said)' says the feed is still going; log what was left when it is done ('finished, 1oz left')", range)
    }
}

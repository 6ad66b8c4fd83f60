import HushDomain

/// The readings every kind shares: the line's one time, its one length, its amounts, the baby it names,
/// and the vocabulary's words (the kinds' concepts, the words of a feed, fillers). What no reading takes
/// is refused here, with the closest word Hush knows.
extension EventPhraseParser {
    /// A time ("at 2pm", "10 min ago", "from 1 to 2:30pm"), a length ("for 10 minutes") or an amount.
    func timeLengthOrAmount(_ cursor: inout TokenCursor, _ line: inout PhraseLine) throws -> Bool {
        let start = cursor.index
        if let token = cursor.current, !line.isName(token), let time = try TimePhrase.parse(&cursor) {
            let range = cursor.range(from: start)
            if case .point(let point) = time, case .clock = point.point { try Self.refuseClockAsLength(cursor.tokens, at: start, range, line) }
            if let earlier = line.timeRange {
                throw ParseError.conflicting("two times in one line ('\(line.text(earlier))' and '\(line.text(range))'); give one", range)
            }
            line.time = time
            line.timeRange = range
            return true
        }
        // Durations before amounts: "10 minutes" must not leave "10" to be read as an amount.
        if cursor.take(["for"]) != nil {
            if let seconds = DurationPhrase.parse(&cursor) {
                try line.setDuration(seconds, cursor.range(from: start))
                return true
            }
            if Self.readPastNight(&cursor, line) { return true }
            try refuseTimeAsLength(cursor, from: start, line)
        }
        cursor.index = start
        if let seconds = DurationPhrase.parse(&cursor) {
            try line.setDuration(seconds, cursor.range(from: start))
            return true
        }
        return try volume(&cursor, &line)
    }

    /// "napped for 1:30", "made a bottle for 2pm": a clock time after "for" is neither the event's time nor
    /// its length ("for now" is only "still");
    /// Words after which "0:45" or "1:30" may be how long as well as when: "napped 0:45", "the nap was 1:30",
    /// "nursed left 0:15" started sleeps and feeds at those clock times.
    static let lengthWords: Set<String> = ["napped", "slept", "nursed", "pumped", "fed", "left", "right", "was", "nap", "sleep"]

    /// A clock time said bare right after such a word is refused with both ways to say it.
    static func refuseClockAsLength(_ tokens: [Token], at start: Int, _ range: SourceRange, _ line: PhraseLine) throws {
        guard start > 0, let before = tokens[start - 1].word, lengthWords.contains(before) else { return }
        // "napped one fifteen" as well as "napped 1:15": an hour said in words, then its minutes.
        let spoken = tokens[start].word.flatMap { NumberPhrase.units[$0] }.map { (1...12).contains($0) } ?? false
        if case .clock = tokens[start].kind {} else if !spoken || range == tokens[start].range { return }
        let said = line.text(range)
        throw ParseError.conflicting("'\(said)' could be how long or when; say 'for 45 min' or 'for 1 hour 30 min' for a length, or 'at \(said)'", range)
    }

    /// "he's down for the night", "put her down for the night", "up for the day": a sleep beginning or ending,
    /// the night named as "for a nap" names a nap (read past; Hush tells a night from a nap by its hours).
    /// Not beside an hour without am or pm: "down for the night at 7" at 3 PM would read it as this
    /// morning's, so that line is refused below with the ways to say it.
    static func readPastNight(_ cursor: inout TokenCursor, _ line: PhraseLine) -> Bool {
        // "up for the day", "woke up for the day": the night's end, named as the night is.
        guard cursor.peekWord() == "the", let part = cursor.peekWord(1), part == "night" || part == "day" else { return false }
        let concept: Concept = part == "night" ? .sleep : .wake
        // "10 min ago" names no hour, nor "at 7:30pm" its half of the day; a number anywhere else might.
        let ago = line.tokens.contains { $0.word == "ago" }
        let timed = line.tokens.contains { token in
            switch token.kind {
            case .clock(_, _, let meridiem): return meridiem == nil
            case .number(_, let suffix): return !ago && !["am", "pm"].contains(suffix ?? "")
            default: return ["since", "from", "until", "till", "to", "around", "about", "yesterday", "last", "tonight"].contains(token.word ?? "")
                || (!ago && NumberPhrase.vocabulary.contains(token.word ?? ""))
            }
        }
        guard !timed, line.tokens.contains(where: { Vocabulary.concepts[$0.word ?? ""] == concept }) else { return false }
        cursor.index += 2
        return true
    }

    /// "ate for 2", "made a bottle for 2": a bare number after "for" could be minutes, ounces or an hour.
    private func refuseTimeAsLength(_ cursor: TokenCursor, from start: Int, _ line: PhraseLine) throws {
        guard cursor.peekWord() != "now" else { return }
        // "down for the night at 7": the night named as what the sleep is ("for a nap" is read past), which
        // its time tells; read as a time, the suggestion became 'at the night at 7'.
        if cursor.peekWord() == "the", cursor.peekWord(1) == "night" {
            let said = cursor.tokens[start].range.union(cursor.tokens[cursor.index + 1].range)
            throw ParseError.conflicting("'\(line.text(said))' is not needed: Hush tells a night's sleep from a nap by its time; "
                                         + "say 'fell asleep at 7pm' or 'slept from 7pm to 6am'", said)
        }
        // "ate for 2", "drank for three": a number, in digits or words, with no unit after it.
        var number = cursor
        if let token = cursor.current, token.word.map(NumberPhrase.vocabulary.contains) ?? true, let value = NumberPhrase.parse(&number),
           Vocabulary.volumeUnits[number.peekWord() ?? ""] == nil {
            let said = line.text(number.range(from: cursor.index)), amount = Volume.number(value)
            throw ParseError.conflicting("'for \(said)' says no unit; say 'for \(amount) min' for how long, '\(amount)oz' for how much, "
                                         + "or 'at \(said)' for when", cursor.tokens[start].range.union(number.range(from: cursor.index)))
        }
        var probe = cursor
        guard let token = cursor.current, !line.isName(token), (try? TimePhrase.parse(&probe)) ?? nil != nil else { return }
        let said = probe.range(from: start)
        let time = line.text(probe.range(from: cursor.index))
        throw ParseError.conflicting("'\(line.text(said))' gives a clock time, not a length; say 'for 45 min' or 'for 1 hour 30 min', or when it was ('at \(time)')", said)
    }

    /// A baby's name, as said ("Eddie") or as a recogniser writes its possessive ("Eddie's", "eddies").
    func name(_ word: String, _ cursor: inout TokenCursor, _ line: inout PhraseLine) throws -> Bool {
        guard let token = cursor.current else { return false }
        // "she may have pooped" with a baby named May, "had summer squash" with a Summer: after a subject or
        // an eating verb a name is no one's, so the word is read as the word it also is.
        if cursor.index > 0, let before = cursor.tokens[cursor.index - 1].word,
           ["she", "he", "i", "we", "they", "you", "ate", "drank", "had"].contains(before) { return false }
        if let name = knownNames.first(where: { $0.lowercased() == word }) {
            if let other = line.babyName, other.0 != name {
                throw ParseError.conflicting("this line names \(other.0) and \(name); log each baby on its own line", other.1.union(token.range))
            }
            line.babyName = (name, token.range)
            cursor.advance()
            return true
        }
        if word.hasSuffix("'s") || word.hasSuffix("s"),
           let name = knownNames.first(where: { $0.lowercased() + "'s" == word || $0.lowercased() + "s" == word }) {
            // "Mia drank Eddie's bottle": the owner is a baby too, and only one of them drank.
            if let other = line.babyName, other.0 != name {
                throw ParseError.conflicting("this line names \(other.0) and \(name); log each baby on its own line", other.1.union(token.range))
            }
            line.babyName = (name, token.range)
            cursor.advance()
            return true
        }
        return false
    }

    /// A word of the vocabulary: a kind's concept, a word of a feed, or a filler; a word of plans, one that
    /// takes part of the line back, or a known word in the wrong place is refused.
    func vocabularyWord(_ word: String, _ cursor: inout TokenCursor, _ line: inout PhraseLine) throws -> Bool {
        guard let token = cursor.current else { return false }
        try refuseEndAlone(word, cursor, line)
        if let concept = Vocabulary.concepts[word] {
            line.concepts.append((concept, token.range))
        } else if Vocabulary.feedingWords.contains(word) {
            if line.feedingWord == nil { line.feedingWord = (word, token.range) }
        } else if Vocabulary.futureWords.contains(word) {
            throw ParseError.conflicting("'\(token.text)' is about what hasn't happened yet; log it when it does", token.range)
        } else if Vocabulary.negations.contains(word) {
            // "no wait it was 4 oz", "actually it was dirty": a correction of what was just logged, which the
            // example alone ('ate 4oz') logged a second time; the edits are offered first.
            throw ParseError.conflicting("'\(token.text)' takes back part of the line, and Hush can't tell which part; to change what was logged, "
                                         + "say 'undo' or change it ('last bottle was 4oz', 'last diaper was dirty'); otherwise say only what happened (for example 'ate 4oz')", token.range)
        } else if !Vocabulary.fillers.contains(word) {
            // "napped 45 min this morning": a part of the day is no time, and any time in it is a guess.
            var probe = cursor
            let lastNight = probe.takeSequence(["last", "night"])
            if let part = lastNight ? .night : TimePhrase.partOfDay(&probe)?.part {
                let said = probe.range(from: cursor.index)
                let example: String
                switch part {
                case .morning: example = "at 9 this morning"
                case .afternoon: example = "at 2 this afternoon"
                case .evening: example = "at 7 this evening"
                case .night: example = "at 11 last night"
                }
                throw ParseError.conflicting("'\(line.text(said))' doesn't say when; give the time as well, for example '\(example)' or '2 hours ago'", said)
            }
            if Vocabulary.knows(word) { throw ParseError.misplaced(token.text, token.range) }
            return false
        }
        cursor.advance()
        return true
    }

    /// "slept until 6": the end of a span without its start. A sleep's end alone is its own line ("woke at 6").
    private func refuseEndAlone(_ word: String, _ cursor: TokenCursor, _ line: PhraseLine) throws {
        // "up until 3" is the end of being awake, a sleep's start: its own reading, not a span's.
        guard TimePhrase.spanEnds.contains(word), let token = cursor.current, !line.concepts.contains(where: { $0.0 == .wake }) else { return }
        var probe = cursor
        probe.advance()
        // "to" is a small word in much else ("up to 4oz", "back to sleep"): only a clock time after it is an end.
        guard (try? TimePhrase.point(&probe, bare: word != "to")) != nil else { return }
        let said = probe.range(from: cursor.index)
        let time = line.text(probe.range(from: cursor.index + 1))
        let woke = line.concepts.contains { $0.0 == .sleep } && time != "now" ? ", or 'woke at \(time)'" : ""
        // "nap 9 to 10": the number before is the start as said, which the example keeps.
        var start = "1"
        if cursor.index > 0, case .number = cursor.tokens[cursor.index - 1].kind { start = cursor.tokens[cursor.index - 1].text }
        throw ParseError.conflicting("'\(line.text(said))' says only when it ended; say when it began too ('from \(start) \(token.text) \(time)')\(woke)", said)
    }

    /// "for Ed": a name, perhaps shortened; one that matches no baby is reported as such.
    func shortenedName(_ word: String, _ cursor: inout TokenCursor, _ line: inout PhraseLine) throws -> Bool {
        guard let token = cursor.current, cursor.index > 0, cursor.tokens[cursor.index - 1].word == "for" else { return false }
        // "for Ed" is Eddie; "for e" or "for M" is a letter, which could begin any name, so it is no name's.
        let prefixed = word.count < 2 ? [] : knownNames.filter { $0.lowercased().hasPrefix(word) }
        if prefixed.count == 1 {
            line.babyName = (prefixed[0], token.range)
            cursor.advance()
            return true
        }
        let names = babyNames
        let suggestion = Suggestion.closest(to: word, in: names.keys).flatMap { names[$0] }
        // "for several minutes", "for daycare": a real word no name begins is a word, refused as one.
        if suggestion == nil, EnglishLexicon.bundled.contains(word) { return false }
        throw ParseError.unknownName(token.text, suggestion: suggestion, token.range)
    }

    /// A word nobody reads: a real word Hush doesn't track, or an unknown one with the closest it knows.
    func unknownWord(_ token: Token, _ line: PhraseLine, _ readers: [any PhraseReader]) -> ParseError {
        let word = token.word ?? token.text
        let names = babyNames
        var vocabulary = Vocabulary.suggestible.union(names.keys)
        for reader in readers { vocabulary.formUnion(reader.suggestible(line)) }
        let suggestion = Suggestion.closest(to: word, in: vocabulary).map { names[$0] ?? $0 }
        if EnglishLexicon.bundled.contains(word) {
            // A real word was meant as said ("poured" is not a slip for "pooped"): only a one-key slip is
            // offered, and none for the words everyone says ("when" is no slip for "then").
            let slip = suggestion.flatMap { Suggestion.distance(word, $0.lowercased(), limit: 1) <= 1 ? $0 : nil }
            return ParseError.untrackedWord(token.text, suggestions: EnglishLexicon.frequent.contains(word) ? [] : slip.map { [$0] } ?? [], token.range)
        }
        return ParseError.unknownWord(token.text, suggestion: suggestion, token.range)
    }

    /// The babies' names by their lower case.
    private var babyNames: [String: String] {
        Dictionary(knownNames.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }
}

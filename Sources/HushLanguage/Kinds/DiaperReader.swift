import HushDomain

/// A diaper change in an event phrase: "wet diaper", "she pooped 10 min ago", "changed a dirty diaper",
/// "changed a wet one", "pee and poop". Its words are all the vocabulary's (``KindWords/diaper``); it is a moment, so an amount,
/// a length or a span is refused.
///
/// ```swift
/// // "pee and poop at 2pm" → .moment(.diaper(.both), at: 2pm)
/// ```
struct DiaperReader: PhraseReader {
    init(_ tokens: [Token]) {}

    /// "changed a wet one", "a dirty one", "another one, dirty": "one" after what was in the diaper, or
    /// after "another" in a line that says what was in it, stands for the diaper, not an amount.
    func settle(_ line: inout PhraseLine) {
        let read = line
        line.bareNumbers.removeAll { number in
            guard number.value == 1, read.text(number.range).lowercased() == "one",
                  let index = read.tokens.firstIndex(where: { $0.range.start == number.range.start }), index > 0,
                  let previous = read.tokens[index - 1].word else { return false }
            // "another one, dirty": with what was in it said, "one" is the diaper.
            if previous == "another" { return read.concepts.contains { Concept.diaperContents.contains($0.0) } }
            guard let concept = Vocabulary.concepts[previous] else { return false }
            return Concept.diaperContents.contains(concept)
        }
    }

    /// The words that name the diaper itself, each one diaper.
    static let nouns: Set<String> = ["diaper", "nappy"]

    func interpret(_ line: PhraseLine, as family: PhraseFamily) throws -> EventPhrase {
        try line.refuse(amounts: true, duration: true, span: true, what: "a diaper")
        // "wet diaper, then dirty diaper": two diapers named, never one with both.
        // "a dirty one" after "a wet diaper" names a second one.
        let ones = line.tokens.indices.filter { at in
            at > 0 && line.tokens[at].word == "one" && Vocabulary.concepts[line.tokens[at - 1].word ?? ""].map(Concept.diaperContents.contains) == true
        }.map { (Concept.diaper, line.tokens[$0].range) }
        let named = line.concepts.filter { $0.0 == .diaper && Self.nouns.contains(line.text($0.1).lowercased()) } + ones
        if named.count > 1 {
            throw ParseError.conflicting("this line names \(named.count) diapers; log each on its own line ('wet diaper', then 'dirty diaper'), "
                                         + "or one with both ('wet and dirty diaper')", named[1].1)
        }
        // "wet diaper at two dirty": what follows the time may be the rest of it (a recogniser's "dirty" for
        // "thirty"), and a diaper with both would be a guess.
        let said = line.concepts.filter { Concept.diaperContents.contains($0.0) }
        // "diaper at two dirty": after the diaper and a bare hour, the word right after it may be its minutes.
        func bareHourBefore(_ contents: SourceRange, _ time: SourceRange) -> Bool {
            let text = line.text(time).lowercased()
            guard !text.contains(":"), !["am", "pm", "noon", "midnight", "ago"].contains(where: text.contains),
                  line.concepts.contains(where: { $0.1.end <= time.start }) else { return false }
            return !line.tokens.contains { $0.range.start >= time.end && $0.range.end <= contents.start }
        }
        if let time = line.timeRange, let after = said.first(where: { $0.1.start >= time.end }),
           said.contains(where: { $0.1.end <= time.start }) || bareHourBefore(after.1, time) {
            throw ParseError.conflicting("'\(line.text(after.1))' after the time may be part of it; say what was in the diaper before the time "
                                         + "('wet and dirty diaper at 2'), or the time in digits ('wet diaper at 2:30')", after.1)
        }
        // "wet diaper then pooped", "pee. then poop": what was in it said twice with "then" between is two
        // diapers, as "wet diaper, then dirty diaper" is ("wet and dirty" is one with both).
        if let twice = line.saidTwice(said) {
            throw ParseError.conflicting("'\(line.text(twice))' tells two diapers; log each on its own line ('wet diaper', then 'dirty diaper'), "
                                         + "or one with both ('wet and dirty diaper')", twice)
        }
        // "mixed it", "mixed the formula": mixing a bottle, which "mixed" for a diaper with both would log as one.
        if let mixed = said.first(where: { line.text($0.1).lowercased() == "mixed" }),
           let next = line.tokens.first(where: { $0.range.start >= mixed.1.end }), ["it", "them", "the", "a", "up", "some"].contains(next.word ?? "") {
            throw ParseError.conflicting("'\(line.text(mixed.1.union(next.range)))' may be a bottle mixed; for a diaper say 'wet and dirty diaper', "
                                         + "for a bottle 'made a 4oz bottle'", mixed.1.union(next.range))
        }
        let wet = line.has(.wet), dirty = line.has(.dirty)
        let contents: DiaperContents
        if line.has(.both) || (wet && dirty) {
            contents = .both
        } else if wet {
            contents = .wet
        } else if dirty {
            contents = .dirty
        } else {
            throw ParseError.missing("what was in the diaper", example: "wet diaper', 'dirty diaper' or 'both", line.concepts.first?.1 ?? line.whole)
        }
        return .moment(.diaper(contents), at: line.point)
    }
}

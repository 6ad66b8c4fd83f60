import HushDomain

/// A diaper change in an event phrase: "wet diaper", "she pooped 10 min ago", "changed a dirty diaper",
/// "pee and poop". Its words are all the vocabulary's (``KindWords/diaper``); it is a moment, so an amount,
/// a length or a span is refused.
///
/// ```swift
/// // "pee and poop at 2pm" → .moment(.diaper(.both), at: 2pm)
/// ```
struct DiaperReader: PhraseReader {
    init(_ tokens: [Token]) {}

    func interpret(_ line: PhraseLine, as family: PhraseFamily) throws -> EventPhrase {
        try line.refuse(amounts: true, duration: true, span: true, what: "a diaper")
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

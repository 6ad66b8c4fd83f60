import HushDomain

/// Parses commands that change or remove an existing event:
///
/// ```
/// move the last diaper to 2:30pm        last bottle was 5oz          fell asleep 10 minutes earlier
/// edit sleep 3 ended at 4pm             last diaper was dirty        woke up 5 min later
/// delete the last diaper                restore the last diaper      show last sleep      deleted
/// ```
public enum EditPhraseParser {
    /// The words that name which events a reference means: each kind's (``KindWords/references``), and
    /// the words for any event.
    static let kindWords: [String: EventReference.Kind] = {
        var words: [String: EventReference.Kind] = [:]
        for (kind, names) in KindWords.all.flatMap(\.references) {
            for name in names where words[name] == nil { words[name] = kind }
        }
        for name in ["event", "entry", "one", "thing"] { words[name] = .any }
        return words
    }()

    /// "last diaper was dirty": what a diaper held, in the words ``DiaperContents/words`` gives edits.
    static let contentsWords: [String: DiaperContents] = {
        var words: [String: DiaperContents] = [:]
        for contents in DiaperContents.allCases {
            for word in contents.words.edit { words[word] = contents }
        }
        return words
    }()

    /// Nil when the line is not an edit command.
    public static func parse(_ tokens: [Token], knownNames: [String]) throws -> Command? {
        guard let first = tokens.first?.word else { return nil }
        var cursor = TokenCursor(tokens)
        switch first {
        case "deleted" where tokens.count == 1:
            return .deleted
        case "delete", "remove", "erase", "cancel":
            cursor.advance()
            return .delete(try reference(&cursor, whole: tokens, theOnly: true))
        case "restore", "undelete":
            cursor.advance()
            return .restore(try reference(&cursor, whole: tokens, theOnly: true))
        case "show", "details":
            cursor.advance()
            return .show(try reference(&cursor, whole: tokens, theOnly: true))
        case "move":
            cursor.advance()
            let target = try reference(&cursor, whole: tokens, allowTrailing: true, theOnly: true)
            guard cursor.take(["to"]) != nil, let to = try TimePhrase.point(&cursor, bare: true) else {
                throw ParseError.missing("where to move it", example: "move the last diaper to 2:30pm", target.range)
            }
            try expectEnd(cursor)
            return .edit(target, .move(to: to))
        case "edit", "change", "last", "the", "make", "his", "her":
            // "make that 5oz", "make it dirty": only of the event just told.
            if first == "make", !["that", "it"].contains(cursor.peekWord(1) ?? "") { return nil }
            if ["edit", "change", "make"].contains(first) { cursor.advance() }
            guard let target = try? reference(&cursor, whole: tokens, allowTrailing: true) else { return nil }
            return .edit(target, try change(&cursor, target: target))
        default:
            return try shift(tokens, knownNames: knownNames)
        }
    }

    /// "the last diaper", "last bottle", "sleep 3", "#3", "event 3".
    static func reference(_ cursor: inout TokenCursor, whole tokens: [Token], allowTrailing: Bool = false, theOnly: Bool = false) throws -> EventReference {
        let start = cursor.index
        // "his last diaper": the baby's, as "the" says it.
        _ = cursor.take(["the", "my", "his", "her"])
        var kind = EventReference.Kind.any
        var target: EventReference.Target?
        if cursor.take(["last", "latest", "previous"]) != nil {
            target = .last
        } else if cursor.index == start, cursor.take(["that", "it", "this"]) != nil {
            // "delete that", "change it to dirty", "delete that diaper": the event just told.
            if let word = cursor.peekWord(), let named = kindWords[word] {
                kind = named
                cursor.advance()
            }
            let reference = EventReference(kind: kind, target: .justTold, range: cursor.range(from: start))
            if !allowTrailing { try expectEnd(cursor) }
            return reference
        }
        // "#2", or "number 2" as a recogniser writes it.
        if cursor.current?.text == "#" || (cursor.peekWord() == "number" && cursor.peek(1)?.wholeNumber != nil) { cursor.advance() }
        if let word = cursor.peekWord(), let named = kindWords[word] {
            kind = named
            cursor.advance()
            if word == "breast", cursor.peekWord() == "feed" { cursor.advance() }
        }
        if target == nil, case (let number, nil)? = cursor.current?.wholeNumber, number >= 1 {
            cursor.advance()
            target = .number(number)
        }
        // "delete the diaper", "move the bottle to 2:30": a kind named with "the", no "last" nor number.
        if theOnly, target == nil, kind != .any, cursor.tokens[start].word == "the" { target = .only }
        let range = cursor.range(from: start)
        guard let target else {
            let at = cursor.current ?? tokens[max(start - 1, 0)]
            throw ParseError.missing("which event", example: "the last diaper' or 'sleep 3", at.range)
        }
        if !allowTrailing { try expectEnd(cursor) }
        return EventReference(kind: kind, target: target, range: range)
    }

    /// After a reference: "was 5oz", "was dirty", "ended at 4pm", "started at 2", "had 1oz left".
    static func change(_ cursor: inout TokenCursor, target: EventReference) throws -> EditChange {
        let example = "last bottle was 5oz' or 'edit sleep 3 ended at 4pm"
        guard let verb = cursor.current else { throw ParseError.missing("what to change", example: example, target.range) }
        let result: EditChange
        if cursor.take(["ended", "ends", "end", "finished", "woke"]) != nil {
            // "last woke at 2": waking ends a sleep, not the last event whatever it was.
            if verb.word == "woke", target.kind != .every(.sleep) {
                throw ParseError.conflicting("'woke' ends a sleep; say 'last sleep ended at 2pm'", target.range.union(verb.range))
            }
            _ = cursor.take(["up"])
            guard let at = try TimePhrase.point(&cursor, bare: true) else {
                throw ParseError.missing("the time", example: "edit sleep 3 ended at 4pm", verb.range)
            }
            result = .set(.end, at)
        } else if cursor.take(["started", "starts", "start", "began"]) != nil {
            guard let at = try TimePhrase.point(&cursor, bare: true) else {
                throw ParseError.missing("the time", example: "edit sleep 3 started at 2pm", verb.range)
            }
            result = .set(.start, at)
        } else if cursor.take(["was", "is", "to", "had", "has"]) != nil || target.target == .justTold && cursor.tokens.first?.word == "make" {
            // "last bottle was actually 5oz": the correction said as one.
            _ = cursor.take(["actually", "really"])
            let start = cursor.index
            // "on the right", "the left side", "right": a breast feed's side.
            var side = cursor
            _ = side.take(["on"])
            _ = side.take(["the"])
            if let word = side.peekWord(), case .side(let named)? = Vocabulary.concepts[word] {
                side.advance()
                _ = side.take(["side", "breast"])
                cursor = side
                try expectEnd(cursor)
                return .side(named)
            }
            if let word = cursor.peekWord(), let contents = contentsWords[word] {
                cursor.advance()
                _ = cursor.take(["diaper"])
                result = .contents(contents)
            } else if let at = try TimePhrase.point(&cursor, bare: false) {
                result = .move(to: at)
            } else if let seconds = DurationPhrase.parse(&cursor) {
                result = .length(seconds: seconds, range: cursor.range(from: start))
            } else if let value = NumberPhrase.parse(&cursor, volume: true) ?? suffixed(&cursor) {
                var unit: Volume.Unit?
                if case .number(_, let suffix?)? = cursor.peek(-1)?.kind { unit = Vocabulary.volumeUnits[suffix] }
                if let word = cursor.peekWord(), let named = Vocabulary.volumeUnits[word] {
                    cursor.advance()
                    unit = named
                }
                let spec = VolumeSpec(value: value, unit: unit, range: cursor.range(from: start))
                // "last feed was 2": two ounces, or two o'clock, said of a feed as of nothing that holds an amount.
                if unit == nil, [.every(.eat), .any].contains(target.kind), value == value.rounded(), (1...12).contains(value) {
                    let said = cursor.tokens[..<start].map(\.text).joined(separator: " ")
                    throw ParseError.conflicting("'\(Volume.number(value))' without a unit could be an amount or a time; say '\(said) \(Volume.number(value))oz' "
                                                 + "or '\(said) at \(Volume.number(value))'", spec.range)
                }
                result = cursor.take(["left", "remaining"]) != nil ? .remaining(spec) : .amount(spec)
            } else {
                throw ParseError.missing("the new value", example: example, verb.range)
            }
        } else {
            throw ParseError.unexpected(verb.text, expected: "'was', 'started at' or 'ended at'", verb.range)
        }
        try expectEnd(cursor)
        return result
    }

    /// "fell asleep 10 minutes earlier", "woke up 5 min later", "diaper 10 min earlier".
    static func shift(_ tokens: [Token], knownNames: [String]) throws -> Command? {
        guard let last = tokens.last?.word, last == "earlier" || last == "later" else { return nil }
        // The duration sits just before the last word; find where it starts.
        for split in stride(from: tokens.count - 2, through: 1, by: -1) {
            var cursor = TokenCursor(Array(tokens[split..<(tokens.count - 1)]))
            guard let seconds = DurationPhrase.parse(&cursor), cursor.isAtEnd else { continue }
            let range = tokens[split].range.union(tokens[tokens.count - 1].range)
            let said = Array(tokens[..<split])
            let signed = last == "earlier" ? -seconds : seconds
            // A note is never read as an event phrase; were it, there would be no time of it to move.
            guard let (kind, field) = try moved(said, knownNames: knownNames, range: range) else { return nil }
            let reference = EventReference(kind: kind, target: .last, range: tokens[0].range.union(tokens[split - 1].range))
            return .edit(reference, .shift(field, seconds: signed, range: range))
        }
        return nil
    }

    /// What "… 10 min later" moves: the event the words tell ("fell asleep": the sleep's start), or a kind
    /// named alone ("bottle"), which as a line of its own tells nothing done and is refused.
    private static func moved(_ said: [Token], knownNames: [String], range: SourceRange) throws -> (EventReference.Kind, EventField)? {
        let phrase: EventPhrase
        do {
            phrase = try EventPhraseParser(knownNames: knownNames).parse(said).0
        } catch {
            let named = said.filter { !["the", "her", "his", "last"].contains($0.word ?? "") }
            guard named.count == 1, let kind = kindWords[named[0].word ?? ""], kind != .any else { throw error }
            return (kind, .start)
        }
        try refuseNewEvent(said, phrase, range)
        return phrase.shiftedField
    }

    /// "pooped again 10 min later", "ate 2oz 10 min later": another event, or what the moved one held,
    /// which moving the last one would drop without a word.
    private static func refuseNewEvent(_ said: [Token], _ phrase: EventPhrase, _ range: SourceRange) throws {
        if let new = said.first(where: { ["again", "another", "then", "also", "more", "second"].contains($0.word ?? "") }) {
            throw ParseError.conflicting("'\(new.text)' says another event, not a time moved; log it with its own time, for example '… at 2:40pm' or '… 10 min ago'", new.range.union(range))
        }
        guard phrase.saysMoreThanKindAndTime else { return }
        throw ParseError.conflicting("this says more than a time: 'earlier' and 'later' move the last one as it is; to log a new one, say it with its own time ('… at 2:40pm'), or change the last one with 'last bottle was 5oz'", SourceRange(start: said.first?.range.start ?? 0, end: range.end))
    }

    private static func suffixed(_ cursor: inout TokenCursor) -> Double? {
        if case .number(let value, let suffix?)? = cursor.current?.kind, Vocabulary.volumeUnits[suffix] != nil {
            cursor.advance()
            return value
        }
        return nil
    }

    private static func expectEnd(_ cursor: TokenCursor) throws {
        // "delete the last diaper please": a courtesy closing the line says nothing more.
        if let extra = cursor.tokens[cursor.index...].first(where: { !$0.isSymbol && !["please", "thanks"].contains($0.word ?? "") }) {
            throw ParseError.unexpected(extra.text, expected: "nothing more", extra.range)
        }
    }
}

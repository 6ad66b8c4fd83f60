import HushDomain

/// One event told in two clauses, as a voice says it in one breath: its start and its end ("fell asleep
/// at 1:05 and woke up at 2:35", "went down at 1:15 woke at 2:40"), or a bottle and what was left of it
/// ("ate 4 ounces and left half an ounce"). Each clause is read alone as a phrase of its own; this is the
/// rule that joins them: each kind's reader says which pairs are its two parts (``PhraseReader``). A pair whose parts
/// disagree (the end before the start with no night between, more left than the bottle held) is refused
/// naming both parts; any other pair is two events (``EventPhraseParser`` offers them as two lines).
///
/// ```swift
/// // "fell asleep at 1:05" + "woke up at 2:35"  → .sleepSpan(from: 1:05, to: 2:35)
/// // "ate 4 ounces" + "left half an ounce"      → .bottleAte(amount: 4 oz, remaining: 0.5 oz)
/// // "woke up at 6" + "fell asleep at 7"        → nil: two events
/// ```
enum CompoundPhrase {
    /// A clause as read alone: its meaning and its words as typed, for refusals that name it.
    struct Clause {
        var phrase: EventPhrase
        var text: String
        var range: SourceRange
    }

    /// Words and marks that join two clauses and belong to neither: "and", "then", ", and then".
    static let joinWords: Set<String> = ["and", "then", "but", "plus", "also", "so"]
    static let joinMarks: Set<String> = [",", ";", ".", "&", "+", "-"]

    static func isJoin(_ token: Token) -> Bool {
        if let word = token.word { return joinWords.contains(word) }
        return token.isSymbol && joinMarks.contains(token.text)
    }

    /// The one event the two clauses tell, in this order; nil when they are not two parts of one event.
    /// Each kind's reader knows its own two parts (``PhraseReader/join(_:_:)``).
    static func join(_ start: Clause, _ end: Clause) throws -> EventPhrase? {
        for reader in PhraseFamily.readers {
            if let phrase = try reader.join(start, end) { return phrase }
        }
        return nil
    }

    /// Whether two events are apart, so that two lines say what the one did: a pumping session and a
    /// bottle are not ("pumped 4oz and made a bottle" may be a bottle of that milk, which two lines would
    /// not say; "pumped and dumped" throws the milk away, not a bottle).
    static func areApart(_ one: EventPhrase, _ other: EventPhrase) -> Bool {
        let kinds = [one.shiftedField?.0, other.shiftedField?.0]
        return !(kinds.contains(.every(.pump)) && kinds.contains(.bottle))
    }

    /// "fell asleep at 2:35 and woke up at 1:05": the end comes before the start and no night lies
    /// between, so one of the two times is a slip; which one only the speaker knows.
    static func refuseEndBeforeStart(_ from: LocatedTime, _ to: LocatedTime, _ start: Clause, _ end: Clause) throws {
        guard endsAfter(from.point, to.point) == false else { return }
        var night = ""
        if case .clock = from.point { night = ", and no night lies between" }
        throw ParseError.conflicting(
            "the two parts disagree: '\(end.text)' is not after '\(start.text)'\(night); give the two times in order, for example 'fell asleep at 1pm and woke up at 2:30pm'",
            start.range.union(end.range))
    }

    /// "ate 4 ounces and left 5": more left than the bottle held.
    static func refuseMoreLeft(_ left: VolumeSpec, than amount: VolumeSpec, _ start: Clause, _ end: Clause) throws {
        // "ate 4 ounces and left half": half an ounce, or half of the bottle? Only the speaker knows.
        if left.unit == nil, left.value < 1, end.text.lowercased().split(separator: " ").contains(where: { ["half", "quarter", "third"].contains($0) }) {
            throw EventPhraseParser.partOfTheBottle(end.text, end.range)
        }
        let unit = amount.unit ?? left.unit ?? .oz
        let held = Volume(amount.value, amount.unit ?? unit).inMillilitres
        let remaining = Volume(left.value, left.unit ?? unit).inMillilitres
        guard remaining > held + 0.001 else { return }
        throw ParseError.conflicting(
            "the two parts disagree: '\(end.text)' is more than '\(start.text)'; say what the bottle held and what was left of it, for example 'ate 4oz and left 1'",
            start.range.union(end.range))
    }

    /// Whether the end said comes after the start said: false when it cannot (an earlier clock time that
    /// no night separates from the start, a longer time ago), nil when only the clock can tell.
    static func endsAfter(_ from: TimePoint, _ to: TimePoint) -> Bool? {
        switch (from, to) {
        case (.ago(let start), .ago(let end)): return end < start
        case (.ago, .now), (.clock, .now): return true
        case (.clock(let start), .clock(let end)):
            guard start.day == nil, end.day == nil, start.zoneOffset == end.zoneOffset else { return nil }
            // Both read on one dial: the 24-hour one when both say which half of the day, else the 12-hour one.
            let fullDay = start.candidateHours.count == 1 && end.candidateHours.count == 1
            let startMinute = (fullDay ? start.candidateHours[0] : start.hour % 12) * 60 + start.minute
            let endMinute = (fullDay ? end.candidateHours[0] : end.hour % 12) * 60 + end.minute
            if endMinute > startMinute { return true }
            // "fell asleep at 7:30 and woke at 6": a start that can be in the evening (6 PM on, as "last
            // night" is read) has the night before the end.
            return start.candidateHours.contains { $0 >= 18 } ? true : false
        default: return nil
        }
    }
}

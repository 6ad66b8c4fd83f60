import HushDomain

/// A sleep in an event phrase, and waking from one: "fell asleep", "napped from 1 to 2:30pm", "slept 45
/// min", "she's been asleep for ten minutes", "woke up". Its words are the vocabulary's
/// (``KindWords/sleep``) and "been", which says the sleep is still going on.
///
/// Told in the past tense, a sleep is over, so it needs its time: "he napped" with no time or length
/// would log a sleep that starts now, the one reading that cannot be right. Such a line is refused with
/// the ways to say it; the present tense ("sleeping") starts the sleep now, and "fell asleep" and "woke
/// up" are moments of their own. "he was asleep", "she was up" are states in the past, refused the same
/// way.
///
/// ```swift
/// // "napped 40 min" → .sleepDuration(2400, …); "he napped" → refused: the sleep is over but not when
/// ```
struct SleepReader: PhraseReader {
    /// "been" ("she's been asleep for ten minutes"): what the length measures is still going on.
    private var ongoing = false

    init(_ tokens: [Token]) {}
    static var turns: [PhraseTurn] { [.word] }

    /// Sleep words that name the sleep rather than say it began.
    static let sleepNouns: Set<String> = ["nap", "sleep", "naps", "bed"]
    static let pastSleepWords: Set<String> = ["slept", "napped"]
    static let stateWords: Set<String> = ["was", "were"]

    /// Words that tell a sleep is over, whatever else the line says.
    static let overWords: Set<String> = ["slept", "napped", "nap", "naps", "sleep", "was", "were", "had", "took", "taken"]

    /// "she's napping 40 min", "asleep for 2 hours", "40 min into his nap" (a sleep still going, read as
    /// one that ended now), "fell asleep 40 minutes" (a lost "ago"): the word that makes the length doubtful.
    static func stillGoing(_ tokens: [Token], saidFor: Bool) -> Token? {
        if let into = tokens.first(where: { $0.word == "into" }) { return into }
        guard !tokens.contains(where: { overWords.contains($0.word ?? "") }) else { return nil }
        if let state = tokens.first(where: { ["asleep", "sleeping", "napping", "snoozing"].contains($0.word ?? "") }),
           !tokens.contains(where: { $0.word == "fell" || $0.word == "falling" }) {
            return state
        }
        // "fell asleep for 40 minutes" is a sleep of that length; without "for" the length is a time ago.
        return saidFor ? nil : tokens.first { ["fell", "falling", "down"].contains($0.word ?? "") }
    }

    mutating func claim(_ cursor: inout TokenCursor, _ line: inout PhraseLine, turn: PhraseTurn) throws -> Bool {
        guard turn == .word, cursor.peekWord() == "been" else { return false }
        ongoing = true
        cursor.advance()
        return true
    }

    /// "woke up from her nap": the nap is what was woken from, not a second thing. "went back to sleep",
    /// "to bed" after waking is a second sleep begun, and the line stays two things.
    func settle(_ line: inout PhraseLine) {
        Self.settleStartAndEnd(&line)
        func wokenFrom(_ range: SourceRange) -> Bool {
            guard Self.sleepNouns.contains(line.text(range).lowercased()) else { return false }
            let before = line.tokens.last { $0.range.end <= range.start }
            return before?.word != "to"
        }
        if line.concepts.contains(where: { $0.0 == .wake }), line.concepts.allSatisfy({ $0.0 == .wake || ($0.0 == .sleep && wokenFrom($0.1)) }) {
            line.concepts.removeAll { $0.0 == .sleep }
        }
    }

    func interpret(_ line: PhraseLine, as family: PhraseFamily) throws -> EventPhrase {
        let words = line.tokens.compactMap { token in token.word.map { ($0, token) } }
        let timed = line.time != nil || line.duration != nil
        if family == .wake {
            // "he's been awake for 5 minutes", "been up 20 min": awake since then, as "been asleep" is asleep since.
            if ongoing, let duration = line.duration, line.time == nil {
                try line.refuse(amounts: true, duration: false, span: true, what: "waking up")
                return .sleepEnd(at: LocatedTime(.ago(seconds: duration.seconds), range: duration.range))
            }
            try line.refuse(amounts: true, duration: true, span: true, what: "waking up")
            if !timed, let (_, token) = words.first(where: { Self.stateWords.contains($0.0) }) {
                throw ParseError.conflicting("'\(token.text)' says it was up at some time before now, but not when; say 'woke up at 6am' or 'woke up 10 min ago'", token.range)
            }
            return .sleepEnd(at: line.point)
        }
        try line.refuse(amounts: true, duration: false, span: false, what: "a sleep")
        if let twice = line.saidTwice(line.concepts.filter { $0.0 == .sleep }) {
            throw ParseError.conflicting("'\(line.text(twice))' tells two sleeps; log each on its own line", twice)
        }
        if !timed, let (_, token) = words.first(where: { Self.pastSleepWords.contains($0.0) }) {
            throw ParseError.conflicting("'\(token.text)' says the sleep is over but not when; say '\(token.text) 40 min' or '\(token.text) from 1 to 2pm', or 'fell asleep' for a sleep that starts now", token.range)
        }
        // "took a nap", "had a nap": as over as "napped" (they were logged as a sleep starting now).
        if !timed, let (verb, range) = line.feedingWord, ["had", "took", "taken"].contains(verb) {
            let said = line.text(range)
            throw ParseError.conflicting("'\(said)' says the sleep is over but not when; say '\(said) a 40 min nap' or 'napped from 1 to 2pm', or 'fell asleep' for a sleep that starts now", range)
        }
        if !timed, let (_, token) = words.first(where: { Self.stateWords.contains($0.0) }) {
            throw ParseError.conflicting("'\(token.text)' says when it was asleep is past, but not when; say 'fell asleep at 2pm' or 'slept from 1 to 2pm'", token.range)
        }
        // "had a nap an hour ago", "took a nap at 1": over, with only when it began; read as a start, the
        // sleep ran on to now. ("slept 10 min ago" is a sleep begun then, as the phrase corpus has it, and
        // "napped at 10" is read the same way.)
        if line.duration == nil, let at = line.point {
            if let (verb, range) = line.feedingWord.flatMap({ ["had", "took", "taken"].contains($0.0) ? ("napped", $0.1) : nil }) {
                let when = line.text(at.range), whole = range.union(at.range)
                throw ParseError.conflicting("'\(line.text(whole))' says a sleep is over but not how long; say when it began and ended "
                                             + "('\(verb) from 1 to 2pm'), or 'fell asleep \(when)' for a sleep still going", whole)
            }
        }
        if case .span(let from, let to)? = line.time {
            // "fell asleep between 2 and 2:15": falling asleep is a moment, so the span is when it may have been.
            if let start = words.first(where: { ["fell", "falling", "down"].contains($0.0) }) {
                throw ParseError.conflicting("'\(start.1.text)' is a moment, and a span says only when it may have been; say 'fell asleep at 2' "
                                             + "or 'slept from 2 to 3'", start.1.range)
            }
            if let duration = line.duration {
                throw ParseError.conflicting("both a span and a length given; give one", duration.range)
            }
            return .sleepSpan(from: from, to: to)
        }
        if let duration = line.duration {
            // "she's been asleep for ten minutes": asleep since then, and still asleep.
            if ongoing, line.time == nil {
                return .sleepStart(at: LocatedTime(.ago(seconds: duration.seconds), range: duration.range))
            }
            let length = line.text(duration.range)
            let saidFor = length.lowercased().hasPrefix("for ")
            if line.time == nil, let token = Self.stillGoing(words.map(\.1), saidFor: saidFor) {
                let said = token.range.union(duration.range)
                let length = saidFor ? String(length.dropFirst(4)) : length
                throw ParseError.conflicting("'\(line.text(said))' may be a sleep still going or one that has ended; say 'has been asleep for \(length)' for one still going, or 'slept \(length)' for one that ended", said)
            }
            return .sleepDuration(seconds: duration.seconds, range: duration.range, startingAt: line.point)
        }
        return .sleepStart(at: Self.evening(line.point, words.map(\.0)))
    }

    /// "bedtime at 7:30", "went to bed at 7": a bed's hour from 6 to 11 said without am or pm is the
    /// evening's; read as the latest past 7:30, said in the afternoon it was that morning's, a sleep
    /// running all day. "back to bed at 6" (its "back" read as "again") is a night's waking, and keeps its hour.
    static func evening(_ time: LocatedTime?, _ words: [String]) -> LocatedTime? {
        guard var time, case .clock(var clock) = time.point, clock.meridiem == nil, !clock.twentyFourHour, (6...11).contains(clock.hour),
              words.contains(where: { ["bedtime", "bed"].contains($0) }), !words.contains("again") else { return time }
        clock.meridiem = .pm
        time.point = .clock(clock)
        return time
    }
}

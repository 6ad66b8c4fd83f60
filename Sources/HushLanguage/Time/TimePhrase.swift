import HushDomain

/// Reads the when-part of an event phrase: a point ("now", "10 min ago", "a couple of hours ago", "at 2:15pm",
/// "2:15", "14:15", "noon", "yesterday 11pm", "3 in the morning", "on sunday at 3pm", "feb 11 at 3pm",
/// "8am PST", "in 10 minutes") or a span ("from 1 to 2:30pm", "3-4pm", "yesterday from 1 to 3pm",
/// "from yesterday 11pm to 6am", "between 1 and 2"). A calendar or zone word it cannot place is refused
/// at its column.
///
/// ```swift
/// var cursor = TokenCursor(Lexer.tokens(in: "from 1 to 2:30pm"))
/// try TimePhrase.parse(&cursor)   // .span(from: 1:00, to: 2:30 PM)
/// ```
public enum TimePhrase {
    /// Its own words and every calendar word, in one set sized for both (a `.union` grew it and hashed
    /// every calendar word again).
    public static let vocabulary: Set<String> = {
        let own = ["now", "ago", "at", "since", "from", "to", "until", "till", "til", "between", "today", "yesterday", "this", "morning",
                   "afternoon", "evening", "night", "last", "tonight", "in", "around", "about"]
        var words = Set<String>(minimumCapacity: own.count + CalendarWords.vocabulary.count)
        words.formUnion(own)
        words.formUnion(CalendarWords.vocabulary)
        return words
    }()

    /// Words after which a spoken "three thirty" is a time, not an amount.
    static let timeVerbs: Set<String> = ["asleep", "slept", "napped", "woke", "up", "awake", "down", "sleeping", "napping"]

    /// What joins a span's two ends ("from 1 to 2", "1 till 2"; "til" as a recogniser spells "till").
    static let spanEnds = ["to", "until", "till", "til"]

    static let approximations: Set<String> = ["around", "about", "approximately", "roughly"]

    public static func parse(_ cursor: inout TokenCursor) throws -> TimeSlot? {
        // The event reader tries a time at every word: most words cannot start one (``cannotStart(at:)``).
        if cannotStart(at: cursor) { return nil }
        return try parseTrying(&cursor)
    }

    /// `parse` without the shortcut: what the shortcut must agree with (TimePhraseStartTests).
    static func parseTrying(_ cursor: inout TokenCursor) throws -> TimeSlot? {
        if let slot = try cursor.attempt({ try slot(&$0) }) { return zoned(slot) }
        try refuseUnplaced(cursor)
        return nil
    }

    private static func slot(_ c: inout TokenCursor) throws -> TimeSlot? {
        let start = c.index
        // "napped yesterday from 1 to 3pm": a day before the span is its start's day
        var leadingDay: ClockTime.Day?
        let beforeDay = c.index
        if let day = try dayWords(&c).day, ["from", "between"].contains(c.peekWord() ?? "") {
            leadingDay = day
        } else {
            c.index = beforeDay
        }
        if c.take(["from", "between"]) != nil {
            // "from one to two thirty": the first "to" ends the start, even where "one to two" alone
            // would be a time (1:58).
            if let separator = c.tokens[c.index...].firstIndex(where: { (spanEnds + ["and"]).contains($0.word ?? "") || $0.text == "-" }),
               separator > c.index {
                var head = TokenCursor(Array(c.tokens[c.index..<separator]))
                if let from = try? point(&head, bare: true), head.current == nil {
                    c.index = separator + 1
                    guard let to = try point(&c, bare: true) else { throw ParseError.incompleteSpan(c.range(from: start)) }
                    let (night, ending) = overNight(on(leadingDay, from), to)
                    return .span(from: night, to: ending)
                }
            }
            guard let from = try point(&c, bare: true) else { return nil }
            // "from 4pm for thirty minutes": a start and a length, which the length's own reader takes
            if c.peekWord() == "for" { return .point(on(leadingDay, from)) }
            guard c.take(spanEnds + ["and"]) != nil || c.current?.text == "-" && { c.advance(); return true }(),
                  let to = try point(&c, bare: true) else {
                throw ParseError.incompleteSpan(c.range(from: start))
            }
            let (night, ending) = overNight(on(leadingDay, from), to)
            return .span(from: night, to: ending)
        }
        guard leadingDay == nil else { return nil }
        if let span = try c.attempt({ try bareHourSpan(&$0) }) { return span }
        guard let from = try point(&c, bare: false) else { return nil }
        // "1 to 2:30pm" without "from" is still a span when the second half is a time
        let saved = c.index
        if c.take(spanEnds) != nil || (c.current?.text == "-" && { c.advance(); return true }()),
           let to = try point(&c, bare: true) {
            let (night, ending) = overNight(from, to)
            return .span(from: night, to: ending)
        }
        c.index = saved
        return .point(from)
    }

    /// "3-4pm", "9 to 11am", "9 to 10:30": a plain hour starts a span when the end says am or pm, or its
    /// minutes ("1 to 2" may be an amount, "1 to 2:30" is not).
    private static func bareHourSpan(_ c: inout TokenCursor) throws -> TimeSlot? {
        guard case .number(_, nil)? = c.current?.kind, c.peek(1)?.text == "-" || spanEnds.contains(c.peekWord(1) ?? ""),
              let from = try? point(&c, bare: true),
              c.take(spanEnds) != nil || (c.current?.text == "-" && { c.advance(); return true }()),
              let to = try point(&c, bare: true), case .clock(let end) = to.point,
              end.meridiem != nil || { if case .clock = c.tokens[c.index - 1].kind { return true }; return false }() else { return nil }
        let (night, ending) = overNight(from, to)
        return .span(from: night, to: ending)
    }

    /// "1:30 - 3:00 PST": a zone said after a span is the whole span's, not its end's alone.
    static func zoned(_ slot: TimeSlot) -> TimeSlot {
        guard case .span(var from, let to) = slot, case .clock(let end) = to.point, let zone = end.zoneOffset,
              case .clock(var start) = from.point, start.zoneOffset == nil else { return slot }
        start.zoneOffset = zone
        from.point = .clock(start)
        return .span(from: from, to: to)
    }

    /// The start of a span gets the day said before the span.
    private static func on(_ day: ClockTime.Day?, _ time: LocatedTime) -> LocatedTime {
        guard let day, case .clock(var clock) = time.point, clock.day == nil else { return time }
        clock.day = day
        var moved = time
        moved.point = .clock(clock)
        return moved
    }

    /// A calendar or zone word nothing above could place: refused where it stands, with what would work.
    private static func refuseUnplaced(_ c: TokenCursor) throws {
        var c = c
        // "last week", "this may": the calendar word is what cannot be placed
        if ["last", "this", "on", "the"].contains(c.peekWord() ?? ""), let next = c.peekWord(1), CalendarWords.isCalendarWord(next) { c.advance() }
        guard let token = c.current, let word = token.word, CalendarWords.isCalendarWord(word) else { return }
        let reason: String
        if ["tomorrow", "tomorrows", "next", "hence", "coming", "upcoming"].contains(word) {
            reason = "is about the future; log things once they have happened"
        } else if CalendarWords.weekdays[word] != nil {
            reason = "needs a time of day with it, for example 'on sunday at 3pm' or 'last sunday at 3pm'"
        } else if CalendarWords.months[word] != nil {
            reason = "is read as a month, and needs a day and a time with it, for example 'feb 11 at 3pm'"
        } else if ZoneAbbreviation.reading(of: word) != nil {
            reason = "is a time zone; it goes right after a time, for example '8am \(token.text)'"
        } else {
            reason = "is not a time Hush can log; give a day and a time, for example 'yesterday 8am' or 'sunday at 3pm'"
        }
        throw ParseError.unplacedTimeWord(token.text, reason: reason, token.range)
    }
}

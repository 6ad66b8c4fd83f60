import FoundationEssentials
import HushDomain
import HushLanguage

extension TimeResolver {
    /// "napped from 1:30 to 12:10" said at 3 PM: the end is 12:10 PM, and the start, its nearest past
    /// reading (1:30 PM) after that end, was moved back twelve hours to 1:30 AM, a sleep through the whole
    /// morning. A night told this way crosses midnight ("slept from 7 to 6" is 7 PM to 6 AM) and stays;
    /// a start moved to the small hours and an end past noon is likelier a misheard time than the truth,
    /// and is refused with the reading written out, so typing it logs it.
    ///
    /// ```swift
    /// try resolver.refuseStartMovedPastNoon(from, start: oneThirtyAM, end: twelveTenPM, range: r)   // throws
    /// ```
    func refuseStartMovedPastNoon(_ from: LocatedTime, start: Date, end: Date, range: SourceRange) throws {
        guard case .clock(let clock) = from.point, clock.meridiem == nil, !clock.twentyFourHour, clock.candidateHours.count == 2,
              let nearest = try? instant(for: from), nearest != start else { return }
        let first = calendar.civil(start), last = calendar.civil(end)
        guard first.startOfDay == last.startOfDay, first.hour < 12, last.hour >= 12 else { return }
        let start = phraseText(civil: first, zoned: calendar).replacing("today ", with: "")
        let end = phraseText(civil: last, zoned: calendar).replacing("today ", with: "")
        throw DomainError.ambiguousTime("read before its end, '\(from.text)' is \(start), and the span runs past noon to \(end); "
                                        + "if that is what happened, say 'from \(start) to \(end)'", range)
    }

    /// "slept from 10 to 5" said at 9 PM: read as the latest past times, 10 AM to 5 PM, seven hours in the
    /// day, where the night before (10 PM to 5 AM) is as likely. A span of four hours or more read from
    /// the morning past noon, with neither end saying am or pm, and whose night would begin in the evening,
    /// is refused with both readings written out.
    func refuseDayOrNight(_ from: LocatedTime, _ to: LocatedTime, start: Date, end: Date, range: SourceRange) throws {
        guard case .clock(let first) = from.point, case .clock(let last) = to.point,
              [first, last].allSatisfy({ $0.meridiem == nil && !$0.twentyFourHour && $0.candidateHours.count == 2 && $0.day == nil }),
              end.timeIntervalSince(start) >= 4 * 3600 else { return }
        let (day, night) = (calendar.civil(start), calendar.civil(end))
        // The night's reading begins in the evening: "from 1:30 to 12:10" is no night, and is asked as a start
        // moved back past noon (``refuseStartMovedPastNoon(_:start:end:range:)``).
        guard day.startOfDay == night.startOfDay, day.hour < 12, night.hour >= 12, day.hour + 12 >= 18 else { return }
        let said = "from \(from.text) to \(to.text)"
        let words = { (hour: Int, minute: Int, half: String) in "\(hour % 12 == 0 ? 12 : hour % 12)\(minute > 0 ? ":" + (minute < 10 ? "0" : "") + String(minute) : "")\(half)" }
        let daytime = "from \(words(day.hour, day.minute, "am")) to \(words(night.hour, night.minute, "pm"))"
        let overnight = "from \(words(day.hour, day.minute, "pm")) to \(words(night.hour, night.minute, "am"))"
        throw DomainError.ambiguousTime("'\(said)' could be \(daytime) or, overnight, \(overnight); say which", range)
    }

    /// "napped from 2 to 5" said at 3 PM: its ends read as their latest past times were 2 to 5 AM, where
    /// the afternoon's reading, begun and not yet ended, is as likely: a sleep still going told with the
    /// end it is expected to have, or a slip. With neither end saying am or pm, a span whose other half
    /// of the day would hold now is refused with both ways written out.
    func refuseSpanHoldingNow(_ from: LocatedTime, _ to: LocatedTime, start: Date, end: Date, range: SourceRange) throws {
        guard case .clock(let first) = from.point, case .clock(let last) = to.point,
              [first, last].allSatisfy({ $0.meridiem == nil && !$0.twentyFourHour && $0.candidateHours.count == 2 && $0.day == nil }) else { return }
        let halfDay: TimeInterval = 12 * 3600
        // Both ends in one morning, so the other reading is one afternoon's; or a nap's length across
        // midnight ("11:30 to 12:45" said at 11:40 AM read as the night's), whose other reading crosses noon.
        let (opens, closes) = (calendar.civil(start), calendar.civil(end))
        let oneMorning = opens.startOfDay == closes.startOfDay && opens.hour < 12 && closes.hour < 12
        guard oneMorning || end.timeIntervalSince(start) <= 4 * 3600,
              start.addingTimeInterval(halfDay) <= now, end.addingTimeInterval(halfDay) > now.addingTimeInterval(Self.tolerance) else { return }
        let read = { (date: Date) in self.phraseText(date, zoneOffset: nil).replacing("today ", with: "") }
        let night = "from \(read(start)) to \(read(end))"
        throw DomainError.ambiguousTime("'from \(from.text) to \(to.text)' could be \(night), or \(read(start.addingTimeInterval(halfDay))) to "
                                        + "\(read(end.addingTimeInterval(halfDay))), which has not ended yet; if it is still going, say when it began; "
                                        + "if it was the night's, say '\(night)'", range)
    }
}

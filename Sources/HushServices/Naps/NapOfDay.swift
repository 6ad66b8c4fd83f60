import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Which nap of the day a sleep is. A sleep that starts from 6:00 AM to 6:59 PM is a nap and any other
/// is the night, the same clock rule scoring uses; the nap index counts naps since the last night sleep.
/// So a 6:10 AM resettle after a 5:30 wake is the day's 1st nap (its short wake window before it is a real
/// one), a 6:45 PM early bedtime is one more nap, and a 7:15 PM catnap is part of the night: the clock
/// decides, never the length, so the index is known the moment a sleep starts.
///
/// ```swift
/// let days = NapOfDay(spans: history, calendar: calendar)
/// days.index(at: history.count)        // the next nap's number, when the history reaches a night
/// days.samples(index: 2, before: wake) // wake windows (minutes) before 2nd naps, last 14 days
/// ```
public struct NapOfDay: Sendable {
    public var spans: [SleepSpan]
    public var calendar: ZonedCalendar

    public init(spans: some Collection<SleepSpan>, calendar: ZonedCalendar) {
        self.spans = Array(spans)
        self.calendar = calendar
    }

    public static func isNap(_ start: Date, calendar: ZonedCalendar) -> Bool {
        (6..<19).contains(calendar.civil(start).hour)
    }

    /// The nap number a sleep at `position` has (or would have, at `spans.count`): one more than the naps
    /// since the last night. Nil when no night is in reach or a gap of over a day breaks the record,
    /// so a history that starts mid-day never mislabels its naps.
    public func index(at position: Int) -> Int? {
        var naps = 0
        var cursor = position - 1
        while cursor >= 0 {
            if cursor + 1 < spans.count, spans[cursor + 1].start.timeIntervalSince(spans[cursor].end) > 24 * 3600 { return nil }
            if !Self.isNap(spans[cursor].start, calendar: calendar) { return naps + 1 }
            naps += 1
            cursor -= 1
        }
        return nil
    }

    /// Wake windows (minutes) before the sleeps of the 14 days before `now` that `matches` picks (by position),
    /// counted as the PRD counts its samples: sleeps of 20 minutes or more, from the end of the sleep before.
    func windows(before now: Date, where matches: (Int) -> Bool) -> [Double] {
        let since = now.addingTimeInterval(-14 * 24 * 3600)
        var windows: [Double] = []
        for position in spans.indices.dropFirst() {
            let sleep = spans[position]
            guard sleep.start >= since, sleep.start <= now, sleep.end.timeIntervalSince(sleep.start) >= 20 * 60 else { continue }
            let window = sleep.start.timeIntervalSince(spans[position - 1].end) / 60
            if window > 0, matches(position) { windows.append(window) }
        }
        return windows
    }

    /// Wake windows before the naps numbered `index` in the 14 days before `now`.
    public func samples(index: Int, before now: Date) -> [Double] {
        windows(before: now) { Self.isNap(spans[$0].start, calendar: calendar) && self.index(at: $0) == index }
    }

    /// Wake windows before bedtimes (a night sleep that follows a nap) in the 14 days before `now`.
    public func bedtimeSamples(before now: Date) -> [Double] {
        windows(before: now) { !Self.isNap(spans[$0].start, calendar: calendar) && Self.isNap(spans[$0 - 1].start, calendar: calendar) }
    }

    /// How many naps the baby usually takes between nights (the median over the days of the 14 before
    /// `now` that have a night on both sides); nil with fewer than 5 such days.
    public func usualNaps(before now: Date) -> Int? {
        let since = now.addingTimeInterval(-14 * 24 * 3600)
        var counts: [Int] = []
        var naps: Int?
        for sleep in spans where sleep.start <= now {
            if Self.isNap(sleep.start, calendar: calendar) {
                naps = naps.map { $0 + 1 }
            } else {
                if let count = naps, sleep.start >= since, count > 0 { counts.append(count) }
                naps = 0
            }
        }
        guard counts.count >= 5 else { return nil }
        return counts.sorted()[counts.count / 2]
    }
}

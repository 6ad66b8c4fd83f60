import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `timeline`: the day (or days) drawn hour by hour; its JSON is the events in the window, newest first.
///
/// ```swift
/// try TimelineAnswer(layout: layout, baby: eddie, calendar: calendar, now: now).text(style: style)
/// ```
public struct TimelineAnswer: Answer {
    public var spokenView: SpokenView { .timeline }

    public var layout: TimelineLayout
    public var baby: Baby
    public var calendar: ZonedCalendar
    public var now: Date

    public init(layout: TimelineLayout, baby: Baby, calendar: ZonedCalendar, now: Date) {
        self.layout = layout
        self.baby = baby
        self.calendar = calendar
        self.now = now
    }

    public func text(style: TextStyle) -> String {
        TimelineText(style: style, calendar: calendar, now: now, safety: BottleSafety(settings: baby.settings),
                     units: baby.settings.units).render(layout, baby: baby)
    }

    /// The span, how much happened in it, the latest event and what is running: a chart read aloud is
    /// its story, not its header.
    public func speech() -> String {
        let safety = BottleSafety(settings: baby.settings)
        var seen = Set<String>()
        let events = layout.rows.flatMap(\.events).filter { seen.insert($0.id).inserted }.sorted { $0.start.utc < $1.start.utc }
        let from = TimeText.clock(layout.window.from, calendar: calendar, now: now), to = TimeText.clock(layout.window.to, calendar: calendar, now: now)
        var parts = ["\(baby.name)'s timeline from \(from) to \(to): \(events.isEmpty ? "nothing logged" : "\(events.count) event\(events.count == 1 ? "" : "s")")"]
        if let latest = events.last(where: { $0.start.utc <= now }) {
            parts.append("The latest, \(SpokenText.clause(DayListing.detail(latest, now: now, calendar: calendar, safety: safety, units: baby.settings.units))) "
                + "at \(TimeText.clock(latest.start.utc, calendar: calendar, now: now))")
        }
        if let sleeping = layout.open.first(where: { $0.kind == .sleep }) {
            parts.append("Asleep now, for \(DurationText.short(now.timeIntervalSince(sleeping.start.utc)))")
        }
        if let window = layout.napWindow, window.end > now {
            parts.append("Nap window \(TimeText.clockOnly(calendar.civil(window.start))) to \(TimeText.clockOnly(calendar.civil(window.end)))")
        }
        return SpokenText.sentences(parts.joined(separator: " · "))
    }

    public func json() throws -> String {
        var seen = Set<String>()
        let events = layout.rows.reversed().flatMap(\.events).filter { seen.insert($0.id).inserted }
        return try AnswerJSON.text(JSONRenderer.Reply(today: JSONRenderer.TodayJSON(date: UTCText.format(layout.window.from), babyID: baby.id, events: events)))
    }
}

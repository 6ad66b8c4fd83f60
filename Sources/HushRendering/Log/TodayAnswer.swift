import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `today`: the day's events, numbered for `edit N`, with a dated separator where the list crosses midnight.
///
/// ```swift
/// try TodayAnswer(listing: listing, baby: eddie, calendar: calendar, now: now).speech()
/// // "Eddie has 3 events logged today."
/// ```
public struct TodayAnswer: Answer {
    public var spokenView: SpokenView { .today }

    public var listing: DayListing
    public var baby: Baby
    public var calendar: ZonedCalendar
    public var now: Date

    public init(listing: DayListing, baby: Baby, calendar: ZonedCalendar, now: Date) {
        self.listing = listing
        self.baby = baby
        self.calendar = calendar
        self.now = now
    }

    public func text(style: TextStyle) -> String {
        var lines = [style.bold("Today") + " · \(baby.name) · \(TimeText.date(listing.date))"]
        if listing.rows.isEmpty {
            lines.append("  No events yet today")
            lines.append(style.dim("  Log your first entry, for example: wet diaper"))
        }
        // PRD 12: a dated separator where the list crosses midnight, instead of repeating the day per row.
        var day = listing.date.dayNumber
        for row in listing.rows {
            let civil = calendar.civil(row.time)
            if civil.dayNumber != day {
                day = civil.dayNumber
                let label = day == listing.date.dayNumber - 1 ? "Yesterday, \(TimeText.date(civil))" : TimeText.date(civil)
                lines.append(style.dim("  ── \(label) ──"))
            }
            let number = style.dim(String(row.number).leftPadded(to: 3))
            lines.append(number + "  " + TimeText.clockOnly(civil).leftPadded(to: 8) + "  " + style.kind(row.kind, row.detail)
                + style.dim(TimeText.elsewhere(row.event.start, calendar: calendar)))
        }
        return lines.joined(separator: "\n")
    }

    public func json() throws -> String {
        try AnswerJSON.text(JSONRenderer.Reply(today: JSONRenderer.TodayJSON(date: listing.date.dateText, babyID: baby.id, events: listing.rows.map(\.event))))
    }

    public func speech() -> String {
        let count = listing.rows.count
        return SpokenText.sentences("\(baby.name) has \(count == 0 ? "nothing" : count == 1 ? "1 event" : "\(count) events") logged today")
    }
}

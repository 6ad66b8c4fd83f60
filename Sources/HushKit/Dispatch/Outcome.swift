import Foundation

/// What a command produced, before rendering: renderers turn it into human text or JSON.
public enum Outcome: Sendable {
    /// A change was recorded; `summary` is the one line saying exactly what.
    case recorded(summary: String, event: Event?, baby: Baby?)
    case status(Dashboard, calendar: ZonedCalendar)
    case today(DayListing, baby: Baby, calendar: ZonedCalendar, now: Date)
    case export(ExportDocument)
    case help(String)
    case clock(Date, calendar: ZonedCalendar)
    case quit
}

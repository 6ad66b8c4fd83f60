import Foundation

/// What a command produced, before rendering: renderers turn it into human text or JSON.
public enum Outcome: Sendable {
    /// A change was recorded; `summary` is the one line saying exactly what.
    case recorded(summary: String, event: Event?, baby: Baby?)
    case status(Dashboard, calendar: ZonedCalendar)
    case quickStats(Dashboard)
    /// A question's answer: a line or two, and its facts for `--json`.
    case answer(QuestionAnswer)
    case nap(NapForecast, baby: Baby, calendar: ZonedCalendar, now: Date, why: Bool)
    case predictionStats(PredictionReport)
    case timeline(TimelineLayout, baby: Baby, calendar: ZonedCalendar, now: Date)
    case today(DayListing, baby: Baby, calendar: ZonedCalendar, now: Date)
    /// `foods`: every food tried, oldest first.
    case foods(FoodsList, baby: Baby, calendar: ZonedCalendar, now: Date)
    case export(ExportDocument)
    /// `show`: every field of one event.
    case eventDetails(Event, calendar: ZonedCalendar, now: Date, safety: BottleSafety)
    /// `deleted`: what can still be restored, numbered for `restore N`.
    case deletedList([Event], calendar: ZonedCalendar, now: Date, safety: BottleSafety)
    case help(String)
    /// `stash`: the milk in the fridge and freezer, oldest first.
    case stash(MilkStash)
    /// `zone`: the household's (``HouseholdZone``), nil before one is set or offered.
    case settings(Baby, theme: String, notifications: [(NotificationKind, Bool)], quietHours: QuietHours?, muted: Set<NotificationKind>, zone: String?)
    case clock(Date, calendar: ZonedCalendar)
    /// The session moved to another zone.
    case zone(Date, calendar: ZonedCalendar)
    /// A morning-routine view (Better Morning).
    case routine(RoutineOutcome, calendar: ZonedCalendar, now: Date)
    /// A document printed as it is (`export csv`).
    case document(String)
    /// People, invites and office hours.
    case people(PeopleOutcome, calendar: ZonedCalendar, now: Date)
    /// `reminders`: what is planned for the person, and which kinds they won't hear.
    case reminders(ReminderOutcome, calendar: ZonedCalendar, now: Date)
    /// Sharing with the family's server.
    case sync(SyncOutcome)
    /// `check store`: a summary and every problem found.
    case storeCheck(StoreCheckReport)
    /// Many days: the trends table or the sleep stripes.
    case trends(DailyTrends, view: TrendsView, calendar: ZonedCalendar)
    /// Needs the network: run by the interpreter outside the store's lock, never rendered itself.
    case network(NetworkRequest)
    case quit
}

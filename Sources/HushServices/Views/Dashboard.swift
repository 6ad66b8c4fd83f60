import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// The dashboard spec's "since last" counters and today's summary, plus what is in progress
/// (PRD 4.4 quick stats). Pure: built from events the caller read, at the clock's now.
///
/// ```swift
/// let dashboard = Dashboard.build(baby: eddie, now: now, calendar: calendar, open: open,
///                                 lastFeed: feed, lastDiaper: diaper, lastSleep: sleep, today: events)
/// dashboard.summaryLine   // "3 feeds · 3 pee · 1 poop · 1h 30m total sleep"
/// ```
public struct Dashboard: Sendable {
    public var baby: Baby
    public var now: Date
    public var ageText: String?
    public var lastFeed: Event?
    public var lastDiaper: Event?
    /// The last finished sleep (when none is running).
    public var lastSleep: Event?
    public var activeSleep: Event?
    public var bottles: [Event]
    public var feeds: Int
    public var pee: Int
    public var poop: Int
    public var sleepSeconds: TimeInterval
    public var notes = 0
    /// Changes today recorded without their contents (imported): counted apart, never guessed as pee or poop.
    public var unrecordedDiapers = 0
    /// The next nap window (status shows it while awake).
    public var nap: NapForecast?
    /// The side to offer first for the next breast feed; nil when there has been none.
    public var suggestedSide: BreastSide?
    /// The sync state line (``SyncStatus``), when the store has a server.
    public var sync: String?
    /// The last pumping session, and today's: shown once the household pumps.
    public var lastPump: Event?
    public var pumpedToday: PumpTotals?

    public static func build(
        baby: Baby, now: Date, calendar: ZonedCalendar, open: [Event], lastFeed: Event?, lastDiaper: Event?,
        lastSleep: Event?, today: [Event], dayStart: Date
    ) -> Dashboard {
        var counts = Counts(dayStart: dayStart, now: now)
        for event in today { event.data.presentation.count(event, today: &counts) }
        let (feeds, pee, poop, notes, unrecordedDiapers, sleep) =
            (counts.feeds, counts.pee, counts.poop, counts.notes, counts.unrecordedDiapers, counts.sleep)
        let age = baby.ageInDays(on: calendar.civil(now)).map(AgeText.describe)
        var dashboard = Dashboard(
            baby: baby, now: now, ageText: age, lastFeed: lastFeed, lastDiaper: lastDiaper,
            lastSleep: lastSleep, activeSleep: open.first { $0.kind == .sleep },
            bottles: open.filter { event in
                // An expired bottle stays on the dashboard for an hour (struck through), then only in history.
                guard let expiry = BottleSafety(settings: baby.settings).expiry(of: event) else { return false }
                return now.timeIntervalSince(expiry) < 3600
            }, feeds: feeds, pee: pee, poop: poop, sleepSeconds: sleep)
        dashboard.notes = notes
        dashboard.unrecordedDiapers = unrecordedDiapers
        return dashboard
    }

    /// Today's tallies, each kind adding its own (``EventPresentation/count(_:today:)``).
    package struct Counts {
        var dayStart: Date
        var now: Date
        var feeds = 0, pee = 0, poop = 0, notes = 0, unrecordedDiapers = 0
        var sleep: TimeInterval = 0
    }

    /// "6 feeds · 4 pee · 2 poop · 8h 30m total sleep" (spec copy, including its empty state).
    /// Notes appear once there are some: the spec's empty states list only feeds, pee, poop and sleep.
    public var summaryLine: String {
        var base = "\(feeds) \(feeds == 1 ? "feed" : "feeds") · \(pee) pee · \(poop) poop"
        if unrecordedDiapers > 0 { base += " · \(unrecordedDiapers) diaper\(unrecordedDiapers == 1 ? "" : "s") (contents not recorded)" }
        base += " · \(DurationText.hoursMinutes(sleepSeconds)) total sleep"
        return notes == 0 ? base : base + " · \(notes) \(notes == 1 ? "note" : "notes")"
    }
}

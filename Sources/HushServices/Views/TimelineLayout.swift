import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// The timeline (PRD 4.1) as rows of fixed length, newest at the top like the app (scroll up for the
/// future): each row is one slot of time, marks the hour, shows sleep as a bar as long as the sleep,
/// and names the events that start in it. The "now" row carries what is in progress.
///
/// ```swift
/// let layout = TimelineLayout.build(events: events, open: open, window: window, now: now, calendar: calendar)
/// layout.rows.first?.start   // the latest slot
/// ```
public struct TimelineLayout: Sendable {
    public struct Window: Sendable {
        public var from: Date
        public var to: Date
        /// Seconds per row: 15 minutes for short windows, 30 for a day or more.
        public var step: TimeInterval

        public init(from: Date, to: Date) {
            self.from = from
            self.to = to
            step = to.timeIntervalSince(from) > 12 * 3600 ? 1800 : 900
        }
    }

    public struct Row: Sendable {
        public var start: Date
        public var isHourMark: Bool
        public var isFuture: Bool
        public var containsNow: Bool
        /// Asleep during (some of) this slot.
        public var asleep: Bool
        /// A new day begins with this row (reading downward, the day above ended).
        public var newDay: CivilDateTime?
        /// Events starting in this slot, oldest first.
        public var events: [Event]
        /// Inside the predicted nap window (drawn dimmed, PRD 4.1).
        public var inNapWindow = false
    }

    public var window: Window
    public var rows: [Row]
    /// In progress at now: a running sleep, bottles prepared or feeding.
    public var open: [Event]
    /// Today's numbers (as `today` shows them) for events that have one, so commands can name them.
    public var numbers: [String: Int] = [:]
    /// The predicted nap window, when the baby is awake and one exists.
    public var napWindow: (start: Date, end: Date)? {
        didSet {
            guard let napWindow else { return }
            for index in rows.indices {
                let start = rows[index].start, end = start.addingTimeInterval(window.step)
                rows[index].inNapWindow = start < napWindow.end && end > napWindow.start
            }
        }
    }

    public static func build(events: [Event], open: [Event], window: Window, now: Date, calendar: ZonedCalendar) -> TimelineLayout {
        let sleeps = events.filter { $0.kind == .sleep }
        var rows: [Row] = []
        var slot = window.from
        var previousDay: Int?
        while slot < window.to {
            let end = slot.addingTimeInterval(window.step)
            let civil = calendar.civil(slot)
            let asleep = sleeps.contains { $0.start.utc < end && ($0.end?.utc ?? min(now, window.to)) > slot && $0.start.utc < now }
            let starting = events.filter { $0.start.utc >= slot && $0.start.utc < end }
            rows.append(Row(start: slot, isHourMark: civil.minute == 0, isFuture: slot > now, containsNow: slot <= now && now < end,
                            asleep: asleep, newDay: previousDay != nil && previousDay != civil.dayNumber ? civil.startOfDay : nil,
                            events: starting))
            previousDay = civil.dayNumber
            slot = end
        }
        return TimelineLayout(window: window, rows: rows.reversed(), open: open)
    }
}

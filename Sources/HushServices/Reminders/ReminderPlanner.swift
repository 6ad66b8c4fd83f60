import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// The notification engine: from a person's ``ReminderSituation``, the clock and the ``ReminderPolicy``,
/// every reminder they are owed that has not been delivered, soonest first. Nothing is scheduled ahead:
/// `reminders`, `watch` and `watch --once` each ask again, so a reminder whose reason is gone is simply
/// not planned any more (PRD 10: cancelled when the bottle is finished or discarded, or the nap begins).
///
/// ```swift
/// let planner = ReminderPlanner(now: now, calendar: calendar, policy: policy)
/// planner.plan(situation)        // [bottle expiry at 2:15 AM, feeding due at 6:00 AM (held), ...]
/// planner.due(situation).due     // those whose time has come, and `.next`: when the next rings
/// ```
public struct ReminderPlanner: Sendable {
    /// A reminder more than this late is dropped rather than delivered: a `watch` started in the afternoon
    /// should not ring for the morning's bottle. Deliveries older than this are forgotten for the same reason.
    public static let lateness: TimeInterval = 3600
    /// PRD 5: the expiry reminder comes 15 minutes before the bottle's effective expiry.
    public static let expiryLead: TimeInterval = 15 * 60
    /// PRD 10: feeding due 3 hours after the last feed.
    public static let feedingInterval: TimeInterval = 3 * 3600

    public var now: Date
    public var calendar: ZonedCalendar
    public var policy: ReminderPolicy

    public init(now: Date, calendar: ZonedCalendar, policy: ReminderPolicy) {
        self.now = now
        self.calendar = calendar
        self.policy = policy
    }

    /// Every undelivered reminder the policy lets through, from `lateness` ago onwards, by ring time.
    public func plan(_ situation: ReminderSituation) -> [Reminder] {
        var candidates: [Reminder] = []
        for state in situation.babies {
            candidates += state.openBottles.compactMap { bottleExpiry($0, baby: state.baby) }
            if let feed = state.lastFeed { candidates.append(feedingDue(feed, baby: state.baby)) }
            // A window that closes before the reminder could ring (held by quiet hours) has nothing left to say.
            if !state.isAsleep, let window = state.napWindow, case let reminder = napWindow(window, baby: state.baby),
               max(reminder.at, now) < window.end {
                candidates.append(reminder)
            }
        }
        candidates += situation.officeHours.compactMap(officeHours)
        if let routine = situation.routine, let next = routineReminder(routine, delivered: situation.delivered) {
            candidates.append(next)
        }
        let order = NotificationKind.allCases
        return candidates
            .filter { policy.allows($0.kind) && !situation.delivered.contains($0.key) && $0.at >= now.addingTimeInterval(-Self.lateness) }
            .sorted { ($0.at, order.firstIndex(of: $0.kind)!, $0.key) < ($1.at, order.firstIndex(of: $1.kind)!, $1.key) }
    }

    /// The planned reminders whose ring time has come, and when the next one after them rings.
    public func due(_ situation: ReminderSituation) -> (due: [Reminder], next: Date?) {
        let planned = plan(situation)
        return (planned.filter { $0.at <= now }, planned.map(\.at).filter { $0 > now }.min())
    }

    /// A reminder due at `due`, timed by the policy, its text written for the moment it will be read.
    private func reminder(_ kind: NotificationKind, key: String, due: Date, baby: String?, repeats: String? = nil,
                          text: (Date) -> (title: String, body: String)) -> Reminder {
        let at = policy.ringTime(of: kind, due: due, calendar: calendar)
        let (title, body) = text(max(at, now))
        return Reminder(kind: kind, key: key, due: due, at: at, title: title, body: body, babyName: baby, repeats: repeats)
    }

    private func clock(_ instant: Date) -> String { TimeText.clockOnly(calendar.civil(instant)) }

    private func bottleExpiry(_ bottle: Event, baby: Baby) -> Reminder? {
        let safety = BottleSafety(settings: baby.settings)
        guard let expiry = safety.expiry(of: bottle) else { return nil }
        let due = max(expiry.addingTimeInterval(-Self.expiryLead), bottle.start.utc)
        return reminder(.bottleExpiry, key: "bottle_expiry:\(bottle.id)", due: due, baby: baby.name) { read in
            let left = expiry.timeIntervalSince(read)
            let made = "\(baby.name)'s bottle, made at \(clock(bottle.start.utc)),"
            guard left >= 30 else { return ("Bottle expired", "\(made) expired at \(clock(expiry)): throw it away") }
            let sip = bottle.data.bottle?.feedingStartedAt.map { $0.addingTimeInterval(safety.afterFirstSip) == expiry } ?? false
            return ("Bottle expires in \(DurationText.spoken(left))",
                    "\(made) expires at \(clock(expiry))" + (sip ? ", \(DurationText.spoken(safety.afterFirstSip)) after feeding started" : ""))
        }
    }

    private func feedingDue(_ feed: Event, baby: Baby) -> Reminder {
        let fed = feed.feedTime
        return reminder(.feedingDue, key: "feeding_due:\(feed.id)", due: fed.addingTimeInterval(Self.feedingInterval), baby: baby.name) { read in
            ("Feeding due", "\(baby.name) last ate \(DurationText.spoken(read.timeIntervalSince(fed))) ago, at \(clock(fed))")
        }
    }

    private func napWindow(_ window: (wakeEventID: String, start: Date, end: Date), baby: Baby) -> Reminder {
        reminder(.napWindow, key: "nap_window:\(window.wakeEventID)", due: window.start, baby: baby.name) { _ in
            ("Nap window starting", "\(baby.name) may be getting tired (window \(clock(window.start))–\(clock(window.end)))")
        }
    }

    private func officeHours(_ open: ReminderSituation.OpenOfficeHours) -> Reminder? {
        let hours = open.officeHours
        guard hours.isAvailable(at: now) else { return nil }
        let key = "office_hours:\(hours.babyID):\(hours.since.wholeSeconds(.towardZero))"
        let planned = reminder(.officeHours, key: key, due: hours.since, baby: open.babyName) { _ in
            ("\(open.babyName) is in!", "The baby will see you now 👶" + (hours.until.map { " (until \(clock($0)))" } ?? ""))
        }
        // Office hours that end before quiet hours do are over by the time it could ring.
        if let until = hours.until, planned.at >= until { return nil }
        return planned
    }

    /// The first daily reminder not yet delivered and not too late, from yesterday's on (a reminder held by
    /// quiet hours may ring the morning after its day).
    private func routineReminder(_ routine: ReminderSituation.RoutineState, delivered: Set<String>) -> Reminder? {
        let today = CivilDate(calendar.civil(now))
        let task = routine.firstTask
        let time = TimeText.clockOnly(CivilDateTime(year: 2000, month: 1, day: 1, hour: task.minutes / 60, minute: task.minutes % 60))
        for offset in -1...1 {
            let day = today.adding(days: offset)
            guard day >= routine.startDate else { continue }
            let civil = day.civil
            let due = calendar.instant(from: CivilDateTime(year: civil.year, month: civil.month, day: civil.day,
                                                           hour: task.minutes / 60, minute: task.minutes % 60))
            let next = reminder(.routine, key: "routine:\(routine.id):\(day.text)", due: due, baby: nil, repeats: "daily at \(time)") { _ in
                ("Good morning: \(routine.name)", "\(time) \(task.title)")
            }
            if !delivered.contains(next.key), next.at >= now.addingTimeInterval(-Self.lateness) { return next }
        }
        return nil
    }
}

import Foundation

/// Maps a parsed command onto its feature's handler, which runs it against the domain services and the
/// store. The caller holds the store open (``JournalStore/begin()``) around each call, so every
/// read-modify-write here is under the lock.
///
/// ```swift
/// let answer = try Dispatcher(session: session).run(try parser.parse("wet diaper"))
/// ```
public struct Dispatcher: DispatchContext {
    public let session: Session

    public init(session: Session) { self.session = session }

    public func run(_ line: ParsedLine) throws -> any Answer {
        let now = session.now
        try purgeExpiredDeletions(now: now)
        try closeExpiredOfficeHours(now: now)
        try checkAccess(line, now: now)
        return try handler(for: line.command).run(line, now: now)
    }

    /// The table: which feature handles a command. A command no family names is a view of the baby's log
    /// (``ViewsHandler``), so a new view needs no row here.
    func handler(for command: Command) -> any CommandHandler {
        switch command {
        case .log, .note, .discardStash, .newBaby, .selectBaby, .undo, .redo, .edit, .delete, .restore, .deleted, .show:
            return EventsHandler(session: session)
        case .settings, .set, .clock, .timeZone, .help, .explain, .quit:
            return SettingsHandler(session: session)
        case .people: return PeopleHandler(session: session)
        case .routine: return RoutinesHandler(session: session)
        case .data, .exportJSON: return DataHandler(session: session)
        case .reminders: return RemindersHandler(session: session)
        case .sync: return SyncHandler(session: session)
        case .store: return StoreHandler(session: session)
        default: return ViewsHandler(session: session)
        }
    }
}

/// The logging steps the event commands share: a rule decides, the change is committed as one undoable entry.
extension DispatchContext {
    /// Runs a logging rule for the line's baby and commits what it decided, as one undoable change.
    func log(_ line: ParsedLine, now: Date, _ rule: (LogContext, Baby) throws -> LogResult) throws -> any Answer {
        let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
        let ids = RecordIDSequence(after: store, now: now)
        var context = LogContext(now: now, calendar: session.calendar, babyID: baby.id, babyName: baby.name,
                                 loggedBy: session.person, makeID: { ids.make() })
        context.dateOrder = session.dateOrder
        var result = try rule(context, baby)
        if !line.confirmed, let event = result.event, let doubt = EventPlausibility.doubt(about: event) {
            throw ConfirmationRequest(question: doubt.prefix(1).uppercased() + doubt.dropFirst() + ". Log it anyway?",
                                      then: [line.confirming()], refusing: DomainError.unlikely(doubt, nil))
        }
        if store.babies.count > 1 { result.summary = "\(baby.name): \(result.summary)" }
        result.summary += CommandMeaning.correctionNote(line.corrections)
        let entry = try store.commit(action: .do, summary: result.summary, changes: result.changes, at: now, by: session.person)
        if result.event?.kind == .sleep, result.event?.end != nil {
            // Each wake records the prediction made at that moment (PRD 15), and status then reads it directly.
            _ = try napForecast(baby: baby, now: now)
        }
        return RecordedAnswer(summary: result.summary, event: entry.written(result.event), baby: baby)
    }

    /// Calendar dates written in a sleep phrase ("from 2026-01-01 1pm to 2pm").
    static func namedDates(in phrase: EventPhrase, today: CivilDateTime) -> [CivilDateTime] {
        let times: [LocatedTime?]
        switch phrase {
        case .sleepStart(let at), .sleepEnd(let at): times = [at]
        case .sleepSpan(let from, let to): times = [from, to]
        case .sleepDuration(_, _, let start): times = [start]
        default: times = []
        }
        return times.compactMap { time in
            guard case .clock(let clock)? = time?.point else { return nil }
            switch clock.day {
            case .date(let y, let m, let d)?: return CivilDateTime(year: y, month: m, day: d)
            case .daysAgo(let count)?: return today.addingDays(-count)
            case .weekday?: return today.addingDays(-7)
            // a month's day or a numeric date without a year reaches back at most a year
            case .monthDay?, .numeric(_, _, nil)?: return today.addingDays(-366)
            case .numeric(_, _, let year?)?: return CivilDateTime(year: year < 100 ? today.year - 100 : year, month: 1, day: 1)
            default: return nil
            }
        }
    }

    /// Babies this person is connected to: a name outside them is unknown here.
    var selection: BabySelection {
        BabySelection(babies: visibleBabies, selectedID: store.preference(Preference.selectedBaby))
    }

    var selectedPreference: StoreRecord? {
        store.preference(Preference.selectedBaby).map { .preference(Preference(key: Preference.selectedBaby, value: $0)) }
    }

    func newBaby(name: String, birth: CivilDateTime, range: SourceRange, birthRange: SourceRange, now: Date) throws -> any Answer {
        if let existing = store.babies.first(where: { $0.name.lowercased() == name.lowercased() }) {
            throw DomainError.duplicateBaby(existing.name, range)
        }
        let today = session.calendar.civil(now)
        guard birth.dayNumber <= today.dayNumber else {
            throw DomainError.inFuture("a birth date of \(birth.dateText)", birthRange)
        }
        let ids = RecordIDSequence(after: store, now: now)
        let baby = Baby(id: ids.make(), name: name, birthDate: birth.dateText, createdAt: now)
        // The creator is the baby's primary caregiver (PRD 8, Office Hours feature 1).
        let primary = Membership(id: ids.make(), babyID: baby.id, person: session.person, role: .primary, joinedAt: now, addedBy: session.person)
        let age = AgeText.describe(days: today.dayNumber - birth.dayNumber)
        let summary = "Added \(name), born \(TimeText.date(birth)) \(birth.year) (\(age) old); \(name) is selected"
        let changes = [
            RecordChange(before: nil, after: .baby(baby)),
            RecordChange(before: nil, after: primary.record),
            RecordChange(before: selectedPreference, after: .preference(Preference(key: Preference.selectedBaby, value: baby.id))),
        ]
        try store.commit(action: .do, summary: summary, changes: changes, at: now, by: session.person)
        return RecordedAnswer(summary: summary, event: nil, baby: baby)
    }

    func log(_ phrase: EventPhrase, baby: Baby, context: LogContext) throws -> LogResult {
        let open = store.openEvents(for: baby.id)
        switch phrase {
        case .sleepStart, .sleepEnd, .sleepSpan, .sleepDuration:
            // Finished sleeps that could overlap: none lasts over a day, and a relative time reaches back at most
            // a day, so the last 54 hours hold them all, unless the line names a date further back.
            var from = context.now.addingTimeInterval(-54 * 3600)
            for date in Self.namedDates(in: phrase, today: context.calendar.civil(context.now).startOfDay) {
                from = min(from, context.calendar.instant(from: date).addingTimeInterval(-30 * 3600))
            }
            let recent = try store.events(for: baby.id, from: from, to: context.now.addingTimeInterval(1)) {
                $0.kind == .sleep && $0.end != nil
            }
            let sleeps = SleepLog(context: context, finished: recent)
            switch phrase {
            case .sleepStart(let at): return try sleeps.start(at: at, open: open)
            case .sleepEnd(let at): return try sleeps.end(at: at, open: open)
            case .sleepSpan(let from, let to): return try sleeps.span(from: from, to: to)
            case .sleepDuration(let seconds, let range, let start): return try sleeps.lasting(seconds, range: range, startingAt: start)
            default: fatalError("unreachable: only sleep phrases reach here")
            }
        case .diaper(let contents, let at): return try DiaperLog(context: context).log(contents, at: at)
        case .bottlePrepare(let amount, let at, let cold):
            // The household's default contents: a breast-milk household's "made a bottle" is breast milk.
            if baby.settings.bottleContents == .breastMilk {
                let phrase = MilkBottlePhrase(amount: amount, at: at, contents: .breastMilk, refrigerated: cold)
                return try BottleLog(context: context, baby: baby).make(phrase, stash: [])
            }
            return try BottleLog(context: context, baby: baby).prepare(amount: amount, at: at, refrigerated: cold)
        case .milkBottle(let phrase):
            return try BottleLog(context: context, baby: baby).make(phrase, stash: phrase.source == nil ? [] : store.stash(for: baby.id))
        case .pump(let phrase):
            return try PumpLog(context: context, baby: baby).log(phrase)
        case .bottleDiscard(let at): return try BottleLog(context: context, baby: baby).discard(at: at, open: open)
        case .feedingStart(let at, let named): return try BottleLog(context: context, baby: baby).startFeeding(at: at, open: open, named: named)
        case .feedingFinish(let remaining, let at):
            return try BottleLog(context: context, baby: baby).finish(remaining: remaining, at: at, open: open)
        case .bottleAte(let amount, let remaining, let at):
            if baby.settings.bottleContents == .breastMilk {
                let phrase = MilkBottlePhrase(amount: amount, at: at, contents: .breastMilk, drunk: true, remaining: remaining)
                return try BottleLog(context: context, baby: baby).make(phrase, stash: [])
            }
            return try BottleLog(context: context, baby: baby).ate(amount: amount, remaining: remaining, at: at)
        case .breastFeed(let feed):
            return try BreastLog(context: context).log(feed)
        case .solids(let solids):
            let at = try context.resolver.instant(for: solids.at)
            let dayStart = session.calendar.startOfDay(containing: at, dayStartMinutes: baby.settings.dayStartMinutes)
            let sameDay = try store.events(for: baby.id, from: dayStart, to: at.addingTimeInterval(1)) { $0.kind == .solids }
            return try SolidsLog(context: context, birthDate: baby.birthDate, sameDay: sameDay).log(solids)
        }
    }
}

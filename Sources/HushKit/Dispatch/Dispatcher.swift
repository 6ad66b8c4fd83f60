import FoundationEssentials

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
        switch line.command {
        case .log, .clock: break  // A log replays only the backlogs its changes touch (`log`); the clock changes none.
        default: try settleWakes()
        }
        return try handler(for: line.command).run(line, now: now)
    }

    /// The table: which feature handles a command. A command no family names is a view of the baby's log
    /// (``ViewsHandler``), so a new view needs no row here.
    func handler(for command: Command) -> any CommandHandler {
        switch command {
        case .log, .discardStash, .newBaby, .selectBaby, .undo, .redo, .edit, .delete, .restore, .deleted, .show:
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
        let baby = try lineBaby(line, now: now)
        let ids = RecordIDSequence(after: store, now: now)
        var context = LogContext(now: now, calendar: session.calendar, babyID: baby.id, babyName: baby.name,
                                 loggedBy: session.person, makeID: { ids.make() })
        context.dateOrder = session.dateOrder
        var result = try rule(context, baby)
        let timeRange: SourceRange? = if case .log(let phrase) = line.command { phrase.timeRange } else { nil }
        // A line that makes a new event, not one that ends an open one: described ("it was dirty"), it may
        // be the last one told again; told late with its time, one logged within minutes of it.
        if let event = result.event, result.changes.contains(where: { change in
            guard change.before == nil, case .event(let made)? = change.after else { return false }
            return made.id == event.id
        }) {
            let timed = if case .log(let phrase) = line.command { phrase.saysWhen } else { false }
            let retold = RetoldEvent(context: context)
            if let described = line.described {
                try retold.refuse(event, latest: store.latest(event.kind, for: baby.id), timed: timed, adds: line.adds, range: described)
            } else if timed, !line.saysAnother, event.kind == .diaper || event.data.bottle != nil,
                      case let moment = RetoldEvent.moment(of: event), now.timeIntervalSince(moment) >= 60 {
                // Told late ("at 2", "an hour ago"), not "now".
                let window = RetoldEvent.twinWindow + 60
                let near = try store.events(for: baby.id, from: moment.addingTimeInterval(-window), to: moment.addingTimeInterval(window), kind: event.kind)
                try retold.refuseTwin(event, among: near, range: timeRange)
            }
        }
        try refuseBeforeBirth(result.event, of: baby, at: timeRange)
        if !line.confirmed, let event = result.event, let doubt = EventPlausibility.doubt(about: event) {
            throw ConfirmationRequest(question: doubt.prefix(1).uppercased() + doubt.dropFirst() + ". Log it anyway?",
                                      then: [line.confirming()], refusing: DomainError.unlikely(doubt, nil))
        }
        if store.babies.count > 1 { result.summary = "\(baby.name): \(result.summary)" }
        result.summary += CommandMeaning.correctionNote(line.corrections)
        try settleWakes(touchedBy: result.changes)
        let entry = try store.commit(action: .do, summary: result.summary, changes: result.changes, at: now, by: session.person)
        if result.event?.kind == .sleep, result.event?.end != nil {
            // Each wake's window is scored later (PRD 15): it is noted here and made when a forecast is asked for.
            try noteWake(baby: baby, now: now)
        }
        return RecordedAnswer(summary: result.summary, event: entry.written(result.event), baby: baby)
    }

    /// A baby's event before the day it was born is a slip of the time ("2000h ago" for "2h ago"), and
    /// a time before 1970 is one no device would sync: refused, never logged. A pumping session is the
    /// parent's, and may come before the birth, but not by more than a year.
    /// `range`: where the line said the time.
    func refuseBeforeBirth(_ event: Event?, of baby: Baby, at range: SourceRange?) throws {
        guard let event, let birth = ISOTimeText.parse(baby.birthDate)?.civil.startOfDay else { return }
        let parents = event.kind == .pump
        let day = parents ? birth.addingDays(-366) : birth
        // Every zone's midnight is within a day of UTC's: an event a day past it needs no zone read
        // (each logged line of a script asks this, and the zone's readings were 2,400 instructions).
        guard event.start.utc.timeIntervalSince1970 < Double(day.secondsAsUTC + 86_400) else { return }
        let earliest = session.calendar.readings(of: day).first?.moment ?? .distantPast
        guard event.start.utc < max(earliest, RecordBounds.earliest) else { return }
        throw DomainError.beforeBirth(name: baby.name, born: TimeText.dateWithYear(birth), yearBefore: parents, range)
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
        // Nothing of the baby's could be logged before 1970, and a birth in the year 1 made every age and
        // the report's "since birth" count two thousand years of days.
        guard birth.year >= 1970 else { throw DomainError.beforeRecords("a birth date of \(birth.dateText)", birthRange) }
        let ids = RecordIDSequence(after: store, now: now)
        let baby = Baby(id: ids.make(), name: name, birthDate: birth.dateText, createdAt: now)
        // The creator is the baby's primary caregiver (PRD 8, Office Hours feature 1).
        let primary = Membership(id: ids.make(), babyID: baby.id, person: session.person, role: .primary, joinedAt: now, addedBy: session.person)
        let age = AgeText.describe(days: today.dayNumber - birth.dayNumber)
        let summary = "Added \(name), born \(TimeText.dateWithYear(birth)) (\(age)); \(name) is selected"
        let changes = [
            RecordChange(before: nil, after: .baby(baby)),
            RecordChange(before: nil, after: primary.record),
            RecordChange(before: selectedPreference, after: .preference(Preference(key: Preference.selectedBaby, value: baby.id))),
            selectedAt(now),
        ]
        try store.commit(action: .do, summary: summary, changes: changes, at: now, by: session.person)
        return RecordedAnswer(summary: summary, event: nil, baby: baby)
    }
}

import Foundation

/// Maps a parsed command onto the domain services and the store. The caller holds the store open
/// (``JournalStore/begin()``) around each call, so every read-modify-write here is under the lock.
///
/// ```swift
/// let outcome = try Dispatcher(session: session).run(try parser.parse("wet diaper"))
/// ```
public struct Dispatcher {
    public let session: Session
    var store: JournalStore { session.store }

    public init(session: Session) { self.session = session }

    public func run(_ line: ParsedLine) throws -> any Answer {
        let now = session.now
        try purgeExpiredDeletions(now: now)
        try closeExpiredOfficeHours(now: now)
        try checkAccess(line, now: now)
        switch line.command {
        case .edit, .delete, .restore, .deleted, .show:
            return try runEdit(line, now: now)
        case .settings, .set:
            return try runSettings(line, now: now)
        case .nextNap, .whyNap, .predictionStats:
            return try runNaps(line, now: now)
        case .newBaby(let name, let birth, let range, let birthRange):
            return try newBaby(name: name, birth: birth, range: range, birthRange: birthRange, now: now)
        case .selectBaby(let name, let range):
            let baby = try selection.find(name, range: range)
            let change = RecordChange(before: selectedPreference, after: .preference(Preference(key: Preference.selectedBaby, value: baby.id)))
            let summary = "Selected \(baby.name)"
            try store.commit(action: .set, summary: summary, changes: [change], at: now, by: session.person)
            return RecordedAnswer(summary: summary, event: nil, baby: baby)
        case .log(let phrase):
            return try log(line, now: now) { context, baby in try log(phrase, baby: baby, context: context) }
        case .undo:
            guard let top = store.state.undo.undo.last else { throw DomainError.nothingToUndo }
            let entry = try store.entry(at: top.offset)
            try checkUndo(entry, now: now)
            let summary = "Undid: \(entry.summary)"
            try store.commit(action: .undo, target: entry.seq, summary: summary,
                             changes: entry.changes.reversed().map(\.reversed), at: now, by: session.person)
            return RecordedAnswer(summary: summary, event: nil, baby: nil)
        case .redo:
            guard let top = store.state.undo.redo.last else { throw DomainError.nothingToRedo }
            let entry = try store.entry(at: top.offset)
            try checkUndo(entry, now: now)
            let summary = "Redid: \(entry.summary)"
            try store.commit(action: .redo, target: entry.seq, summary: summary, changes: entry.changes, at: now, by: session.person)
            return RecordedAnswer(summary: summary, event: nil, baby: nil)
        case .status:
            return StatusAnswer(dashboard: try dashboard(now: now, named: line.babyName, range: line.babyNameRange), calendar: session.calendar)
        case .timeline(let span):
            return try timeline(span, line: line, now: now)
        case .question(let question):
            return try answer(question, line: line, now: now)
        case .quickStats:
            return QuickStatsAnswer(dashboard: try dashboard(now: now, named: line.babyName, range: line.babyNameRange))
        case .today:
            let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
            let events = try todayEvents(baby: baby, now: now)
            let listing = DayListing.build(events: events, now: now, calendar: session.calendar,
                                           safety: BottleSafety(settings: baby.settings), units: baby.settings.units)
            return TodayAnswer(listing: listing, baby: baby, calendar: session.calendar, now: now)
        case .exportJSON:
            return ExportAnswer(document: try exportDocument(now: now))
        case .foods:
            let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
            let meals = try store.events(for: baby.id, from: Date(timeIntervalSince1970: 0), to: now.addingTimeInterval(1)) { $0.kind == .solids }
            return FoodsAnswer(list: FoodsList.build(meals: meals), baby: baby, calendar: session.calendar, now: now)
        case .stash:
            let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
            return StashAnswer(stash: MilkStash(baby: baby, events: store.stash(for: baby.id), calendar: session.calendar, now: now))
        case .discardStash(let pick):
            return try log(line, now: now) { context, baby in
                try MilkStash(baby: baby, events: store.stash(for: baby.id), calendar: session.calendar, now: now).discard(pick, context: context)
            }
        case .help(let topic):
            return HelpAnswer(text: try HelpText.text(for: topic))
        case .note(let text, _):
            return try log(line, now: now) { context, _ in try NoteLog(context: context).log(text) }
        case .explain(let text):
            let parsed = try CommandParser(knownNames: session.babyNames).parse(text)
            return HelpAnswer(text: CommandMeaning.describe(parsed))
        case .clock(let move):
            session.fixedNow = try ClockMoveRule.apply(move, now: now, calendar: session.calendar)
            return ClockAnswer(instant: session.now, calendar: session.calendar, movedZone: false)
        case .timeZone(let name, let range):
            guard let zone = TimeZone(identifier: name) else {
                throw DomainError.unknownZone(name, suggestion: Suggestion.closest(to: name, in: TimeZone.knownTimeZoneIdentifiers, maxDistance: 3), range)
            }
            session.calendar = ZonedCalendar(zone: zone)
            return ClockAnswer(instant: now, calendar: session.calendar, movedZone: true)
        case .quit:
            return QuitAnswer()
        case .routine(let command):
            return try runRoutine(command, line: line, now: now)
        case .people(let command):
            return try runPeople(command, line: line, now: now)
        case .data(let command):
            return try runData(command, line: line, now: now)
        case .reminders(let command):
            return try runReminders(command, now: now)
        case .sync(let command):
            return try runSync(command, now: now)
        case .store(let command):
            return try runStore(command, line: line, now: now)
        case .trends(let command):
            return try runTrends(command, line: line, now: now)
        }
    }

    /// Runs a logging rule for the line's baby and commits what it decided, as one undoable change.
    private func log(_ line: ParsedLine, now: Date, _ rule: (LogContext, Baby) throws -> LogResult) throws -> any Answer {
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

    private var selectedPreference: StoreRecord? {
        store.preference(Preference.selectedBaby).map { .preference(Preference(key: Preference.selectedBaby, value: $0)) }
    }

    private func newBaby(name: String, birth: CivilDateTime, range: SourceRange, birthRange: SourceRange, now: Date) throws -> any Answer {
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

    private func log(_ phrase: EventPhrase, baby: Baby, context: LogContext) throws -> LogResult {
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

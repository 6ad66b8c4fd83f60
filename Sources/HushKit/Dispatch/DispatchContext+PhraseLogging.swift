import FoundationEssentials

/// The one table from a logged phrase to the service that logs it: each kind of ``EventPhrase`` reaches its
/// log service here (`MomentLog`, `SleepLog`, `BottleLog`, `BreastLog`, `PumpLog`, `SolidsLog`, `NoteLog`),
/// with the store's facts that service needs (open events, recent sleeps, the day's meals) read for it
/// alone. The event commands run it inside ``DispatchContext/log(_:now:_:)``, which commits what it decides.
///
/// ```swift
/// try log(.moment(.diaper(.wet), at: nil), baby: baby, context: context).summary   // "Logged pee at 3:00 PM"
/// ```
extension DispatchContext {
    /// `described`: the line describes rather than reports (``ParsedLine/described``); what it may tell
    /// again is asked after (``RetoldEvent``), so a feed or a sleep over the last one is not refused here.
    /// `namesBottle`: the line names a bottle ("finished the bottle"); "done" alone, with no bottle open,
    /// ends a breast feed begun.
    func log(_ phrase: EventPhrase, baby: Baby, context: LogContext, described: Bool = false, namesBottle: Bool = true,
             goesOn: Bool = false) throws -> LogResult {
        switch phrase {
        case .sleepStart, .sleepEnd, .sleepSpan, .sleepDuration:
            // Finished sleeps that could overlap: none lasts over a day, and a relative time reaches back at most
            // a day, so the last 54 hours hold them all, unless the line names a date further back.
            var from = context.now.addingTimeInterval(-54 * 3600)
            for date in Self.namedDates(in: phrase, today: context.calendar.civil(context.now).startOfDay) {
                from = min(from, context.calendar.instant(from: date).addingTimeInterval(-30 * 3600))
            }
            var recent = try store.finishedSleeps(for: baby.id, from: from, to: context.now.addingTimeInterval(1))
            // "the nap was 45 min" running into the last sleep is that one told again, which is asked after
            // with the edit that changes it (``RetoldEvent``); refused here it was only "one sleep at a time".
            if described, let latest = store.latest(.sleep, for: baby.id) { recent.removeAll { $0.id == latest.id } }
            let open = store.openEvents(for: baby.id)
            let sleeps = SleepLog(context: context, finished: recent, running: open.first { $0.kind == .sleep })
            switch phrase {
            case .sleepStart(let at): return try sleeps.start(at: at, open: open)
            case .sleepEnd(let at): return try sleeps.end(at: at, open: open)
            case .sleepSpan(let from, let to): return try sleeps.span(from: from, to: to)
            case .sleepDuration(let seconds, let range, let start):
                if start == nil, seconds > 0, seconds <= 24 * 3600 {
                    let begins = context.now.addingTimeInterval(-seconds)
                    // Feeds begun up to four hours before may run into it.
                    let near = try store.events(for: baby.id, from: begins.addingTimeInterval(-4 * 3600), to: context.now)
                    try sleeps.refuseCovering(near, start: begins, end: context.now, range: range)
                }
                return try sleeps.lasting(seconds, range: range, startingAt: start)
            default: fatalError("unreachable: only sleep phrases reach here")
            }
        case .moment(let data, let at): return try MomentLog(context: context).log(data, at: at, units: baby.settings.units)
        case .bottlePrepare(let amount, let at, let cold):
            // The household's default contents: a breast-milk household's "made a bottle" is breast milk.
            if baby.settings.bottleContents == .breastMilk {
                let phrase = MilkBottlePhrase(amount: amount, at: at, contents: .breastMilk, refrigerated: cold)
                return try BottleLog(context: context, baby: baby).make(phrase, stash: [])
            }
            return try BottleLog(context: context, baby: baby).prepare(amount: amount, at: at, refrigerated: cold)
        case .milkBottle(let phrase):
            if phrase.drunk, !phrase.another, phrase.source == nil, let amount = phrase.amount {
                try BottleLog(context: context, baby: baby).refuseBottleInHand(amount, remaining: phrase.remaining, at: phrase.at,
                                                                           contents: phrase.contents, open: store.openEvents(for: baby.id))
            }
            return try BottleLog(context: context, baby: baby).make(phrase, stash: phrase.source == nil ? [] : store.stash(for: baby.id))
        case .pump(let phrase):
            return try PumpLog(context: context, baby: baby).log(phrase)
        case .bottleDiscard(let at, let named):
            return try BottleLog(context: context, baby: baby).discard(at: at, open: store.openEvents(for: baby.id), named: named)
        case .feedingStart(let at, let named): return try BottleLog(context: context, baby: baby).startFeeding(at: at, open: store.openEvents(for: baby.id), named: named)
        case .feedingFinish(let remaining, let at):
            return try logFinish(remaining: remaining, at: at, baby: baby, context: context, namesBottle: namesBottle)
        case .bottleAte(let amount, let remaining, let at, let another):
            if !another {
                try BottleLog(context: context, baby: baby).refuseBottleInHand(amount, remaining: remaining, at: at, open: store.openEvents(for: baby.id))
            }
            if baby.settings.bottleContents == .breastMilk {
                let phrase = MilkBottlePhrase(amount: amount, at: at, contents: .breastMilk, drunk: true, remaining: remaining)
                return try BottleLog(context: context, baby: baby).make(phrase, stash: [])
            }
            return try BottleLog(context: context, baby: baby).ate(amount: amount, remaining: remaining, at: at)
        case .breastFeed(let feed):
            if goesOn { try refuseGoingOn(feed, baby: baby, context: context) }
            return try BreastLog(context: context).log(feed, after: described ? nil : store.latestBreastFeed(for: baby.id))
        case .breastEnd, .breastSwitch:
            return try logTurn(phrase, baby: baby, context: context, described: described)
        case .note(let text, _): return try NoteLog(context: context).log(text)
        case .solids(let solids):
            let at = try context.resolver.instant(for: solids.at)
            let dayStart = session.calendar.startOfDay(containing: at, dayStartMinutes: baby.settings.dayStartMinutes)
            let sameDay = try store.events(for: baby.id, from: dayStart, to: at.addingTimeInterval(1), kind: .solids)
            return try SolidsLog(context: context, birthDate: baby.birthDate, sameDay: sameDay).log(solids)
        }
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
}

import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Changes an existing event (PRD 4.5) under the same rules as logging it: nothing in the future, an
/// event with a length keeps one (its end after its start), no overlapping sleeps, never more left than
/// a bottle held, amounts read and capped as a new log reads them. Says exactly what changed.
///
/// ```swift
/// try EventEditor(context: context, units: .oz, sleeps: finished).apply(.shift(.start, seconds: -600, range: r), to: sleep)
/// // "Changed the sleep: now 2:05 PM – (asleep), was 2:15 PM – (asleep)"
/// ```
public struct EventEditor: Sendable {
    public let context: LogContext
    /// The household's units setting: a new amount said without a unit is in it, as in a new log.
    public let units: Volume.Unit
    /// Finished sleeps nearby, to refuse overlaps.
    public var sleeps: [Event]

    public init(context: LogContext, units: Volume.Unit, sleeps: [Event] = []) {
        self.context = context
        self.units = units
        self.sleeps = sleeps
    }

    public func apply(_ change: EditChange, to event: Event) throws -> LogResult {
        var start = event.start.utc
        var end = event.end?.utc
        var data = event.data
        // A breast feed logged as it began ("nursing left") is a feed without its end yet, not a moment:
        // "last breast feed ended at 3:20" gives it its end, where a moment's "ended at" moved it.
        let isMoment = end == start && event.data.breast == nil
        switch change {
        case .move(let to):
            let delta = try context.resolver.instant(for: to).timeIntervalSince(start)
            start += delta
            end = end.map { $0 + delta }
            shiftFeeding(&data, by: delta)
        case .set(let field, let at):
            let instant = try context.resolver.instant(for: at)
            switch field {
            case .start where isMoment: (start, end) = (instant, instant)
            case .start: start = instant
            case .end where isMoment: (start, end) = (instant, instant)
            case .end: end = instant
            case .feedingStarted: setFeeding(&data, instant)
            }
        case .shift(let field, let seconds, let range):
            switch field {
            case .start where isMoment:
                start += seconds
                end = start
            case .start: start += seconds
            case .end:
                guard let current = end else {
                    throw DomainError.notPossible("that \(Self.name(event)) has not ended yet; nothing to move")
                }
                end = current + seconds
            case .feedingStarted:
                guard event.data.bottle?.feedingStartedAt != nil else {
                    throw DomainError.endBeforeStart("that bottle was never started", range)
                }
                shiftFeeding(&data, by: seconds)
            }
        case .amount(let spec):
            data = try data.presentation.changing(amount: spec, units: units)
        case .remaining(let spec):
            data = try data.presentation.changing(remaining: spec, ended: event.end != nil)
        case .contents(.both) where event.data.breast != nil:
            // "change that to both": the feed was on both sides.
            data = .breast(EventData.Breast(startedSide: event.data.breast!.startedSide, bothSides: true))
        case .contents(let contents):
            data = try data.presentation.changing(contents: contents)
        case .side(let side):
            guard let breast = event.data.breast else {
                throw DomainError.notPossible("only a breast feed has a side; the \(Self.name(event)) has none")
            }
            data = .breast(EventData.Breast(startedSide: side, bothSides: breast.bothSides))
        case .length(let seconds, let range):
            (start, end) = try Self.lengthened(event, by: seconds, range: range, context: context)
        }
        try check(event, start: start, end: end, data: data, change: change)
        let updated = context.updated(event) {
            $0.start = context.calendar.timestamp(start)
            $0.end = end.map(context.calendar.timestamp)
            $0.data = data
        }
        // When a bottle's feed began shows only when that is what changed.
        let feeding = updated.data.bottle?.feedingStartedAt != event.data.bottle?.feedingStartedAt
        // A breast feed's side, only when that is what changed.
        let sides = updated.data.breast != event.data.breast
        return .updated(event, updated, "Changed the \(Self.name(event)): now \(describe(updated, feeding: feeding, sides: sides)), "
                        + "was \(describe(event, feeding: feeding, sides: sides))")
    }

    private func check(_ event: Event, start: Date, end: Date?, data: EventData, change: EditChange) throws {
        let limit = context.now.addingTimeInterval(TimeResolver.tolerance)
        guard start <= limit, (end ?? start) <= limit else {
            throw DomainError.inFuture("the changed time (\(context.text(max(start, end ?? start))))", nil)
        }
        // A sleep, or an event logged with a length, keeps one: a new log refuses a span of no length
        // ("from 2:15 to 2:15"), and "Nap · 0m" is no nap. A moment (a diaper, "ate 4oz") stays one.
        let hadLength = event.end.map { $0.utc > event.start.utc } ?? (event.kind == .sleep)
        if let end, end < start || (hadLength && end == start) {
            throw DomainError.endNotAfterStart(noun: event.data.payload.noun, start: context.text(start), end: context.text(end),
                                               said: change.field, change.timeRange)
        }
        if let feeding = data.bottle?.feedingStartedAt, feeding < start || feeding > (end ?? limit) {
            throw DomainError.endBeforeStart("feeding would start at \(context.text(feeding)), outside the bottle's time", nil)
        }
        if event.kind == .sleep {
            try SleepLog(context: context, finished: sleeps).checkOverlap(start: start, end: end, range: nil, ignoring: event.id)
        }
    }

    private func shiftFeeding(_ data: inout EventData, by seconds: TimeInterval) {
        data = data.presentation.changingFeeding { $0.map { $0 + seconds } }
    }

    private func setFeeding(_ data: inout EventData, _ instant: Date) {
        data = data.presentation.changingFeeding { _ in instant }
    }

    /// "sleep", "diaper (pee)", "4 oz bottle", "left breast feed", "note".
    public static func name(_ event: Event) -> String { event.data.payload.title }

    /// The event's times, and the amounts that matter: "2:05 PM – 3:00 PM", "3:00 PM, 5 oz, 1 oz left".
    func describe(_ event: Event, feeding: Bool = false, sides: Bool = false) -> String {
        var text = context.text(event.start.utc)
        if let end = event.end, end.utc != event.start.utc { text += " – \(context.text(end.utc))" }
        if event.end == nil, event.kind == .sleep { text += " (asleep)" }
        if feeding, let began = event.data.bottle?.feedingStartedAt { text += ", fed from \(context.text(began))" }
        if sides, let breast = event.data.breast { text += breast.bothSides ? ", both sides (\(breast.indicator))" : ", \(breast.startedSide.rawValue) side" }
        return text + event.data.payload.amountsNote
    }
}

import Foundation

/// Changes an existing event (PRD 4.5) under the same rules as logging it: nothing in the future, no end
/// before its start, no overlapping sleeps, never more left than a bottle held. Says exactly what changed.
///
/// ```swift
/// try EventEditor(context: context, sleeps: finished).apply(.shift(.start, seconds: -600, range: r), to: sleep)
/// // "Changed the sleep: now 2:05 PM – (asleep), was 2:15 PM – (asleep)"
/// ```
public struct EventEditor: Sendable {
    public let context: LogContext
    /// Finished sleeps nearby, to refuse overlaps.
    public var sleeps: [Event]

    public init(context: LogContext, sleeps: [Event] = []) {
        self.context = context
        self.sleeps = sleeps
    }

    public func apply(_ change: EditChange, to event: Event) throws -> LogResult {
        var start = event.start.utc
        var end = event.end?.utc
        var data = event.data
        let isMoment = end == start
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
            if case .pump(var pump) = data {
                // A new total drops the per-side amounts it no longer adds up to; never below what bottles took.
                let amount = Volume(spec.value, spec.unit ?? pump.amount?.unit ?? .ml)
                guard pump.used <= amount.value(in: pump.amount?.unit ?? amount.unit) + 0.005 else {
                    throw DomainError.notPossible("bottles already took \(Volume(pump.used, pump.amount!.unit).text) of this milk; the amount can't be less")
                }
                if let old = pump.amount, old.unit != amount.unit { pump.used = Volume(pump.used, old.unit).value(in: amount.unit) }
                pump.amount = amount
                pump.left = nil
                pump.right = nil
                data = .pump(pump)
                break
            }
            guard case .bottle(var bottle) = data else { throw DomainError.notPossible("only a bottle or a pumping session has an amount") }
            let prepared = Volume(spec.value, spec.unit ?? bottle.unit)
            bottle.prepared = prepared
            if let left = bottle.remaining, left > prepared.value {
                throw DomainError.remainingExceedsPrepared(remaining: Volume(left, prepared.unit).text, prepared: prepared.text, spec.range)
            }
            data = .bottle(bottle)
        case .remaining(let spec):
            guard case .bottle(var bottle) = data, event.end != nil else {
                throw DomainError.notPossible("only a finished bottle has an amount left")
            }
            guard let prepared = bottle.prepared else {
                throw DomainError.notPossible("this bottle has no amount recorded; give it one first (e.g. 'change the bottle to 4oz')")
            }
            guard spec.value <= prepared.value else {
                throw DomainError.remainingExceedsPrepared(remaining: Volume(spec.value, prepared.unit).text, prepared: prepared.text, spec.range)
            }
            bottle.remaining = spec.value
            data = .bottle(bottle)
        case .contents(let contents):
            guard case .diaper = data else { throw DomainError.notPossible("only a diaper has contents") }
            data = .diaper(contents)
        }
        try check(event, start: start, end: end, data: data)
        let updated = context.updated(event) {
            $0.start = context.calendar.timestamp(start)
            $0.end = end.map(context.calendar.timestamp)
            $0.data = data
        }
        return .updated(event, updated, "Changed the \(Self.name(event)): now \(describe(updated)), was \(describe(event))")
    }

    private func check(_ event: Event, start: Date, end: Date?, data: EventData) throws {
        let limit = context.now.addingTimeInterval(TimeResolver.tolerance)
        guard start <= limit, (end ?? start) <= limit else {
            throw DomainError.inFuture("the changed time (\(context.text(max(start, end ?? start))))", nil)
        }
        if let end, end < start {
            throw DomainError.endBeforeStart("the end (\(context.text(end))) would be before the start (\(context.text(start)))", nil)
        }
        if let feeding = data.bottle?.feedingStartedAt, feeding < start || feeding > (end ?? limit) {
            throw DomainError.endBeforeStart("feeding would start at \(context.text(feeding)), outside the bottle's time", nil)
        }
        if event.kind == .sleep {
            try SleepLog(context: context, finished: sleeps).checkOverlap(start: start, end: end, range: nil, ignoring: event.id)
        }
    }

    private func shiftFeeding(_ data: inout EventData, by seconds: TimeInterval) {
        if case .bottle(var bottle) = data, let started = bottle.feedingStartedAt {
            bottle.feedingStartedAt = started + seconds
            data = .bottle(bottle)
        }
    }

    private func setFeeding(_ data: inout EventData, _ instant: Date) {
        if case .bottle(var bottle) = data {
            bottle.feedingStartedAt = instant
            data = .bottle(bottle)
        }
    }

    /// "sleep", "diaper (pee)", "4 oz bottle", "left breast feed", "note".
    public static func name(_ event: Event) -> String { event.data.payload.title }

    /// The event's times, and the amounts that matter: "2:05 PM – 3:00 PM", "3:00 PM, 5 oz, 1 oz left".
    func describe(_ event: Event) -> String {
        var text = context.text(event.start.utc)
        if let end = event.end, end.utc != event.start.utc { text += " – \(context.text(end.utc))" }
        if event.end == nil, event.kind == .sleep { text += " (asleep)" }
        return text + event.data.payload.amountsNote
    }
}

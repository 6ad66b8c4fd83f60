import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Pumping sessions: how much, from which side, how long, and whether the milk went to the stash. A
/// length with a time means the session started then; a length alone ends now; no length makes it a
/// moment. Pumping is the caregiver's, logged with the baby it feeds.
///
/// ```swift
/// try PumpLog(context: context, baby: eddie).log(phrase).summary
/// // "Pumped 4 oz at 3:00 PM · to the freezer, use by Thu Jul 2 3:00 PM"
/// ```
public struct PumpLog: Sendable {
    public let context: LogContext
    public let baby: Baby

    public init(context: LogContext, baby: Baby) {
        self.context = context
        self.baby = baby
    }

    public func log(_ phrase: PumpPhrase) throws -> LogResult {
        let (start, end) = try times(phrase)
        var pump = EventData.Pump(amount: nil, storage: phrase.storage)
        if let total = phrase.amount {
            pump.amount = try volume(total)
        } else if phrase.left != nil || phrase.right != nil {
            let sides = [phrase.left, phrase.right].compactMap { $0 }
            pump.amount = try volume(VolumeSpec(value: sides.reduce(0) { $0 + $1.value }, unit: sides[0].unit, range: sides[0].range))
        }
        if let amount = pump.amount {
            func inUnit(_ side: VolumeSpec?) -> Double? {
                side.map { (Volume($0.value, $0.unit ?? amount.unit).value(in: amount.unit) * 100).rounded() / 100 }
            }
            pump.left = inUnit(phrase.left)
            pump.right = inUnit(phrase.right)
        }
        if phrase.storage != nil, pump.amount == nil {
            throw DomainError.notPossible("say how much went to the \(phrase.storage!.label) ('pumped 4oz to the \(phrase.storage!.label)'), so the stash can count it")
        }
        let event = context.newEvent(start: start, end: end, data: .pump(pump))
        var summary = pump.amount == nil ? "Logged pumping" : "Pumped " + pump.described()
        summary += end > start
            ? ", \(DurationText.short(end.timeIntervalSince(start))) (\(context.text(start)) – \(context.text(end)))"
            : " at \(context.text(start))"
        if let storage = phrase.storage, let useBy = MilkSafety(settings: baby.settings).useBy(of: event, calendar: context.calendar) {
            summary += " · to the \(storage.label), use by \(context.text(useBy))"
        }
        return .created(event, summary)
    }

    private func times(_ phrase: PumpPhrase) throws -> (Date, Date) {
        let resolver = context.resolver
        if let span = phrase.span { return try resolver.span(from: span.from, to: span.to) }
        guard let seconds = phrase.seconds else {
            let at = try resolver.instant(for: phrase.at)
            return (at, at)
        }
        guard seconds > 0, seconds <= 3 * 3600 else {
            throw DomainError.endBeforeStart("a pumping session lasts more than nothing and at most 3 hours", phrase.durationRange)
        }
        guard let at = phrase.at else { return (context.now.addingTimeInterval(-seconds), context.now) }
        let start = try resolver.instant(for: at)
        let end = start.addingTimeInterval(seconds)
        guard end <= context.now.addingTimeInterval(TimeResolver.tolerance) else {
            throw DomainError.inFuture("a session ending at \(context.text(end))", phrase.durationRange)
        }
        return (start, end)
    }

    private func volume(_ spec: VolumeSpec) throws -> Volume {
        try VolumeCeiling.pump.volume(spec, defaultUnit: baby.settings.units)
    }
}

import FoundationEssentials
import HushDomain
import HushLanguage

extension EventEditor {
    /// "last sleep was 45 min", "last feed was 15 minutes": a sleep or a breast feed given that length,
    /// from its start; to its end, from a start moved back, when it was told as it ended ("nursed left 10
    /// min", said to be 15) or that end would still be ahead. One still going, or a moment (a diaper, a
    /// bottle), has no length to change.
    ///
    /// ```swift
    /// try EventEditor.lengthened(napFromTwo, by: 2700, range: r, context: context)   // (2:00 PM, 2:45 PM)
    /// ```
    static func lengthened(_ event: Event, by seconds: Double, range: SourceRange, context: LogContext) throws -> (start: Date, end: Date) {
        let noun = Self.name(event)
        guard event.kind == .sleep || event.data.breast != nil else {
            throw DomainError.notPossible("a \(noun) has no length to change; say when it was ('move the last \(event.data.payload.noun) to 2:30pm')")
        }
        guard seconds > 0, seconds <= (event.kind == .sleep ? 24 * 3600 : 4 * 3600) else {
            throw DomainError.endBeforeStart("a \(noun) lasts more than nothing and at most \(event.kind == .sleep ? "a day" : "4 hours")", range)
        }
        let start = event.start.utc, end = start.addingTimeInterval(seconds)
        // Still going, it is no length yet: "last nap was an hour" said during the night's sleep ended it.
        guard let ended = event.end?.utc, ended > start else {
            throw DomainError.notPossible("the \(noun) begun at \(context.text(start)) is still going; say '\(event.kind == .sleep ? "woke up" : "done nursing")' "
                                          + "when it ends, or when it did ('\(event.kind == .sleep ? "last sleep ended" : "finished nursing") at …')")
        }
        // Told as it ended ("nursed left 10 min", "slept 45 min"): its end is what was told, and stays.
        let toldAtItsEnd = abs(event.createdAt.timeIntervalSince(ended)) < 60
        if !toldAtItsEnd, end <= context.now.addingTimeInterval(TimeResolver.tolerance) { return (start, end) }
        return (ended.addingTimeInterval(-seconds), ended)
    }
}

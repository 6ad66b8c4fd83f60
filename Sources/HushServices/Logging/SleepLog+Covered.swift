import FoundationEssentials
import HushDomain
import HushLanguage

extension SleepLog {
    /// How far inside a sleep another event must be for the sleep to be refused: a diaper changed on
    /// waking, told before the sleep, is the sleep's end told a minute late.
    static let coveredMargin: TimeInterval = 10 * 60

    /// "slept nine hours" said at 3 PM: a length alone ends now, and nine hours back from 3 PM covered the
    /// bottle at noon and the feed at ten, which the night meant did not. A sleep told by its length
    /// alone that would hold a feed, a diaper or a meal logged well inside it is refused, asking when.
    ///
    /// ```swift
    /// try log.refuseCovering(others, start: sixAM, end: threePM, range: nineHours)
    /// // throws: "ending now, a sleep of 9h would begin at 6:00 AM, over the 4 oz bottle at 12:00 PM; say when it was, …"
    /// ```
    public func refuseCovering(_ others: [Event], start: Date, end: Date, range: SourceRange?) throws {
        let inside = others.filter { event in
            guard event.deletedAt == nil, event.kind == .diaper || event.kind == .solids || event.isFeed else { return false }
            // A feed with a length covered for more than the margin ("nursed left from 1:40 to 2:20" under a nap from 2).
            if let ends = event.end?.utc, ends > event.feedTime {
                return min(ends, end).timeIntervalSince(max(event.feedTime, start)) > Self.coveredMargin
            }
            let at = event.feedTime
            return at > start.addingTimeInterval(Self.coveredMargin) && at < end.addingTimeInterval(-Self.coveredMargin)
        }
        guard let first = inside.min(by: { $0.feedTime < $1.feedTime }) else { return }
        throw DomainError.notPossible("ending now, a sleep of \(DurationText.short(end.timeIntervalSince(start))) would begin at \(context.text(start)), "
                                      + "over the \(EventEditor.name(first)) at \(context.text(first.feedTime)); say when it was, for example "
                                      + "'slept from 9pm to 6am' or 'slept \(DurationText.short(end.timeIntervalSince(start))) at 9pm'")
    }
}

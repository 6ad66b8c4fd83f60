import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Breast feeds (dashboard spec): the side begun on, whether both were used, and when. A length with a
/// time means it started then ("nursed right for 12 minutes at 2:30pm" is 2:30–2:42); a length alone
/// ends now; no length makes the feed a moment.
///
/// ```swift
/// try BreastLog(context: context).log(phrase).summary   // "Logged left breast, 15m (2:45 PM – 3:00 PM)"
/// ```
public struct BreastLog: Sendable {
    public let context: LogContext

    public init(context: LogContext) { self.context = context }

    public func log(_ feed: BreastFeedPhrase) throws -> LogResult {
        let resolver = context.resolver
        let start: Date, end: Date
        if let span = feed.span {
            (start, end) = try resolver.span(from: span.from, to: span.to)
        } else if let seconds = feed.seconds {
            guard seconds > 0, seconds <= 4 * 3600 else {
                throw DomainError.endBeforeStart("a breast feed lasts more than nothing and at most 4 hours", feed.durationRange)
            }
            if let at = feed.at {
                start = try resolver.instant(for: at)
                end = start.addingTimeInterval(seconds)
                guard end <= context.now.addingTimeInterval(TimeResolver.tolerance) else {
                    throw DomainError.inFuture("a feed ending at \(context.text(end))", feed.durationRange)
                }
            } else {
                end = context.now
                start = end.addingTimeInterval(-seconds)
            }
        } else {
            start = try resolver.instant(for: feed.at)
            end = start
        }
        let data = EventData.Breast(startedSide: feed.startedSide, bothSides: feed.bothSides)
        let event = context.newEvent(start: start, end: end, data: .breast(data))
        let what = feed.bothSides ? "both (\(data.indicator))" : "\(feed.startedSide.rawValue) breast"
        let when = end > start
            ? ", \(DurationText.short(end.timeIntervalSince(start))) (\(context.text(start)) – \(context.text(end)))"
            : " at \(context.text(start))"
        return .created(event, "Logged \(what)\(when)")
    }
}

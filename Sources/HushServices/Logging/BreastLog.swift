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

    /// How much one feed may run into the last one before it is refused: a side switched and told a
    /// minute or two late is the next feed, not the same one told again.
    public static let overlapAllowed: TimeInterval = 2 * 60

    /// `after`: the baby's last breast feed, which this one may not run into by more than ``overlapAllowed``.
    public func log(_ feed: BreastFeedPhrase, after last: Event? = nil) throws -> LogResult {
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
        let said = feed.span.map { $0.from.range.union($0.to.range) } ?? feed.durationRange ?? feed.at?.range
        try refuseOverlap(start: start, end: end, said: feed.bothSides ? nil : feed.startedSide, last: last, range: said)
        try refuseOverBegun(start: start, end: end, last: last, range: said)
        try refuseBegunUnder(feed, at: start, last: last, range: said)
        if let switched = try switched(to: feed, at: start, from: last) { return switched }
        let data = EventData.Breast(startedSide: feed.startedSide, bothSides: feed.bothSides)
        let event = context.newEvent(start: start, end: end, data: .breast(data))
        let what = feed.bothSides ? "both (\(data.indicator))" : "\(feed.startedSide.rawValue) breast"
        let when = end > start
            ? ", \(DurationText.short(end.timeIntervalSince(start))) (\(context.text(start)) – \(context.text(end)))"
            : " at \(context.text(start))"
        return .created(event, "Logged \(what)\(when)")
    }

    /// "nursed left 15 min" said twice, or "nursed right 15 min" just after "nursed left 15 min": one baby
    /// feeds once at a time, so a feed over the last one is it told again, or both sides of one feed.
    /// `said`: the one side this feed was on, nil for both.
    func refuseOverlap(start: Date, end: Date, said: BreastSide?, last: Event?, range: SourceRange?) throws {
        guard let last, last.deletedAt == nil, let was = last.data.breast, let lastEnd = last.end?.utc,
              min(end, lastEnd).timeIntervalSince(max(start, last.start.utc)) > Self.overlapAllowed else { return }
        let side = was.bothSides ? "breast feed on both sides" : "\(was.startedSide.rawValue) breast feed"
        var both = ""
        if !was.bothSides, let now = said, now != was.startedSide, end > start {
            // Both sides told as two feeds: one line for the feed, with each side's minutes.
            let minutes = { (from: Date, to: Date) in max(1, Int((to.timeIntervalSince(from) / 60).rounded())) }
            both = "; if both sides were one feed, say 'delete the last breast feed', then 'fed \(was.startedSide.rawValue) \(minutes(last.start.utc, lastEnd)) min "
                + "then \(now.rawValue) \(minutes(start, end)) min'"
        }
        throw DomainError.endBeforeStart("that runs into the \(side) from \(context.text(last.start.utc)) to \(context.text(lastEnd)); "
                                         + "one feed at a time\(both)", range)
    }
}

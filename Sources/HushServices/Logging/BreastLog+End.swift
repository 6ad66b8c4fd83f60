import FoundationEssentials
import HushDomain
import HushLanguage

extension BreastLog {
    /// How long a feed begun may wait for its end: past it, "done nursing" is about no feed begun.
    public static let endWindow: TimeInterval = 6 * 3600

    /// "done nursing" after "nursing left": the feed told when it began, a moment until now, given its
    /// end. Told as a whole feed instead ("nursed left 15 min", as the refusal said before), it was a
    /// second feed beside the first. Only a feed still a moment, begun within ``endWindow``, is ended, and
    /// at most as long as a feed of its sides runs (``EventPlausibility/longestSide``); otherwise the line is
    /// refused asking when it ended, or, with none begun, how to log a feed whole.
    ///
    /// ```swift
    /// try BreastLog(context: context).end(at: nil, last: leftAtThree).summary
    /// // "Ended the left breast feed, 15m (3:00 PM – 3:15 PM)"
    /// ```
    /// `feeds`: the baby's feeds near now; one begun after this feed's start says it had ended by then.
    public func end(at time: LocatedTime?, last: Event?, feeds: [Event] = []) throws -> LogResult {
        let end = try context.resolver.instant(for: time)
        // Ended already, and lately: its end told again, or changed.
        if let last, last.deletedAt == nil, let lastEnd = last.end?.utc, lastEnd > last.start.utc, end > last.start.utc,
           context.now.timeIntervalSince(lastEnd) <= EventPlausibility.longestSide {
            let change = abs(end.timeIntervalSince(lastEnd)) < 60 ? "it is logged already"
                : "to change its end, say 'last breast feed ended at \(context.text(end))'"
            throw DomainError.notPossible("the last breast feed, \(context.text(last.start.utc)) – \(context.text(lastEnd)), has ended; \(change)")
        }
        // Begun, and ended at a time it cannot have: before it began, or longer than a feed runs. Told a
        // whole feed instead, as the plain refusal said, it was a second feed beside the open one.
        guard let last = begun(last, within: Self.endWindow), let feed = last.data.breast else {
            throw DomainError.notPossible("no breast feed was begun in the last \(Int(Self.endWindow / 3600)) hours to end; "
                                          + "Hush logs a breast feed whole, with its side and length: say 'nursed left 15 min' or 'nursed left from 2 to 2:20pm'")
        }
        if end <= last.start.utc {
            throw DomainError.endBeforeStart("the feed was begun at \(context.text(last.start.utc)), after \(context.text(end)); say when it ended", time?.range)
        }
        if end.timeIntervalSince(last.start.utc) > EventPlausibility.longestSide * (feed.bothSides ? 2 : 1) {
            throw DomainError.notPossible("the feed begun at \(context.text(last.start.utc)) would run \(DurationText.short(end.timeIntervalSince(last.start.utc))), "
                                          + "longer than a feed lasts; say when it ended (for example 'finished nursing at "
                                          + "\(context.text(last.start.utc.addingTimeInterval(20 * 60)))')")
        }
        if let between = feeds.filter({ $0.id != last.id && $0.feedTime > last.start.utc && $0.feedTime < end }).min(by: { $0.feedTime < $1.feedTime }) {
            throw DomainError.notPossible("a \(EventEditor.name(between)) was logged at \(context.text(between.feedTime)), after this feed began at "
                                          + "\(context.text(last.start.utc)); say when it ended (for example 'finished nursing at \(context.text(between.feedTime))')")
        }
        let ended = context.updated(last) { $0.end = context.calendar.timestamp(end) }
        let what = feed.bothSides ? "breast feed on both sides (\(feed.indicator))" : "\(feed.startedSide.rawValue) breast feed"
        return .updated(last, ended, "Ended the \(what), \(DurationText.short(end.timeIntervalSince(last.start.utc))) "
                        + "(\(context.text(last.start.utc)) – \(context.text(end)))")
    }
}

import HushDomain

/// A breast feed told in two clauses (``CompoundPhrase``): its start, then when it finished ("nursing left
/// at 3 and finished at 3:20", "fed right at 3 done at 3:15").
///
/// ```swift
/// // "nursing left at 3" + "finished at 3:20" → .breastFeed(left, from: 3:00, to: 3:20)
/// ```
extension BreastReader {
    static func join(_ start: CompoundPhrase.Clause, _ end: CompoundPhrase.Clause) throws -> EventPhrase? {
        guard case (.breastFeed(var feed), .feedingFinish(nil, let to?)) = (start.phrase, end.phrase),
              feed.seconds == nil, feed.span == nil, let from = feed.at else { return nil }
        try CompoundPhrase.refuseEndBeforeStart(from, to, start, end)
        feed.span = (from, to)
        feed.at = nil
        return .breastFeed(feed)
    }
}

import FoundationEssentials

extension DispatchContext {
    /// A feed begun, at its turns: "switched sides" begins the other side (as "nursing right" after
    /// "nursing left" does), "done nursing" gives it its end. Both need the baby's last breast feed.
    ///
    /// ```swift
    /// try logTurn(.breastSwitch(at: nil), baby: eddie, context: context).summary   // "Logged right breast at 3:10 PM; …"
    /// ```
    func logTurn(_ phrase: EventPhrase, baby: Baby, context: LogContext, described: Bool) throws -> LogResult {
        let last = store.latestBreastFeed(for: baby.id)
        switch phrase {
        case .breastSwitch(let at):
            let feed = try BreastLog(context: context).otherSide(at: at, from: last)
            return try log(.breastFeed(feed), baby: baby, context: context, described: described)
        case .breastEnd(let at):
            let feeds = try store.events(for: baby.id, from: context.now.addingTimeInterval(-4 * 3600), to: context.now.addingTimeInterval(1), kind: .eat)
            return try BreastLog(context: context).end(at: at, last: last, feeds: feeds.filter(\.isFeed))
        default:
            fatalError("unreachable: only a feed's turns reach here")
        }
    }
}

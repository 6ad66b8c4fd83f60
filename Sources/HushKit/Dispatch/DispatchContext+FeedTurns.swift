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

extension DispatchContext {
    /// "done" with a bottle open and a breast feed begun: it finished the bottle ("drank all 5 oz") and left
    /// the feed open. Either may be meant; asked, with the words for each.
    func refuseBottleOrBreast(remaining: VolumeSpec?, namesBottle: Bool, baby: Baby, context: LogContext) throws {
        guard remaining == nil, !namesBottle, let bottle = store.openEvents(for: baby.id).first(where: { $0.data.bottle != nil }),
              let begun = BreastLog(context: context).begun(store.latestBreastFeed(for: baby.id), within: BreastLog.endWindow) else { return }
        let side = begun.data.breast.map { $0.bothSides ? "on both sides" : "on the \($0.startedSide.rawValue)" } ?? ""
        throw DomainError.notPossible("a \(EventEditor.name(bottle)) is open and a breast feed \(side) was begun at \(context.text(begun.start.utc)); "
                                      + "say 'finished the bottle' or 'done nursing'")
    }
}

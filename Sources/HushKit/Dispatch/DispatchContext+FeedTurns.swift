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
            return try BreastLog(context: context).switchSides(at: at, from: last)
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

    /// "then right 10 min" just after "nursed left 15 min at 2pm": the other side of that feed, which a
    /// length alone put at the end of now (a second feed, 2:51 – 3:01 PM). Asked, with the one feed's words.
    func refuseGoingOn(_ feed: BreastFeedPhrase, baby: Baby, context: LogContext) throws {
        guard feed.at == nil, feed.span == nil, !feed.bothSides, let seconds = feed.seconds, let last = store.latestBreastFeed(for: baby.id),
              last.deletedAt == nil, let was = last.data.breast, !was.bothSides, was.startedSide != feed.startedSide, let ended = last.end?.utc,
              ended > last.start.utc, context.now.timeIntervalSince(last.createdAt) <= EventsHandler.justTold,
              context.now.addingTimeInterval(-seconds).timeIntervalSince(ended) > BreastLog.overlapAllowed else { return }
        let minutes = { (length: TimeInterval) in max(1, Int((length / 60).rounded())) }
        let whole = "fed \(was.startedSide.rawValue) \(minutes(ended.timeIntervalSince(last.start.utc))) min then \(feed.startedSide.rawValue) "
            + "\(minutes(seconds)) min at \(context.text(last.start.utc))"
        throw DomainError.notPossible("that goes on from the \(was.startedSide.rawValue) breast feed of \(context.text(last.start.utc)), which ended at "
                                      + "\(context.text(ended)); if it was the same feed, say 'delete the last breast feed', then '\(whole)'; "
                                      + "if it was another, say when ('nursed \(feed.startedSide.rawValue) \(minutes(seconds)) min at …')")
    }

    /// "finished, 1 left", "done": the open bottle's end, or, with no bottle and a breast feed begun and
    /// no bottle named, that feed's.
    func logFinish(remaining: VolumeSpec?, at: LocatedTime?, baby: Baby, context: LogContext, namesBottle: Bool) throws -> LogResult {
        try refuseBottleOrBreast(remaining: remaining, namesBottle: namesBottle, baby: baby, context: context)
        do {
            return try BottleLog(context: context, baby: baby).finish(remaining: remaining, at: at, open: store.openEvents(for: baby.id))
        } catch DomainError.noBottle {
            // "done", "finished" after "nursing left": no bottle was meant, and the feed begun ends.
            if remaining == nil, !namesBottle, BreastLog(context: context).begun(store.latestBreastFeed(for: baby.id), within: BreastLog.endWindow) != nil {
                return try log(.breastEnd(at: at), baby: baby, context: context)
            }
            throw noBottle(remaining: remaining, baby: baby, context: context)
        }
    }
}

import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

extension BreastLog {
    /// How long after a feed begun ("nursing left", a moment) the next side begun is a switch of sides,
    /// and the same side begun again that one told again. Later, a moment is a feed told quickly (a
    /// quick tap, as the phone app's "Left"), and the next one another feed.
    public static let sideWindow: TimeInterval = 30 * 60

    /// A feed begun and not yet ended, within `window` of `time`.
    public func begun(_ last: Event?, before time: Date? = nil, within window: TimeInterval = sideWindow) -> Event? {
        guard let last, last.deletedAt == nil, last.data.breast != nil, last.end?.utc == last.start.utc,
              (time ?? context.now).timeIntervalSince(last.start.utc) <= window else { return nil }
        return last
    }

    /// "nursing right" ten minutes after "nursing left", or "switched sides": the side switched within the
    /// feed begun, which is now one feed on both sides, begun on the first (as "fed left then right" logs
    /// it); "done nursing" ends it. Logged as a second feed, it counted two feeds where the baby had one,
    /// and the next side was told from the second. The same side begun again within minutes is the first
    /// told again, and refused.
    ///
    /// ```swift
    /// try BreastLog(context: context).switched(to: right, at: tenTen, from: leftAtTen)   // the left one, now L+R
    /// ```
    func switched(to feed: BreastFeedPhrase, at start: Date, from last: Event?, within window: TimeInterval = sideWindow) throws -> LogResult? {
        guard feed.seconds == nil, feed.span == nil, let running = begun(last, before: start, within: window), let was = running.data.breast,
              start > running.start.utc else { return nil }
        let begunAt = context.text(running.start.utc)
        if was.bothSides {
            throw DomainError.notPossible("the feed begun at \(begunAt) is logged on both sides already; to end it, say 'done nursing'")
        }
        if !feed.bothSides, feed.startedSide == was.startedSide {
            throw DomainError.notPossible("a \(was.startedSide.rawValue) breast feed was begun at \(begunAt) and has no end: "
                                          + "it is logged already; to end it, say 'done nursing'")
        }
        let both = context.updated(running) { $0.data = .breast(EventData.Breast(startedSide: was.startedSide, bothSides: true)) }
        let minutes = DurationText.short(start.timeIntervalSince(running.start.utc))
        return .updated(running, both, "Switched to the \(was.startedSide.opposite.rawValue) side after \(minutes); the feed begun at \(begunAt) "
                        + "is on both sides (\(was.startedSide.letter)+\(was.startedSide.opposite.letter)); say 'done nursing' when it ends")
    }

    /// "nursed left 15 min" while the feed begun at 1:10 ("nursing left") has no end: told whole, it ran
    /// over that one, or followed it, and both were logged with the first never ended. Refused with the
    /// words that end the one begun.
    func refuseOverBegun(start: Date, end: Date, last: Event?, range: SourceRange?) throws {
        guard end > start, let running = begun(last, before: start), running.start.utc < end.addingTimeInterval(-Self.overlapAllowed) else { return }
        var message = "a feed was begun at \(context.text(running.start.utc)) and has no end; if this is that one, say 'finished nursing at \(context.text(end))'"
        if start > running.start.utc.addingTimeInterval(Self.overlapAllowed) {
            message += "; if it ended before this one, end it first ('finished nursing at \(context.text(start))')"
        }
        throw DomainError.notPossible(message)
    }

    /// "started nursing on the left at 2:50" after a feed at 3:02 was logged: begun, a feed runs until its
    /// end is told, so it would run under the later one, and "done nursing" would find only that one.
    /// Refused with the whole feed's words, which end it before the later one.
    func refuseBegunUnder(_ feed: BreastFeedPhrase, at start: Date, last: Event?, range: SourceRange?) throws {
        guard feed.seconds == nil, feed.span == nil, let last, last.deletedAt == nil, last.data.breast != nil,
              last.start.utc > start.addingTimeInterval(Self.overlapAllowed) else { return }
        let side = feed.bothSides ? "both sides starting \(feed.startedSide.rawValue)" : feed.startedSide.rawValue
        throw DomainError.notPossible("a feed was logged after it, at \(context.text(last.start.utc)); a feed begun then would run under that one: "
                                      + "say how long it was ('nursed \(side) from \(context.text(start)) to \(context.text(last.start.utc))')")
    }

    /// How long after a feed begun "switched sides", said outright, still switches it: a side runs longer
    /// than the half hour after which "nursing right" is another feed, seldom more than an hour.
    public static let switchWindow: TimeInterval = 60 * 60

    /// "switched sides": the feed begun within ``switchWindow`` of `at` goes on on the other side, as
    /// "nursing right" after "nursing left" does. Refused when no one-side feed was begun: Hush does not
    /// guess a side.
    ///
    /// ```swift
    /// try BreastLog(context: context).switchSides(at: nil, from: leftAtTen)   // the left one, now L+R
    /// ```
    public func switchSides(at: LocatedTime?, from last: Event?) throws -> LogResult {
        let start = try context.resolver.instant(for: at)
        if let running = begun(last, before: start, within: Self.switchWindow), running.data.breast?.bothSides == true {
            throw DomainError.notPossible("the feed begun at \(context.text(running.start.utc)) is logged on both sides already; to end it, say 'done nursing'")
        }
        if let running = begun(last, within: BreastLog.endWindow), start < running.start.utc {
            throw DomainError.notPossible("the feed was begun at \(context.text(running.start.utc)), after \(context.text(start)); say when the sides were switched")
        }
        guard let running = begun(last, before: start, within: Self.switchWindow), let was = running.data.breast,
              let switched = try switched(to: BreastFeedPhrase(startedSide: was.startedSide.opposite, bothSides: false, at: at), at: start, from: running,
                                          within: Self.switchWindow) else {
            var message = "no feed was begun on one side in the last hour to switch from; say the side: 'nursing left' or 'nursing right'"
            if let older = begun(last, within: BreastLog.endWindow) {
                message = "the feed begun at \(context.text(older.start.utc)) is more than an hour old; if it went on, say when it ended "
                    + "('finished nursing at …'), then 'nursing left' or 'nursing right'"
            }
            throw DomainError.notPossible(message)
        }
        return switched
    }
}

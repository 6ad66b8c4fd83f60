import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

extension BreastLog {
    /// How soon a feed begun on the same side again is that one told again: another parent's "nursing
    /// left" a minute after the first.
    static let toldAgain: TimeInterval = 5 * 60

    /// A feed begun ("nursing left", a moment) and not yet ended, recent enough to be running still.
    func begun(_ last: Event?) -> Event? {
        guard let last, last.deletedAt == nil, last.data.breast != nil, last.end?.utc == last.start.utc,
              context.now.timeIntervalSince(last.start.utc) <= EventPlausibility.longestSide else { return nil }
        return last
    }

    /// "nursing right" ten minutes after "nursing left": the side switched. The left feed was left a
    /// moment, 0 minutes, beside a right one; it is given its end when the next side begins. The same side
    /// begun again within minutes is the first told again, and refused.
    ///
    /// ```swift
    /// try BreastLog(context: context).switched(to: right, at: tenTen, from: leftAtTen)   // the left one ended at 10:10
    /// ```
    func switched(to feed: BreastFeedPhrase, at start: Date, from last: Event?) throws -> RecordChange? {
        guard feed.seconds == nil, feed.span == nil, let running = begun(last), let was = running.data.breast, start > running.start.utc else { return nil }
        if !feed.bothSides, !was.bothSides, feed.startedSide == was.startedSide {
            guard start.timeIntervalSince(running.start.utc) < Self.toldAgain else { return nil }
            throw DomainError.notPossible("a \(was.startedSide.rawValue) breast feed was begun at \(context.text(running.start.utc)) and has no end: "
                                          + "it is logged already; to end it, say 'done nursing'")
        }
        guard !was.bothSides else { return nil }
        let ended = context.updated(running) { $0.end = context.calendar.timestamp(start) }
        return RecordChange(before: .event(running), after: .event(ended))
    }

    /// "nursed left 15 min" while the feed begun at 1:10 ("nursing left") has no end: told whole, it ran
    /// over that one, and both were logged. Refused with the words that end the one begun.
    func refuseOverBegun(start: Date, end: Date, last: Event?, range: SourceRange?) throws {
        guard let running = begun(last), end > start, running.start.utc >= start.addingTimeInterval(-Self.overlapAllowed),
              running.start.utc < end.addingTimeInterval(-Self.overlapAllowed) else { return }
        throw DomainError.notPossible("a feed was begun at \(context.text(running.start.utc)) and has no end; if this is that one, say "
                                      + "'finished nursing at \(context.text(end))'")
    }
}

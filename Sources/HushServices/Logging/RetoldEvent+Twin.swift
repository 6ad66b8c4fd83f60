import FoundationEssentials
import HushDomain
import HushLanguage

extension RetoldEvent {
    /// A diaper or a finished bottle said with its time, the same as one logged within five minutes of
    /// it: "he pooped at two" after "poop" was logged at 2:00, "he had four ounces at two" after "ate 4oz"
    /// at 2:00. Told late, the same event is told again far more often than a twin happens so close, and
    /// both were logged. Refused, with the line that logs another ("another" says so).
    ///
    /// ```swift
    /// try RetoldEvent(context: context).refuseTwin(poopAtTwo, among: diapersNearTwo, range: atTwo)
    /// // throws: "a diaper (poop) was logged at 2:00 PM; if this is that one, it is logged already; if it is another, say 'another dirty diaper at 2pm'"
    /// ```
    public func refuseTwin(_ new: Event, among others: [Event], range: SourceRange?) throws {
        let moment = Self.moment(of: new)
        guard let twin = others.first(where: { other in
            other.id != new.id && other.deletedAt == nil && abs(Self.moment(of: other).timeIntervalSince(moment)) < Self.twinWindow && Self.same(new, other)
        }), let (logged, _, another) = readings(new, twin, timed: true) else { return }
        var when = context.resolver.phraseText(moment, zoneOffset: nil)
        if when.hasPrefix("today ") { when = "at " + when.dropFirst("today ".count) }
        throw DomainError.retold("\(logged) was logged at \(context.text(Self.moment(of: twin)))", change: nil, another: "\(another) \(when)", range)
    }

    /// How near two diapers or bottles told alike are the same one told twice.
    public static let twinWindow: TimeInterval = 5 * 60

    /// Whether two events say the same: a diaper's contents (or part of them: "poop at 2" after "both at
    /// 2"), a finished bottle's amounts and milk.
    static func same(_ one: Event, _ other: Event) -> Bool {
        if let contents = one.data.diaperContents { return other.data.diaperContents == contents || other.data.diaperContents == .both }
        guard let a = one.data.bottle, let b = other.data.bottle, a.prepared != nil, a.remaining != nil, !a.discarded, !b.discarded else { return false }
        return a.prepared == b.prepared && a.remaining == b.remaining && a.contents == b.contents
    }
}

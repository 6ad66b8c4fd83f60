import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// How much was pumped over a stretch of time: the query surface `status`, questions and trends read.
///
/// ```swift
/// let totals = PumpTotals(events: todaysEvents, from: dayStart, to: now)
/// totals.sessions          // 3
/// totals.total(in: .oz)    // 11.5
/// ```
public struct PumpTotals: Sendable, Hashable {
    /// Sessions that started in the stretch, oldest first; each with or without an amount.
    public var sessions: [Event]

    public init(events: [Event], from: Date, to: Date) {
        sessions = events.filter { $0.kind == .pump && $0.deletedAt == nil && $0.start.utc >= from && $0.start.utc < to }
            .sorted { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
    }

    public var count: Int { sessions.count }

    /// The pumped amounts added up in one unit (each converted, then summed, to 2 decimals).
    public func total(in unit: Volume.Unit) -> Double {
        let sum = sessions.compactMap { $0.data.pump?.amount }.reduce(0.0) { $0 + (unit == .oz ? $1.inOunces : $1.inMillilitres) }
        return (sum * 100).rounded() / 100
    }

    /// "11.5 oz in 3 sessions", "1 session (amount not recorded)".
    public func summary(in unit: Volume.Unit) -> String {
        let noun = count == 1 ? "session" : "sessions"
        guard sessions.contains(where: { $0.data.pump?.amount != nil }) else { return "\(count) \(noun) (amount not recorded)" }
        let shown = unit == .oz ? (total(in: .oz) * 2).rounded() / 2 : (total(in: .ml) / 5).rounded() * 5
        return "\(Volume.number(shown)) \(unit.rawValue) in \(count) \(noun)"
    }
}

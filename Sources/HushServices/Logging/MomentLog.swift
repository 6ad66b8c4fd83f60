import HushDomain
import HushLanguage
import HushStore
/// Events that are a moment: a diaper change, and any kind whose phrase is only what it holds and when
/// (``HushLanguage/EventPhrase/moment(_:at:)``). The event starts and ends at the time said, which has
/// happened; only sleeps and bottles stay open.
///
/// ```swift
/// try MomentLog(context: context).log(.diaper(.both), at: nil).summary   // "Logged pee + poop at 3:00 PM"
/// ```
public struct MomentLog: Sendable {
    public let context: LogContext

    public init(context: LogContext) { self.context = context }

    public func log(_ data: EventData, at time: LocatedTime?, units: Volume.Unit) throws -> LogResult {
        let at = try context.resolver.instant(for: time)
        let event = context.newEvent(start: at, end: at, data: data)
        return .created(event, "Logged \(data.payload.briefName(in: units)) at \(context.text(at))")
    }
}

import HushDomain
import HushLanguage
import HushStore
/// Diaper changes: wet, dirty or both, at a time that has happened. A change is a moment, so its end
/// is its start (only sleeps and bottles stay open).
///
/// ```swift
/// try DiaperLog(context: context).log(.both, at: nil).summary   // "Logged pee + poop at 3:00 PM"
/// ```
public struct DiaperLog: Sendable {
    public let context: LogContext

    public init(context: LogContext) { self.context = context }

    public func log(_ contents: DiaperContents, at time: LocatedTime?) throws -> LogResult {
        let at = try context.resolver.instant(for: time)
        let event = context.newEvent(start: at, end: at, data: .diaper(contents))
        return .created(event, "Logged \(contents.label) at \(context.text(at))")
    }
}

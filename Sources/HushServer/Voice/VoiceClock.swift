import Foundation
import HushDomain
import HushKit

/// The server's clock: real time unless `HUSH_NOW` pins it, as it pins `hush` itself (tests and
/// demonstrations replay a fixed afternoon). Voice lines are read in their household's zone
/// (``SyncService/householdZone(_:)``); the zone here (`TZ`) is only for a household no device has sent
/// a zone for yet.
///
/// ```swift
/// let clock = try VoiceClock.fromEnvironment()   // TZ=America/New_York HUSH_NOW=2026-01-02T15:00:00-05:00
/// clock.now()
/// ```
public struct VoiceClock: Sendable {
    public var calendar: ZonedCalendar
    public var fixed: Date?

    public init(calendar: ZonedCalendar, fixed: Date? = nil) {
        self.calendar = calendar
        self.fixed = fixed
    }

    public func now() -> Date { fixed ?? WallClock.now() }

    /// From `TZ` and `HUSH_NOW`; a `HUSH_NOW` that is not an ISO 8601 time is an error, not ignored.
    public static func fromEnvironment(_ environment: [String: String] = ProcessEnvironment.variables) throws -> VoiceClock {
        // TZ may also be a path (":/etc/localtime") that only the system reads: then the system's zone is meant.
        let calendar = ZonedCalendar(zone: SystemTimeZone.requested(environment).flatMap { ZoneRules.named($0) } ?? SystemTimeZone.current())
        guard let text = environment["HUSH_NOW"], !text.isEmpty else { return VoiceClock(calendar: calendar) }
        guard let parsed = ISOTimeText.parse(text) else {
            throw LedgerError("HUSH_NOW '\(text)' is not an ISO 8601 time; for example 2026-01-02T15:00:00-05:00")
        }
        let instant = parsed.offset.map { Date(timeIntervalSince1970: Double(parsed.civil.secondsAsUTC - $0)) } ?? calendar.instant(from: parsed.civil)
        guard ClockMoveRule.isWithinRecords(instant) else {
            throw LedgerError("HUSH_NOW '\(text)' is outside the times Hush keeps; use a time from 1970 to the end of 2199")
        }
        return VoiceClock(calendar: calendar, fixed: instant)
    }
}

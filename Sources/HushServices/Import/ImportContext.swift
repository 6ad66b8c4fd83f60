import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Context every importer needs: whose events, in which zone local times are, who imports them.
public struct ImportContext: Sendable {
    public var baby: Baby
    public var calendar: ZonedCalendar
    public var loggedBy: String
    /// When the import runs: the `created_at` of new events.
    public var now: Date
    /// Names the source in each stable id (`huckleberry`, `babyconnect`, `babybuddy`).
    public var source: String

    public init(baby: Baby, calendar: ZonedCalendar, loggedBy: String, now: Date, source: String) {
        self.baby = baby
        self.calendar = calendar
        self.loggedBy = loggedBy
        self.now = now
        self.source = source
    }

    /// The id of the event made from `row` (the row's own text, so a re-import finds it again).
    public func id(for start: Date, row: String) -> String {
        RecordID.stable(milliseconds: UInt64(max(start.timeIntervalSince1970, 0) * 1000), key: "\(source)|\(baby.id)|\(row)")
    }

    /// An event with the context's baby, person and stable id.
    public func event(row: String, start: Date, end: Date?, data: EventData, notes: String? = nil) -> Event {
        var event = Event(id: id(for: start, row: row), babyID: baby.id, loggedBy: loggedBy, start: calendar.timestamp(start),
                          end: end.map { calendar.timestamp($0) }, data: data, notes: notes, createdAt: now)
        event.updatedAt = now
        return event
    }
}

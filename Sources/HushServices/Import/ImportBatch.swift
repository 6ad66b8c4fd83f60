import Foundation
import HushDomain
import HushLanguage
import HushStore

/// What an importer read from another app's export: events for one baby, ready to merge into the store,
/// and every row it could not use, with its line number. Importers are pure: text in, batch out.
///
/// ```swift
/// let batch = try HuckleberryImporter.read(text, context: ImportContext(baby: eddie, calendar: calendar,
///                                                                       loggedBy: "gavin", now: now, source: "huckleberry"))
/// batch.events.count    // rows turned into events
/// batch.skipped         // [ImportIssue(line: 12, reason: "Solids isn't tracked by Hush")]
/// ```
public struct ImportBatch: Sendable {
    public var events: [Event] = []
    public var skipped: [ImportIssue] = []
    /// Rows kept as events with a detail missing, and which.
    public var incomplete: [ImportIssue] = []

    public init(events: [Event] = [], skipped: [ImportIssue] = []) {
        self.events = events
        self.skipped = skipped
    }
}

/// A row an importer did not turn into an event, and why.
public struct ImportIssue: Hashable, Sendable {
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}

/// Why a whole file was refused (nothing is imported from it).
public enum ImportError: Error, Hashable, Sendable {
    case unreadable(String)
    case notThisFormat(expected: String, found: String)
    /// Too many rows could not be used to trust the rest: the file is refused whole.
    case mostlyUnusable(used: Int, skipped: Int, first: [ImportIssue])

    public var message: String {
        switch self {
        case .unreadable(let why): return "can't read the file: \(why)"
        case .notThisFormat(let expected, let found):
            return "this doesn't look like \(expected) (its first line is '\(found)'); nothing was imported"
        case .mostlyUnusable(let used, let skipped, let first):
            let lines = first.prefix(3).map { "line \($0.line): \($0.reason)" }.joined(separator: "; ")
            return "only \(used) of \(used + skipped) rows could be read (\(lines)); nothing was imported"
        }
    }
}

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

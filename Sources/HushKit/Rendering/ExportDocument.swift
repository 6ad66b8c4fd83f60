import Foundation

/// The pinned `export json` document: babies and their events in the PRD section 8 data model, with
/// snake_case keys, and the caregivers' morning routines with their day records. Deleted events are
/// included, with `deleted_at` set, so the export holds everything.
///
/// ```json
/// {"babies": [{"birth_date": "2025-09-01", "id": "…", "name": "Eddie", "settings": {…}}],
///  "events": [{"baby_id": "…", "event_type": "diaper", "data": {"contents": "wet"}, …}],
///  "exported_at": "2026-01-02T20:00:00Z", "format": "hush-export", "version": 1}
/// ```
public struct ExportDocument: Codable, Sendable {
    public var format = "hush-export"
    public var version = 1
    public var exportedAt: UTCDate
    public var babies: [Baby]
    public var events: [Event]
    /// Every caregiver's morning routines, and their day records (Better Morning 2.1, 2.3).
    public var routines: [RoutineExport]
    public var dayRecords: [DayRecordExport]

    public init(exportedAt: Date, babies: [Baby], events: [Event], routines: [RoutineExport] = [], dayRecords: [DayRecordExport] = []) {
        self.exportedAt = UTCDate(exportedAt)
        self.babies = babies
        self.events = events
        self.routines = routines
        self.dayRecords = dayRecords
    }

    enum CodingKeys: String, CodingKey {
        case format, version, babies, events, routines
        case exportedAt = "exported_at"
        case dayRecords = "day_records"
    }

    public func encoded(pretty: Bool) throws -> Data {
        let encoder = StoreFormat.encoder()
        if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
        return try encoder.encode(self)
    }
}

import Foundation

/// The pinned `export json` document: babies and their events in the PRD section 8 data model, with
/// snake_case keys. Deleted events are included, with `deleted_at` set, so the export holds everything.
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

    public init(exportedAt: Date, babies: [Baby], events: [Event]) {
        self.exportedAt = UTCDate(exportedAt)
        self.babies = babies
        self.events = events
    }

    enum CodingKeys: String, CodingKey {
        case format, version, babies, events
        case exportedAt = "exported_at"
    }

    public func encoded(pretty: Bool) throws -> Data {
        let encoder = StoreFormat.encoder()
        if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
        return try encoder.encode(self)
    }
}

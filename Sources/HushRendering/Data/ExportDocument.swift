import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// The pinned `export json` document: everything the store holds for the person's babies (PRD section 8
/// data model, snake_case keys), their own routines and day records, the people, invites and office
/// hours of those babies, their inbox, and the store's settings. Deleted events are included, with
/// `deleted_at` set. `import json` reads it back: into an empty store, a second export is byte-identical.
///
/// ```json
/// {"babies": [{"birth_date": "2025-09-01", "id": "…", "name": "Eddie", "settings": {…}}],
///  "events": [{"baby_id": "…", "event_type": "diaper", "data": {"contents": "wet"}, …}],
///  "exported_at": "2026-01-02T20:00:00Z", "format": "hush-export", "version": 1, "routines": […], …}
/// ```
public struct ExportDocument: Codable, Sendable {
    public var format = "hush-export"
    public var version = 1
    public var exportedAt: UTCDate
    public var babies: [Baby]
    public var events: [Event]
    /// The person's morning routines, and their day records (Better Morning 2.1, 2.3).
    public var routines: [RoutineExport]
    public var dayRecords: [DayRecordExport]
    /// Memberships (roles), invites, office hours and inbox items, as stored.
    public var people: [JSONValue]
    public var invites: [JSONValue]
    public var officeHours: [JSONValue]
    public var inbox: [JSONValue]
    /// A routine being created.
    public var routineDrafts: [JSONValue]
    /// The store's preferences (theme, notification switches, the selected baby, …).
    public var settings: [String: String]

    public init(exportedAt: Date, babies: [Baby], events: [Event], routines: [RoutineExport] = [], dayRecords: [DayRecordExport] = [],
                people: [JSONValue] = [], invites: [JSONValue] = [], officeHours: [JSONValue] = [], inbox: [JSONValue] = [],
                routineDrafts: [JSONValue] = [], settings: [String: String] = [:]) {
        self.exportedAt = UTCDate(exportedAt)
        self.babies = babies
        self.events = events
        self.routines = routines
        self.dayRecords = dayRecords
        self.people = people
        self.invites = invites
        self.officeHours = officeHours
        self.inbox = inbox
        self.routineDrafts = routineDrafts
        self.settings = settings
    }

    package enum CodingKeys: String, CodingKey {
        case format, version, babies, events, routines, people, invites, inbox, settings
        case exportedAt = "exported_at"
        case dayRecords = "day_records"
        case officeHours = "office_hours"
        case routineDrafts = "routine_drafts"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        version = try container.decode(Int.self, forKey: .version)
        exportedAt = try container.decode(UTCDate.self, forKey: .exportedAt)
        babies = try container.decode([Baby].self, forKey: .babies)
        events = try container.decode([Event].self, forKey: .events)
        // Older exports (before routines and people) simply lack these.
        routines = try container.decodeIfPresent([RoutineExport].self, forKey: .routines) ?? []
        dayRecords = try container.decodeIfPresent([DayRecordExport].self, forKey: .dayRecords) ?? []
        people = try container.decodeIfPresent([JSONValue].self, forKey: .people) ?? []
        invites = try container.decodeIfPresent([JSONValue].self, forKey: .invites) ?? []
        officeHours = try container.decodeIfPresent([JSONValue].self, forKey: .officeHours) ?? []
        inbox = try container.decodeIfPresent([JSONValue].self, forKey: .inbox) ?? []
        routineDrafts = try container.decodeIfPresent([JSONValue].self, forKey: .routineDrafts) ?? []
        settings = try container.decodeIfPresent([String: String].self, forKey: .settings) ?? [:]
    }

    public func encoded(pretty: Bool) throws -> Data {
        let encoder = StoreFormat.encoder()
        if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
        return try encoder.encode(self)
    }
}

extension ExportDocument {
    /// The same bytes as ``encoded(pretty:)``, written by ``JSONLineWriter`` and re-indented by
    /// ``PrettyJSON``: fast enough for two years of history (`ExportDocumentTests` compares the two).
    public func written(pretty: Bool) -> [UInt8] {
        var writer = JSONLineWriter()
        writer.begin()
        writer.key("babies", first: true); writer.list(babies) { $0.baby($1) }
        writer.key("day_records"); writer.list(dayRecords) { writer, record in
            writer.value(.object([
                "checked_tasks": .array(record.checkedTasks.map { .integer($0) }), "completed_tasks_count": .integer(record.completedTasksCount),
                "date": .string(record.date), "finalized": .bool(record.finalized), "routine_id": .string(record.routineID),
            ]))
        }
        writer.key("events"); writer.list(events) { $0.event($1) }
        writer.key("exported_at"); writer.string(UTCText.format(exportedAt.date))
        writer.key("format"); writer.string(format)
        writer.key("inbox"); writer.list(inbox) { $0.value($1) }
        writer.key("invites"); writer.list(invites) { $0.value($1) }
        writer.key("office_hours"); writer.list(officeHours) { $0.value($1) }
        writer.key("people"); writer.list(people) { $0.value($1) }
        writer.key("routine_drafts"); writer.list(routineDrafts) { $0.value($1) }
        writer.key("routines"); writer.list(routines) { writer, routine in
            var fields: [String: JSONValue] = [
                "created_at": .string(UTCText.format(routine.createdAt.date)), "created_date": .string(routine.createdDate),
                "id": .string(routine.id), "is_active": .bool(routine.isActive), "name": .string(routine.name), "owner": .string(routine.owner),
                "periods": .array(routine.periods.map { period in
                    var members: [String: JSONValue] = ["start": .string(period.start)]
                    if let end = period.end { members["end"] = .string(end) }
                    return .object(members)
                }),
                "start_date": .string(routine.startDate), "type": .string(routine.type),
                "tasks": .array(routine.tasks.map { .object(["time": .string($0.time), "title": .string($0.title)]) }),
                "updated_at": .string(UTCText.format(routine.updatedAt.date)),
            ]
            // Optional fields are left out when absent, as Codable's synthesized encoding does.
            if let bio = routine.bio { fields["bio"] = .string(bio) }
            if let key = routine.catalogKey { fields["catalog_key"] = .string(key) }
            writer.value(.object(fields))
        }
        writer.key("settings"); writer.value(.object(settings.mapValues { .string($0) }))
        writer.key("version"); writer.integer(version)
        writer.end()
        return pretty ? PrettyJSON.format(writer.bytes) : writer.bytes
    }
}

import Dispatch
import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Reads an `export json` document back into store records, with ``JSONValue`` (an export of two years
/// is ten megabytes; `JSONDecoder` would spend half a second on it).
///
/// ```swift
/// let records = try ExportReader.records(Data(contentsOf: url))
/// records.events.count
/// ```
public enum ExportReader {
    public struct Records: Sendable {
        public var babies: [Baby] = []
        public var events: [Event] = []
        public var routines: [Routine] = []
        public var routineDays: [RoutineDay] = []
        public var routineDrafts: [RoutineDraft] = []
        public var entities: [Entity] = []
        public var settings: [String: String] = [:]
    }

    public static func records(_ data: Data) throws -> Records {
        guard let json = try? JSONValue.parse(data) else { throw ImportError.unreadable("it isn't JSON") }
        guard json["format"]?.string == "hush-export" else {
            throw ImportError.notThisFormat(expected: "a Hush export (format hush-export)", found: json["format"]?.string ?? "no format")
        }
        guard let version = json["version"]?.integer, version <= 1 else {
            throw ImportError.unreadable("it was written by a newer Hush (version \(json["version"]?.integer ?? 0)); upgrade Hush to import it")
        }
        var records = Records()
        do {
            records.babies = try (json["babies"]?.array ?? []).map(JSONRecordReader.baby)
            records.events = try events(json["events"]?.array ?? [])
            records.routines = try (json["routines"]?.array ?? []).map(routine)
            let tasks = Dictionary(uniqueKeysWithValues: records.routines.map { ($0.id, $0.tasks.count) })
            for record in json["day_records"]?.array ?? [] {
                guard let id = record["routine_id"]?.string, let date = record["date"]?.string.flatMap(CivilDate.init(text:)) else {
                    throw ImportError.unreadable("a day record lacks its routine or date")
                }
                let checked = (record["checked_tasks"]?.array ?? []).compactMap(\.integer).map { $0 - 1 }
                    .filter { $0 >= 0 && $0 < (tasks[id] ?? 0) }
                let finalized = record["finalized"] == .bool(true)
                if !checked.isEmpty || finalized {
                    records.routineDays.append(RoutineDay(routineID: id, date: date, checked: checked.sorted(), finalized: finalized))
                }
            }
            records.routineDrafts = try (json["routine_drafts"]?.array ?? []).map(RoutineRecords.draft)
            for (key, kind) in [("people", Membership.kind), ("invites", Invite.kind), ("office_hours", OfficeHours.kind), ("inbox", InboxItem.kind)] {
                for value in json[key]?.array ?? [] {
                    guard let id = kind == OfficeHours.kind ? value["baby_id"]?.string : value["id"]?.string else {
                        throw ImportError.unreadable("a \(key) entry has no id")
                    }
                    records.entities.append(Entity(kind: kind, id: id, value: value))
                }
            }
            if case .object(let members)? = json["settings"] { records.settings = members.compactMapValues(\.string) }
        } catch let error as JSONRecordReader.Malformed {
            throw ImportError.unreadable("a record is missing '\(error.what)'")
        }
        return records
    }

    /// Events, converted on every core: two years are 20,000 of them, and each conversion is independent.
    static func events(_ items: [JSONValue]) throws -> [Event] {
        let parts = min(ProcessInfo.processInfo.activeProcessorCount, 8)
        guard items.count > 2_000, parts > 1 else { return try items.map(JSONRecordReader.event) }
        let size = (items.count + parts - 1) / parts
        let results = ConversionResults(count: parts)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let slice = items[min(part * size, items.count)..<min((part + 1) * size, items.count)]
            results.set(part, Result { try slice.map(JSONRecordReader.event) })
        }
        return try results.all().flatMap { try $0.get() }
    }

    /// Each part's result, written by its own thread.
    private final class ConversionResults: @unchecked Sendable {
        private var results: [Result<[Event], Error>]
        private let lock = ThreadLock()

        init(count: Int) { results = Array(repeating: .success([]), count: count) }

        func set(_ index: Int, _ result: Result<[Event], Error>) { lock.withLock { results[index] = result } }

        func all() -> [Result<[Event], Error>] { lock.withLock { results } }
    }

    /// A routine as `RoutineExport` writes it.
    static func routine(_ json: JSONValue) throws -> Routine {
        typealias R = JSONRecordReader
        guard let type = json["type"]?.string.flatMap(Routine.Kind.init(rawValue:)),
              let created = json["created_date"]?.string.flatMap(CivilDate.init(text:)),
              let start = json["start_date"]?.string.flatMap(CivilDate.init(text:)) else {
            throw ImportError.unreadable("a routine has an unknown type or date")
        }
        var routine = Routine(id: try R.text(json["id"], "id"), owner: try R.text(json["owner"], "owner"), name: try R.text(json["name"], "name"),
                              type: type, catalogKey: json["catalog_key"]?.string, bio: json["bio"]?.string,
                              tasks: try RoutineRecords.tasks(json["tasks"]), createdAt: try R.date(json["created_at"], "created_at"), today: created)
        routine.isActive = json["is_active"] == .bool(true)
        routine.startDate = start
        routine.periods = try (json["periods"]?.array ?? []).map { period in
            guard let from = period["start"]?.string.flatMap(CivilDate.init(text:)) else { throw ImportError.unreadable("a routine period") }
            return RoutinePeriod(start: from, end: period["end"]?.string.flatMap(CivilDate.init(text:)))
        }
        routine.updatedAt = try R.date(json["updated_at"], "updated_at")
        return routine
    }
}

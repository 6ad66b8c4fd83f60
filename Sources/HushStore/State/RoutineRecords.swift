import FoundationEssentials
import HushDomain

/// The routine records as JSON trees, in the journal and the cached state alike. Routine commands are
/// rare, but the state holding these is read by every command, so they go through ``JSONValue`` rather
/// than `JSONDecoder` (see ``JSONRecordReader``).
///
/// ```json
/// {"routine":{"id":"…","name":"Oprah Winfrey","type":"celebrity","tasks":[{"time":"06:00","title":"Wake up"}],…}}
/// {"routine_day":{"routine_id":"…","date":"2026-01-05","checked":[0,2],"finalized":false}}
/// ```
package enum RoutineRecords {
    static func json(_ routine: Routine) -> JSONValue {
        var fields: [String: JSONValue] = [
            "id": .string(routine.id), "owner": .string(routine.owner), "name": .string(routine.name),
            "type": .string(routine.type.rawValue), "is_active": .bool(routine.isActive),
            "created_date": .string(routine.createdDate.text), "start_date": .string(routine.startDate.text),
            "tasks": .array(routine.tasks.map(json)),
            "periods": .array(routine.periods.map { period in
                .object(["start": .string(period.start.text), "end": period.end.map { .string($0.text) } ?? .null])
            }),
            "created_at": .string(UTCText.format(routine.createdAt)), "updated_at": .string(UTCText.format(routine.updatedAt)),
        ]
        if let key = routine.catalogKey { fields["catalog_key"] = .string(key) }
        if let bio = routine.bio { fields["bio"] = .string(bio) }
        return .object(fields)
    }

    package static func json(_ task: RoutineTask) -> JSONValue {
        .object(["time": .string(task.timeText), "title": .string(task.title)])
    }

    static func json(_ day: RoutineDay) -> JSONValue {
        .object([
            "routine_id": .string(day.routineID), "date": .string(day.date.text),
            "checked": .array(day.checked.map { .integer($0) }), "finalized": .bool(day.finalized),
        ])
    }

    package static func json(_ draft: RoutineDraft) -> JSONValue {
        .object([
            "owner": .string(draft.owner), "title": draft.title.map { .string($0) } ?? .null,
            "tasks": .array(draft.tasks.map(json)),
        ])
    }

    package typealias Malformed = JSONRecordReader.Malformed

    static func routine(_ json: JSONValue) throws -> Routine {
        guard let type = json["type"]?.string.flatMap(Routine.Kind.init(rawValue:)) else { throw Malformed(what: "routine type") }
        let created = try JSONRecordReader.date(json["created_at"], "created_at")
        var routine = Routine(id: try JSONRecordReader.text(json["id"], "id"), owner: try JSONRecordReader.text(json["owner"], "owner"),
                              name: try JSONRecordReader.text(json["name"], "name"), type: type,
                              catalogKey: json["catalog_key"]?.string, bio: json["bio"]?.string,
                              tasks: try tasks(json["tasks"]), createdAt: created, today: try date(json["created_date"]))
        routine.isActive = json["is_active"] == .bool(true)
        routine.startDate = try date(json["start_date"])
        routine.periods = try (json["periods"]?.array ?? []).map { period in
            RoutinePeriod(start: try date(period["start"]), end: try period["end"].flatMap { $0.isNull ? nil : try date($0) })
        }
        routine.updatedAt = try JSONRecordReader.date(json["updated_at"], "updated_at")
        return routine
    }

    package static func tasks(_ json: JSONValue?) throws -> [RoutineTask] {
        try (json?.array ?? []).map { task in
            guard let time = task["time"]?.string, let minutes = RoutineTask.minutes(fromTimeText: time) else {
                throw Malformed(what: "task time")
            }
            return RoutineTask(minutes: minutes, title: try JSONRecordReader.text(task["title"], "task title"))
        }
    }

    static func day(_ json: JSONValue) throws -> RoutineDay {
        RoutineDay(routineID: try JSONRecordReader.text(json["routine_id"], "routine_id"), date: try date(json["date"]),
                   checked: (json["checked"]?.array ?? []).compactMap(\.integer), finalized: json["finalized"] == .bool(true))
    }

    package static func draft(_ json: JSONValue) throws -> RoutineDraft {
        RoutineDraft(owner: try JSONRecordReader.text(json["owner"], "owner"), title: json["title"]?.string,
                     tasks: try tasks(json["tasks"]))
    }

    static func date(_ json: JSONValue?) throws -> CivilDate {
        guard let text = json?.string, let date = CivilDate(text: text) else { throw Malformed(what: "date") }
        return date
    }
}

extension JSONLineWriter {
    /// Any JSON tree, keys sorted (as `StoreFormat.encoder()` sorts them).
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): boolean(flag)
        case .integer(let number): integer(number)
        case .number(let number): bytes.append(contentsOf: "\(number)".utf8)
        case .string(let text): string(text)
        case .array(let items): list(items) { $0.value($1) }
        case .object(let members):
            begin()
            for (index, name) in members.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                string(name)
                bytes.append(UInt8(ascii: ":"))
                self.value(members[name]!)
            }
            end()
        }
    }
}

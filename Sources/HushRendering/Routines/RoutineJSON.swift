import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// The routine views as one JSON object each (`--json`), for programs and voice assistants. Keys are
/// snake_case and sorted, like every other answer; tasks use the export's `{"time": "HH:MM", "title"}`.
///
/// ```json
/// {"date":"2026-01-06","ok":true,"routine":{"name":"Oprah Winfrey",…},"tasks":[{"state":"done","time":"06:00",…}]}
/// ```
package enum RoutineJSON {
    static func render(_ outcome: RoutineOutcome, calendar: ZonedCalendar) -> String {
        var fields: [String: JSONValue] = ["ok": .bool(true)]
        func tasks(_ list: [RoutineTask]) -> JSONValue { .array(list.map(RoutineRecords.json)) }
        func summary(_ routine: Routine) -> JSONValue {
            .object(["id": .string(routine.id), "name": .string(routine.name), "type": .string(routine.type.rawValue),
                     "is_active": .bool(routine.isActive), "start_date": .string(routine.startDate.text)])
        }
        switch outcome {
        case .catalog(let entries, let mine, let activeName):
            fields["catalog"] = .array(entries.map { entry in
                .object(["key": .string(entry.key), "name": .string(entry.name), "bio": .string(entry.bio), "tasks": tasks(entry.tasks),
                         "is_active": .bool(entry.name == activeName)])
            })
            fields["custom"] = .array(mine.map(summary))
        case .profile(let name, let bio, let list, let type, let note):
            fields["name"] = .string(name)
            fields["bio"] = bio.map { .string($0) } ?? .null
            fields["type"] = .string(type.rawValue)
            fields["tasks"] = tasks(list)
            fields["message"] = note.map { .string($0) } ?? .null
        case .day(let view):
            fields["routine"] = summary(view.routine)
            fields["date"] = .string(view.date.text)
            fields["editable"] = .bool(view.editable)
            fields["completed_tasks_count"] = .integer(view.completed)
            fields["tasks"] = .array(view.routine.tasks.enumerated().map { index, task in
                let state: String
                switch view.marks[index] {
                case .done: state = "done"
                case .missed: state = "missed"
                case .untouched: state = "untouched"
                }
                return .object(["number": .integer(index + 1), "time": .string(task.timeText), "title": .string(task.title), "state": .string(state)])
            })
        case .empty(let routine):
            fields["routine"] = routine.map(summary) ?? .null
            fields["message"] = .string(routine == nil ? "No active routine" : "Your new routine will start tomorrow")
        case .strip(let days, let routine, let today):
            fields["routine"] = summary(routine)
            fields["today"] = .string(today.text)
            fields["days"] = .array(days.map { view in
                .object(["date": .string(view.date.text), "completed_tasks_count": view.date > today ? .null : .integer(view.completed)])
            })
        case .cards(let cards, _):
            fields["cards"] = .array(cards.map { card in
                .object(["routine": summary(card.routine), "week_start": .string(card.weekStart.text),
                         "days": .array(card.bars.enumerated().map { offset, bar in
                             let count: JSONValue
                             switch bar {
                             case .none: count = .null
                             case .zero: count = .integer(0)
                             case .done(let n): count = .integer(n)
                             }
                             return .object(["date": .string(card.weekStart.adding(days: offset).text), "completed_tasks_count": count])
                         })])
            })
        case .draft(let draft, let note):
            fields["title"] = draft.title.map { .string($0) } ?? .null
            fields["tasks"] = tasks(draft.tasks)
            fields["message"] = note.map { .string($0) } ?? .null
        case .onboarding:
            fields["message"] = .string(RoutineText.onboarding)
        }
        var writer = JSONLineWriter()
        writer.value(.object(fields))
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

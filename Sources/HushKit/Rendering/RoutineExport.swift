/// A routine as `export json` writes it (pinned by the routines issue: tests read it).
///
/// ```json
/// {"id":"…","name":"Oprah Winfrey","type":"celebrity","is_active":true,"start_date":"2026-01-06",
///  "tasks":[{"time":"06:00","title":"Wake up without an alarm"}],"owner":"gavin","created_date":"2026-01-05"}
/// ```
public struct RoutineExport: Codable, Hashable, Sendable {
    public struct Task: Codable, Hashable, Sendable {
        public var title: String
        public var time: String
    }

    public var id: String
    public var name: String
    public var type: String
    public var isActive: Bool
    public var startDate: String
    public var createdDate: String
    public var owner: String
    public var tasks: [Task]

    public init(_ routine: Routine) {
        id = routine.id
        name = routine.name
        type = routine.type.rawValue
        isActive = routine.isActive
        startDate = routine.startDate.text
        createdDate = routine.createdDate.text
        owner = routine.owner
        tasks = routine.tasks.map { Task(title: $0.title, time: $0.timeText) }
    }

    enum CodingKeys: String, CodingKey {
        case id, name, type, owner, tasks
        case isActive = "is_active"
        case startDate = "start_date"
        case createdDate = "created_date"
    }
}

/// One routine's result on one date: the Better Morning Day Record. `finalized` is false only for
/// today's, still open.
public struct DayRecordExport: Codable, Hashable, Sendable {
    public var routineID: String
    public var date: String
    public var completedTasksCount: Int
    public var finalized: Bool

    public init(_ record: RoutineBook.Record) {
        routineID = record.routineID
        date = record.date.text
        completedTasksCount = record.completedTasksCount
        finalized = record.finalized
    }

    enum CodingKeys: String, CodingKey {
        case date, finalized
        case routineID = "routine_id"
        case completedTasksCount = "completed_tasks_count"
    }
}

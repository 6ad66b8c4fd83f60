import HushDomain
import HushLanguage
import HushStore
import HushServices

/// One routine's result on one date: the Better Morning Day Record. `finalized` is false only for
/// today's, still open.
public struct DayRecordExport: Codable, Hashable, Sendable {
    public var routineID: String
    public var date: String
    public var completedTasksCount: Int
    public var finalized: Bool
    /// Which tasks were done (1-based, in time order): the record's own check marks.
    public var checkedTasks: [Int]

    public init(_ record: RoutineBook.Record, checked: [Int]) {
        routineID = record.routineID
        date = record.date.text
        completedTasksCount = record.completedTasksCount
        finalized = record.finalized
        checkedTasks = checked.map { $0 + 1 }
    }

    package enum CodingKeys: String, CodingKey {
        case date, finalized
        case checkedTasks = "checked_tasks"
        case routineID = "routine_id"
        case completedTasksCount = "completed_tasks_count"
    }
}

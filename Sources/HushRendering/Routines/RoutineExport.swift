import HushDomain
import HushLanguage
import HushStore
import HushServices
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
    /// The active stretches, so an import rebuilds the same day records.
    public var periods: [Period]
    public var catalogKey: String?
    public var bio: String?
    public var createdAt: UTCDate
    public var updatedAt: UTCDate

    public struct Period: Codable, Hashable, Sendable {
        public var start: String
        public var end: String?
    }

    public init(_ routine: Routine) {
        id = routine.id
        name = routine.name
        type = routine.type.rawValue
        isActive = routine.isActive
        startDate = routine.startDate.text
        createdDate = routine.createdDate.text
        owner = routine.owner
        tasks = routine.tasks.map { Task(title: $0.title, time: $0.timeText) }
        periods = routine.periods.map { Period(start: $0.start.text, end: $0.end?.text) }
        catalogKey = routine.catalogKey
        bio = routine.bio
        createdAt = UTCDate(routine.createdAt)
        updatedAt = UTCDate(routine.updatedAt)
    }

    package enum CodingKeys: String, CodingKey {
        case id, name, type, owner, tasks, periods, bio
        case isActive = "is_active"
        case startDate = "start_date"
        case createdDate = "created_date"
        case catalogKey = "catalog_key"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }
}

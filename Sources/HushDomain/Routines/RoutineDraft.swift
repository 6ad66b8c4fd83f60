import FoundationEssentials

/// A custom routine being created, saved after every step so a killed process resumes it
/// (Better Morning 6.2.3). One draft per person.
public struct RoutineDraft: Hashable, Sendable {
    public var owner: String
    public var title: String?
    /// Kept sorted by time after every add.
    public var tasks: [RoutineTask]

    public init(owner: String, title: String? = nil, tasks: [RoutineTask] = []) {
        self.owner = owner
        self.title = title
        self.tasks = tasks
    }

    /// Adds a task where its time puts it (after any tasks at the same time).
    public mutating func add(_ task: RoutineTask) {
        let index = tasks.firstIndex { $0.minutes > task.minutes } ?? tasks.endIndex
        tasks.insert(task, at: index)
    }
}

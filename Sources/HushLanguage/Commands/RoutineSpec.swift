import HushDomain

/// A whole custom routine in one line: `create routine "Calm start": 6:00 drink water, 6:05 stretch`.
public struct RoutineSpec: Hashable, Sendable {
    public var title: String
    public var titleRange: SourceRange
    public var tasks: [RoutineTask]
    public var taskRanges: [SourceRange]

    public init(title: String, titleRange: SourceRange, tasks: [RoutineTask], taskRanges: [SourceRange]) {
        self.title = title
        self.titleRange = titleRange
        self.tasks = tasks
        self.taskRanges = taskRanges
    }
}

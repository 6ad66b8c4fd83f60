import FoundationEssentials

/// A morning routine the caregiver follows (Better Morning 2.1): a celebrity's, copied from the catalog
/// when first chosen, or their own. At most one of a person's routines is active.
///
/// Tasks never change after creation, so a task's position in the time-sorted list is its identity
/// (day records keep checked positions).
///
/// ```swift
/// let calm = Routine(id: id, owner: "gavin", name: "Calm start", type: .custom,
///                    tasks: [RoutineTask(minutes: 360, title: "Drink water")], createdAt: now, today: today)
/// ```
public struct Routine: Hashable, Sendable, Identifiable {
    public enum Kind: String, Hashable, Sendable { case celebrity, custom }

    public var id: String
    /// The caregiver whose routine this is (a routine is personal; several caregivers share one store).
    public var owner: String
    public var name: String
    public var type: Kind
    /// The catalog entry a celebrity routine came from.
    public var catalogKey: String?
    public var bio: String?
    public var tasks: [RoutineTask]
    public var isActive: Bool
    /// The day the routine was first chosen or created.
    public var createdDate: CivilDate
    /// The day the current (or last) activation began: the day after it was chosen.
    public var startDate: CivilDate
    /// Every stretch of days the routine was active, oldest first; the last one is open while active.
    public var periods: [RoutinePeriod]
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: String, owner: String, name: String, type: Kind, catalogKey: String? = nil, bio: String? = nil,
                tasks: [RoutineTask], createdAt: Date, today: CivilDate) {
        self.id = id
        self.owner = owner
        self.name = name
        self.type = type
        self.catalogKey = catalogKey
        self.bio = bio
        self.tasks = tasks.sorted()
        self.isActive = false
        self.createdDate = today
        self.startDate = today.adding(days: 1)
        self.periods = []
        self.createdAt = createdAt
        self.updatedAt = createdAt
    }

}

import Foundation

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

/// One stretch of days a routine was active: from `start` to `end` inclusive (nil while still active).
public struct RoutinePeriod: Hashable, Sendable {
    public var start: CivilDate
    /// The last day the routine was active; a mid-day switch ends it on the day of the switch.
    public var end: CivilDate?

    public init(start: CivilDate, end: CivilDate? = nil) {
        self.start = start
        self.end = end
    }

    public func contains(_ day: CivilDate, today: CivilDate) -> Bool {
        day >= start && day <= (end ?? today)
    }
}

/// One step of a routine: a title at a time of day on a 5-minute step (Better Morning 2.2).
public struct RoutineTask: Hashable, Comparable, Sendable {
    /// Minutes after midnight, a multiple of 5.
    public var minutes: Int
    public var title: String

    public init(minutes: Int, title: String) {
        self.minutes = minutes
        self.title = title
    }

    /// `06:05`, the export's and the catalog's form.
    public var timeText: String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
    }

    /// Parses `HH:MM` (24-hour).
    public static func minutes(fromTimeText text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, parts[0].count <= 2, parts[1].count == 2, let h = Int(parts[0]), let m = Int(parts[1]),
              (0..<24).contains(h), (0..<60).contains(m) else { return nil }
        return h * 60 + m
    }

    /// Chronological; tasks at the same time keep the order they were added in (a stable sort).
    public static func < (a: RoutineTask, b: RoutineTask) -> Bool { a.minutes < b.minutes }
}

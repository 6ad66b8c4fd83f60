import FoundationEssentials

/// The check marks of one routine on one date (Better Morning 2.3). Only days with something checked,
/// or finalised by a switch, are stored; any other past day of an active stretch counts as all X.
///
/// ```swift
/// var day = RoutineDay(routineID: oprah.id, date: today)
/// day.checked = [0, 2]          // the first and third tasks ✓
/// day.completedTasksCount       // 2
/// ```
public struct RoutineDay: Hashable, Sendable {
    public var routineID: String
    public var date: CivilDate
    /// Positions (0-based) of the ✓ tasks in the routine's time-sorted list, ascending.
    public var checked: [Int]
    /// Locked early by a mid-day switch or restart (Better Morning 7.1); past days are final anyway.
    public var finalized: Bool

    public init(routineID: String, date: CivilDate, checked: [Int] = [], finalized: Bool = false) {
        self.routineID = routineID
        self.date = date
        self.checked = checked
        self.finalized = finalized
    }

    public var completedTasksCount: Int { checked.count }

    /// The store key: one record per (routine, date).
    public var key: String { "\(routineID)/\(date.text)" }
}

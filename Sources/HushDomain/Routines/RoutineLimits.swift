import FoundationEssentials

/// What a routine may hold: how many tasks, how long its titles, and the 5-minute grid its times sit on.
public enum RoutineLimits {
    public static let maximumTasks = 20
    public static let maximumTitle = 20
    public static let maximumTaskTitle = 70
    public static let timeStep = 5
}

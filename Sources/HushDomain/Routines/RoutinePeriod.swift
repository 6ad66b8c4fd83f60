import FoundationEssentials

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

import FoundationEssentials

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

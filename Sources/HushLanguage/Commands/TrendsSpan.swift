import HushDomain

/// How many days a trends view covers, ending today.
public enum TrendsSpan: Hashable, Sendable {
    case days(Int)
    /// From Monday (at the day start) to today, as questions' "this week".
    case thisWeek

    /// The longest span: three months of rows is already more than a screen or a visit needs.
    public static let maximumDays = 92

    /// `7d`, `this-week`: for `explain` and the grammar's examples.
    public var meaning: String {
        switch self {
        case .days(let count): return "\(count)d"
        case .thisWeek: return "this-week"
        }
    }
}

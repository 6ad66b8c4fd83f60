import HushDomain

/// Which number comes first in a numeric date like "2/11": the month (United States, and the
/// Philippines and Canada's English usage) or the day (nearly everywhere else). It follows the locale
/// the way ``WeekConvention`` does: `LC_ALL`, then `LC_TIME`, then `LANG`. With no locale set (the C
/// locale) the order is unknown, and a date whose two numbers could both be a month is refused.
///
/// ```swift
/// DateOrder(environment: ["LANG": "en_US.UTF-8"])   // .monthFirst
/// DateOrder(environment: ["LANG": "en_GB.UTF-8"])   // .dayFirst
/// DateOrder(environment: [:])                       // .unknown
/// ```
public enum DateOrder: Hashable, Sendable {
    case monthFirst, dayFirst, unknown

    static let monthFirstRegions: Set<String> = ["US", "PH", "CA", "FM", "MH", "PW", "GU", "AS", "PR", "UM", "VI"]

    public init(environment: [String: String]) {
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let identifier = String(name.prefix { $0 != "." && $0 != "@" })
        guard identifier != "C", identifier != "POSIX" else { self = .unknown; return }
        let region = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst().first.map(String.init) ?? ""
        self = Self.monthFirstRegions.contains(region.uppercased()) ? .monthFirst : .dayFirst
    }

    /// (month, day) for "first/second", or nil when the order is unknown and both readings are dates.
    public func monthAndDay(first: Int, second: Int) -> (month: Int, day: Int)? {
        let monthFirst = (1...12).contains(first) && (1...31).contains(second)
        let dayFirst = (1...12).contains(second) && (1...31).contains(first)
        switch self {
        case .monthFirst: return monthFirst ? (first, second) : nil
        case .dayFirst: return dayFirst ? (second, first) : nil
        case .unknown:
            if first == second && monthFirst { return (first, second) }
            if monthFirst && !dayFirst { return (first, second) }
            if dayFirst && !monthFirst { return (second, first) }
            return nil
        }
    }
}

import Foundation

/// Which day a week starts on, from the locale the way `date` and `cal` find it: `LC_ALL`, then
/// `LC_TIME`, then `LANG` (Better Morning 10.2: "follow the device's locale"). `en_US` weeks start on
/// Sunday, `en_GB` and `de_DE` on Monday; the C locale uses ISO 8601's Monday.
///
/// ```swift
/// WeekConvention.firstWeekday(environment: ["LANG": "en_US.UTF-8"])   // 7 (Sunday)
/// ```
public enum WeekConvention {
    public static func firstWeekday(environment: [String: String]) -> Int {
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let identifier = String(name.prefix { $0 != "." && $0 != "@" })
        guard identifier != "C", identifier != "POSIX" else { return 1 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        // Foundation counts 1 = Sunday ... 7 = Saturday.
        return (calendar.firstWeekday + 5) % 7 + 1
    }
}

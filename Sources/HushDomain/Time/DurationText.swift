import FoundationEssentials

/// Lengths of time in the dashboard spec's formats.
public enum DurationText {
    /// "45m", "1h 5m", "2d 3h": whole minutes, rounded down.
    public static func short(_ seconds: TimeInterval) -> String {
        let minutes = wholeMinutes(seconds, .down)
        if minutes < 60 { return "\(minutes)m" }
        if minutes < 24 * 60 { return "\(minutes / 60)h \(minutes % 60)m" }
        return "\(minutes / (24 * 60))d \((minutes % (24 * 60)) / 60)h"
    }

    /// Elapsed since: "Xm ago" under 1 h, "Xh Ym ago" to 24 h, "Xd Xh ago" beyond (dashboard spec).
    public static func ago(_ seconds: TimeInterval) -> String { "\(short(seconds)) ago" }

    /// "10 minutes", "1 hour 15 minutes": as a person would say it.
    public static func spoken(_ seconds: TimeInterval) -> String {
        let minutes = wholeMinutes(seconds, .toNearestOrAwayFromZero)
        let hours = minutes / 60, rest = minutes % 60
        var parts: [String] = []
        if hours > 0 { parts.append(hours == 1 ? "1 hour" : "\(hours) hours") }
        if rest > 0 || hours == 0 { parts.append(rest == 1 ? "1 minute" : "\(rest) minutes") }
        return parts.joined(separator: " ")
    }

    /// "0h 0m": hours and minutes always (the spec's "8h 30m total sleep").
    public static func hoursMinutes(_ seconds: TimeInterval) -> String {
        let minutes = wholeMinutes(seconds, .down)
        return "\(minutes / 60)h \(minutes % 60)m"
    }
    /// "4 hours", "4 days": a window in the words it was set in.
    public static func window(_ minutes: Int) -> String {
        guard minutes >= 2 * 1440, minutes % 1440 == 0 else { return spoken(Double(minutes) * 60) }
        return "\(minutes / 1440) days"
    }

    /// Whole minutes, none for a negative length (or NaN), and at most the 6 billion (11,000 years) that
    /// dates Hush can write span: a damaged record's length is shown, not converted past `Int`.
    static func wholeMinutes(_ seconds: TimeInterval, _ rule: FloatingPointRoundingRule) -> Int {
        let minutes = (seconds / 60).rounded(rule)
        return minutes > 0 ? Int(min(minutes, 6e9)) : 0
    }
}

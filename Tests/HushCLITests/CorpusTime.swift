import Foundation

/// The corpus's time assertions: `now`, `-10m`, `-1h15m`, `14:15` (today, local), `yesterday_23:00`,
/// `null`; compared to the minute.
enum CorpusTime {
    static func matches(_ utc: String?, _ want: String, now: String, zone: String) -> String? {
        if want == "null" { return utc == nil ? nil : "\(utc!), want null" }
        guard let utc, let actual = parseUTC(utc) else { return "missing time, want \(want)" }
        guard let expected = expected(want, now: now, zone: zone) else { return "bad expectation \(want)" }
        let same = Int(actual.timeIntervalSince1970 / 60) == Int(expected.timeIntervalSince1970 / 60)
        return same ? nil : "\(utc), want \(want) (\(ISO8601DateFormatter().string(from: expected)))"
    }

    static func parseUTC(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text)
    }

    static func expected(_ want: String, now: String, zone: String) -> Date? {
        guard let base = ISO8601DateFormatter().date(from: now) else { return nil }
        if want == "now" { return base }
        if want.hasPrefix("-") {
            var seconds = 0.0
            var number = ""
            for character in want.dropFirst() {
                if character.isNumber {
                    number.append(character)
                } else {
                    let value = Double(number) ?? 0
                    seconds += character == "h" ? value * 3600 : character == "m" ? value * 60 : value
                    number = ""
                }
            }
            return base.addingTimeInterval(-seconds)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        var dayOffset = 0
        var clock = want
        if want.hasPrefix("yesterday_") {
            dayOffset = -1
            clock = String(want.dropFirst("yesterday_".count))
        }
        let parts = clock.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2, let day = calendar.date(byAdding: .day, value: dayOffset, to: base) else { return nil }
        return calendar.date(bySettingHour: parts[0], minute: parts[1], second: 0, of: day)
    }
}

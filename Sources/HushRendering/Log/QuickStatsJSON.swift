import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// "how is Mia --json": a question's shape (`ok`, `question`, `answer`, `facts`) with the dashboard's
/// `status` kept beside it, so a voice assistant reads every answer the same way and older scripts still
/// find `status`.
///
/// ```swift
/// QuickStatsAnswer(dashboard: dashboard).json()
/// // {"answer":"Eddie; Last feed 1h 45m ago (3.5oz); …","facts":{"feeds_today":4,…},"ok":true,"question":"quick-stats","status":{…}}
/// ```
package struct QuickStatsJSON: Encodable {
    var ok = true
    var question = "quick-stats"
    var answer: String
    var facts: [String: JSONValue]
    var status: JSONRenderer.StatusJSON

    init(_ dashboard: Dashboard) throws {
        let lines = QuickStatsAnswer(dashboard: dashboard).text(style: TextStyle(enabled: false))
            .split(separator: "\n").map { $0.trimming(.whitespaces).split(separator: " ").joined(separator: " ") }
        answer = lines.joined(separator: "; ")
        status = JSONRenderer.StatusJSON(dashboard)
        // The dashboard carries no zone, so its times are ISO 8601 in UTC.
        func iso(_ instant: Date) -> JSONValue { .string(UTCText.format(instant)) }
        var facts: [String: JSONValue] = [
            "baby": .string(dashboard.baby.name), "feeds_today": .integer(dashboard.feeds), "pees_today": .integer(dashboard.pee),
            "poops_today": .integer(dashboard.poop), "sleep_minutes_today": .integer(Int(dashboard.sleepSeconds / 60)),
            "asleep": .bool(dashboard.activeSleep != nil),
        ]
        if let feed = dashboard.lastFeed { facts["last_feed"] = iso(feed.feedTime) }
        if let diaper = dashboard.lastDiaper { facts["last_diaper"] = iso(diaper.start.utc) }
        if let sleep = dashboard.activeSleep { facts["asleep_since"] = iso(sleep.start.utc) }
        else if let woke = dashboard.lastSleep?.end?.utc { facts["awake_since"] = iso(woke) }
        self.facts = facts
    }
}

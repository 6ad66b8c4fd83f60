import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `how is Eddie` and the like: the quick stats overlay, a question's shape in `--json`.
///
/// ```swift
/// try QuickStatsAnswer(dashboard: dashboard).text(style: TextStyle(enabled: false))
/// // "Eddie\n  Last feed    1h 45m ago (3.5oz)\n  Last sleep   …"
/// ```
public struct QuickStatsAnswer: Answer {
    public var spokenView: SpokenView { .quickStats }

    public var dashboard: Dashboard

    public init(dashboard: Dashboard) { self.dashboard = dashboard }

    /// PRD 9's quick stats overlay: last feed, last sleep, last diaper, and awake or sleeping for.
    public func text(style: TextStyle) -> String {
        let d = dashboard
        let now = d.now
        func row(_ label: String, _ text: String) -> String { "  " + label.paddedToColumn(13) + text }
        var lines = [style.bold(d.baby.name)]
        var feed = "--"
        if let last = d.lastFeed {
            let ago = DurationText.ago(now.timeIntervalSince(last.feedTime))
            if let breast = last.data.breast {
                feed = "\(ago) (\(breast.indicator))"
            } else if let bottle = last.data.bottle {
                let amount = bottle.consumed.map { Volume($0, bottle.unit) } ?? bottle.prepared
                feed = "\(ago) (\(amount.map { $0.shown(in: d.baby.settings.units).replacing(" ", with: "") } ?? "bottle"))"
            }
        }
        lines.append(row("Last feed", feed))
        if let last = d.lastSleep, let end = last.end {
            lines.append(row("Last sleep", "\(DurationText.short(end.utc.timeIntervalSince(last.start.utc))) (ended \(DurationText.ago(now.timeIntervalSince(end.utc))))"))
        } else {
            lines.append(row("Last sleep", "--"))
        }
        lines.append(row("Last diaper", d.lastDiaper.map { "\(DurationText.ago(now.timeIntervalSince($0.start.utc))) (\($0.data.diaperContents?.rawValue ?? "contents not recorded"))" } ?? "--"))
        if let active = d.activeSleep {
            lines.append(row("Sleeping for", DurationText.short(now.timeIntervalSince(active.start.utc))))
        } else if let end = d.lastSleep?.end {
            lines.append(row("Awake for", DurationText.short(now.timeIntervalSince(end.utc))))
        }
        return lines.joined(separator: "\n")
    }


    public func json() throws -> String { try AnswerJSON.text(try QuickStatsJSON(dashboard)) }

    public func speech() -> String { StatusAnswer.spoken(dashboard) }
}

import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `status`: the dashboard of the baby's last feed, diaper and sleep, open bottles, pumping, the next nap
/// and today's counts.
///
/// ```swift
/// try StatusAnswer(dashboard: dashboard, calendar: calendar).text(style: TextStyle(enabled: false))
/// // "Eddie · 3 months old · Fri Jan 2, 3:00 PM\n  Feed    1h 45m ago (3.5oz) …"
/// ```
public struct StatusAnswer: Answer {
    public var spokenView: SpokenView { .status }

    public var dashboard: Dashboard
    public var calendar: ZonedCalendar

    public init(dashboard: Dashboard, calendar: ZonedCalendar) {
        self.dashboard = dashboard
        self.calendar = calendar
    }

    public func text(style: TextStyle) -> String {
        let d = dashboard
        let now = d.now
        func row(_ label: String, _ kind: EventKind?, _ text: String) -> String {
            // Padded by hand (every label is ASCII and at most 8 long): Foundation's `padding(toLength:)`
            // bridges through NSString, whose first use costs a scan of every protocol conformance in the
            // program (about 0.1 ms of every status).
            let padded = label + String(repeating: " ", count: max(0, 8 - label.utf8.count))
            return "  " + (kind.map { style.kind($0, padded) } ?? padded) + text
        }
        var lines = [style.bold(d.baby.name) + (d.ageText.map { " · " + $0 } ?? "") + style.dim(" · \(TimeText.full(now, calendar: calendar))")]
        var feed = "--"
        if let last = d.lastFeed, let breast = last.data.breast {
            feed = "\(DurationText.ago(now.timeIntervalSince(last.start.utc))) (\(breast.indicator))"
        } else if let last = d.lastFeed, let bottle = last.data.bottle {
            let units = d.baby.settings.units
            let amount = bottle.consumed.map { Volume($0, bottle.unit).shown(in: units) }
                ?? (bottle.prepared == nil || last.end != nil ? bottle.described(in: units) : "\(bottle.described(in: units)), feeding")
            feed = "\(DurationText.ago(now.timeIntervalSince(last.feedTime))) (\(amount))"
        }
        if let side = d.suggestedSide { feed += style.dim(" · next: \(side.rawValue)") }
        lines.append(row("Feed", .eat, feed))
        let diaper = d.lastDiaper.map { "\(DurationText.ago(now.timeIntervalSince($0.start.utc))) (\($0.data.diaperContents?.rawValue ?? "contents not recorded"))" } ?? "--"
        lines.append(row("Diaper", .diaper, diaper))
        if let active = d.activeSleep {
            lines.append(row("Sleep", .sleep, "Sleeping: \(DurationText.short(now.timeIntervalSince(active.start.utc))) (since \(TimeText.clock(active.start.utc, calendar: calendar, now: now)))"))
        } else if let last = d.lastSleep, let end = last.end {
            // PRD 9 quick stats: the last sleep's length, when it ended, and how long the baby has been awake.
            lines.append(row("Sleep", .sleep, "\(DurationText.ago(now.timeIntervalSince(end.utc))) (slept \(DurationText.short(end.utc.timeIntervalSince(last.start.utc))))"))
            lines.append(row("Awake", .sleep, DurationText.short(now.timeIntervalSince(end.utc))))
        } else {
            lines.append(row("Sleep", .sleep, "--"))
        }
        let safety = BottleSafety(settings: d.baby.settings)
        for bottle in d.bottles {
            let data = bottle.data.bottle!
            let state = data.feedingStartedAt.map { "feeding since \(TimeText.clock($0, calendar: calendar, now: now))" }
                ?? "prepared \(TimeText.clock(bottle.start.utc, calendar: calendar, now: now))"
            let countdown = style.countdown(safety.urgency(of: bottle, now: now), safety.countdown(of: bottle, now: now)!)
            let milk = data.contents == .breastMilk ? (data.thawed ? " thawed breast milk" : " breast milk") : ""
            var text = "\(data.described(in: d.baby.settings.units).replacing(" bottle", with: ""))\(milk)\(data.refrigerated ? " (fridge)" : "") \(state) · \(countdown)"
            if data.feedingStartedAt == nil, !data.refrigerated, now.timeIntervalSince(bottle.start.utc) >= 30 * 60, safety.expiry(of: bottle)! > now {
                text += style.dim(" · ready when you are")
            }
            lines.append(row("Bottle", .eat, text))
        }
        if let pump = d.lastPump, let data = pump.data.pump {
            let units = d.baby.settings.units
            var text = DurationText.ago(now.timeIntervalSince((pump.end ?? pump.start).utc))
            if let amount = data.amount { text += " (\(amount.shown(in: units)))" }
            if let today = d.pumpedToday, today.count > 0 { text += " · today \(today.summary(in: units))" }
            lines.append(row("Pumped", .pump, text))
        }
        if case .window(let prediction)? = d.nap {
            let nap = NapText(style: style, calendar: calendar, now: now)
            lines.append("  " + style.kind(.sleep, nap.statusLine(prediction)) + style.dim(" · \(nap.range(prediction))"))
        }
        lines.append(row("Today", nil, d.summaryLine))
        if let sync = d.sync { lines.append(row("Sync", nil, sync)) }
        // Joined by hand: `joined(separator:)` runs unspecialised, and its first use in a process costs a
        // scan of every protocol conformance in the program (about 0.1 ms of every status).
        var text = lines[0]
        for line in lines.dropFirst() { text += "\n" + line }
        return text
    }

    public func json() throws -> String {
        try AnswerJSON.text(JSONRenderer.Reply(status: JSONRenderer.StatusJSON(dashboard)))
    }

    public func speech() -> String { Self.spoken(dashboard) }

    /// The dashboard in a few sentences (also `how is Mia --speak`).
    static func spoken(_ d: Dashboard) -> String {
        var parts: [String] = []
        let now = d.now
        if let feed = d.lastFeed {
            parts.append("\(d.baby.name) last ate \(DurationText.ago(now.timeIntervalSince(feed.feedTime)))")
        } else {
            parts.append("No feeds logged for \(d.baby.name) yet")
        }
        if let diaper = d.lastDiaper, let contents = diaper.data.diaperContents {
            parts.append("Last diaper \(DurationText.ago(now.timeIntervalSince(diaper.start.utc))), \(contents.label)")
        }
        if let sleeping = d.activeSleep {
            parts.append("Asleep for \(DurationText.short(now.timeIntervalSince(sleeping.start.utc)))")
        } else if let end = d.lastSleep?.end {
            let awake = now.timeIntervalSince(end.utc)
            parts.append(awake < 60 ? "Just woke up" : "Awake for \(DurationText.short(awake))")
        }
        if let today = d.pumpedToday, today.count > 0 {
            parts.append("Pumped \(today.summary(in: d.baby.settings.units)) today")
        }
        return SpokenText.sentences(parts.joined(separator: " · "))
    }
}

import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// Draws a ``TimelineLayout`` for a terminal: an hour scale on the left, sleep as a bar in the PRD's
/// sleep colour, events in their colours, the future dimmed, and a "now" line with what is in progress.
///
/// ```
///   4:00 PM ┤
/// ━━ now 3:00 PM ━━  Sleeping: 15m · 4 oz bottle: Expires in 1h 42m
///   2:45 PM █ Sleep
/// ```
package struct TimelineText {
    var style: TextStyle
    var calendar: ZonedCalendar
    var now: Date
    var safety: BottleSafety
    var units: Volume.Unit?

    func render(_ layout: TimelineLayout, baby: Baby) -> String {
        let from = TimeText.clock(layout.window.from, calendar: calendar, now: now)
        let to = TimeText.clock(layout.window.to, calendar: calendar, now: now)
        let wholeDay = layout.window.to.timeIntervalSince(layout.window.from) >= 23 * 3600 && calendar.civil(layout.window.from).hour == calendar.civil(layout.window.to).hour
        let span = wholeDay ? TimeText.date(calendar.civil(layout.window.from)) : "\(from) – \(to)"
        var lines = [style.bold("Timeline") + " · \(baby.name) · \(span)"]
        for row in layout.rows {
            let label = row.isHourMark ? TimeText.clockOnly(calendar.civil(row.start)).leftPadded(to: 8) : String(repeating: " ", count: 8)
            let bar = row.asleep ? style.kind(.sleep, "█") : row.inNapWindow ? style.dim(style.kind(.sleep, "░")) : (row.isHourMark ? "┤" : "│")
            var text = row.events.map { event in
                (layout.numbers[event.id].map { style.dim("#\($0) ") } ?? "") + describe(event)
            }.joined(separator: "   ")
            if row.containsNow {
                lines.append(nowLine(layout))
            }
            var line = "\(label) \(bar)"
            if !text.isEmpty { line += " " + text; text = "" }
            if row.inNapWindow, let window = layout.napWindow, row.start == layout.rows.first(where: \.inNapWindow)?.start {
                // Label the window once, on its latest row (the top of the block).
                line += style.dim(" nap window \(TimeText.clockOnly(calendar.civil(window.start))) – \(TimeText.clockOnly(calendar.civil(window.end)))")
            }
            lines.append(row.isFuture ? style.dim(line) : line)
            if let day = row.newDay {
                // This row began a new day, so the rows below belong to the day before: name it (PRD 12).
                lines.append(style.dim("  ── \(TimeText.date(day.addingDays(-1))) ──"))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func nowLine(_ layout: TimelineLayout) -> String {
        var parts: [String] = []
        for event in layout.open {
            if event.kind == .sleep {
                parts.append(style.kind(.sleep, "Sleeping: \(DurationText.short(now.timeIntervalSince(event.start.utc)))"))
            } else if let bottle = event.data.bottle, let countdown = safety.countdown(of: event, now: now) {
                let state = bottle.feedingStartedAt == nil ? "prepared" : "feeding"
                parts.append(style.kind(.eat, "\(bottle.described(in: units)) \(state): ") + style.countdown(safety.urgency(of: event, now: now), countdown))
            }
        }
        let head = style.bold("━━ now \(TimeText.clockOnly(calendar.civil(now))) ━━")
        return parts.isEmpty ? head : head + "  " + parts.joined(separator: " · ")
    }

    private func describe(_ event: Event) -> String {
        let detail = DayListing.detail(event, now: now, calendar: calendar, safety: safety, units: units)
        return style.kind(event.kind, detail)
    }
}

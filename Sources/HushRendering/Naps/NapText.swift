import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// Nap predictions in words: "Nap window 2:30 – 3:00 PM", the status line "Nap window in 25m" or
/// "Nap window now (until 3:00 PM)", and the hit-rate report.
package struct NapText {
    var style: TextStyle
    var calendar: ZonedCalendar
    var now: Date

    package func answer(_ forecast: NapForecast, baby: Baby, why: Bool) -> String {
        switch forecast {
        case .asleep(let since):
            return "\(baby.name) is asleep (since \(TimeText.clock(since, calendar: calendar, now: now))); the next nap window comes after waking"
        case .noWake:
            return "No wake-up logged yet for \(baby.name); log a sleep and its end ('napped from 1 to 2pm') to get a nap window"
        case .window(let prediction):
            if why { return prediction.explanation + "\n" + Self.methodLine(prediction.method) }
            let when = statusLine(prediction).replacing(Self.title(prediction) + " ", with: "")
            return "\(Self.title(prediction)) \(range(prediction)) (\(prediction.confidence == "high" ? "high confidence" : "learning")) · \(when)"
        }
    }

    /// Which method made the window, and how to try the other.
    static func methodLine(_ method: NapMethod) -> String {
        switch method {
        case .byNap: return "Method: by-nap, the same nap of the day ('set nap method standard' for the standard method)"
        case .prd: return "Method: standard, every wake window of the last 14 days ('set nap method by-nap' centres on the same nap of the day)"
        }
    }

    /// "Bedtime window" when the night comes next, else "Nap window".
    static func title(_ prediction: WakeWindowPredictor.Prediction) -> String {
        prediction.target == .bedtime ? "Bedtime window" : "Nap window"
    }

    /// "2:30 – 3:00 PM", "11:45 AM – 12:30 PM", "Tomorrow 12:10 – 12:40 AM".
    func range(_ prediction: WakeWindowPredictor.Prediction) -> String {
        let start = calendar.civil(prediction.rangeStart), end = calendar.civil(prediction.rangeEnd)
        let startText = TimeText.clock(prediction.rangeStart, calendar: calendar, now: now)
        let endText = TimeText.clockOnly(end)
        if start.dayNumber == end.dayNumber, (start.hour < 12) == (end.hour < 12) {
            // A clock text ends with its meridiem and holds it nowhere else ("Tomorrow 12:10 AM"), so the
            // start without it is the text less that suffix: no NSString replacement, which cost every
            // status four scans of the program's protocol conformances (docs/performance.md).
            let meridiem = start.hour < 12 ? " AM" : " PM"
            return (startText.hasSuffix(meridiem) ? String(startText.dropLast(meridiem.count)) : startText) + " – " + endText
        }
        return startText + " – " + endText
    }

    /// The status line while awake.
    func statusLine(_ prediction: WakeWindowPredictor.Prediction) -> String {
        if now < prediction.rangeStart {
            return "\(Self.title(prediction)) in \(DurationText.short(prediction.rangeStart.timeIntervalSince(now)))"
        }
        if now <= prediction.rangeEnd {
            return "\(Self.title(prediction)) now (until \(TimeText.clockOnly(calendar.civil(prediction.rangeEnd))))"
        }
        return "\(Self.title(prediction)) passed \(DurationText.ago(now.timeIntervalSince(prediction.rangeEnd)))"
    }

    static func report(_ report: PredictionReport, style: TextStyle) -> String {
        func line(_ summary: PredictionScoring.Summary) -> String {
            guard let rate = summary.rate else { return "no naps scored yet" }
            return "\(Int((rate * 100).rounded()))% of \(summary.scored) naps inside the window (\(summary.hits) hits) · mean window \(DurationText.short(summary.meanWidthMinutes * 60))"
        }
        var lines = [style.bold("Nap predictions") + " · \(report.baby.name)"]
        lines.append("  Last 14 days  " + line(report.recent))
        lines.append("  All time      " + line(report.allTime))
        if !report.byAge.isEmpty {
            lines.append("  By age")
            for (label, summary) in report.byAge {
                lines.append("    " + label.paddedToColumn(18) + line(summary))
            }
        }
        if let rate = report.bedtimes.rate {
            lines.append("  Bedtime window (by-nap) \(Int((rate * 100).rounded()))% of \(report.bedtimes.scored) bedtimes inside it (\(report.bedtimes.hits) \(report.bedtimes.hits == 1 ? "hit" : "hits")) · mean window \(DurationText.short(report.bedtimes.meanWidthMinutes * 60))")
        } else {
            lines.append("  Bedtime window (by-nap) no bedtimes scored yet")
        }
        if !report.methods.isEmpty {
            lines.append("  Both methods, naps after the first 14 days (the setting is \(report.method.name))")
            for score in report.methods {
                lines.append("    " + score.method.name.paddedToColumn(18) + line(score.naps))
            }
            if let better = MethodScore.better(report.methods) {
                let note = better == report.method ? "the one in use" : "'set nap method \(better.name)' switches"
                lines.append("  \(better.rawValue) would have done better here (\(note))")
            } else {
                lines.append("  Neither method has done better here yet")
            }
        }
        return lines.joined(separator: "\n")
    }

    package init(style: TextStyle, calendar: ZonedCalendar, now: Date) {
        self.style = style
        self.calendar = calendar
        self.now = now
    }
}

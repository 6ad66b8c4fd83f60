import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// Sleep stripes: one line a day across 24 hours from the day start, a mark every 20 minutes, so the
/// rhythm shows as bands settling into place. Fits 80 columns: a 7-character date and 72 marks.
///
/// ```
///        12a      3a       6a       9a       12p      3p       6p       9p
/// Sat 27 ████████████████████  •    ████     •   █████   •        ███████████
/// █ asleep (10 of the 20 minutes or more)   • a feed began   blank: awake
/// ```
package struct StripesText {
    var style: TextStyle
    var calendar: ZonedCalendar
    static let cells = 72
    static let cellSeconds = 20 * 60
    static let labelWidth = 7

    func render(_ trends: DailyTrends) -> String {
        let startMinutes = trends.baby.settings.dayStartMinutes
        var lines = [style.bold(trends.baby.name) + " · sleep stripes · last \(trends.days.count) \(trends.days.count == 1 ? "day" : "days")"]
        lines.append(style.dim(Self.ruler(startMinutes: startMinutes)))
        for day in trends.days {
            let label = (day.isToday ? "Today" : "\(TimeText.weekdayNames[day.date.isoWeekday - 1]) \(day.date.day)")
                .paddedToColumn(Self.labelWidth)
            guard day.logged else {
                lines.append(label + style.dim("nothing logged"))
                continue
            }
            lines.append(label + marks(day, startMinutes: startMinutes).trimmingTrailingSpaces)
        }
        lines.append(style.kind(.sleep, "█") + " asleep (10 of the 20 minutes or more)   " + style.kind(.eat, "•") + " a feed began   blank: awake")
        return lines.joined(separator: "\n")
    }

    /// The 72 marks of a day; the hours still to come today are left out.
    private func marks(_ day: TrendsDay, startMinutes: Int) -> String {
        let base = day.date.secondsAsUTC + startMinutes * 60
        var text = ""
        var pendingSpaces = 0
        for cell in 0..<Self.cells {
            // On the clock, so a row of a daylight-saving day still starts and ends at the day start.
            let from = calendar.instant(from: CivilDateTime(secondsAsUTC: base + cell * Self.cellSeconds))
            let to = calendar.instant(from: CivilDateTime(secondsAsUTC: base + (cell + 1) * Self.cellSeconds))
            guard from < day.to else { break }
            let asleep = day.asleep.reduce(0.0) { total, span in total + max(min(span.end, to).timeIntervalSince(max(span.start, from)), 0) }
            let mark: String
            if day.feedTimes.contains(where: { $0 >= from && $0 < to }) {
                mark = style.kind(.eat, "•")
            } else if asleep * 2 >= to.timeIntervalSince(from) {
                mark = style.kind(.sleep, "█")
            } else {
                pendingSpaces += 1
                continue
            }
            text += String(repeating: " ", count: pendingSpaces) + mark
            pendingSpaces = 0
        }
        return text
    }

    /// "12a", "3a", … every three hours from the day start, each hour three marks wide.
    static func ruler(startMinutes: Int) -> String {
        var line = String(repeating: " ", count: labelWidth)
        for step in 0..<8 {
            let hour = (startMinutes / 60 + step * 3) % 24
            let label = "\(hour % 12 == 0 ? 12 : hour % 12)\(hour < 12 ? "a" : "p")"
            line += label.paddedToColumn(9)
        }
        return line.trimmingTrailingSpaces
    }
}

import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// The trends table: a row a day (today last, so far), each measure's cell with a bar chart for the
/// sleep and the amount drunk scaled to the largest day, then the averages of the full days.
///
/// ```
/// Eddie · last 7 days · Sat Dec 27 to Fri Jan 2
///         Sleep     Night  Naps  Longest Feeds  Amount  Wet Dirty
/// Sat 27  ███████▊  14h 5m  9h 50m   3   5h 30m     6  ▉ 24.5 oz   5     2
/// ```
package struct TrendsText {
    var style: TextStyle
    var calendar: ZonedCalendar
    /// The date column: "Sat 27", "Today".
    static let dateWidth = 6

    func render(_ trends: DailyTrends) -> String {
        let columns = TrendsColumn.shown(for: trends.focus)
        let first = trends.days.first!, last = trends.days.last!
        let what = trends.focus == .all ? "" : " · \(trends.focus.rawValue)"
        var lines = [style.bold(trends.baby.name) + what + " · last \(trends.days.count) \(trends.days.count == 1 ? "day" : "days") · "
            + "\(TimeText.date(first.date)) to \(TimeText.date(last.date))" + style.dim(" (today so far)")]
        var header = "".paddedToColumn(Self.dateWidth)
        for column in columns {
            let bar = column.barWidth(trends.focus)
            let cell = bar > 0 ? column.header.paddedToColumn(bar + 1 + column.width) : column.header.leftPadded(to: column.width)
            header += String(repeating: " ", count: gap(column, trends.focus)) + cell
        }
        lines.append(style.dim(header.trimmingTrailingSpaces))
        let maxima = columns.map { column in trends.days.map(column.value).max() ?? 0 }
        for day in trends.days {
            let label = (day.isToday ? "Today" : "\(TimeText.weekdayNames[day.date.isoWeekday - 1]) \(day.date.day)")
                .paddedToColumn(Self.dateWidth)
            guard day.logged else {
                lines.append(label + style.dim("  nothing logged"))
                continue
            }
            var row = label
            for (column, maximum) in zip(columns, maxima) {
                row += String(repeating: " ", count: gap(column, trends.focus))
                let bar = column.barWidth(trends.focus)
                if bar > 0 { row += style.kind(column.kind, BlockBar.text(column.value(day), of: maximum, width: bar)) + " " }
                row += style.kind(column.kind, column.text(column.value(day), trends.unit).leftPadded(to: column.width))
            }
            lines.append(row.trimmingTrailingSpaces)
        }
        let full = trends.completeDays
        if !full.isEmpty {
            var row = "Avg".paddedToColumn(Self.dateWidth)
            for column in columns {
                let bar = column.barWidth(trends.focus)
                let average = full.map(column.value).reduce(0, +) / Double(full.count)
                row += String(repeating: " ", count: gap(column, trends.focus) + (bar > 0 ? bar + 1 : 0))
                    + column.text(average, trends.unit).leftPadded(to: column.width)
            }
            lines.append(style.dim(row.trimmingTrailingSpaces))
            let night = columns.contains { $0.focus == .sleep } ? " Night: 6 PM to 6 AM." : ""
            lines.append(style.dim("Avg: the \(full.count) full \(full.count == 1 ? "day" : "days") with something logged.\(night)"))
        }
        return lines.joined(separator: "\n")
    }

    /// The narrow counts sit one space apart in the full table (so it fits 80 columns), two when alone.
    private func gap(_ column: TrendsColumn, _ focus: TrendsFocus) -> Int { focus == .all ? column.gap : 2 }
}

extension String {
    /// Without the spaces a padded last cell leaves.
    var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

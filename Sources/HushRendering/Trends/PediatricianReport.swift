import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// One self-contained HTML page for the pediatrician: a summary since birth, inline SVG charts of sleep,
/// feeds and amount, and diapers per day, and the day-by-day table whose cells carry the numbers
/// `trends --json` gives (`data-key`, `data-value`). No script, and a policy that forbids loading
/// anything, so it opens the same offline, printed or mailed.
///
/// ```swift
/// let page = PediatricianReport(trends: last30, sinceBirth: all, calendar: calendar, person: "Gavin").html
/// ```
package struct PediatricianReport {
    var trends: DailyTrends
    var sinceBirth: DailyTrends
    var calendar: ZonedCalendar
    var person: String

    static let nightColor = "#5B4B6E", dayColor = "#9B8AA5", feedColor = "#7BAE7F", wetColor = "#E5C07B", dirtyColor = "#A0783C"

    package var html: String {
        let baby = trends.baby, days = trends.days
        let unit = trends.unit.rawValue
        let today = calendar.civil(trends.now)
        let age = baby.ageInDays(on: today).map(AgeText.describe).map { " · " + $0 } ?? ""
        let born = ISOTimeText.parse(baby.birthDate).map { "Born \(TimeText.dateWithYear($0.civil))" } ?? ""
        let charts = [
            ReportChart(title: "Sleep per day", days: days, stacked: true, scale: ReportChart.hours, series: [
                .init(name: "Night (6 PM to 6 AM)", color: Self.nightColor, values: days.map { Double($0.nightSleepMinutes) }),
                .init(name: "Day", color: Self.dayColor, values: days.map { Double($0.sleepMinutes - $0.nightSleepMinutes) }),
            ], step: 60),
            ReportChart(title: "Feeds per day", days: days, stacked: false, scale: { TrendsColumn.number($0) }, series: [
                .init(name: "Feeds", color: Self.feedColor, values: days.map { Double($0.feeds) }),
            ], step: 1),
            ReportChart(title: "Amount drunk per day (\(unit))", days: days, stacked: false, scale: { Volume.number($0) }, series: [
                .init(name: "From bottles", color: Self.feedColor, values: days.map(\.roundedAmount)),
            ]),
            ReportChart(title: "Diapers per day", days: days, stacked: false, scale: { TrendsColumn.number($0) }, series: [
                .init(name: "Wet", color: Self.wetColor, values: days.map { Double($0.wet) }),
                .init(name: "Dirty", color: Self.dirtyColor, values: days.map { Double($0.dirty) }),
            ], step: 1),
        ]
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escape(baby.name)) · last \(days.count) days · Hush</title>
        <style>
        body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#222;max-width:780px;margin:24px auto;padding:0 16px}
        h1{margin:0 0 4px}h2{margin:28px 0 8px;font-size:18px}p.meta{color:#555;margin:0}
        dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}dt{color:#555}dd{margin:0}
        figure{margin:18px 0}figcaption{font-weight:600;margin-bottom:4px}figcaption span{font-weight:400;font-size:13px;margin-left:12px}
        figcaption i{display:inline-block;width:10px;height:10px;margin-right:4px}
        svg{width:100%;height:auto}svg text{font-size:11px;fill:#555}svg .grid{stroke:#ddd;stroke-width:1}
        table{border-collapse:collapse;width:100%;font-size:13px}th,td{padding:3px 6px;text-align:right;border-bottom:1px solid #eee}
        th:first-child,td:first-child{text-align:left}tr.empty td{color:#999}footer{color:#666;font-size:12px;margin-top:24px}
        @media print{body{margin:0}figure,table{break-inside:avoid}}
        </style>
        </head>
        <body>
        <header>
        <h1>\(Self.escape(baby.name))</h1>
        <p class="meta">\(born)\(age) · the last \(days.count) days, \(TimeText.date(days.first!.date, sameYearAs: CivilDateTime(year: 0, month: 1, day: 1))) to \(TimeText.date(days.last!.date, sameYearAs: CivilDateTime(year: 0, month: 1, day: 1))) (today so far)</p>
        <p class="meta">Prepared by \(Self.escape(person)) with Hush, \(TimeText.full(trends.now, calendar: calendar))</p>
        </header>
        <section id="summary">
        <h2>Since birth</h2>
        \(summary)
        </section>
        <section id="charts">
        \(charts.map(\.svg).joined(separator: "\n"))
        </section>
        <section>
        <h2>Day by day</h2>
        \(table)
        </section>
        <footer>A day starts at \(TimeText.clockOnly(CivilDateTime(year: 2000, month: 1, day: 1, hour: baby.settings.dayStartMinutes / 60, minute: baby.settings.dayStartMinutes % 60))). A sleep across midnight counts in each day by its minutes; night sleep is the part between 6 PM and 6 AM; a nap is a sleep starting between 6 AM and 6 PM; the longest sleep is counted whole on the day it began. A feed is a breast feed or a bottle that was fed; the amount is what finished bottles' feeds drank, in \(unit). Wet counts wet and mixed diapers, dirty counts dirty and mixed ones.</footer>
        </body>
        </html>

        """
    }

    /// Totals since birth, and the averages of the full days that have something logged.
    private var summary: String {
        let logged = sinceBirth.days.filter(\.logged), full = sinceBirth.completeDays
        guard let first = logged.first else { return "<p>Nothing logged yet.</p>" }
        func average(_ value: (TrendsDay) -> Double) -> Double { full.isEmpty ? 0 : full.map(value).reduce(0, +) / Double(full.count) }
        let longest = logged.max { $0.longestSleepSeconds < $1.longestSleepSeconds }!
        let year = CivilDateTime(year: 0, month: 1, day: 1)
        let rows: [(String, String)] = [
            ("Logged", "\(logged.count) \(logged.count == 1 ? "day" : "days") since \(TimeText.date(first.date, sameYearAs: year))"),
            ("Sleep a day", "\(ReportChart.hours(average { Double($0.sleepMinutes) })) on average, \(ReportChart.hours(average { Double($0.nightSleepMinutes) })) of it at night; \(TrendsColumn.number((average { Double($0.naps) } * 10).rounded() / 10)) \(average { Double($0.naps) } == 1 ? "nap" : "naps")"),
            ("Longest sleep", "\(ReportChart.hours(Double(longest.longestSleepMinutes))), from \(TimeText.date(longest.date, sameYearAs: year))"),
            ("Feeds", "\(logged.reduce(0) { $0 + $1.feeds }) in all, \(TrendsColumn.number((average { Double($0.feeds) } * 10).rounded() / 10)) a day on average"),
            ("Drunk from bottles", "\(Volume.number(logged.reduce(0) { $0 + $1.amount })) \(trends.unit.rawValue) in all, \(Volume.number(average(\.amount))) \(trends.unit.rawValue) a day on average"),
            ("Diapers", "\(logged.reduce(0) { $0 + $1.wet }) wet and \(logged.reduce(0) { $0 + $1.dirty }) dirty"),
        ]
        return "<dl>" + rows.map { "<dt>\($0.0)</dt><dd>\(Self.escape($0.1))</dd>" }.joined() + "</dl>"
            + "<p class=\"meta\">Averages are over the \(full.count) full \(full.count == 1 ? "day" : "days") with something logged.</p>"
    }

    /// The days as a table; every number cell carries its `trends --json` key and value.
    private var table: String {
        let columns = TrendsColumn.shown(for: .all)
        var html = "<table id=\"days\"><thead><tr><th>Day</th>" + columns.map { "<th>\($0.header)</th>" }.joined() + "</tr></thead><tbody>\n"
        for day in trends.days {
            let fields = day.jsonFields(unit: trends.unit)
            let data = fields.map { "data-\($0.key.replacing("_", with: "-"))=\"\(Self.attribute($0.value))\"" }.joined(separator: " ")
            html += "<tr class=\"day\(day.logged ? "" : " empty")\" \(data)><td>\(TimeText.date(day.date))</td>"
            html += columns.map { "<td>\(Self.escape($0.text($0.value(day), trends.unit)))</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody></table>"
    }

    private static func attribute(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return escape(text)
        case .integer(let number): return String(number)
        case .number(let number): return Volume.number(number)
        default: return ""
        }
    }

    static func escape(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;").replacing("\"", with: "&quot;")
    }

    package init(trends: DailyTrends, sinceBirth: DailyTrends, calendar: ZonedCalendar, person: String) {
        self.trends = trends
        self.sinceBirth = sinceBirth
        self.calendar = calendar
        self.person = person
    }
}

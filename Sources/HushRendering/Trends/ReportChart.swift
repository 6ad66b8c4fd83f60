import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// A bar chart of days as inline SVG for ``PediatricianReport``: one slot a day, bars stacked (sleep:
/// night under day) or side by side (wet and dirty diapers), a scale with four lines, and each bar's
/// value in its `<title>` for a pointer to show. No script, no fonts or images from elsewhere.
///
/// ```swift
/// ReportChart(title: "Sleep per day", days: trends.days, stacked: true, scale: ReportChart.hours,
///             series: [.init(name: "Night", color: "#5B4B6E", values: nights)]).svg
/// ```
package struct ReportChart {
    package struct Series {
        var name: String
        var color: String
        var values: [Double]
    }

    var title: String
    var days: [TrendsDay]
    var stacked: Bool
    /// How the scale and the titles write a value: "12h", "6 oz", "7".
    var scale: (Double) -> String
    var series: [Series]
    /// Scale lines fall on multiples of this (an hour, one feed); nil for a round number.
    var step: Double? = nil

    static let width = 720.0, height = 200.0, left = 44.0, bottom = 22.0, top = 8.0

    static func hours(_ minutes: Double) -> String {
        let whole = Int(minutes.rounded())
        return whole % 60 == 0 ? "\(whole / 60)h" : "\(whole / 60)h \(whole % 60)m"
    }

    var svg: String {
        let plotWidth = Self.width - Self.left - 4, plotHeight = Self.height - Self.bottom - Self.top
        let totals = days.indices.map { index in stacked ? series.reduce(0) { $0 + $1.values[index] } : series.map { $0.values[index] }.max() ?? 0 }
        let largest = totals.max() ?? 0
        let top = step.map { unit in max((largest / (4 * unit)).rounded(.up), 1) * 4 * unit } ?? Self.niceTop(largest)
        let slot = plotWidth / Double(max(days.count, 1))
        func y(_ value: Double) -> Double { Self.top + plotHeight - value / top * plotHeight }
        var parts = ["<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" role=\"img\" aria-label=\"\(PediatricianReport.escape(title))\">"]
        for step in 0...4 {
            let value = top * Double(step) / 4
            parts.append("<line x1=\"\(Self.left)\" x2=\"\(Self.width - 4)\" y1=\"\(f(y(value)))\" y2=\"\(f(y(value)))\" class=\"grid\"/>"
                + "<text x=\"\(Self.left - 6)\" y=\"\(f(y(value) + 4))\" text-anchor=\"end\">\(scale(value))</text>")
        }
        let labelEvery = max(1, Int((Double(days.count) / 10).rounded(.up)))
        for (index, day) in days.enumerated() {
            let x = Self.left + Double(index) * slot
            var base = 0.0
            let barWidth = stacked ? slot * 0.7 : slot * 0.8 / Double(series.count)
            for (number, line) in series.enumerated() {
                let value = line.values[index]
                let from = stacked ? base : 0
                let left = stacked ? x + slot * 0.15 : x + slot * 0.1 + Double(number) * barWidth
                if value > 0 {
                    parts.append("<rect x=\"\(f(left))\" y=\"\(f(y(from + value)))\" width=\"\(f(barWidth))\" height=\"\(f(y(from) - y(from + value)))\" fill=\"\(line.color)\">"
                        + "<title>\(TimeText.date(day.date)): \(line.name) \(scale(value))</title></rect>")
                }
                base += value
            }
            if index % labelEvery == 0 || index == days.count - 1 {
                parts.append("<text x=\"\(f(x + slot / 2))\" y=\"\(Int(Self.height - 6))\" text-anchor=\"middle\">\(day.date.month)/\(day.date.day)</text>")
            }
        }
        parts.append("</svg>")
        let legend = series.map { "<span><i style=\"background:\($0.color)\"></i>\(PediatricianReport.escape($0.name))</span>" }.joined()
        return "<figure><figcaption>\(PediatricianReport.escape(title)) \(legend)</figcaption>\(parts.joined(separator: "\n"))</figure>"
    }

    /// A round top for the scale: 1, 2 or 5 times a power of ten, at or above the largest value.
    static func niceTop(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        let power = pow(10, (log10(value)).rounded(.down))
        for factor in [1.0, 2, 2.5, 5, 10] where factor * power >= value { return factor * power }
        return 10 * power
    }

    private func f(_ value: Double) -> String { PrintfText.format("%.1f", value) }
}

import HushDomain
import HushLanguage
import HushStore
import HushServices
/// One measure of the trends table: its heading, how its cell reads, and whether a bar chart goes with
/// it. The table, its averages and the report's table are drawn from ``all``, so a new measure (pumped
/// milk, say) is one entry here.
///
/// ```swift
/// TrendsColumn.shown(for: .sleep).map(\.header)   // ["Sleep", "Night", "Naps", "Longest"]
/// ```
package struct TrendsColumn: Sendable {
    let header: String
    /// Characters of the value, right-aligned.
    let width: Int
    /// Spaces before the column (one for the narrow counts, so the whole table fits 80 columns).
    let gap: Int
    let kind: EventKind
    let focus: TrendsFocus
    /// Cells of the bar in the full table, and when the table shows this column's group alone.
    let bar: Int
    let focusedBar: Int
    /// The number the bar and the average are taken from.
    let value: @Sendable (TrendsDay) -> Double
    /// The cell for a day, and for an average of `value`.
    let text: @Sendable (Double, Volume.Unit) -> String

    static let all: [TrendsColumn] = [
        TrendsColumn(header: "Sleep", width: 7, gap: 2, kind: .sleep, focus: .sleep, bar: 8, focusedBar: 24,
                     value: { Double($0.sleepMinutes) }, text: { minutes, _ in duration(minutes) }),
        TrendsColumn(header: "Night", width: 7, gap: 2, kind: .sleep, focus: .sleep, bar: 0, focusedBar: 0,
                     value: { Double($0.nightSleepMinutes) }, text: { minutes, _ in duration(minutes) }),
        TrendsColumn(header: "Naps", width: 4, gap: 1, kind: .sleep, focus: .sleep, bar: 0, focusedBar: 0,
                     value: { Double($0.naps) }, text: { count, _ in number(count) }),
        TrendsColumn(header: "Longest", width: 7, gap: 2, kind: .sleep, focus: .sleep, bar: 0, focusedBar: 0,
                     value: { Double($0.longestSleepMinutes) }, text: { minutes, _ in minutes == 0 ? "-" : duration(minutes) }),
        TrendsColumn(header: "Feeds", width: 5, gap: 1, kind: .eat, focus: .feeds, bar: 0, focusedBar: 20,
                     value: { Double($0.feeds) }, text: { count, _ in number(count) }),
        TrendsColumn(header: "Amount", width: 7, gap: 2, kind: .eat, focus: .feeds, bar: 6, focusedBar: 20,
                     value: { $0.roundedAmount }, text: volume),
        TrendsColumn(header: "Wet", width: 3, gap: 1, kind: .diaper, focus: .diapers, bar: 0, focusedBar: 16,
                     value: { Double($0.wet) }, text: { count, _ in number(count) }),
        TrendsColumn(header: "Dirty", width: 5, gap: 1, kind: .diaper, focus: .diapers, bar: 0, focusedBar: 16,
                     value: { Double($0.dirty) }, text: { count, _ in number(count) }),
        TrendsColumn(header: "Sessions", width: 8, gap: 2, kind: .pump, focus: .pumping, bar: 0, focusedBar: 0,
                     value: { Double($0.pumpSessions) }, text: { count, _ in number(count) }),
        TrendsColumn(header: "Pumped", width: 7, gap: 2, kind: .pump, focus: .pumping, bar: 0, focusedBar: 24,
                     value: { $0.roundedPumped }, text: volume),
    ]

    static func shown(for focus: TrendsFocus) -> [TrendsColumn] {
        // Pumping is the caregiver's, not the baby's day: its own view only.
        focus == .all ? all.filter { $0.focus != .pumping } : all.filter { $0.focus == focus }
    }

    func barWidth(_ focus: TrendsFocus) -> Int { focus == .all ? bar : focusedBar }

    /// "14h 10m" from minutes (an average rounds to the minute).
    static func duration(_ minutes: Double) -> String {
        let whole = Int(minutes.rounded())
        return "\(whole / 60)h \(whole % 60)m"
    }

    /// "4.5 oz", "90 ml" (whole millilitres), "-" for none.
    @Sendable static func volume(_ amount: Double, _ unit: Volume.Unit) -> String {
        amount == 0 ? "-" : "\(Volume.number(unit == .ml ? amount.rounded() : amount)) \(unit.rawValue)"
    }

    /// Counts whole; an average to one decimal.
    static func number(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String((value * 10).rounded() / 10)
    }
}

import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// The trends table and the sleep stripes aloud: their headline figures, the averages of the full days
/// the table ends with, as sentences ("Over the last 6 full days Eddie slept 14h 5m a day, 9h 50m of it
/// at night, in 3 naps; the longest stretch 5h 30m. 6 feeds a day, 24.5 oz."), not the header a table
/// starts with. Pumping, the caregiver's own, is said as the period's totals.
///
/// ```swift
/// TrendsSpeech(trends: trends).table()   // "Over the last six full days Eddie slept …"
/// ```
package struct TrendsSpeech {
    var trends: DailyTrends

    /// The table's figures, for the columns its focus shows.
    func table() -> String {
        let full = trends.completeDays
        if trends.focus == .pumping { return SpokenText.sentences(pumping()) }
        guard !full.isEmpty else {
            return SpokenText.sentences("Nothing logged for \(trends.baby.name) on a full day of the last \(trends.days.count) days yet; say today for today so far")
        }
        func average(_ value: (TrendsDay) -> Double) -> Double { full.map(value).reduce(0, +) / Double(full.count) }
        let period = full.count == 1 ? "Over the last full day" : "Over the last \(full.count) full days"
        var parts: [String] = []
        if trends.focus == .all || trends.focus == .sleep {
            let naps = average { Double($0.naps) }.rounded()
            parts.append("\(period) \(trends.baby.name) slept \(duration(average { Double($0.sleepMinutes) })) a day, "
                + "\(duration(average { Double($0.nightSleepMinutes) })) of it at night, \(naps == 0 ? "with no naps" : "in " + count(naps, "nap")); "
                + "the longest stretch \(duration(average { Double($0.longestSleepMinutes) }))")
        }
        let lead = parts.isEmpty ? "\(period) \(trends.baby.name) had " : ""
        if trends.focus == .all || trends.focus == .feeds {
            let amount = average { $0.roundedAmount }
            parts.append(lead + count(average { Double($0.feeds) }, "feed") + " a day"
                + (amount > 0 ? ", " + TrendsColumn.volume((amount * 2).rounded() / 2, trends.unit) : ""))
        }
        if trends.focus == .all || trends.focus == .diapers {
            let wet = Int(average { Double($0.wet) }.rounded()), dirty = Int(average { Double($0.dirty) }.rounded())
            parts.append((parts.isEmpty ? lead : "") + (wet + dirty == 0 ? "no diapers logged" : "\(wet) wet and \(count(Double(dirty), "dirty diaper")) a day"))
        }
        return SpokenText.sentences(parts.joined(separator: " · "))
    }

    /// The stripes' figures: the sleep they picture, and the feeds they mark.
    func stripes() -> String {
        var sleep = trends
        sleep.focus = .sleep
        let said = TrendsSpeech(trends: sleep).table()
        guard !trends.completeDays.isEmpty else { return said }
        let feeds = trends.completeDays.map(\.feeds).reduce(0, +) / trends.completeDays.count
        return said + " " + SpokenText.sentences("\(count(Double(feeds), "feed")) a day")
    }

    /// "Pumped 12 oz in 3 sessions over the last 7 days."
    private func pumping() -> String {
        let sessions = trends.days.map(\.pumpSessions).reduce(0, +)
        guard sessions > 0 else { return "No pumping logged in the last \(trends.days.count) days" }
        let milk = trends.days.map(\.roundedPumped).reduce(0, +)
        return "Pumped \(TrendsColumn.volume(milk, trends.unit)) in \(count(Double(sessions), "session")) over the last \(trends.days.count) days, today so far included"
    }

    /// "3 naps", "1 feed", "no naps": an average rounded to a whole, as a person says it.
    private func count(_ value: Double, _ noun: String) -> String {
        let whole = Int(value.rounded())
        return whole == 0 ? "no \(noun)s" : "\(whole) \(noun)\(whole == 1 ? "" : "s")"
    }

    /// "14h 5m", which speech reads as "fourteen hours five minutes".
    private func duration(_ minutes: Double) -> String {
        let whole = Int(minutes.rounded())
        return whole % 60 != 0 ? "\(whole / 60)h \(whole % 60)m" : whole == 60 ? "1 hour" : "\(whole / 60) hours"
    }
}

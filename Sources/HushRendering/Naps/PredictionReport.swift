import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `stats predictions`: the hit rate over the last 14 days and all time, and by age row.
public struct PredictionReport: Sendable {
    public var baby: Baby
    public var recent: PredictionScoring.Summary
    public var allTime: PredictionScoring.Summary
    /// (age row label, summary) for rows with scored naps, youngest first.
    public var byAge: [(String, PredictionScoring.Summary)]
    /// The method in use (the figures above are its), and both methods on the naps after the first 14 days.
    public var method: NapMethod
    public var methods: [MethodScore]
    /// The by-nap method's bedtime window over every bedtime: the night's first sleep after a day's wake.
    public var bedtimes = PredictionScoring.Summary(scored: 0, hits: 0)

    public init(baby: Baby, scored: [PredictionScoring.Scored], now: Date, method: NapMethod = .prd, methods: [MethodScore] = []) {
        self.baby = baby
        self.method = method
        self.methods = methods
        recent = PredictionScoring.Summary(scored.filter { $0.wake >= now.addingTimeInterval(-14 * 24 * 3600) })
        allTime = PredictionScoring.Summary(scored)
        let labels = ["0-4 weeks", "4-12 weeks", "3-4 months", "4-7 months", "7-10 months", "10-14 months", "14 months and up"]
        let rows = WakeWindowPredictor.rows
        byAge = rows.indices.compactMap { index in
            let upper = index + 1 < rows.count ? rows[index + 1].fromDay : Int.max
            let items = scored.filter { $0.prediction.ageDays >= rows[index].fromDay && $0.prediction.ageDays < upper }
            return items.isEmpty ? nil : (labels[index], PredictionScoring.Summary(items))
        }
    }
}

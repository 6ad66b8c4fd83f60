import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `stats predictions`: how often the nap windows held, recently, overall and by age, for both methods.
///
/// ```swift
/// try PredictionStatsAnswer(report: report).text(style: TextStyle(enabled: false))
/// ```
public struct PredictionStatsAnswer: Answer {
    public var spokenView: SpokenView { .predictionStats }

    public var report: PredictionReport

    public init(report: PredictionReport) { self.report = report }

    public func text(style: TextStyle) -> String { NapText.report(report, style: style) }

    /// The last two weeks' hit rate, the figure the report leads with.
    public func speech() -> String {
        let recent = report.recent
        guard let rate = recent.rate else {
            return SpokenText.sentences("No naps of \(report.baby.name)'s scored against a window yet")
        }
        return SpokenText.sentences("Over the last 14 days \(Int((rate * 100).rounded())) percent of \(report.baby.name)'s \(recent.scored) naps "
            + "began inside the nap window, which was \(DurationText.short(recent.meanWidthMinutes * 60)) wide on average")
    }

    public func json() throws -> String {
        try AnswerJSON.text(JSONRenderer.PredictionJSON(methods: report.methods.map {
            JSONRenderer.PredictionJSON.Method(method: $0.method.name, napsScored: $0.naps.scored, hitRate: $0.naps.rate ?? 0,
                                               meanWidthMinutes: ($0.naps.meanWidthMinutes * 10).rounded() / 10)
        }, bedtime: .init(bedtimesScored: report.bedtimes.scored, hitRate: report.bedtimes.rate ?? 0,
                          meanWidthMinutes: (report.bedtimes.meanWidthMinutes * 10).rounded() / 10)))
    }
}

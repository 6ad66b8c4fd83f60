import Foundation
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
    public var report: PredictionReport

    public init(report: PredictionReport) { self.report = report }

    public func text(style: TextStyle) -> String { NapText.report(report, style: style) }

    public func json() throws -> String {
        try AnswerJSON.text(JSONRenderer.PredictionJSON(methods: report.methods.map {
            JSONRenderer.PredictionJSON.Method(method: $0.method.name, napsScored: $0.naps.scored, hitRate: $0.naps.rate ?? 0,
                                               meanWidthMinutes: ($0.naps.meanWidthMinutes * 10).rounded() / 10)
        }, bedtime: .init(bedtimesScored: report.bedtimes.scored, hitRate: report.bedtimes.rate ?? 0,
                          meanWidthMinutes: (report.bedtimes.meanWidthMinutes * 10).rounded() / 10)))
    }
}

import HushDomain
import HushLanguage
import HushStore
/// One method's score on the baby's own naps after the first 14 days of history, for `stats predictions`.
///
/// ```swift
/// MethodScore.better([MethodScore(method: .byNap, naps: a), MethodScore(method: .prd, naps: b)])   // .byNap when a hits more often
/// ```
public struct MethodScore: Sendable {
    public var method: NapMethod
    public var naps: PredictionScoring.Summary

    public init(method: NapMethod, naps: PredictionScoring.Summary) {
        self.method = method
        self.naps = naps
    }

    /// The method with the higher hit rate, nil on a tie or with nothing scored.
    public static func better(_ scores: [MethodScore]) -> NapMethod? {
        let rated = scores.compactMap { score in score.naps.rate.map { (score.method, $0) } }
        guard let best = rated.max(by: { $0.1 < $1.1 }), rated.filter({ $0.1 == best.1 }).count == 1 else { return nil }
        return best.0
    }
}

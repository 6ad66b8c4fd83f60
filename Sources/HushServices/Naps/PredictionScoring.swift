import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// PRD 15's "prediction hit rate": for every wake, the prediction the algorithm makes at that moment
/// (from the history before it), scored against when the next sleep really started. Replaying history this
/// way gives the same predictions the app showed (the algorithm is deterministic) and scores imported
/// histories too.
///
/// ```swift
/// let scored = PredictionScoring.score(sleeps: sleeps, birth: birthDayNumber, calendar: calendar)
/// PredictionScoring.Summary(scored).rate   // 0.72
/// ```
public enum PredictionScoring {
    public struct Scored: Sendable {
        public var wake: Date
        public var nextSleep: Date
        public var prediction: WakeWindowPredictor.Prediction
        public var hit: Bool { nextSleep >= prediction.rangeStart && nextSleep <= prediction.rangeEnd }
        public var widthMinutes: Double { prediction.rangeEnd.timeIntervalSince(prediction.rangeStart) / 60 }
    }

    public struct Summary: Sendable {
        public var scored: Int
        public var hits: Int
        public var meanWidthMinutes: Double
        public var rate: Double? { scored == 0 ? nil : Double(hits) / Double(scored) }

        public init(scored: Int, hits: Int, meanWidthMinutes: Double = 0) {
            self.scored = scored
            self.hits = hits
            self.meanWidthMinutes = meanWidthMinutes
        }

        public init(_ items: [Scored]) {
            scored = items.count
            hits = items.filter(\.hit).count
            meanWidthMinutes = items.isEmpty ? 0 : items.map(\.widthMinutes).reduce(0, +) / Double(items.count)
        }
    }

    /// Scores every wake followed by a sleep, optionally only wakes at or after `since`.
    /// Sleeps sorted by start; a sliding 15-day window keeps this linear over years of history.
    /// `method` picks the algorithm; `byNap` sets how the by-nap method centres its window.
    /// With `bedtimes`, only wakes in the day followed by the night's first sleep are scored, against the
    /// by-nap method's bedtime window (the PRD's method has none).
    public static func score(sleeps unsorted: [Event], birthDay: Int, calendar: ZonedCalendar, since: Date? = nil,
                             method: NapMethod = .prd, byNap: NapIndexPredictor = NapIndexPredictor(), bedtimes: Bool = false) -> [Scored] {
        let sleeps = WakeWindowPredictor.spans(unsorted)
        var results: [Scored] = []
        var windowStart = 0
        for index in sleeps.indices.dropFirst() {
            let wake = sleeps[index - 1].end
            let next = sleeps[index].start
            guard next > wake, since.map({ wake >= $0 }) ?? true else { continue }
            if bedtimes, !NapOfDay.isNap(wake, calendar: calendar) || NapOfDay.isNap(next, calendar: calendar) { continue }
            while windowStart < index, sleeps[windowStart].start < wake.addingTimeInterval(-15 * 24 * 3600) { windowStart += 1 }
            let age = calendar.civil(wake).dayNumber - birthDay
            guard age >= 0 else { continue }
            let history = sleeps[windowStart..<index]
            let prediction = method == .prd && !bedtimes
                ? WakeWindowPredictor().predict(ageDays: age, lastWake: wake, spans: history, calendar: calendar, name: "")
                : byNap.predict(ageDays: age, lastWake: wake, spans: history, calendar: calendar, name: "", bedtime: bedtimes)
            results.append(Scored(wake: wake, nextSleep: next, prediction: prediction))
        }
        return results
    }

    /// The scored wakes followed by a nap (a sleep starting 6 AM to 7 PM) after the history's first 14 days:
    /// what `stats predictions` compares the methods on.
    public static func settledNaps(_ scored: [Scored], historyStart: Date, calendar: ZonedCalendar) -> [Scored] {
        scored.filter { $0.wake >= historyStart.addingTimeInterval(14 * 24 * 3600) && NapOfDay.isNap($0.nextSleep, calendar: calendar) }
    }

    /// PRD 15's feedback loop: below 60% over the last 14 days (with at least 5 naps scored) predictions show
    /// "learning" and the window widens by half its width, a quarter on each side.
    public static func adjusted(_ prediction: WakeWindowPredictor.Prediction, recent: Summary) -> WakeWindowPredictor.Prediction {
        guard let rate = recent.rate, recent.scored >= 5, rate < 0.6 else { return prediction }
        var widened = prediction
        let quarter = prediction.rangeEnd.timeIntervalSince(prediction.rangeStart) / 4
        widened.rangeStart = prediction.rangeStart.addingTimeInterval(-quarter.rounded())
        widened.rangeEnd = prediction.rangeEnd.addingTimeInterval(quarter.rounded())
        widened.confidence = "learning"
        widened.explanation += " Recent naps often fell outside the window (\(Int((rate * 100).rounded()))% inside), so it is wider for now."
        return widened
    }
}

import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// The "by nap of the day" method: the window's centre is the usual wake window before the same nap of
/// the day (or before bedtime) over the last 14 days, its width the PRD's for that wake. With fewer than 5
/// such samples the PRD's own window stands. The age bounds and blending shape that width as in
/// `WakeWindowPredictor`, the morning/evening factor scales the window the same way, and the "learning"
/// widening is applied by the caller, as for the PRD.
///
/// ```swift
/// let prediction = NapIndexPredictor().predict(ageDays: 130, lastWake: wake, spans: history,
///                                              calendar: calendar, name: "Eddie")
/// prediction.target        // .nap(index: 2)
/// prediction.explanation   // "2nd nap: usually 2h 10m awake before it, last 14 days, 11 samples. …"
/// ```
public struct NapIndexPredictor: Sendable {
    /// How the samples make a centre. The median measured a little better than the mean on the real
    /// histories (docs/predictions.md), since one missed log makes one very long wake window.
    public enum Centre: Sendable { case mean, median }

    public static let minimumSamples = 5
    public var centre: Centre

    public init(centre: Centre = .median) {
        self.centre = centre
    }

    /// The window for the next nap, or for bedtime when `bedtime` says the night comes next.
    public func predict(ageDays: Int, lastWake: Date, spans: some RandomAccessCollection<SleepSpan>,
                        calendar: ZonedCalendar, name: String, bedtime: Bool = false) -> WakeWindowPredictor.Prediction {
        let days = NapOfDay(spans: spans, calendar: calendar)
        return predict(ageDays: ageDays, lastWake: lastWake, days: days, calendar: calendar, name: name,
                       target: bedtime ? .bedtime : .nap(index: days.index(at: days.spans.count)))
    }

    /// The window for whatever sleep comes next: bedtime once the baby has had her usual number of naps
    /// since the night (the median of the last 14 days), or when the next nap's window would open in the
    /// night's hours (7 PM or later); otherwise the next nap.
    public func predictNext(ageDays: Int, lastWake: Date, spans: some RandomAccessCollection<SleepSpan>,
                            calendar: ZonedCalendar, name: String) -> WakeWindowPredictor.Prediction {
        let days = NapOfDay(spans: spans, calendar: calendar)
        let index = days.index(at: days.spans.count)
        let nap = predict(ageDays: ageDays, lastWake: lastWake, days: days, calendar: calendar, name: name, target: .nap(index: index))
        let hadUsualNaps = index.flatMap { index in days.usualNaps(before: lastWake).map { index > $0 } } ?? false
        let opensAtNight = NapOfDay.isNap(lastWake, calendar: calendar) && !NapOfDay.isNap(nap.rangeStart, calendar: calendar)
        guard hadUsualNaps || opensAtNight else { return nap }
        return predict(ageDays: ageDays, lastWake: lastWake, days: days, calendar: calendar, name: name, target: .bedtime)
    }

    func predict(ageDays: Int, lastWake: Date, days: NapOfDay, calendar: ZonedCalendar, name: String,
                 target: NapTarget) -> WakeWindowPredictor.Prediction {
        var prediction = WakeWindowPredictor().predict(ageDays: ageDays, lastWake: lastWake, spans: days.spans, calendar: calendar, name: name)
        prediction.method = .byNap
        prediction.target = target
        let samples: [Double]
        switch target {
        case .bedtime: samples = days.bedtimeSamples(before: lastWake)
        case .nap(let index?): samples = days.samples(index: index, before: lastWake)
        case .nap(nil): samples = []
        }
        guard samples.count >= Self.minimumSamples else {
            prediction.explanation = "\(target.ordinal.capitalizedFirst): fewer than \(Self.minimumSamples) samples in the last 14 days"
                + " (\(samples.count)), so the standard window. " + prediction.explanation
            return prediction
        }
        let middle = Self.centre(of: samples, by: centre)
        let prd = WakeWindowPredictor.personalRange(ageDays: ageDays, history: prediction.samples)
        // The age bounds shape the width (through the PRD's clamped range) but do not hold the centre: moving
        // or clipping the window back inside them lost most of the gain on the real histories.
        // Past the age table a child's wake windows can lie beyond both clamp bounds, which then meet: a
        // window of no width ("8:11 – 8:11 AM"). The age row's own width stands in for it.
        let spread = prd.max - prd.min >= 1 ? prd.max - prd.min : WakeWindowPredictor.blendedRange(ageDays).max - WakeWindowPredictor.blendedRange(ageDays).min
        let half = spread / 2
        let range = WakeWindowPredictor.Range(min: max(middle - half, 0), max: middle + half)
        let (start, end) = WakeWindowPredictor.window(range, lastWake: lastWake, calendar: calendar)
        prediction.rangeStart = start
        prediction.rangeEnd = end
        prediction.indexSamples = samples
        prediction.explanation = "\(target.ordinal.capitalizedFirst): usually \(DurationText.short(middle * 60)) awake before it, last 14 days, "
            + "\(samples.count) samples. The window is as wide as the standard one for \(name)'s age and wake windows this week."
        return prediction
    }

    public static func centre(of samples: [Double], by centre: Centre) -> Double {
        switch centre {
        case .mean:
            return samples.reduce(0, +) / Double(samples.count)
        case .median:
            let sorted = samples.sorted()
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
    }
}

extension String {
    /// "2nd nap" → "2nd nap", "bedtime" → "Bedtime".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// The PRD's wake-window algorithm (section 6), exactly: age-based ranges, personalised from the last
/// 14 days when there are 5 or more samples, clamped to 80%/120% of the age range, scaled by the time of
/// day of the last wake, and blended over 7 days when the age crosses a row (PRD 12).
///
/// Choices the pseudocode leaves open (the README lists them too):
/// - age rows by `age_months = days / 30` as the PRD's own explanation computes it: 0-27 days, 28-83,
///   84-119 (12 weeks to "4 months"), 120-209, 210-299, 300-419, 420 and beyond (the last row);
/// - a sample is the wake window before a finished sleep of at least 20 minutes that started in the 14
///   days before the prediction: from the end of the sleep before it to its start;
/// - the standard deviation is the population one (numpy's default);
/// - both ends are clamped into [0.8 × age min, 1.2 × age max]: the PRD's formulas, which also keeps the
///   range whole when every sample lies outside it (the PRD's two clamps alone would invert it).
///
/// ```swift
/// let prediction = WakeWindowPredictor().predict(ageDays: 130, lastWake: wake, sleeps: history, calendar: calendar)
/// prediction.rangeStart   // lastWake + adjusted minimum
/// ```
public struct WakeWindowPredictor: Sendable {
    public struct Range: Hashable, Sendable {
        public var min: Double
        public var max: Double

        public init(min: Double, max: Double) {
            self.min = min
            self.max = max
        }
    }

    public struct Prediction: Hashable, Sendable {
        public var rangeStart: Date
        public var rangeEnd: Date
        public var confidence: String
        /// Wake windows (minutes) the prediction learned from.
        public var samples: [Double]
        public var ageDays: Int
        public var explanation: String
        /// The method that made the window, and which sleep it is for.
        public var method: NapMethod = .prd
        public var target: NapTarget = .nap(index: nil)
        /// The wake windows the centre came from (before the same nap of the day, or before bedtimes);
        /// empty when the PRD's range was used.
        public var indexSamples: [Double] = []

        package init(rangeStart: Date, rangeEnd: Date, confidence: String, samples: [Double], ageDays: Int, explanation: String, method: NapMethod = .prd, target: NapTarget = .nap(index: nil), indexSamples: [Double] = []) {
            self.rangeStart = rangeStart
            self.rangeEnd = rangeEnd
            self.confidence = confidence
            self.samples = samples
            self.ageDays = ageDays
            self.explanation = explanation
            self.method = method
            self.target = target
            self.indexSamples = indexSamples
        }
    }

    /// (first day of the row, minimum, maximum) in minutes, from the PRD's table.
    public static let rows: [(fromDay: Int, min: Double, max: Double)] = [
        (0, 30, 60), (28, 60, 90), (84, 75, 120), (120, 120, 180), (210, 150, 210), (300, 180, 240), (420, 240, 360),
    ]

    public init() {}

    public static func ageRange(_ days: Int) -> Range {
        let row = rows.last { days >= $0.fromDay } ?? rows[0]
        return Range(min: row.min, max: row.max)
    }

    /// PRD 12's blend: over the 7 days after a row boundary the range moves linearly from the old row to
    /// the new one, truncated to whole minutes as the PRD's code does.
    public static func blendedRange(_ days: Int) -> Range {
        let current = ageRange(days)
        let previous = ageRange(days - 7)
        guard current != previous, let boundary = rows.last(where: { days >= $0.fromDay })?.fromDay else { return current }
        let factor = Swift.min(1.0, Double(days - boundary) / 7.0)
        return Range(min: (previous.min + (current.min - previous.min) * factor).rounded(.towardZero),
                     max: (previous.max + (current.max - previous.max) * factor).rounded(.towardZero))
    }

    /// Finished, undeleted sleeps as spans, sorted by start.
    public static func spans(_ sleeps: [Event]) -> [SleepSpan] {
        sleeps.compactMap { sleep -> SleepSpan? in
            guard sleep.deletedAt == nil, let end = sleep.end else { return nil }
            return SleepSpan(start: sleep.start.utc, end: end.utc)
        }.sorted { $0.start < $1.start }
    }

    /// Wake windows (minutes) before each sleep of 20 minutes or more that started in the 14 days before `now`.
    public static func samples(sleeps: [Event], before now: Date) -> [Double] {
        samples(spans: spans(sleeps), before: now)
    }

    /// As above, from spans sorted by start.
    public static func samples(spans finished: some RandomAccessCollection<SleepSpan>, before now: Date) -> [Double] {
        let since = now.addingTimeInterval(-14 * 24 * 3600)
        var windows: [Double] = []
        var previous: SleepSpan?
        for sleep in finished {
            defer { previous = sleep }
            guard let before = previous, sleep.start >= since, sleep.start <= now,
                  sleep.end.timeIntervalSince(sleep.start) >= 20 * 60 else { continue }
            let window = sleep.start.timeIntervalSince(before.end) / 60
            if window > 0 { windows.append(window) }
        }
        return windows
    }

    public func predict(ageDays: Int, lastWake: Date, sleeps: [Event], calendar: ZonedCalendar, name: String) -> Prediction {
        predict(ageDays: ageDays, lastWake: lastWake, spans: Self.spans(sleeps), calendar: calendar, name: name)
    }

    public func predict(ageDays: Int, lastWake: Date, spans: some RandomAccessCollection<SleepSpan>, calendar: ZonedCalendar, name: String) -> Prediction {
        let history = Self.samples(spans: spans, before: lastWake)
        let range = Self.personalRange(ageDays: ageDays, history: history)
        let (start, end) = Self.window(range, lastWake: lastWake, calendar: calendar)
        return Prediction(rangeStart: start, rangeEnd: end, confidence: history.count >= 10 ? "high" : "learning",
                          samples: history, ageDays: ageDays, explanation: Self.explanation(ageDays: ageDays, history: history, name: name))
    }

    /// The age range, or with 5 samples or more mean ± one standard deviation, each end clamped into
    /// [0.8 × age min, 1.2 × age max]; minutes, before the time-of-day factor.
    public static func personalRange(ageDays: Int, history: [Double]) -> Range {
        let base = blendedRange(ageDays)
        guard history.count >= 5 else { return base }
        let mean = history.reduce(0, +) / Double(history.count)
        let variance = history.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(history.count)
        let deviation = variance.squareRoot()
        return clamped(Range(min: mean - deviation, max: mean + deviation), ageDays: ageDays)
    }

    /// Both ends into [0.8 × age min, 1.2 × age max].
    public static func clamped(_ range: Range, ageDays: Int) -> Range {
        let base = blendedRange(ageDays)
        let floor = base.min * 0.8, ceiling = base.max * 1.2
        return Range(min: Swift.min(Swift.max(range.min, floor), ceiling), max: Swift.max(Swift.min(range.max, ceiling), floor))
    }

    /// The window after `lastWake`, scaled by 0.9 before 9 AM and 1.1 after 5 PM.
    public static func window(_ range: Range, lastWake: Date, calendar: ZonedCalendar) -> (start: Date, end: Date) {
        let hour = calendar.civil(lastWake).hour
        let factor = hour < 9 ? 0.9 : (hour > 17 ? 1.1 : 1.0)
        return (lastWake.addingTimeInterval((range.min * factor * 60).rounded()), lastWake.addingTimeInterval((range.max * factor * 60).rounded()))
    }

    /// `generate_explanation`, with the baby's name.
    public static func explanation(ageDays: Int, history: [Double], name: String) -> String {
        let months = ageDays / 30
        if history.count >= 5 {
            let mean = history.reduce(0, +) / Double(history.count)
            return "Based on \(name)'s age (\(months) months) and average wake time this week (\(DurationText.short(mean * 60)))"
        }
        return "Based on typical wake windows for \(months)-month-olds. Predictions will improve as we learn \(name)'s patterns."
    }
}

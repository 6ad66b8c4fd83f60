import FoundationEssentials
import HushDomain

/// The prediction shown since a wake, kept so `status` need not read two weeks of sleeps, and the
/// predictions recorded at the wakes of the last 14 days, which the hit rate is scored from (PRD 15).
public struct ForecastCache: Hashable, Sendable {
    public struct Recorded: Hashable, Sendable {
        public var wake: Date
        public var start: Date
        public var end: Date

        public init(wake: Date, start: Date, end: Date) {
            self.wake = wake
            self.start = start
            self.end = end
        }
    }

    /// The sleep whose end is the wake this prediction counts from.
    public var wakeEventID: String
    public var wakeEnd: Date
    public var rangeStart: Date
    public var rangeEnd: Date
    public var confidence: String
    public var explanation: String
    public var ageDays: Int
    public var recorded: [Recorded] {
        didSet { written = ForecastWrittenForm() }
    }
    /// `recorded` as the state held it, while it is unchanged (the reader sets it).
    var written = ForecastWrittenForm()
    /// The method that made the window (a changed setting makes a new one) and what it is for.
    public var method: NapMethod = .prd
    public var target: NapTarget = .nap(index: nil)
    public var indexSamples: [Double] = []

    /// How the state file names a target: "bedtime", "nap", "nap-2".
    static func text(of target: NapTarget) -> String {
        switch target {
        case .bedtime: return "bedtime"
        case .nap(nil): return "nap"
        case .nap(let index?): return "nap-\(index)"
        }
    }

    static func target(from text: String) -> NapTarget? {
        if text == "bedtime" { return .bedtime }
        if text == "nap" { return .nap(index: nil) }
        guard text.hasPrefix("nap-"), let index = Int(text.dropFirst(4)) else { return nil }
        return .nap(index: index)
    }

    public init(wakeEventID: String, wakeEnd: Date, rangeStart: Date, rangeEnd: Date, confidence: String, explanation: String,
                ageDays: Int, recorded: [Recorded], method: NapMethod = .prd, target: NapTarget = .nap(index: nil), indexSamples: [Double] = []) {
        self.method = method
        self.target = target
        self.indexSamples = indexSamples
        self.wakeEventID = wakeEventID
        self.wakeEnd = wakeEnd
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
        self.confidence = confidence
        self.explanation = explanation
        self.ageDays = ageDays
        self.recorded = recorded
    }
}

import FoundationEssentials

/// What one event adds to its day in `trends`, `stripes` and the report, said without naming its kind:
/// each kind's payload decides its own (``EventPayload/trendsMeasure(of:)``), and the daily tally and the
/// cache's week summaries only read these fields. An event whose measure is empty still marks its day
/// as logged.
///
/// ```swift
/// EventData.diaper(.both).payload.trendsMeasure(of: change)   // TrendsMeasure(wet: true, dirty: true)
/// TrendsMeasure(feed: .init(breast: true))                     // a breast feed
/// ```
public struct TrendsMeasure: Sendable, Hashable {
    /// A feed, counted in the day holding the event's feed time.
    public struct Feed: Sendable, Hashable {
        /// Also counted among the breast feeds.
        public var breast: Bool
        /// What was drunk, when it is known (a finished bottle with its amounts).
        public var drank: Volume?

        public init(breast: Bool, drank: Volume? = nil) {
            self.breast = breast
            self.drank = drank
        }
    }

    /// A pumping session, counted in the day it started.
    public struct Pumping: Sendable, Hashable {
        /// What was pumped, when it was recorded.
        public var amount: Volume?

        public init(amount: Volume?) { self.amount = amount }
    }

    /// Its start to its end (or now) is sleep: split by minutes into the days it crosses, a nap when it
    /// starts in the day.
    public var sleepSpan: Bool
    public var feed: Feed?
    public var pumping: Pumping?
    /// A diaper change with pee in it.
    public var wet: Bool
    /// A diaper change with poop in it.
    public var dirty: Bool

    public init(sleepSpan: Bool = false, feed: Feed? = nil, pumping: Pumping? = nil, wet: Bool = false, dirty: Bool = false) {
        self.sleepSpan = sleepSpan
        self.feed = feed
        self.pumping = pumping
        self.wet = wet
        self.dirty = dirty
    }

    /// Counts nothing beyond marking its day as logged (a note, solids, a bottle not fed).
    public static let logged = TrendsMeasure()
}

import FoundationEssentials
import HushDomain

/// One event as ``DailyTrends`` counts it: when it ran and what it adds to its day, nothing else (no
/// notes, no authors, no zones). Made from an ``Event`` here, and only here, so the trends of events read
/// whole and of facts read back from the cache's week summaries (``TrendsDigest``) are the same. What it
/// adds is its kind's to say (``EventPayload/trendsMeasure(of:)``); nothing here names a kind.
///
/// ```swift
/// let fact = TrendsFact(event)          // nil for a deleted event
/// fact?.measure.wet                     // true for a wet diaper
/// ```
public struct TrendsFact: Sendable, Equatable {
    public var id: String
    public var babyID: String
    public var start: Date
    public var end: Date?
    /// When a feed began (a bottle's feeding start); the start for anything else.
    public var feedTime: Date
    public var measure: TrendsMeasure

    public init(id: String, babyID: String, start: Date, end: Date?, feedTime: Date, measure: TrendsMeasure) {
        self.id = id
        self.babyID = babyID
        self.start = start
        self.end = end
        self.feedTime = feedTime
        self.measure = measure
    }

    public init?(_ event: Event) {
        guard !event.isDeleted else { return nil }
        id = event.id
        babyID = event.babyID
        start = event.start.utc
        end = event.end?.utc
        feedTime = event.feedTime
        // Asked of the payload as its own type: a whole week of events goes through here, unboxed.
        var measuring = Measuring(event: event)
        measure = event.data.visit(&measuring)
    }

    private struct Measuring: EventPayloadVisitor {
        let event: Event
        func visit<Payload: EventPayload>(_ payload: Payload) -> TrendsMeasure { payload.trendsMeasure(of: event) }
    }
}

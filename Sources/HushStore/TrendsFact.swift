import Foundation
import HushDomain

/// One event as ``DailyTrends`` counts it: when it ran and what it adds to its day, nothing else (no
/// notes, no authors, no zones). Made from an ``Event`` here, and only here, so the trends of events read
/// whole and of facts read back from the cache's week summaries (``TrendsDigest``) are the same.
///
/// ```swift
/// let fact = TrendsFact(event)          // nil for a deleted event
/// fact?.measure == .diaper(.wet)        // a wet diaper
/// ```
public struct TrendsFact: Sendable, Equatable {
    public enum Measure: Sendable, Equatable {
        case sleep
        /// A bottle that was fed; what was drunk, when the bottle is finished and its amounts known.
        case bottleFeed(drank: Volume?)
        case breastFeed
        case pump(Volume?)
        case diaper(DiaperContents)
        /// Anything else (a bottle not fed, a diaper without its contents, a note): it marks its day as logged.
        case other
    }

    public var id: String
    public var babyID: String
    public var start: Date
    public var end: Date?
    /// When a feed began (a bottle's feeding start); the start for anything else.
    public var feedTime: Date
    public var measure: Measure

    public init(id: String, babyID: String, start: Date, end: Date?, feedTime: Date, measure: Measure) {
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
        switch event.data {
        case .sleep:
            measure = .sleep
        case .bottle(let bottle) where event.isFeed:
            if event.end != nil, let drank = bottle.consumed, let prepared = bottle.prepared {
                measure = .bottleFeed(drank: Volume(drank, prepared.unit))
            } else {
                measure = .bottleFeed(drank: nil)
            }
        case .breast:
            measure = .breastFeed
        case .pump(let pump):
            measure = .pump(pump.amount)
        case .diaper(let contents?):
            measure = .diaper(contents)
        default:
            measure = .other
        }
    }
}

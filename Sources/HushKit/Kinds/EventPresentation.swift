import Foundation

/// How one kind of event reads in Hush's answers: its line in `today`, the phrase that logs it again, the
/// values that make Hush ask first, and what a question about it is told. Each kind conforms in its own
/// file here, beside its `data` description in `HushDomain/Kinds`; callers ask
/// ``EventData/presentation`` instead of switching over the kinds.
///
/// ```swift
/// event.data.presentation.listing(event, now: now, calendar: calendar, safety: safety, units: nil)   // "Nap · 1h 5m"
/// event.data.presentation.doubt(event, length: 20 * 3600)   // "a sleep of 20h 0m is longer than 16 hours"
/// ```
protocol EventPresentation: EventPayload {
    /// The event's line in `today` (``DayListing``).
    func listing(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit?) -> String
    /// Hush's own words that make the same record again (``CanonicalPhrase``); nil when none does.
    func phrase(_ event: Event, defaultContents: MilkContents) -> String?
    /// Why the event is doubtful (``EventPlausibility``); nil when it is ordinary. `length` is nil while it goes on.
    func doubt(_ event: Event, length: TimeInterval?) -> String?
    /// What the event was, in a few words, for a question about `topic`, adding its facts.
    func answer(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue], in answerer: QuestionAnswerer) -> String
}

extension EventPresentation {
    func phrase(_ event: Event, defaultContents: MilkContents) -> String? { nil }
    func doubt(_ event: Event, length: TimeInterval?) -> String? { nil }
}

extension EventData {
    /// The kind's presentation; every payload in `HushDomain/Kinds` has one (`EventPresentationTests`).
    var presentation: any EventPresentation {
        guard let presentation = payload as? any EventPresentation else {
            preconditionFailure("the \(kind.rawValue) kind has no EventPresentation conformance in HushKit/Kinds")
        }
        return presentation
    }
}

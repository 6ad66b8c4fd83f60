import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// How one kind of event reads in Hush's answers: its line in `today`, the phrase that logs it again, the
/// values that make Hush ask first, and what a question about it is told. Each kind conforms in its own
/// file here, beside its `data` description in `HushDomain/Kinds`; callers ask
/// ``EventData/presentation`` instead of switching over the kinds.
///
/// ```swift
/// event.data.presentation.listing(event, now: now, calendar: calendar, safety: safety, units: nil)   // "Nap · 1h 5m"
/// event.data.presentation.doubt(event, length: 20 * 3600)   // "a sleep of 20h 0m is longer than 16 hours"
/// ```
package protocol EventPresentation: EventPayload {
    /// The event's line in `today` (``DayListing``).
    func listing(_ event: Event, now: Date, calendar: ZonedCalendar, safety: BottleSafety, units: Volume.Unit?) -> String
    /// Hush's own words that make the same record again (``CanonicalPhrase``); nil when none does.
    func phrase(_ event: Event, defaultContents: MilkContents) -> String?
    /// Why the event is doubtful (``EventPlausibility``); nil when it is ordinary. `length` is nil while it goes on.
    func doubt(_ event: Event, length: TimeInterval?) -> String?
    /// What the event was, in a few words, for a question about `topic`, adding its facts.
    func answer(_ event: Event, topic: QuestionTopic, facts: inout [String: JSONValue], in answerer: QuestionAnswerer) -> String
    /// The data with a new amount ("last bottle was 5oz"); kinds without one refuse. `units` is the
    /// household's setting, which a number said without a unit takes ("last bottle was 5"), as in a new log.
    func changing(amount spec: VolumeSpec, units: Volume.Unit) throws -> EventData
    /// The data with a new amount left ("last bottle had 1oz left"); `ended` says whether the event has.
    func changing(remaining spec: VolumeSpec, ended: Bool) throws -> EventData
    /// The data with new diaper contents ("last diaper was dirty").
    func changing(contents: DiaperContents) throws -> EventData
    /// The data with its feeding start changed by `change` (moving a bottle moves its feed); unchanged
    /// for kinds without one.
    func changingFeeding(_ change: (Date?) -> Date?) -> EventData
    /// Adds the event to today's dashboard tallies, if it counts there.
    func count(_ event: Event, today counts: inout Dashboard.Counts)
}

extension EventPresentation {
    package func phrase(_ event: Event, defaultContents: MilkContents) -> String? { nil }
    package func doubt(_ event: Event, length: TimeInterval?) -> String? { nil }
    package func count(_ event: Event, today counts: inout Dashboard.Counts) {}
    package func changing(amount spec: VolumeSpec, units: Volume.Unit) throws -> EventData {
        throw DomainError.notPossible("only a bottle or a pumping session has an amount")
    }
    package func changing(remaining spec: VolumeSpec, ended: Bool) throws -> EventData {
        throw DomainError.notPossible("only a finished bottle has an amount left")
    }
    package func changing(contents: DiaperContents) throws -> EventData {
        throw DomainError.notPossible("only a diaper has contents")
    }
    package func changingFeeding(_ change: (Date?) -> Date?) -> EventData { eventData }
}

extension EventData {
    /// The kind's presentation; every payload in `HushDomain/Kinds` has one (`EventKindDescriptionTests` and
    /// `EveryKindTests` ask each kind for it).
    package var presentation: any EventPresentation {
        var finding = PresentationFinding()
        return visit(&finding)
    }

    /// Casts the payload as its concrete type: `visit` is inlined and specialised here, so each kind's cast
    /// is to a conformance this module declares and the compiler settles it. Cast from `any EventPayload`,
    /// the runtime looked the conformance up, walking every conformance record in the program once per kind
    /// a command met (about 0.1 ms each, a third of `status`'s first uses).
    private struct PresentationFinding: EventPayloadVisitor {
        func visit<Payload: EventPayload>(_ payload: Payload) -> any EventPresentation {
            guard let presentation = payload as? any EventPresentation else {
                preconditionFailure("the \(payload.noun) kind has no EventPresentation conformance in HushServices/Kinds")
            }
            return presentation
        }
    }
}

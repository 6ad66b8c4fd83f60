/// Works on an event's payload as its concrete type (see ``EventData/visit(_:)``): the journal writer is
/// one, so writing a kind's fields is specialised code with no existential box per event.
///
/// ```swift
/// struct Naming: EventPayloadVisitor { func visit<P: EventPayload>(_ payload: P) -> String { payload.noun } }
/// var naming = Naming()
/// EventData.sleep.visit(&naming)   // "sleep"
/// ```
public protocol EventPayloadVisitor {
    associatedtype Result
    mutating func visit<Payload: EventPayload>(_ payload: Payload) -> Result
}

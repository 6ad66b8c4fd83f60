import Foundation

/// An event's similar-event slot in ``HouseholdMemory``: its baby and type, as a number given to each pair
/// once, and the five-minute slot of its start. Kept per event; as a string (`baby/type/slot`) it cost two
/// allocations an event, a tenth of the server's memory per stored event.
///
/// ```swift
/// let slot = EventSlot(name: 0, number: 5_901_234)   // name 0: the first baby/type pair seen
/// ```
struct EventSlot: Hashable {
    var name: Int32
    var number: Int
}

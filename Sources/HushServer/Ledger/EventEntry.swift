import Foundation

/// What ``HouseholdMemory`` keeps of one event: the number of the change holding its current version
/// (read back from the journal when a push needs it), and its similar-event slot, to move it out of that
/// slot when it changes. Twelve bytes, against the two strings and two table entries it replaced.
///
/// A household's changes are numbered in 32 bits here: two billion changes in one household is far past
/// anything a family writes, and a number clamped there fails the read or its key check, never reads another event.
///
/// ```swift
/// let entry = EventEntry(seq: 42, slot: EventSlot(name: 0, number: 5_901_234))
/// ```
struct EventEntry: Hashable, Sendable {
    var seq: Int32
    /// Nil for a deleted event, or one without a baby, a type or a start: no slot holds it.
    var slot: EventSlot?

    init(seq: Int, slot: EventSlot?) {
        self.seq = Int32(clamping: seq)
        self.slot = slot
    }
}

import Foundation

/// An event's similar-event slot in ``HouseholdMemory``: its baby and type, as a number given to each pair
/// once, and the five-minute slot of its start. Kept per event; as a string (`baby/type/slot`) it cost two
/// allocations an event, a tenth of the server's memory per stored event.
///
/// Both halves are 32 bits: the slot is a key in two of the household's tables, each with about two and
/// a half buckets an event, so its eight bytes saved are some forty an event. Five-minute slots since
/// 1970 reach 32 bits in the year 22,000; a start further out shares the last slot, which only widens
/// what the similar-event rule compares (it still compares the starts themselves).
///
/// ```swift
/// let slot = EventSlot(name: 0, number: 5_901_234)   // name 0: the first baby/type pair seen
/// ```
struct EventSlot: Hashable {
    var name: Int32
    var number: Int32

    init(name: Int32, number: Int) {
        self.name = name
        self.number = Int32(clamping: number)
    }
}

import FoundationEssentials

/// The offset a zone had at the last instant asked about, and until when it holds (the zone's next
/// transition). A script asks for the offset of nearly the same instants thousands of times; each answer
/// from the zone's rules is a search of its transitions.
///
/// ```swift
/// let memo = ZoneOffsetMemo(zone: ZoneRules(identifier: "America/New_York")!)
/// memo.offset(at: Date())   // -18000 in winter; the next call before the spring change reads the memo
/// ```
final class ZoneOffsetMemo: @unchecked Sendable {
    let zone: ZoneRules
    // Guarded by `lock`: a session's calendar is shared by the server's request handlers.
    private let lock = ThreadLock()
    private var from = Date.distantFuture
    private var until = Date.distantPast
    private var offset = 0

    init(zone: ZoneRules) { self.zone = zone }

    func offset(at instant: Date) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if instant >= from && instant < until { return offset }
        offset = zone.offset(at: instant)
        from = instant
        // Nothing changes the offset before the next transition (daylight saving or a change of standard time).
        until = zone.nextTransition(after: instant) ?? .distantFuture
        return offset
    }
}

import Foundation

/// The offset a zone had at the last instant asked about, and until when it holds (the zone's next
/// transition). A script asks for the offset of nearly the same instants thousands of times; each answer
/// from Foundation is a look-up in ICU's rules behind a lock.
///
/// ```swift
/// let memo = ZoneOffsetMemo(zone: TimeZone(identifier: "America/New_York")!)
/// memo.offset(at: Date())   // -18000 in winter; the next call before the spring change reads the memo
/// ```
final class ZoneOffsetMemo: @unchecked Sendable {
    let zone: TimeZone
    // Guarded by `lock`: a session's calendar is shared by the server's request handlers.
    private let lock = NSLock()
    private var from = Date.distantFuture
    private var until = Date.distantPast
    private var offset = 0

    init(zone: TimeZone) { self.zone = zone }

    func offset(at instant: Date) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if instant >= from && instant < until { return offset }
        offset = zone.secondsFromGMT(for: instant)
        from = instant
        // Nothing changes the offset before the next transition (daylight saving or a change of standard time).
        until = zone.nextDaylightSavingTimeTransition(after: instant) ?? .distantFuture
        return offset
    }
}

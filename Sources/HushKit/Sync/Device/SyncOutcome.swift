import Foundation

/// What a sync command produced, before rendering.
public enum SyncOutcome: Sendable {
    case synced(SyncReport)
    /// `set server`: the address now used (nil: none), and whether an earlier link was dropped.
    case serverSet(String?, unlinked: Bool)
    /// `conflicts`: the open ones, numbered in this order, seen from this device.
    case conflicts([SyncConflict], device: String?, person: String, calendar: ZonedCalendar, now: Date)
    /// `keep mine` and the like: what was done, in one line.
    case resolved(String)
    /// `join CODE` through the server: who joined what, and the first pull.
    case joined(person: String, baby: String?, role: String?, report: SyncReport)
    case devices([SyncMessages.Device], this: String?)
    case revoked(String, this: Bool)
    /// `add device`: the link for the phone, when it stops working, and its QR code.
    case deviceLink(DeviceLinkOffer)
}

/// Work the dispatcher hands back to the interpreter because it needs the network: the interpreter
/// releases the store's lock first, so nobody's logging waits for the server.
public enum NetworkRequest: Sendable, Equatable {
    case sync
    case join(code: String, person: String)
    case devices
    case revoke(String?)
    /// `add device`, with the household's zone (read under the store's lock), in which the expiry is said.
    case deviceLink(zone: String?)
}

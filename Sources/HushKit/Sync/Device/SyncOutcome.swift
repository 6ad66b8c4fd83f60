import FoundationEssentials

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

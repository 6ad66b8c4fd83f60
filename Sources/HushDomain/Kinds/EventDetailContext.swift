import FoundationEssentials

/// What `show` lends a kind's rows: the time format of the session and what the store knows beyond the event.
public struct EventDetailContext {
    /// A time as `show` writes it ("2:05 PM", "yesterday 9:00 PM").
    public var clock: (Date) -> String
    /// When an open bottle must be thrown away; nil when it is not a bottle or has ended.
    public var expiry: Date?

    public init(clock: @escaping (Date) -> String, expiry: Date?) {
        self.clock = clock
        self.expiry = expiry
    }
}

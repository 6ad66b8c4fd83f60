import FoundationEssentials

/// One notification Hush owes a person: what it says, when it rings, and the key that makes it happen
/// at most once. Reminders are not stored; they are computed from the store and the clock each time
/// (``ReminderPlanner``), so one whose reason is gone (a bottle finished, a nap begun) simply stops
/// being planned. Only deliveries are stored (``DeliveryRecord``).
///
/// ```swift
/// Reminder(kind: .bottleExpiry, key: "bottle_expiry:e12", due: t, at: t,
///          title: "Bottle expires in 15 minutes", body: "Eddie's bottle, made at 1:00 AM, expires at 3:00 AM")
/// ```
public struct Reminder: Hashable, Sendable {
    public var kind: NotificationKind
    /// The reason's identity: the same key is never delivered twice to the same person. It names the event
    /// behind the reminder ("feeding_due:e40"), so a new feed makes a new reminder and ends the old one.
    public var key: String
    /// When the reason arises (15 minutes before the expiry, 3 hours after the feed, ...).
    public var due: Date
    /// When it rings: `due`, or the end of quiet hours when they hold it back.
    public var at: Date
    public var title: String
    public var body: String
    /// The baby it is about, when it is about one.
    public var babyName: String?
    /// How it repeats, for people: "daily at 6:00 AM".
    public var repeats: String?

    public init(kind: NotificationKind, key: String, due: Date, at: Date? = nil, title: String, body: String,
                babyName: String? = nil, repeats: String? = nil) {
        self.kind = kind
        self.key = key
        self.due = due
        self.at = at ?? due
        self.title = title
        self.body = body
        self.babyName = babyName
        self.repeats = repeats
    }

    /// Quiet hours moved it later than its reason.
    public var isHeld: Bool { at > due }
}

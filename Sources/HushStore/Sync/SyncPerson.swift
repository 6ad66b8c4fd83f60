import FoundationEssentials
import HushDomain

/// Who a device token speaks for on the server: a person id, fixed when the token was issued (registering
/// or joining), and the name shown for them. Every role decision reads `id`; `name` is only displayed
/// (who wrote a change, who resolved a conflict).
///
/// ```swift
/// let me = SyncPerson(id: "p5k2…", name: "Gavin")
/// access.role(of: me, baby: eddie)          // from the memberships bound to "p5k2…" alone
/// SyncPerson.legacy("Gavin").id             // "~gavin": a device linked before person ids
/// ```
public struct SyncPerson: Hashable, Sendable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    /// The person of a device or membership from before person ids: the one its name named then. New
    /// person ids are random and start with a letter, so no one can be given one of these by joining.
    /// The id is the name as names were compared then (trimmed, lowercased), kept as it was: these ids are
    /// written into memberships the server binds and name voice folders, so they must never move, even
    /// though names are compared more strictly now (``PersonName/key(_:)``).
    public static func legacy(_ name: String) -> SyncPerson {
        SyncPerson(id: "~" + name.trimming(.whitespacesAndNewlines).lowercased(), name: name)
    }
}

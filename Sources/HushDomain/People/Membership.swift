import FoundationEssentials

/// A person's place in one baby's circle (PRD 8 BabyCaregiver, Office Hours "parents"/"subscribers").
///
/// ```swift
/// let leanne = Membership(id: ids.make(), babyID: eddie.id, person: "Leanne", role: .caregiver, joinedAt: now, addedBy: "Gavin")
/// ```
public struct Membership: Hashable, Sendable, EntityConvertible {
    public enum Role: String, Hashable, Sendable, CaseIterable, Comparable {
        /// The creator: everything, and alone may delete the baby, remove caregivers, or hand the role on.
        case primary
        /// A co-parent: logs and edits events, toggles office hours, invites and removes subscribers.
        case caregiver
        /// Family: sees the office-hours status and its notifications, nothing else.
        case subscriber

        public static func < (a: Role, b: Role) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public static let kind = "membership"
    public var id: String
    public var babyID: String
    /// The person's name as they go by in this store (`--as`, `i am`, or the OS user).
    public var person: String
    public var role: Role
    public var joinedAt: Date
    public var addedBy: String
    /// `notify me when office hours end`.
    public var notifyOnEnd = false
    /// The person id the household's server bound this membership to (``SyncPerson``): set by the server
    /// when it accepts the membership, kept by every edit after, and nil on a store that never synced.
    public var personID: String?

    public init(id: String, babyID: String, person: String, role: Role, joinedAt: Date, addedBy: String) {
        self.id = id
        self.babyID = babyID
        self.person = person
        self.role = role
        self.joinedAt = joinedAt
        self.addedBy = addedBy
    }

    /// Names compare without case: "grandma" and "Grandma" are one person.
    public func isPerson(_ name: String) -> Bool { person.lowercased() == name.lowercased() }

    public var json: JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(id), "baby_id": .string(babyID), "person": .string(person), "role": .string(role.rawValue),
            "joined_at": .string(UTCText.format(joinedAt)), "added_by": .string(addedBy), "notify_on_end": .bool(notifyOnEnd),
        ]
        if let personID { members["person_id"] = .string(personID) }
        return .object(members)
    }

    public init(json: JSONValue) throws {
        guard let role = json["role"]?.string.flatMap(Role.init(rawValue:)) else { throw JSONField.Malformed(what: "role") }
        self.init(id: try JSONField.text(json["id"], "id"), babyID: try JSONField.text(json["baby_id"], "baby_id"), person: try JSONField.text(json["person"], "person"),
                  role: role, joinedAt: try JSONField.date(json["joined_at"], "joined_at"),
                  addedBy: try JSONField.text(json["added_by"], "added_by"))
        notifyOnEnd = json["notify_on_end"] == .bool(true)
        personID = json["person_id"]?.string
    }
}

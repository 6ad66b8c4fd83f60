import FoundationEssentials

/// A notification kept for one person (`inbox`), marked read once they have seen it.
public struct InboxItem: Hashable, Sendable, EntityConvertible {
    public static let kind = "inbox"
    public var id: String
    public var person: String
    public var babyID: String
    public var text: String
    public var createdAt: Date
    public var readAt: Date?

    public init(id: String, person: String, babyID: String, text: String, createdAt: Date) {
        self.id = id
        self.person = person
        self.babyID = babyID
        self.text = text
        self.createdAt = createdAt
    }

    public var json: JSONValue {
        .object(["id": .string(id), "person": .string(person), "baby_id": .string(babyID), "text": .string(text),
                 "created_at": .string(UTCText.format(createdAt)), "read_at": readAt.map { .string(UTCText.format($0)) } ?? .null])
    }

    public init(json: JSONValue) throws {
        typealias R = JSONField
        self.init(id: try R.text(json["id"], "id"), person: try R.text(json["person"], "person"), babyID: try R.text(json["baby_id"], "baby_id"),
                  text: try R.text(json["text"], "text"), createdAt: try R.date(json["created_at"], "created_at"))
        readAt = try R.optionalDate(json["read_at"])
    }
}

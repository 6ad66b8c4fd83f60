/// A record of one of the smaller kinds (memberships, invites, office hours, inbox items) kept as a JSON
/// tree with its kind and id. The store treats them alike: it versions, journals and caches them without
/// knowing their fields; each domain type converts itself to and from ``value``.
///
/// ```swift
/// let record = Entity(kind: Membership.kind, id: membership.id, value: membership.json)
/// // journal: {"entity":{"id":"…","kind":"membership","value":{…}}}
/// ```
public struct Entity: Hashable, Sendable {
    public var kind: String
    public var id: String
    public var value: JSONValue

    public init(kind: String, id: String, value: JSONValue) {
        self.kind = kind
        self.id = id
        self.value = value
    }

    public var json: JSONValue { .object(["kind": .string(kind), "id": .string(id), "value": value]) }

    public init(json: JSONValue) throws {
        guard let kind = json["kind"]?.string, let id = json["id"]?.string, let value = json["value"] else {
            throw JSONField.Malformed(what: "entity")
        }
        self.init(kind: kind, id: id, value: value)
    }
}

extension EntityConvertible {
    public var entity: Entity { Entity(kind: Self.kind, id: id, value: json) }
}

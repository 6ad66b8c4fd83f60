import FoundationEssentials

/// Who made a record is the server's to say, from the token, never what a device wrote: an event's
/// `logged_by`, a membership's `added_by` and an invite's `created_by` name the token's person when the
/// record is created and stay what the server holds after; office hours' `set_by` names whoever set them
/// last. (A change's own `by` is the token's person too: ``PushRules``.) The server keeps and sends on the
/// rewritten record, and the device that pushed it takes it back at its next pull
/// (``SyncChange/rewritten``).
///
/// ```swift
/// RecordAuthors.rewritten(change, current: nil, person: leanne)   // "logged_by": "Leanne", whatever was sent
/// ```
public enum RecordAuthors {
    /// What `delete my account` writes in place of the person's name in what stays (events they logged,
    /// invites they made): the one edit of an author field a device may make, and only of its own name.
    public static let formerAuthor = "former caregiver"

    /// Where a kind keeps its author, and whose name an edit leaves there.
    struct Field {
        /// The object holding it: `event` for events, an entity's `value` otherwise.
        var inEvent: Bool
        var name: String
        /// True when an edit names the editor (office hours), false when it keeps the creator.
        var namesEditor: Bool
    }

    static func field(_ kind: RecordKind) -> Field? {
        switch kind {
        case .event: return Field(inEvent: true, name: "logged_by", namesEditor: false)
        case .membership: return Field(inEvent: false, name: "added_by", namesEditor: false)
        case .invite: return Field(inEvent: false, name: "created_by", namesEditor: false)
        case .officeHours: return Field(inEvent: false, name: "set_by", namesEditor: true)
        case .baby, .inbox, .householdZone: return nil
        }
    }

    /// The change's `after` with its author as the server keeps it; `after` itself for a kind without one.
    public static func rewritten(_ change: SyncChange, current: StoredRecord?, person: SyncPerson) -> JSONValue? {
        guard let kind = RecordKind(key: change.key), let field = field(kind), let after = change.after, after != .null else { return change.after }
        let held = author(field, in: current?.record)
        let author: String
        if RecordAction(change, current: current) == .create || field.namesEditor {
            author = person.name
        } else if Self.author(field, in: after) == formerAuthor, let held, PersonName.key(held) == PersonName.key(person.name) {
            author = formerAuthor
        } else {
            author = held ?? person.name
        }
        return setting(field, to: author, in: after)
    }

    static func author(_ field: Field, in record: JSONValue?) -> String? {
        (field.inEvent ? record?["event"] : record?["entity"]?["value"])?[field.name]?.string
    }

    static func setting(_ field: Field, to author: String, in record: JSONValue) -> JSONValue {
        // Already so (every new record a device writes for its own person): the same value, not a copy
        // of its dictionaries, so the push's rules find it unchanged without comparing it field by field.
        if Self.author(field, in: record) == author { return record }
        guard case .object(var outer) = record else { return record }
        if field.inEvent {
            guard case .object(var event)? = outer["event"] else { return record }
            event[field.name] = .string(author)
            outer["event"] = .object(event)
        } else {
            guard case .object(var entity)? = outer["entity"], case .object(var value)? = entity["value"] else { return record }
            value[field.name] = .string(author)
            entity["value"] = .object(value)
            outer["entity"] = .object(entity)
        }
        return .object(outer)
    }
}

import FoundationEssentials

/// Judges one travelling record by what it says, before the server stores it and before a device applies
/// it: the key names exactly the record's kind and id; the record reads as its kind does on a device
/// (the store's own readers, so required fields, types and closed sets of values are the domain's);
/// every `data` field has its kind's type (``EventPayload/fieldProblem(in:)``); amounts fit their
/// container (``EventPayload/implausibility()``); times, offsets, spans, settings and texts are within
/// what Hush ever writes (``RecordBounds``); and no record holds more values than any record Hush makes.
/// Who may make the change is a separate question (``SyncAccess``).
///
/// ```swift
/// RecordJudge.fault(key: "event:42", record: bottleOf1e300)   // .implausible(…, "amount_prepared is not from 0 to 16 oz, …")
/// RecordJudge.fault(key: "event:42", record: nil)             // nil: a removal carries no record
/// ```
public enum RecordJudge {
    /// What is wrong with `record` stored under `key`, or nil when it may be kept. A nil record (a
    /// removal) is judged by its key alone.
    public static func fault(key: String, record: JSONValue?) -> RecordFault? {
        guard let parsed = RecordKey(key) else { return .unknownKey(key) }
        guard let record, !record.isNull else { return nil }
        if let problem = shapeFault(parsed, key: key, record: record) { return problem }
        guard let inner = record[parsed.kind.wrapper] else { return .wrongWrapper(key: key, expected: parsed.kind.wrapper) }
        do {
            let bounds = RecordBounds(key: key)
            switch parsed.kind {
            case .event: return try event(inner, parsed, bounds)
            case .baby: return try baby(inner, parsed, bounds)
            case .membership, .invite, .officeHours, .inbox, .householdZone: return try entity(inner, parsed, bounds)
            }
        } catch let fault as RecordFault {
            return fault
        } catch let malformed as JSONField.Malformed {
            return .unreadable(key: key, what: malformed.what)
        } catch {
            return .unreadable(key: key, what: "the record")
        }
    }

    /// The part of the judgement that needs no decoding: the one wrapper key and the number of values.
    /// A change's `before` is held to this only: it is what the device last had, and the server compares
    /// it rather than keeps it current, but it is stored with the change, so its size is bounded too.
    public static func shapeFault(key: String, record: JSONValue?) -> RecordFault? {
        guard let parsed = RecordKey(key) else { return .unknownKey(key) }
        guard let record, !record.isNull else { return nil }
        return shapeFault(parsed, key: key, record: record)
    }

    private static func shapeFault(_ parsed: RecordKey, key: String, record: JSONValue) -> RecordFault? {
        if record.valueCount(upTo: SyncLimits.recordValues) > SyncLimits.recordValues {
            return .tooManyValues(key: key, limit: SyncLimits.recordValues)
        }
        guard case .object(let members) = record, members.count == 1, members[parsed.kind.wrapper] != nil else {
            return .wrongWrapper(key: key, expected: parsed.kind.wrapper)
        }
        return nil
    }

    private static func event(_ json: JSONValue, _ key: RecordKey, _ bounds: RecordBounds) throws -> RecordFault? {
        let event = try JSONRecordReader.event(json)
        try bounds.same("id", event.id, key.id)
        try bounds.id("baby_id", event.babyID)
        try bounds.name("logged_by", event.loggedBy)
        try bounds.timestamp("start_time", event.start)
        if let end = event.end {
            try bounds.timestamp("end_time", end)
            try bounds.span(from: event.start.utc, to: end.utc)
        }
        try bounds.text("notes", event.notes, limit: SyncLimits.textBytes)
        try bounds.times(["created_at": event.createdAt, "updated_at": event.updatedAt, "deleted_at": event.deletedAt])
        var judging = PayloadJudging(data: json["data"] ?? .object([:]))
        if let problem = event.data.visit(&judging) { throw RecordFault.implausible(key: bounds.key, what: problem) }
        return nil
    }

    private static func baby(_ json: JSONValue, _ key: RecordKey, _ bounds: RecordBounds) throws -> RecordFault? {
        let baby = try JSONRecordReader.baby(json)
        try bounds.same("id", baby.id, key.id)
        try bounds.text("name", baby.name, limit: RecordBounds.nameBytes)
        try bounds.birthDate(baby.birthDate)
        try bounds.times(["created_at": baby.createdAt, "updated_at": baby.updatedAt, "deleted_at": baby.deletedAt])
        if let settings = json["settings"] { try bounds.settings(settings) }
        return nil
    }

    private static func entity(_ json: JSONValue, _ key: RecordKey, _ bounds: RecordBounds) throws -> RecordFault? {
        let entity = try Entity(json: json)
        try bounds.same("kind", entity.kind, key.kind.entityKind ?? "")
        try bounds.same("id", entity.id, key.id)
        let value = entity.value
        switch key.kind {
        case .event, .baby:
            return .wrongWrapper(key: bounds.key, expected: key.kind.wrapper)
        case .membership:
            let membership = try Membership(json: value)
            try bounds.same("value.id", membership.id, key.id)
            try bounds.id("baby_id", membership.babyID)
            try bounds.name("person", membership.person)
            try bounds.name("added_by", membership.addedBy)
            try bounds.times(["joined_at": membership.joinedAt])
        case .invite:
            let invite = try Invite(json: value)
            try bounds.same("value.id", invite.id, key.id)
            try bounds.id("baby_id", invite.babyID)
            try bounds.text("code", invite.code, limit: 64)
            try bounds.name("invitee", invite.invitee)
            try bounds.name("created_by", invite.createdBy)
            try bounds.text("used_by", invite.usedBy, limit: RecordBounds.nameBytes)
            try bounds.times(["created_at": invite.createdAt, "expires_at": invite.expiresAt, "used_at": invite.usedAt,
                              "revoked_at": invite.revokedAt])
        case .officeHours:
            let hours = try OfficeHours(json: value)
            try bounds.same("baby_id", hours.babyID, key.id)
            try bounds.name("set_by", hours.setBy)
            try bounds.times(["since": hours.since, "until": hours.until])
        case .inbox:
            let item = try InboxItem(json: value)
            try bounds.same("value.id", item.id, key.id)
            try bounds.id("baby_id", item.babyID)
            try bounds.name("person", item.person)
            try bounds.text("text", item.text, limit: SyncLimits.textBytes)
            try bounds.times(["created_at": item.createdAt, "read_at": item.readAt])
        case .householdZone:
            let zone = try HouseholdZone(json: value)
            try bounds.same("baby_id", zone.babyID, key.id)
            try bounds.text("zone", zone.zone, limit: 64)
            try bounds.text("set_by", zone.setBy, limit: RecordBounds.nameBytes)
        }
        return nil
    }

    /// A kind's own checks on its `data`, with the payload's concrete type.
    private struct PayloadJudging: EventPayloadVisitor {
        let data: JSONValue
        func visit<Payload: EventPayload>(_ payload: Payload) -> String? {
            Payload.fieldProblem(in: data) ?? payload.implausibility()
        }
    }
}

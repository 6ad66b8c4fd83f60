import FoundationEssentials

/// Sync outcomes as one JSON line (`--json`).
enum SyncJSON {
    static func render(_ outcome: SyncOutcome) -> String {
        var fields: [String: JSONValue] = ["ok": .bool(true)]
        func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
        switch outcome {
        case .synced(let report):
            fields["message"] = .string(SyncText.summary(report))
            fields["sync"] = report.json
        case .serverSet(let address, let unlinked):
            fields["server"] = text(address)
            fields["unlinked"] = .bool(unlinked)
        case .conflicts(let conflicts, _, _, _, _):
            fields["conflicts"] = encoded(conflicts)
        case .resolved(let summary):
            fields["message"] = .string(summary)
        case .joined(let person, let baby, let role, let report):
            fields["person"] = .string(person)
            fields["baby_id"] = text(baby)
            fields["role"] = text(role)
            fields["sync"] = report.json
        case .devices(let devices, let this):
            fields["devices"] = encoded(devices)
            fields["this_device"] = text(this)
        case .revoked(let id, let this):
            fields["revoked"] = .string(id)
            fields["this_device"] = .bool(this)
        case .deviceLink(let offer):
            // The link and its expiry only: a drawing is for a terminal, never for a program.
            fields["link"] = .string(offer.link)
            fields["expires_at"] = .string(UTCText.format(offer.expiresAt))
        }
        var writer = JSONLineWriter()
        writer.value(.object(fields))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Protocol types (conflicts, devices) as JSON trees, to sit inside the answer.
    private static func encoded<T: Encodable>(_ value: T) -> JSONValue {
        let encoder = StoreFormat.encoder()
        return (try? encoder.encode(value)).flatMap { try? JSONValue.parse($0) } ?? .null
    }
}

extension SyncReport {
    var json: JSONValue {
        .object(["server": .string(server), "registered": .bool(registered), "pushed": .integer(pushed), "pulled": .integer(pulled),
                 "from": .array(from.map { .string($0) }), "refused": .array(refused.map { .string($0) }),
                 "open_conflicts": .integer(openConflicts), "new_conflicts": .integer(newConflicts)])
    }
}

import Foundation
import HushKit
import PostgresNIO

/// The ledger's operations in SQL. Records and changes are kept as JSON text; the columns beside them
/// are what the rules search by.
extension PostgresLedger {

    static func text<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONTreeEncoder().encode(value), as: UTF8.self)
    }

    static func value<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONTreeDecoder().decode(T.self, from: text.utf8)
    }

    public func createHousehold(_ household: String, device: DeviceRecord) async throws {
        _ = try await create(household, device: device, onlyFirst: false)
    }

    public func createFirstHousehold(_ household: String, device: DeviceRecord) async throws -> Bool {
        try await create(household, device: device, onlyFirst: true)
    }

    /// Every registration, on every server sharing the database, takes one advisory lock for its
    /// transaction, so "is there a household yet?" is asked after the previous registration committed:
    /// without it each transaction saw none of the others' uncommitted rows, and most of a burst got in.
    private func create(_ household: String, device: DeviceRecord, onlyFirst: Bool) async throws -> Bool {
        let logger = self.logger
        return try await call { connection in
            try await connection.withTransaction(logger: logger) { connection in
                _ = try await connection.wholeRows("SELECT pg_advisory_xact_lock(\(Self.registrationLock))", logger: logger)
                if onlyFirst, try await !connection.wholeRows("SELECT 1 FROM hush_households LIMIT 1", logger: logger).isEmpty {
                    return false
                }
                try await connection.query("INSERT INTO hush_households (id) VALUES (\(household))", logger: logger)
                try await self.insert(device, connection)
                return true
            }
        }
    }

    /// The advisory lock registrations take (migrations take 7412).
    static let registrationLock = 7413

    public func addDevice(_ device: DeviceRecord) async throws {
        // A transaction of its own: see ``attempt`` in the push, a lone statement is answered before it commits.
        let logger = self.logger
        try await call { connection in try await connection.withTransaction(logger: logger) { try await self.insert(device, $0) } }
    }

    func insert(_ device: DeviceRecord, _ connection: PostgresConnection) async throws {
        try await connection.query("""
            INSERT INTO hush_devices (id, household, person, person_id, token_hash, created_at)
            VALUES (\(device.id), \(device.household), \(device.person), \(device.personID), \(device.tokenHash), \(device.createdAt))
            """, logger: logger)
    }

    private func devices(_ query: PostgresQuery) async throws -> [DeviceRecord] {
        let logger = self.logger
        return try await call { connection in
            try await connection.wholeRows(query, logger: logger).map { try DeviceByTokenQuery.device($0) }
        }
    }

    public func device(tokenHash: String) async throws -> DeviceRecord? {
        try await call { connection in try await self.statements.rows(DeviceByTokenQuery(tokenHash: tokenHash), on: connection).last }
    }

    /// From memory when this device pushed here before: ``push(_:by:now:trusted:)`` refuses it if it
    /// was revoked since, on any server.
    public func pushingDevice(tokenHash: String) async throws -> DeviceRecord? {
        if let known = pushing[tokenHash] { return known }
        let device = try await device(tokenHash: tokenHash)
        if let device { pushing.remember(device) }
        return device
    }

    public func devices(household: String) async throws -> [DeviceRecord] {
        try await devices("""
            SELECT id, household, person, person_id, token_hash, created_at, revoked_at FROM hush_devices WHERE household = \(household) ORDER BY created_at, id
            """)
    }

    public func revoke(device: String, household: String, at: Date) async throws -> Bool {
        let stamp = UTCText.format(at)
        let logger = self.logger
        let revoked = try await call { connection in try await connection.withTransaction(logger: logger) { connection in
            try await !connection.wholeRows("""
                UPDATE hush_devices SET revoked_at = COALESCE(revoked_at, \(stamp)) WHERE id = \(device) AND household = \(household) RETURNING id
                """, logger: logger).isEmpty
        } }
        if revoked { pushing.forget(device: device) }
        return revoked
    }

    func decodeRecords(_ rows: PostgresQueryResult) throws -> [StoredRecord] {
        try rows.map { row in
            let (key, record, device, person, seq) = try row.decode((String, String?, String, String, Int).self)
            return StoredRecord(key: key, record: try record.map { try Self.value(JSONValue.self, $0) }, device: device, person: person, seq: seq)
        }
    }

    func records(_ keys: [String], household: String, _ connection: PostgresConnection) async throws -> [StoredRecord] {
        guard !keys.isEmpty else { return [] }
        return try decodeRecords(try await connection.wholeRows("""
            SELECT key, record, device, person, seq FROM hush_records WHERE household = \(household) AND key = ANY(\(keys))
            """, logger: logger))
    }

    /// `kind <> 'event'` says which index answers (the other kinds' own, migration 3), so the plan
    /// does not read the household's events; events are read by time, not all at once.
    func records(kind: String, household: String, _ connection: PostgresConnection) async throws -> [StoredRecord] {
        let query: PostgresQuery = kind == "event"
            ? "SELECT key, record, device, person, seq FROM hush_records WHERE household = \(household) AND kind = 'event'"
            : "SELECT key, record, device, person, seq FROM hush_records WHERE household = \(household) AND kind = \(kind) AND kind <> 'event'"
        return try decodeRecords(try await connection.wholeRows(query, logger: logger))
    }

    public func changes(household: String, after seq: Int, limit: Int) async throws -> [ServerChange] {
        let logger = self.logger
        return try await call { connection in
            try await connection.wholeRows("""
                SELECT seq, device, person, body FROM hush_changes WHERE household = \(household) AND seq > \(seq) ORDER BY seq LIMIT \(limit)
                """, logger: logger).map { row in
                let (seq, device, person, body) = try row.decode((Int, String, String, String).self)
                return ServerChange(seq: seq, device: device, person: person, change: try Self.value(SyncChange.self, body))
            }
        }
    }

    public func latestSeq(household: String) async throws -> Int {
        try await latestSeqs(households: [household])[household] ?? 0
    }

    public func records(household: String, keys: [String]) async throws -> [StoredRecord] {
        try await call { try await self.records(keys, household: household, $0) }
    }

    public func records(household: String, kind: String) async throws -> [StoredRecord] {
        try await call { try await self.records(kind: kind, household: household, $0) }
    }

    public func conflicts(household: String) async throws -> [SyncConflict] {
        let logger = self.logger
        return try await call { connection in
            try await connection.wholeRows("SELECT body FROM hush_conflicts WHERE household = \(household) ORDER BY created", logger: logger).map {
                try Self.value(SyncConflict.self, try $0.decode(String.self))
            }
        }
    }

    public func resolve(conflict: String, household: String, resolution: String, at: Date) async throws -> Bool {
        let logger = self.logger
        let resolved = try await call { connection in try await connection.withTransaction(logger: logger) { connection -> Bool in
            var body: String?
            for row in try await connection.wholeRows("""
                SELECT body FROM hush_conflicts WHERE household = \(household) AND id = \(conflict) FOR UPDATE
                """, logger: logger) {
                body = try row.decode(String.self)
            }
            guard let body, var open = try? Self.value(SyncConflict.self, body), open.resolvedAt == nil else { return false }
            open.resolvedAt = UTCText.format(at)
            open.resolution = resolution
            try await connection.query("UPDATE hush_conflicts SET body = \(try Self.text(open)) WHERE household = \(household) AND id = \(conflict)", logger: logger)
            return true
        } }
        if resolved { feed.publish(household: household, seq: try await latestSeq(household: household)) }
        return resolved
    }

    public func invite(code: String) async throws -> (household: String, record: StoredRecord)? {
        let logger = self.logger
        return try await call { connection -> (household: String, record: StoredRecord)? in
            for row in try await connection.wholeRows("""
                SELECT household, key, record, device, person, seq FROM hush_records WHERE invite_code = \(code) LIMIT 1
                """, logger: logger) {
                let (household, key, record, device, person, seq) = try row.decode((String, String, String?, String, String, Int).self)
                return (household, StoredRecord(key: key, record: try record.map { try Self.value(JSONValue.self, $0) }, device: device, person: person, seq: seq))
            }
            return nil
        }
    }
}

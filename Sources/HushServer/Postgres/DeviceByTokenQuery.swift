import Foundation
import PostgresNIO

/// The device a token's hash belongs to, asked on every request: a prepared statement, so PostgreSQL
/// parses and plans it once per connection rather than once per request.
///
/// ```swift
/// let device = try await statements.rows(DeviceByTokenQuery(tokenHash: hash), on: connection).last
/// ```
struct DeviceByTokenQuery: KeptStatement {
    static let name = "HushServer.DeviceByTokenQuery"  // why a literal: ``PushWrite/name``
    static let sql = "SELECT id, household, person, person_id, token_hash, created_at, revoked_at FROM hush_devices WHERE token_hash = $1"

    typealias Row = DeviceRecord

    var tokenHash: String

    func arguments() throws -> [PostgresData] { [try .argument(tokenHash)] }

    func decodeRow(_ row: PostgresRow) throws -> Row { try Self.device(row) }

    /// A row of `hush_devices` in this statement's column order (``DeviceByIDQuery`` reads the same).
    static func device(_ row: PostgresRow) throws -> DeviceRecord {
        let (id, household, person, personID, hash, created, revoked) = try row.decode((String, String, String, String?, String, String, String?).self)
        var device = DeviceRecord(id: id, household: household, person: person, personID: personID, tokenHash: hash, createdAt: .distantPast)
        device.createdAt = created
        device.revokedAt = revoked
        return device
    }
}

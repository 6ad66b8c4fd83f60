import Foundation
import PostgresNIO

/// The device with an id, asked when a device link is redeemed (is the device that made it still live?).
///
/// ```swift
/// let device = try await statements.rows(DeviceByIDQuery(id: "d…"), on: connection).last
/// ```
struct DeviceByIDQuery: KeptStatement {
    static let name = "HushServer.DeviceByIDQuery"  // why a literal: ``PushWrite/name``
    static let sql = "SELECT id, household, person, person_id, token_hash, created_at, revoked_at FROM hush_devices WHERE id = $1"

    typealias Row = DeviceRecord

    var id: String

    func arguments() throws -> [PostgresData] { [try .argument(id)] }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        try DeviceByTokenQuery.device(row)
    }
}

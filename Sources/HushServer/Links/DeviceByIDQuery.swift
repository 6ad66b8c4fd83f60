import Foundation
import PostgresNIO

/// The device with an id, asked when a device link is redeemed (is the device that made it still live?).
///
/// ```swift
/// for try await device in try await connection.execute(DeviceByIDQuery(id: "d…"), logger: logger) { … }
/// ```
struct DeviceByIDQuery: PostgresPreparedStatement {
    static let name = "HushServer.DeviceByIDQuery"  // why a literal: ``PushWrite/name``
    static let sql = "SELECT id, household, person, person_id, token_hash, created_at, revoked_at FROM hush_devices WHERE id = $1"

    typealias Row = DeviceRecord

    var id: String

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings()
        bindings.append(id)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        try DeviceByTokenQuery.device(row)
    }
}

import Foundation
import HushKit
import PostgresNIO

/// Device links in PostgreSQL (`hush_device_links`, migration 6). Redeeming locks the link's row, so two
/// phones sending one code through two servers at once make one device between them.
extension PostgresLedger {
    public func addDeviceLink(_ link: DeviceLink) async throws {
        let logger = self.logger
        try await call { connection in try await connection.withTransaction(logger: logger) { connection in
            _ = try await connection.query("""
                INSERT INTO hush_device_links (code_hash, household, device, created_at, expires_at)
                VALUES (\(link.codeHash), \(link.household), \(link.device), \(link.createdAt), \(link.expiresAt))
                """, logger: logger)
        } }
    }

    public func redeemDeviceLink(codeHash: String, device: String, tokenHash: String, at: Date) async throws -> DeviceLinkOutcome {
        let logger = self.logger
        return try await call { connection in try await connection.withTransaction(logger: logger) { connection -> DeviceLinkOutcome in
            var link: DeviceLink?
            for row in try await connection.wholeRows("""
                SELECT household, device, created_at, expires_at, used_at FROM hush_device_links WHERE code_hash = \(codeHash) FOR UPDATE
                """, logger: logger) {
                let (household, maker, created, expires, used) = try row.decode((String, String, String, String, String?).self)
                link = DeviceLink(codeHash: codeHash, household: household, device: maker, createdAt: created, expiresAt: expires, usedAt: used)
            }
            guard let link else { return .unknown }
            let maker = try await self.statements.rows(DeviceByIDQuery(id: link.device), on: connection).last
            let outcome = link.judge(maker: maker, now: at)
            guard case .redeemable(let owner) = outcome else { return outcome }
            let added = DeviceLink.device(for: owner, id: device, tokenHash: tokenHash, at: at)
            try await connection.query("""
                UPDATE hush_device_links SET used_at = \(UTCText.format(at)), used_by = \(added.id) WHERE code_hash = \(codeHash)
                """, logger: logger)
            try await self.insert(added, connection)
            return .redeemed(added)
        } }
    }
}

import Foundation
import HushKit

extension SyncService {
    /// `POST /v1/devices`: another token for the same person (the same person id) in the same household, for a voice assistant
    /// or any client that should not share a device's token (each shows in `devices` and is revoked alone).
    ///
    /// ```swift
    /// let grant = try await service.addDevice(for: device, now: Date())   // grant.token: shown once
    /// ```
    public func addDevice(for device: DeviceRecord, now: Date) async throws -> SyncMessages.Grant {
        let token = DeviceToken.make()
        let added = DeviceRecord(id: DeviceToken.id("d"), household: device.household, person: device.person, personID: device.identity.id,
                                 tokenHash: DeviceToken.hash(token), createdAt: now)
        try await ledger.addDevice(added)
        return SyncMessages.Grant(household: added.household, device: added.id, token: token, person: added.person, personID: added.personID)
    }
}

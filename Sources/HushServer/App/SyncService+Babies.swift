import Foundation
import HushKit

/// The babies a device's person belongs to, and their office hours, from the ledger: what `/app/me` lists
/// and what `/v1/status` answers for a subscriber (the permission table: a subscriber sees the baby's
/// name and office hours, nothing else).
extension SyncService {
    /// Each baby the person has a role with, oldest first, with that role (from the memberships bound to
    /// the token's person id, never from a name).
    ///
    /// ```swift
    /// try await service.babies(of: device)   // [(Eddie, .caregiver)]
    /// ```
    func babies(of device: DeviceRecord) async throws -> [(baby: Baby, role: Membership.Role)] {
        let access = try await householdAccess(device.household)
        let person = device.identity
        var found: [(baby: Baby, role: Membership.Role)] = []
        for stored in try await ledger.records(household: device.household, kind: "baby") {
            guard case .baby(let baby)? = try? SyncChange.record(stored.record), baby.deletedAt == nil,
                  let role = access.role(of: person, baby: baby.id) else { continue }
            found.append((baby, role))
        }
        return found.sorted { ($0.baby.createdAt, $0.baby.id) < ($1.baby.createdAt, $1.baby.id) }
    }

    /// `{"available": Bool, "since": ISO 8601 or null}` for these babies at `now`: the one baby's when
    /// there is one; of several, the one in office hours (the latest opened), else the latest set. A
    /// household's office hours are usually opened for every baby at once.
    func officeHours(of babyIDs: [String], household: String, at now: Date) async throws -> JSONValue {
        let keys = babyIDs.map { "entity:\(OfficeHours.kind):\($0)" }
        let hours = try await ledger.records(household: household, keys: keys).compactMap { stored -> OfficeHours? in
            guard case .entity(let entity)? = try? SyncChange.record(stored.record) else { return nil }
            return try? OfficeHours(json: entity.value)
        }
        let open = hours.filter { $0.isAvailable(at: now) }
        guard let shown = (open.isEmpty ? hours : open).max(by: { $0.since < $1.since }) else {
            return .object(["available": .bool(false), "since": .null])
        }
        let available = shown.isAvailable(at: now)
        // Opened for a while (`office hours on for 30 min`) and past it: closed since its end, as `office hours` says.
        let since = !available && shown.available ? shown.until ?? shown.since : shown.since
        return .object(["available": .bool(available), "since": .string(UTCText.format(since))])
    }
}

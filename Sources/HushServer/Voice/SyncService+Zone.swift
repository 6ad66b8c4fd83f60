import Foundation
import HushKit

extension SyncService {
    /// The household's zone (``HouseholdZone``): the latest one sent, by `set zone` on a device or by a
    /// device's first sync; nil before any device sent one. What the server computes for a family (voice
    /// lines, the family page) reads the family's wall clock in it, whatever the server's own `TZ`.
    ///
    /// ```swift
    /// try await service.householdZone("h…")?.identifier   // "America/New_York"
    /// ```
    public func householdZone(_ household: String) async throws -> ZoneRules? {
        let zones = try await ledger.records(household: household, kind: HouseholdZone.kind).compactMap { stored -> (ZoneRules, Int)? in
            guard case .entity(let entity)? = try? SyncChange.record(stored.record),
                  let zone = (try? HouseholdZone(json: entity.value))?.timeZone else { return nil }
            return (zone, stored.seq)
        }
        // `set zone` writes every baby's record in one push: the latest of them is the household's choice.
        return zones.max { $0.1 < $1.1 }?.0
    }
}

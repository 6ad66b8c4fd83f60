import Foundation
import HushKit

/// The family page (`/family/CODE`): what a subscriber invite's code shows to anyone holding the link.
extension SyncService {
    /// The family page's state for a subscriber invite's code: the baby's name and office hours, nothing else.
    public func familyStatus(code typed: String) async throws -> (household: String, babyID: String, status: SyncMessages.FamilyStatus) {
        guard let code = InviteCode.normalized(typed), let (household, stored) = try await ledger.invite(code: code),
              case .entity(let entity)? = try SyncChange.record(stored.record), let invite = try? Invite(json: entity.value),
              invite.role == .subscriber, invite.revokedAt == nil else {
            throw SyncFailure.notFound("this family link is not valid (it may have been revoked)")
        }
        let records = try await ledger.records(household: household, keys: ["baby:\(invite.babyID)", "entity:\(OfficeHours.kind):\(invite.babyID)"])
        var name = "The baby"
        var hours: OfficeHours?
        for record in records {
            switch try? SyncChange.record(record.record) {
            case .baby(let baby)?: name = baby.name
            case .entity(let entity)? where entity.kind == OfficeHours.kind: hours = try? OfficeHours(json: entity.value)
            default: break
            }
        }
        let available = hours?.isAvailable(at: WallClock.now()) ?? false
        let zone = try await householdZone(household)
        let status = SyncMessages.FamilyStatus(baby: name, available: available, since: hours.map { UTCText.format($0.since) }, zone: zone?.identifier)
        return (household, invite.babyID, status)
    }
}

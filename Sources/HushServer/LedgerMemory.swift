import Foundation
import HushKit

/// Everything the embedded backend holds in memory, rebuilt from its journal by replaying each line.
struct LedgerMemory {
    var households: [String: HouseholdMemory] = [:]
    var devices: [String: DeviceRecord] = [:]
    var deviceByToken: [String: String] = [:]
    /// Normalised invite codes: the household and record key of the invite.
    var inviteCodes: [String: (household: String, key: String)] = [:]

    mutating func replay(_ operation: LedgerOperation) {
        switch operation {
        case .household(let id, let device):
            households[id] = HouseholdMemory()
            remember(device)
        case .device(let device):
            remember(device)
        case .revoke(let id, _, let at):
            devices[id]?.revokedAt = at
        case .push(let household, let changes, let conflicts):
            for change in changes {
                households[household, default: HouseholdMemory()].apply(change)
                let facts = RecordFacts(key: change.change.key, json: change.change.after)
                if let code = facts.inviteCode { inviteCodes[code] = (household, change.change.key) }
            }
            households[household, default: HouseholdMemory()].conflicts.append(contentsOf: conflicts)
        case .resolve(let household, let conflict, let resolution, let at):
            if let index = households[household]?.conflicts.firstIndex(where: { $0.id == conflict }) {
                households[household]!.conflicts[index].resolution = resolution
                households[household]!.conflicts[index].resolvedAt = at
            }
        }
    }

    mutating func remember(_ device: DeviceRecord) {
        devices[device.id] = device
        deviceByToken[device.tokenHash] = device.id
    }
}

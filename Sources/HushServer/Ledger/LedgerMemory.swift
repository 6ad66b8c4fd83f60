import Foundation
import HushKit

/// Everything the embedded backend holds in memory, rebuilt from its journal by replaying each line.
///
/// ```swift
/// var memory = LedgerMemory()
/// memory.replay(operation, at: LinePlace(offset: 0, length: 212, line: 1))
/// ```
struct LedgerMemory {
    var households: [String: HouseholdMemory] = [:]
    var devices: [String: DeviceRecord] = [:]
    var deviceByToken: [String: String] = [:]
    /// Normalised invite codes: the household and record key of the invite holding each, server-wide
    /// (``InviteCodeHolder``). A code stays with its invite through use, revocation and removal.
    var inviteCodes: [String: (household: String, key: String)] = [:]
    /// The code each invite holds, by household and then record key: an invite whose code changed lets
    /// go of the old one, as PostgreSQL's row does.
    var codeOfInvite: [String: [String: String]] = [:]
    /// Device links by the hash of their code, used and expired ones too (a used code answers 410, not 404).
    var deviceLinks: [String: DeviceLink] = [:]
    /// The key of every household's digests (``KeyDigest``): drawn for a ledger read whole, and read
    /// from the snapshot otherwise.
    var digester = KeyDigester.random()

    static let invitePrefix = "entity:\(Invite.kind):"

    /// Takes in one journal line's operation; `place` is where the line lies, kept for each change instead
    /// of the change.
    mutating func replay(_ operation: LedgerOperation, at place: LinePlace) {
        switch operation {
        case .household(let id, let device):
            households[id] = HouseholdMemory(digester: digester)
            remember(device)
        case .device(let device):
            remember(device)
        case .revoke(let id, _, let at):
            devices[id]?.revokedAt = at
        case .push(let household, let changes, let conflicts):
            for (index, change) in changes.enumerated() {
                households[household, default: HouseholdMemory(digester: digester)].apply(change, at: ChangePlace(line: place, index: index))
                // Only an invite holds a code: reading every event's facts again for it cost a date parse a push.
                guard change.change.key.hasPrefix(Self.invitePrefix) else { continue }
                let facts = RecordFacts(key: change.change.key, json: change.change.after)
                if let code = facts.inviteCode { hold(code, household: household, key: change.change.key) }
            }
            households[household, default: HouseholdMemory(digester: digester)].conflicts.append(contentsOf: conflicts)
        case .resolve(let household, let conflict, let resolution, let at):
            if let index = households[household]?.conflicts.firstIndex(where: { $0.id == conflict }) {
                households[household]!.conflicts[index].resolution = resolution
                households[household]!.conflicts[index].resolvedAt = at
            }
        case .deviceLink(let link):
            deviceLinks[link.codeHash] = link
        case .deviceLinkUsed(let codeHash, let device, let at):
            deviceLinks[codeHash]?.usedAt = at
            remember(device)
        }
    }

    /// Gives `code` to the invite, unless another holds it: the push rules refuse that now, so only a
    /// journal written before codes were unique has it, and there the invite that carried it first keeps it.
    mutating func hold(_ code: String, household: String, key: String) {
        if let holder = inviteCodes[code], holder != (household, key) { return }
        if let old = codeOfInvite[household]?[key], old != code { inviteCodes[old] = nil }
        inviteCodes[code] = (household, key)
        codeOfInvite[household, default: [:]][key] = code
    }

    /// Who holds each of `codes`, as the push rules of `household` see it.
    func holders(of codes: [String], household: String) -> [String: InviteCodeHolder] {
        var found: [String: InviteCodeHolder] = [:]
        for code in codes {
            guard let holder = inviteCodes[code] else { continue }
            found[code] = holder.household == household ? .here(key: holder.key) : .elsewhere
        }
        return found
    }

    mutating func remember(_ device: DeviceRecord) {
        devices[device.id] = device
        deviceByToken[device.tokenHash] = device.id
    }
}

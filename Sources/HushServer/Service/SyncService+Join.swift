import Foundation
import HushKit

/// Joining with an invite code (`POST /v1/join`). An invite is redeemed only under the name it was made
/// for, and only by a new person, unless the request carries the token of a device already speaking for
/// the person of that name (the same person joining another baby). A taken name never hands over the
/// rights of the person who has it: the new device gets a person id of its own.
extension SyncService {
    /// Redeems an invite code on the server: a new device for the person, the invite marked used and the
    /// membership (bound to the person's id) added as the server's own changes, which every device then pulls.
    ///
    /// ```swift
    /// let grant = try await service.join(code: "7KQM-X2PD-HN4RT", person: "Nana", caller: nil, now: Date())
    /// ```
    public func join(code typed: String, person: String, caller: DeviceRecord?, now: Date) async throws -> SyncMessages.Grant {
        // Guessing codes is capped per address by the router (``AddressThrottle``), before this is reached.
        try await joins.run { try await redeem(code: typed, person: person, caller: caller, now: now) }
    }

    private func redeem(code typed: String, person: String, caller: DeviceRecord?, now: Date) async throws -> SyncMessages.Grant {
        guard let code = InviteCode.normalized(typed) else { throw SyncFailure.badRequest("'\(typed)' is not an invite code") }
        let name = try Self.validName(person)
        guard let (household, stored) = try await ledger.invite(code: code),
              case .entity(let entity)? = try SyncChange.record(stored.record), var invite = try? Invite(json: entity.value) else {
            throw SyncFailure.notFound("no invite has the code \(typed)")
        }
        // Who used it is not told: an unauthenticated caller learns no one's name.
        if invite.revokedAt != nil { throw SyncFailure.gone("that invite was revoked") }
        if invite.usedAt != nil { throw SyncFailure.gone("that invite was already used; invites work once: ask for a new one") }
        if invite.expiresAt <= now { throw SyncFailure.gone("that invite expired on \(UTCText.format(invite.expiresAt))") }
        let invitee = invite.invitee.trimmingCharacters(in: .whitespacesAndNewlines)
        if !invitee.isEmpty, PersonName.key(invitee) != PersonName.key(name) {
            throw SyncFailure.forbidden("this invite was made for someone else by name: join with the name it was made for "
                + "(`join CODE as NAME`, as the person who invited you wrote it)")
        }
        let joiner = try await joiningPerson(named: name, household: household, caller: caller)
        let access = try await householdAccess(household)
        if access.role(of: joiner, baby: invite.babyID) != nil {
            throw SyncFailure.conflict("\(name) is already connected to this baby; 'people' shows how")
        }
        let token = DeviceToken.make()
        let device = DeviceRecord(id: DeviceToken.id("d"), household: household, person: joiner.name, personID: joiner.id,
                                  tokenHash: DeviceToken.hash(token), createdAt: now)
        try await ledger.addDevice(device)
        let before = invite.record
        invite.usedAt = now
        invite.usedBy = joiner.name
        var membership = Membership(id: DeviceToken.id("m"), babyID: invite.babyID, person: joiner.name, role: invite.role, joinedAt: now,
                                    addedBy: invite.createdBy)
        membership.personID = joiner.id
        let changes = [
            SyncChange(id: device.id + ":join:0", key: before.key, before: stored.record, after: SyncChange.json(invite.record), by: joiner.name, at: now),
            SyncChange(id: device.id + ":join:1", key: membership.record.key, before: nil, after: SyncChange.json(membership.record), by: joiner.name, at: now),
        ]
        // The server's own changes: attributed to no device, so the joining device pulls them like everyone else.
        var server = device
        server.id = "server"
        _ = try await ledger.push(changes, by: server, now: now, trusted: true)
        return SyncMessages.Grant(household: household, device: device.id, token: token, person: joiner.name, personID: joiner.id,
                                  babyID: invite.babyID, role: invite.role.rawValue)
    }

    /// Who joins under `name`: a new person when no one in the household goes by it (compared as the
    /// store compares names); the caller's own person when the caller's device speaks for the person
    /// who does; refused otherwise, whoever is asking.
    private func joiningPerson(named name: String, household: String, caller: DeviceRecord?) async throws -> SyncPerson {
        let key = PersonName.key(name)
        var holders = Set(try await ledger.devices(household: household)
            .filter { $0.revokedAt == nil && PersonName.key($0.person) == key }.map(\.identity.id))
        for record in try await ledger.records(household: household, kind: Membership.kind) {
            let facts = record.facts
            if !facts.isDeleted, facts.person.map(PersonName.key) == key, let owner = SyncAccess.owner(facts) { holders.insert(owner) }
        }
        if holders.isEmpty { return SyncPerson(id: DeviceToken.id("p"), name: name) }
        if let caller, caller.household == household, holders == [caller.identity.id] { return caller.identity }
        throw SyncFailure.conflict("the name '\(name)' is already taken in this household: join under another name, "
            + "or join from a device already linked as that person")
    }
}

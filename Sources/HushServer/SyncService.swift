import Foundation
import HushKit

/// The server's behaviour, independent of HTTP: who a token is, what a device may read, joining with an
/// invite, pushing, pulling, resolving and revoking. ``SyncRouter`` maps requests onto it.
///
/// ```swift
/// let service = SyncService(ledger: ledger)
/// let grant = try await service.register(person: "Gavin", now: Date())
/// ```
public struct SyncService: Sendable {
    public let ledger: any HouseholdLedger
    /// Whether `POST /v1/households` registers anyone (``RegistrationPolicy``).
    public let registration: RegistrationPolicy
    /// The most changes one pull returns; the device asks again while `more` is true.
    static let pageSize = 2_000

    public init(ledger: any HouseholdLedger, registration: RegistrationPolicy = .open) {
        self.ledger = ledger
        self.registration = registration
    }

    public func register(person: String, now: Date) async throws -> SyncMessages.Grant {
        switch registration {
        case .open: break
        case .closed: throw SyncFailure.forbidden(RegistrationPolicy.refusal)
        case .first: if try await ledger.hasHouseholds() { throw SyncFailure.forbidden(RegistrationPolicy.refusal) }
        }
        let name = person.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw SyncFailure.badRequest("a person's name is needed") }
        guard name.count <= PersonName.maxLength else {
            throw SyncFailure.badRequest("a person's name is at most \(PersonName.maxLength) characters")
        }
        let token = DeviceToken.make()
        let household = DeviceToken.id("h")
        let device = DeviceRecord(id: DeviceToken.id("d"), household: household, person: name, tokenHash: DeviceToken.hash(token), createdAt: now)
        try await ledger.createHousehold(household, device: device)
        return SyncMessages.Grant(household: household, device: device.id, token: token, person: name)
    }

    public func authenticate(_ authorization: String?) async throws -> DeviceRecord {
        guard let authorization, authorization.hasPrefix("Bearer ") else { throw SyncFailure.unauthorized }
        let token = String(authorization.dropFirst("Bearer ".count)).trimmingCharacters(in: .whitespaces)
        guard let device = try await ledger.device(tokenHash: DeviceToken.hash(token)), device.revokedAt == nil else {
            throw SyncFailure.unauthorized
        }
        return device
    }

    /// Redeems an invite code on the server: a new device for the person, the invite marked used and the
    /// membership added as the server's own changes, which every device then pulls.
    /// Guessing codes is capped per address by the router (``AddressThrottle``), before this is reached.
    public func join(code typed: String, person: String, now: Date) async throws -> SyncMessages.Grant {
        try await redeem(code: typed, person: person, now: now)
    }

    private func redeem(code typed: String, person: String, now: Date) async throws -> SyncMessages.Grant {
        guard let code = InviteCode.normalized(typed) else { throw SyncFailure.badRequest("'\(typed)' is not an invite code") }
        guard let (household, stored) = try await ledger.invite(code: code),
              case .entity(let entity)? = try SyncChange.record(stored.record), var invite = try? Invite(json: entity.value) else {
            throw SyncFailure.notFound("no invite has the code \(typed)")
        }
        if invite.revokedAt != nil { throw SyncFailure.gone("that invite was revoked") }
        if invite.usedAt != nil { throw SyncFailure.gone("that invite was already used\(invite.usedBy.map { " by \($0)" } ?? "")") }
        if invite.expiresAt <= now { throw SyncFailure.gone("that invite expired on \(UTCText.format(invite.expiresAt))") }
        let token = DeviceToken.make()
        let device = DeviceRecord(id: DeviceToken.id("d"), household: household, person: person, tokenHash: DeviceToken.hash(token), createdAt: now)
        try await ledger.addDevice(device)
        let before = invite.record
        invite.usedAt = now
        invite.usedBy = person
        let membership = Membership(id: DeviceToken.id("m"), babyID: invite.babyID, person: person, role: invite.role, joinedAt: now, addedBy: invite.createdBy)
        let changes = [
            SyncChange(id: device.id + ":join:0", key: before.key, before: stored.record, after: SyncChange.json(invite.record), by: person, at: now),
            SyncChange(id: device.id + ":join:1", key: membership.record.key, before: nil, after: SyncChange.json(membership.record), by: person, at: now),
        ]
        // The server's own changes: attributed to no device, so the joining device pulls them like everyone else.
        var server = device
        server.id = "server"
        _ = try await ledger.push(changes, by: server, now: now, trusted: true)
        return SyncMessages.Grant(household: household, device: device.id, token: token, person: person, babyID: invite.babyID, role: invite.role.rawValue)
    }

    public func push(_ changes: [SyncChange], device: DeviceRecord, now: Date) async throws -> PushReply {
        try await ledger.push(changes, by: device, now: now, trusted: false)
    }

    /// Changes after `seq` that this device's person may read, and the open conflicts about them.
    public func pull(after seq: Int, device: DeviceRecord) async throws -> SyncMessages.Pull {
        let page = try await ledger.changes(household: device.household, after: seq, limit: Self.pageSize)
        let access = SyncAccess(memberships: try await ledger.records(household: device.household, kind: Membership.kind))
        let readable = page.filter { change in
            // A removal carries no record: judge it by the version it removed.
            access.canRead(RecordFacts(key: change.change.key, json: change.change.after ?? change.change.before), person: device.person)
        }
        let conflicts = try await ledger.conflicts(household: device.household).filter { conflict in
            conflict.resolvedAt == nil && access.canRead(RecordFacts(key: conflict.second.key, json: conflict.second.record), person: device.person)
        }
        return SyncMessages.Pull(changes: readable, next: page.last?.seq ?? seq, more: page.count == Self.pageSize, conflicts: conflicts)
    }

    public func resolve(conflict: String, resolution: String, device: DeviceRecord, now: Date) async throws {
        guard ["keep mine", "keep theirs", "merge", "keep both"].contains(resolution) else {
            throw SyncFailure.badRequest("a resolution is 'keep mine', 'keep theirs', 'merge' or 'keep both'")
        }
        guard try await ledger.resolve(conflict: conflict, household: device.household, resolution: "\(resolution) (\(device.person))", at: now) else {
            throw SyncFailure.notFound("no open conflict \(conflict)")
        }
    }

    public func devices(of device: DeviceRecord) async throws -> [SyncMessages.Device] {
        try await ledger.devices(household: device.household).map {
            SyncMessages.Device(id: $0.id, person: $0.person, createdAt: $0.createdAt, revokedAt: $0.revokedAt)
        }
    }

    /// A device may revoke itself; revoking another's needs the primary role for some baby.
    public func revoke(_ target: String, by device: DeviceRecord, now: Date) async throws {
        if target != device.id {
            let access = SyncAccess(memberships: try await ledger.records(household: device.household, kind: Membership.kind))
            let babies = try await ledger.records(household: device.household, kind: "baby").compactMap(\.facts.babyID)
            guard babies.contains(where: { access.role(of: device.person, baby: $0) == .primary }) else {
                throw SyncFailure.forbidden("only a primary caregiver revokes another person's device")
            }
        }
        guard try await ledger.revoke(device: target, household: device.household, at: now) else {
            throw SyncFailure.notFound("no device \(target) in this household")
        }
    }

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
            case .entity(let entity)?: hours = try? OfficeHours(json: entity.value)
            default: break
            }
        }
        let available = hours?.isAvailable(at: WallClock.now()) ?? false
        let status = SyncMessages.FamilyStatus(baby: name, available: available, since: hours.map { UTCText.format($0.since) })
        return (household, invite.babyID, status)
    }
}

import Foundation
import HushKit

/// The server's behaviour, independent of HTTP: who a token is, what a device may read, joining with an
/// invite, pushing, pulling, resolving and revoking. ``SyncRouter`` maps requests onto it.
///
/// Every role decision starts from the token: the device it belongs to speaks for one person id
/// (``DeviceRecord/identity``), and that person's role with a baby comes from the memberships bound to
/// that id alone, never from a name (docs/security.md, Identity).
///
/// ```swift
/// let service = SyncService(ledger: ledger)
/// let grant = try await service.register(person: "Gavin", now: Date())   // a new person id, p…
/// ```
public struct SyncService: Sendable {
    public let ledger: any HouseholdLedger
    /// Joins handled one at a time on this server, so one code is redeemed once and one name taken once.
    let joins = JoinQueue()
    /// Whether `POST /v1/households` registers anyone (``RegistrationPolicy``).
    public let registration: RegistrationPolicy
    /// The most changes one pull returns; the device asks again while `more` is true.
    static let pageSize = 2_000

    public init(ledger: any HouseholdLedger, registration: RegistrationPolicy = .open) {
        self.ledger = ledger
        self.registration = registration
    }

    /// A new household, and its first device speaking for a new person.
    public func register(person: String, now: Date) async throws -> SyncMessages.Grant {
        if registration == .closed { throw SyncFailure.forbidden(RegistrationPolicy.refusal) }
        let name = try Self.validName(person)
        let token = DeviceToken.make()
        let household = DeviceToken.id("h")
        let device = DeviceRecord(id: DeviceToken.id("d"), household: household, person: name, personID: DeviceToken.id("p"),
                                  tokenHash: DeviceToken.hash(token), createdAt: now)
        switch registration {
        case .open: try await ledger.createHousehold(household, device: device)
        case .closed: throw SyncFailure.forbidden(RegistrationPolicy.refusal)
        case .first:
            // Asked and written in one step: asking first and creating after let 56 of 60 simultaneous
            // registrations through on PostgreSQL.
            guard try await ledger.createFirstHousehold(household, device: device) else { throw SyncFailure.forbidden(RegistrationPolicy.refusal) }
        }
        return SyncMessages.Grant(household: household, device: device.id, token: token, person: name, personID: device.personID)
    }

    /// The device a token belongs to, unless it is unknown or revoked.
    public func authenticate(_ authorization: String?) async throws -> DeviceRecord {
        try await authenticate(authorization) { try await ledger.device(tokenHash: $0) }
    }

    /// ``authenticate(_:)`` before a push, which the ledger may answer from memory: the push itself is
    /// refused (401) if the device was revoked meanwhile (``HouseholdLedger/pushingDevice(tokenHash:)``).
    public func authenticateToPush(_ authorization: String?) async throws -> DeviceRecord {
        try await authenticate(authorization) { try await ledger.pushingDevice(tokenHash: $0) }
    }

    private func authenticate(_ authorization: String?, lookUp: (String) async throws -> DeviceRecord?) async throws -> DeviceRecord {
        guard let authorization, authorization.hasPrefix("Bearer ") else { throw SyncFailure.unauthorized }
        guard let device = try await lookUp(DeviceToken.hash(Self.bearerToken(authorization))), device.revokedAt == nil else {
            throw SyncFailure.unauthorized
        }
        return device
    }

    /// The token after `Bearer `, without the spaces around it (Foundation's `.whitespaces`). A token as
    /// a device sends it begins and ends with a printable ASCII character, which that set never holds, so
    /// it is taken as it is; anything else is trimmed by Foundation, whose character set took 2% of the
    /// embedded server's processor time under load, four times the token's hash.
    static func bearerToken(_ authorization: String) -> String {
        let token = authorization.utf8.dropFirst("Bearer ".count)
        if let first = token.first, let last = token.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return String(Substring(token))
        }
        return String(Substring(token)).trimmingCharacters(in: .whitespaces)
    }

    /// A name as it enters the household, or a 400 saying what is wrong with it.
    static func validName(_ typed: String) throws -> String {
        do {
            return try PersonName.validated(typed)
        } catch {
            throw SyncFailure.badRequest(error.description)
        }
    }

    /// The household's memberships, as the access rules read them.
    func householdAccess(_ household: String) async throws -> SyncAccess {
        SyncAccess(memberships: try await ledger.records(household: household, kind: Membership.kind))
    }

    public func push(_ changes: [SyncChange], device: DeviceRecord, now: Date) async throws -> PushReply {
        try await ledger.push(changes, by: device, now: now, trusted: false)
    }

    /// Changes after `seq` that this device's person may read, and the open conflicts about them. A
    /// subscriber's copy of the baby holds its name alone (``SubscriberView``).
    public func pull(after seq: Int, device: DeviceRecord) async throws -> SyncMessages.Pull {
        let page = try await ledger.changes(household: device.household, after: seq, limit: Self.pageSize)
        let access = try await householdAccess(device.household)
        let person = device.identity
        let readable = page.compactMap { change -> ServerChange? in
            // A removal carries no record: judge it by the version it removed.
            let facts = RecordFacts(key: change.change.key, json: change.change.after ?? change.change.before)
            guard access.canRead(facts, person: person) else { return nil }
            return facts.kind == "baby" && access.role(of: person, baby: facts.babyID ?? "") == .subscriber ? SubscriberView.baby(change) : change
        }
        let conflicts = try await ledger.conflicts(household: device.household).filter { conflict in
            let facts = RecordFacts(key: conflict.second.key, json: conflict.second.record)
            // A subscriber has nothing to resolve, and a baby's conflict would show what their view leaves out.
            return conflict.resolvedAt == nil && access.canRead(facts, person: person)
                && access.role(of: person, baby: facts.babyID ?? "") != .subscriber
        }
        return SyncMessages.Pull(changes: readable, next: page.last?.seq ?? seq, more: page.count == Self.pageSize, conflicts: conflicts)
    }

    /// Closes an open conflict the device's person may resolve: one about a baby they log for. Anyone
    /// else is told there is no such conflict, as if it did not exist.
    public func resolve(conflict: String, resolution: String, device: DeviceRecord, now: Date) async throws {
        guard ["keep mine", "keep theirs", "merge", "keep both"].contains(resolution) else {
            throw SyncFailure.badRequest("a resolution is 'keep mine', 'keep theirs', 'merge' or 'keep both'")
        }
        let access = try await householdAccess(device.household)
        let open = try await ledger.conflicts(household: device.household).first { $0.id == conflict && $0.resolvedAt == nil }
        let baby = open.flatMap { RecordFacts(key: $0.second.key, json: $0.second.record ?? $0.first.record).babyID }
        guard let baby, [.primary, .caregiver].contains(access.role(of: device.identity, baby: baby)) else {
            throw SyncFailure.notFound("no open conflict \(conflict)")
        }
        guard try await ledger.resolve(conflict: conflict, household: device.household, resolution: "\(resolution) (\(device.person))", at: now) else {
            throw SyncFailure.notFound("no open conflict \(conflict)")
        }
    }

    /// The devices of the people the caller logs for a baby with (primary or caregiver of a baby they
    /// belong to), and the caller's own: a subscriber sees office hours, not who else is in.
    public func devices(of device: DeviceRecord) async throws -> [SyncMessages.Device] {
        let person = device.identity
        let access = try await householdAccess(device.household)
        return try await ledger.devices(household: device.household)
            .filter { $0.identity.id == person.id || access.holds([.primary, .caregiver], over: $0.identity.id, person: person) }
            .map { SyncMessages.Device(id: $0.id, person: $0.person, createdAt: $0.createdAt, revokedAt: $0.revokedAt) }
    }

    /// A device may revoke itself or another of its own person's; revoking someone else's needs the
    /// primary role for a baby that person belongs to (``SyncAccess/holds(_:over:person:)``). The revoked
    /// token's open event streams end at once.
    public func revoke(_ target: String, by device: DeviceRecord, now: Date) async throws {
        let person = device.identity
        if let owner = try await ledger.devices(household: device.household).first(where: { $0.id == target })?.identity.id, owner != person.id {
            guard try await householdAccess(device.household).holds([.primary], over: owner, person: person) else {
                throw SyncFailure.forbidden("only the primary caregiver of a baby they belong to revokes another person's device")
            }
        }
        guard try await ledger.revoke(device: target, household: device.household, at: now) else {
            throw SyncFailure.notFound("no device \(target) in this household")
        }
        ledger.feed.finish(device: target)
    }
}

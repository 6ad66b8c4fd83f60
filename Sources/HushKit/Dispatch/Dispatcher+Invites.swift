import FoundationEssentials
import HushDomain

/// Invites to a baby's circle: making one (a code for a caregiver or a subscriber), listing the open
/// ones, revoking one. Joining with a code is `Dispatcher+Join.swift`.
extension PeopleHandler {
    func invite(_ name: String, as role: Membership.Role, days: Int?, _ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        let person = request.person, now = request.now
        try circle.require(role == .caregiver ? .inviteCaregiver : .inviteSubscriber, by: person)
        if let existing = circle.member(name) { throw PeopleError.alreadyMember(existing.person, role: existing.role, baby: baby.name) }
        let code: String
        if let seed = ProcessEnvironment.value("HUSH_TEST_SEED").flatMap(UInt64.init) {
            var random = SeededGenerator(seed: seed &+ UInt64(store.state.seq))
            code = InviteCode.generate(using: &random)
        } else {
            var random = SystemRandomNumberGenerator()
            code = InviteCode.generate(using: &random)
        }
        let invite = Invite(id: request.ids.make(), code: code, babyID: baby.id, role: role, createdBy: person, createdAt: now,
                            expiresAt: now.addingTimeInterval(Double(days ?? 7) * 86_400), invitee: name)
        try store.commit(action: .set, summary: "Invited \(name) to \(baby.name) as \(role.rawValue)",
                         changes: circle.claim(by: person, makeID: request.ids.make) + [RecordChange(before: nil, after: invite.record)],
                         at: now, by: person)
        return request.answer(.invite(invite, baby: baby))
    }

    func invites(_ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        try circle.require(.manageInvites, by: request.person)
        return request.answer(.invites(circle.invites.filter { $0.isOpen(at: request.now) }, baby: baby))
    }

    func revokeInvite(_ code: String, _ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        try circle.require(.manageInvites, by: request.person)
        var invite = try BabyCircle.redeemable(code, invites: circle.invites, now: request.now, calendar: session.calendar)
        let before = invite.record
        invite.revokedAt = request.now
        return try request.commit("Revoked the invite for \(invite.invitee) (\(invite.code)) to \(baby.name)", [RecordChange(before: before, after: invite.record)])
    }
}

import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// `join CODE as NAME`: redeeming an invite. Wrong codes are counted in the store, and after a few the
/// next attempts must wait, longer each time, so codes can't be guessed by trying.
extension PeopleHandler {

    func join(code: String, as name: String, line: ParsedLine, now: Date, makeID: () -> String) throws -> any Answer {
        // With a server set, a code this store doesn't hold is the server's: joining links the store to that household.
        if let state = try? SyncState.load(store: store.directory), state.server != nil,
           (try? BabyCircle.redeemable(code, invites: store.state.all(Invite.self), now: now, calendar: session.calendar)) == nil {
            return try overNetwork(.join(code: code, person: name))
        }
        // Whole seconds as written below; anything else (`inf`, `1e300` in a damaged store) is no failure.
        let failures = (store.preference(Dispatcher.joinFailuresPreference) ?? "").split(separator: " ").compactMap { Int($0) }
            .filter(Date.writtenSeconds.contains).map { Date(timeIntervalSince1970: Double($0)) }.filter { now.timeIntervalSince($0) < Dispatcher.failureWindow }
        if failures.count >= Dispatcher.freeFailures, let last = failures.last {
            // 30 s after the third wrong code, doubling with each one after it, up to 15 minutes.
            let wait = min(30 * pow(2, Double(failures.count - Dispatcher.freeFailures)), Dispatcher.failureWindow)
            let left = Int((wait - now.timeIntervalSince(last)).rounded(.up))
            if left > 0 { throw PeopleError.slowDown(seconds: left) }
        }
        let invites = store.state.all(Invite.self)
        let invite: Invite
        do {
            invite = try BabyCircle.redeemable(code, invites: invites, now: now, calendar: session.calendar)
        } catch let error as PeopleError {
            if case .notACode = error {} else if case .unknownCode = error {} else { throw error }
            // Only guesses count: a mistyped shape or an unknown code. The failure is kept even though the line fails.
            let kept = (failures + [now]).map { String($0.wholeSeconds(.towardZero)) }.joined(separator: " ")
            let before = store.preference(Dispatcher.joinFailuresPreference).map { StoreRecord.preference(Preference(key: Dispatcher.joinFailuresPreference, value: $0)) }
            try store.commit(action: .set, summary: "A wrong invite code", changes: [
                RecordChange(before: before, after: .preference(Preference(key: Dispatcher.joinFailuresPreference, value: kept))),
            ], at: now, by: session.person)
            throw error
        }
        guard let baby = store.babies.first(where: { $0.id == invite.babyID }) else { throw PeopleError.revokedCode }
        let circle = BabyCircle(baby: baby, state: store.state, now: now)
        if let existing = circle.member(name) { throw PeopleError.alreadyMember(existing.person, role: existing.role, baby: baby.name) }
        if session.interactive, !line.confirmed {
            let question = invite.role == .subscriber ? "Join \(baby.name)'s office hours?" : "Join \(baby.name) as a \(invite.role.rawValue)?"
            throw ConfirmationRequest(question: question, then: [line.confirming()],
                                      refusal: .needsConfirmation(what: "joining", command: "join \(code)"))
        }
        var used = invite
        used.usedAt = now
        used.usedBy = name
        let membership = Membership(id: makeID(), babyID: baby.id, person: name, role: invite.role, joinedAt: now, addedBy: invite.createdBy)
        var changes = [RecordChange(before: invite.record, after: used.record), RecordChange(before: nil, after: membership.record)]
        if let before = store.preference(Dispatcher.joinFailuresPreference) {
            changes.append(RecordChange(before: .preference(Preference(key: Dispatcher.joinFailuresPreference, value: before)), after: nil))
        }
        let summary = invite.role == .subscriber
            ? "\(name) joined \(baby.name)'s office hours: 'office hours' shows whether the baby is in, 'inbox' the news"
            : "\(name) joined \(baby.name) as \(invite.role.rawValue), invited by \(invite.createdBy)"
        try store.commit(action: .set, summary: summary, changes: changes, at: now, by: name)
        return RecordedAnswer(summary: summary, event: nil, baby: baby)
    }
}

extension Dispatcher {
    /// Wrong codes allowed in `failureWindow` before waiting starts.
    static let freeFailures = 3
    static let failureWindow: TimeInterval = 15 * 60
}

/// Shared with the other handlers.
extension DispatchContext {
    /// Office hours set `for 30 min` turn off when their time is up, whenever hush next runs; subscribers
    /// who asked hear about it then.
    func closeExpiredOfficeHours(now: Date) throws {
        guard let all = store.state.entities[OfficeHours.kind] else { return }
        for value in all.values {
            guard let hours = try? OfficeHours(json: value), hours.available, let until = hours.until, until <= now,
                  let baby = store.babies.first(where: { $0.id == hours.babyID }) else { continue }
            let circle = BabyCircle(baby: baby, state: store.state, now: now)
            let ids = RecordIDSequence(after: store, now: now)
            try store.commit(action: .set, summary: "Office hours for \(baby.name) ended at their set time",
                             changes: circle.setOfficeHours(false, by: hours.setBy, at: until, makeID: ids.make), at: now, by: hours.setBy)
        }
    }
}

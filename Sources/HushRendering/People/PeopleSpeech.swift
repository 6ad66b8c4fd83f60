import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// The people views aloud (``PeopleOutcome``): who is in the circle and as what, the open invites, each
/// baby's office hours, the inbox's newest, and the handover's news (what others logged since, what is
/// running, what comes next), where the screens have headers and tables.
///
/// ```swift
/// PeopleSpeech(calendar: calendar, now: now).say(.people(baby: eddie, members: members, invites: []))
/// // "Eddie's people: Gavin, primary; Leanne, caregiver."
/// ```
package struct PeopleSpeech {
    var calendar: ZonedCalendar
    var now: Date

    func say(_ outcome: PeopleOutcome) -> String {
        switch outcome {
        case .whoami(let person, let roles, _):
            guard !roles.isEmpty else { return SpokenText.sentences("\(person), not connected to any baby yet") }
            return SpokenText.sentences("\(person): " + roles.map { "\($0.role.rawValue) of \($0.baby.name)" }.joined(separator: ", "))
        case .invite(let invite, let baby):
            return SpokenText.sentences("Invited \(invite.invitee) to \(baby.name)'s circle as \(invite.role.rawValue), until "
                + "\(TimeText.clock(invite.expiresAt, calendar: calendar, now: now)) · The code is on the screen to send")
        case .invites(let invites, let baby):
            guard !invites.isEmpty else { return SpokenText.sentences("No open invites for \(baby.name)") }
            return SpokenText.sentences("\(invites.count) open invite\(invites.count == 1 ? "" : "s") for \(baby.name): "
                + invites.map { "\($0.invitee) as \($0.role.rawValue), until \(TimeText.clock($0.expiresAt, calendar: calendar, now: now))" }.joined(separator: "; "))
        case .people(let baby, let members, let invites):
            let who = members.isEmpty ? "everyone using this store" : members.map { "\($0.person), \($0.role.rawValue)" }.joined(separator: "; ")
            let open = invites.isEmpty ? "" : " · \(invites.count) invite\(invites.count == 1 ? " is" : "s are") open"
            return SpokenText.sentences("\(baby.name)'s people: \(who)\(open)")
        case .officeHours:
            // The screen's sentence is already speech; only its quotes and times need saying.
            return SpokenText.sentences(PeopleText(style: TextStyle(enabled: false), calendar: calendar, now: now).render(outcome)
                .replacing("\n", with: " · "))
        case .inbox(let items, let unread):
            guard let newest = items.first else { return SpokenText.sentences("No notifications") }
            let new = unread.count
            return SpokenText.sentences((new == 0 ? "No new notifications" : "\(new) new notification\(new == 1 ? "" : "s")")
                + " · The newest, at \(TimeText.clock(newest.createdAt, calendar: calendar, now: now)): \(newest.text)")
        case .babies(let rows):
            guard !rows.isEmpty else { return SpokenText.sentences("You aren't connected to any baby yet") }
            return SpokenText.sentences("Your babies: " + rows.map { row in
                let open = row.hours?.isAvailable(at: now) ?? false
                return "\(row.baby.name), \(row.role == .subscriber ? "as a subscriber" : "as a parent"), office hours \(open ? "open" : "closed")"
            }.joined(separator: "; "))
        case .handover(let dashboard, let others, let since):
            return handover(dashboard, others: others, since: since)
        }
    }

    /// What whoever takes over needs: what others logged since, what is running now, what comes next.
    private func handover(_ d: Dashboard, others: [Event], since: Date) -> String {
        let name = d.baby.name
        var parts: [String] = []
        let when = TimeText.clock(since, calendar: calendar, now: now)
        if others.isEmpty {
            parts.append("Nobody else logged anything for \(name) since \(when)")
        } else {
            let people = Array(Set(others.map(\.loggedBy))).sorted().joined(separator: " and ")
            let newest = others.sorted { $0.start.utc > $1.start.utc }.prefix(3).map { event in
                let detail = DayListing.detail(event, now: now, calendar: calendar, safety: BottleSafety(settings: d.baby.settings), units: d.baby.settings.units)
                let at = TimeText.clock(event.start.utc, calendar: calendar, now: now)
                if event.kind == .sleep, event.end == nil { return "fell asleep at \(at)" }
                return SpokenText.clause(detail) + " at \(at)"
            }
            let more = others.count > newest.count ? ", the latest" : ""
            parts.append("Since \(when) \(people) logged \(others.count) thing\(others.count == 1 ? "" : "s") for \(name)\(more): \(newest.joined(separator: "; "))")
        }
        if let sleeping = d.activeSleep {
            parts.append("Now \(name) is asleep, for \(DurationText.short(now.timeIntervalSince(sleeping.start.utc)))")
        } else if let end = d.lastSleep?.end {
            parts.append("Now \(name) is awake, for \(DurationText.short(now.timeIntervalSince(end.utc)))")
        }
        if let feed = d.lastFeed { parts.append("Last fed \(DurationText.ago(now.timeIntervalSince(feed.feedTime)))") }
        let safety = BottleSafety(settings: d.baby.settings)
        for bottle in d.bottles {
            guard let data = bottle.data.bottle, let expiry = safety.expiry(of: bottle) else { continue }
            let at = TimeText.clock(expiry, calendar: calendar, now: now)
            parts.append("A \(data.described(in: d.baby.settings.units)) is out; " + (expiry > now ? "it expires at \(at)" : "it expired at \(at)"))
        }
        if case .window(let prediction)? = d.nap {
            let nap = NapText(style: TextStyle(enabled: false), calendar: calendar, now: now)
            let what = prediction.target == .bedtime ? "bedtime" : "nap"
            parts.append(now > prediction.rangeEnd
                ? "The \(what) window has passed: put \(name) down at the first sleepy signs"
                : "Next: " + SpokenText.clause(nap.statusLine(prediction)) + ", \(nap.range(prediction))")
        }
        return SpokenText.sentences(parts.joined(separator: " · "))
    }
}

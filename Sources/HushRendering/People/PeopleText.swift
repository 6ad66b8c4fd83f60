import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// Renders the people and office-hours views: the invite card, people, invites, office hours, the
/// inbox, the babies list, `whoami` and the handover screen.
///
/// ```swift
/// PeopleText(style: style, calendar: calendar, now: now).render(.officeHours(baby: eddie, hours, mayOpen: true))
/// // "The baby is in · Eddie · since 3:00 PM (Gavin)"
/// ```
package struct PeopleText {
    var style: TextStyle
    var calendar: ZonedCalendar
    var now: Date

    func render(_ outcome: PeopleOutcome) -> String {
        switch outcome {
        case .whoami(let person, let roles, let selected):
            guard !roles.isEmpty else { return "\(person) · not connected to any baby yet" }
            let parts = roles.map { "\($0.role.rawValue) of \($0.baby.name)" + ($0.baby.name == selected ? " (selected)" : "") }
            return style.bold(person) + " · " + parts.joined(separator: " · ")
        case .invite(let invite, let baby):
            return Self.card(invite, baby: baby, calendar: calendar, now: now, style: style)
        case .invites(let invites, let baby):
            guard !invites.isEmpty else { return "No open invites for \(baby.name)" }
            return ([style.bold("Open invites") + " · \(baby.name)"] + invites.map(inviteRow)).joined(separator: "\n")
        case .people(let baby, let members, let invites):
            var lines = [style.bold("People") + " · \(baby.name)"]
            for member in members {
                var row = "  " + member.person.paddedToColumn(14) + member.role.rawValue.paddedToColumn(12)
                    + "since " + TimeText.date(calendar.civil(member.joinedAt), sameYearAs: calendar.civil(now))
                if member.role != .primary, member.addedBy.lowercased() != member.person.lowercased() { row += ", invited by \(member.addedBy)" }
                if member.notifyOnEnd { row += style.dim(" · hears when office hours end") }
                lines.append(row)
            }
            if members.isEmpty { lines.append("  everyone using this store (a baby from before roles)") }
            if !invites.isEmpty {
                lines.append(style.bold("Open invites"))
                lines += invites.map(inviteRow)
            }
            return lines.joined(separator: "\n")
        case .officeHours(let baby, let hours, let mayOpen):
            return officeHours(baby: baby, hours, mayOpen: mayOpen)
        case .inbox(let items, let unread):
            guard !items.isEmpty else { return "No notifications" }
            return ([style.bold("Inbox")] + items.map { item in
                (unread.contains(item.id) ? "● " : "  ") + TimeText.clock(item.createdAt, calendar: calendar, now: now).leftPadded(to: 8)
                    + "  " + item.text
            }).joined(separator: "\n")
        case .babies(let rows):
            guard !rows.isEmpty else {
                return "You aren't connected to any baby yet: 'new baby NAME born YYYY-MM-DD' adds one, 'join CODE' accepts an invite"
            }
            return ([style.bold("Your babies")] + rows.map { row in
                let name = "  " + row.baby.name.paddedToColumn(12)
                let available = row.hours?.isAvailable(at: now) ?? false
                if row.role == .subscriber {
                    return name + "subscriber  " + (available ? "The baby is in" : "Office hours are over")
                }
                return name + "parent      " + (available ? "The baby is in · 'office hours off' closes" : "Office hours closed · 'office hours on for \(row.baby.name)' opens")
            }).joined(separator: "\n")
        case .handover(let dashboard, let others, let since):
            var lines = [style.bold("Handover") + style.dim(" · for whoever takes over"), StatusAnswer(dashboard: dashboard, calendar: calendar).text(style: style)]
            let when = TimeText.clock(since, calendar: calendar, now: now)
            if others.isEmpty {
                lines.append("Nothing logged by others since \(when)")
            } else {
                lines.append(style.bold("Logged by others since \(when)"))
                let safety = BottleSafety(settings: dashboard.baby.settings)
                for event in others.sorted(by: { $0.start.utc > $1.start.utc }) {
                    lines.append("  " + TimeText.clock(event.start.utc, calendar: calendar, now: now).leftPadded(to: 8) + "  "
                        + style.kind(event.kind, DayListing.detail(event, now: now, calendar: calendar, safety: safety, units: dashboard.baby.settings.units))
                        + style.dim(" · \(event.loggedBy)"))
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    private func inviteRow(_ invite: Invite) -> String {
        "  " + invite.invitee.paddedToColumn(14) + invite.role.rawValue.paddedToColumn(12)
            + invite.code + style.dim("  until " + TimeText.full(invite.expiresAt, calendar: calendar))
    }

    private func officeHours(baby: Baby, _ hours: OfficeHours?, mayOpen: Bool) -> String {
        guard let hours else {
            // A subscriber cannot open them: tell them they will hear, not a command they would be refused.
            return "\(baby.name)'s office hours haven't opened yet; "
                + (mayOpen ? "'office hours on' when the baby is free for a call" : "you'll hear when they do")
        }
        let who = hours.setBy
        if hours.isAvailable(at: now) {
            let until = hours.until.map { ", until \(TimeText.clock($0, calendar: calendar, now: now))" } ?? ""
            return style.bold("The baby is in") + " · \(baby.name) · since \(TimeText.clock(hours.since, calendar: calendar, now: now)) (\(who))\(until)\n"
                + "The baby will see you now."
        }
        let since = hours.until.map { min($0, now) } ?? hours.since
        return style.bold("Office hours are over") + " · \(baby.name) · since \(TimeText.clock(since, calendar: calendar, now: now)) (\(who))"
    }

    /// The invite as text to send (the spec's iMessage card): who, what accepting does, the code, the expiry.
    static func card(_ invite: Invite, baby: Baby, calendar: ZonedCalendar, now: Date, style: TextStyle) -> String {
        let what = invite.role == .subscriber
            ? "Join \(baby.name)'s office hours: you'll get a note whenever the baby is free for a video call."
            : "Help look after \(baby.name): log feeds, sleeps and diapers, and see what everyone logs."
        return [
            style.bold("💌 An invite for \(invite.invitee)") + " · \(baby.name) · as \(invite.role.rawValue)",
            "  " + what,
            "  Code " + style.bold(invite.code) + " · works once, until " + TimeText.full(invite.expiresAt, calendar: calendar),
            "  To accept: hush join \(invite.code) as \(invite.invitee)",
        ].joined(separator: "\n")
    }
}

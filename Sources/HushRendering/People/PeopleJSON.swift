import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// The people views as one JSON object each (`--json`). The invite answer carries `code` (pinned by the
/// people issue: tests read it).
///
/// ```json
/// {"baby_id":"…","code":"7KQM-X2PD-HN4RT","expires_at":"2026-01-09T20:00:00Z","ok":true,"role":"subscriber",…}
/// ```
package enum PeopleJSON {
    static func render(_ outcome: PeopleOutcome, calendar: ZonedCalendar, now: Date) -> String {
        var fields: [String: JSONValue] = ["ok": .bool(true)]
        func hours(_ value: OfficeHours?) -> JSONValue {
            guard let value else { return .null }
            return .object(["available": .bool(value.isAvailable(at: now)), "since": .string(UTCText.format(value.since)),
                            "set_by": .string(value.setBy), "until": value.until.map { .string(UTCText.format($0)) } ?? .null])
        }
        func member(_ m: Membership) -> JSONValue {
            .object(["person": .string(m.person), "role": .string(m.role.rawValue), "joined_at": .string(UTCText.format(m.joinedAt)),
                     "added_by": .string(m.addedBy), "notify_on_end": .bool(m.notifyOnEnd)])
        }
        func invite(_ i: Invite) -> JSONValue {
            .object(["code": .string(i.code), "baby_id": .string(i.babyID), "role": .string(i.role.rawValue), "invitee": .string(i.invitee),
                     "created_by": .string(i.createdBy), "expires_at": .string(UTCText.format(i.expiresAt))])
        }
        switch outcome {
        case .whoami(let person, let roles, _):
            fields["person"] = .string(person)
            fields["babies"] = .array(roles.map { .object(["baby_id": .string($0.baby.id), "name": .string($0.baby.name), "role": .string($0.role.rawValue)]) })
        case .invite(let value, let baby):
            if case .object(let members) = invite(value) { fields.merge(members) { $1 } }
            fields["message"] = .string(PeopleText.card(value, baby: baby, calendar: calendar, now: now, style: TextStyle(enabled: false)))
        case .invites(let invites, _):
            fields["invites"] = .array(invites.map(invite))
        case .people(let baby, let members, let invites):
            fields["baby_id"] = .string(baby.id)
            fields["people"] = .array(members.map(member))
            fields["invites"] = .array(invites.map(invite))
        case .officeHours(let baby, let value, _):
            fields["baby_id"] = .string(baby.id)
            fields["office_hours"] = hours(value)
        case .inbox(let items, let unread):
            fields["inbox"] = .array(items.map { item in
                .object(["baby_id": .string(item.babyID), "text": .string(item.text), "at": .string(UTCText.format(item.createdAt)),
                         "unread": .bool(unread.contains(item.id))])
            })
        case .babies(let rows):
            fields["babies"] = .array(rows.map { row in
                .object(["baby_id": .string(row.baby.id), "name": .string(row.baby.name), "role": .string(row.role.rawValue), "office_hours": hours(row.hours)])
            })
        case .handover(let dashboard, let others, let since):
            fields["baby_id"] = .string(dashboard.baby.id)
            fields["since"] = .string(UTCText.format(since))
            fields["logged_by_others"] = .array(others.map { .object(["id": .string($0.id), "event_type": .string($0.kind.rawValue),
                                                                     "logged_by": .string($0.loggedBy), "start": .string(UTCText.format($0.start.utc))]) })
        }
        var writer = JSONLineWriter()
        writer.value(.object(fields))
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

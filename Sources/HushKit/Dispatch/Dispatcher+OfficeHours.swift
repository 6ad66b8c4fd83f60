import FoundationEssentials

/// Baby Office Hours: whether the baby is in, opening and closing them (subscribers are told), and a
/// subscriber asking to hear when they end.
extension PeopleHandler {
    func showOfficeHours(_ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        try circle.require(.seeOfficeHours, by: request.person)
        return request.answer(.officeHours(baby: baby, circle.officeHours, mayOpen: circle.role(of: request.person) != .subscriber))
    }

    func setOfficeHours(_ on: Bool, minutes: Int?, _ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        let person = request.person, now = request.now
        try circle.require(.toggleOfficeHours, by: person)
        if let hours = circle.officeHours, hours.isAvailable(at: now) == on, minutes == nil {
            return request.answer(.officeHours(baby: baby, hours, mayOpen: true))
        }
        if circle.officeHours == nil, !on { return request.answer(.officeHours(baby: baby, nil, mayOpen: true)) }
        let until = minutes.map { now.addingTimeInterval(Double($0) * 60) }
        let changes = circle.claim(by: person, makeID: request.ids.make) + circle.setOfficeHours(on, by: person, until: until, makeID: request.ids.make)
        let told = changes.filter { if case .entity(let e)? = $0.after { return e.kind == InboxItem.kind } else { return false } }.count
        let summary: String
        if on {
            let end = until.map { " until \(TimeText.clock($0, calendar: session.calendar, now: now))" } ?? ""
            summary = "The baby is in: \(baby.name)'s office hours are open\(end). " + Self.told(told)
        } else {
            summary = "Office hours are over for \(baby.name). " + Self.told(told)
        }
        return try request.commit(summary, changes)
    }

    func notifyWhenOfficeHoursEnd(_ on: Bool, _ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        try circle.require(.seeOfficeHours, by: request.person)
        guard var member = circle.member(request.person) else { throw PermissionError.notConnected(person: request.person, baby: baby.name) }
        let before = member.record
        member.notifyOnEnd = on
        return try request.commit(on ? "You'll hear when \(baby.name)'s office hours end" : "You'll only hear when \(baby.name)'s office hours open",
                                  [RecordChange(before: before, after: member.record)])
    }
}

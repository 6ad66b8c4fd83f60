import FoundationEssentials

/// What a person catches up on: their inbox (read as it is shown) and the handover (what others logged
/// since they last looked, with the dashboard).
extension PeopleHandler {
    func inbox(_ request: PeopleRequest) throws -> any Answer {
        let person = request.person
        let items = store.state.all(InboxItem.self).filter { $0.person.lowercased() == person.lowercased() }
            .sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
        let unread = items.filter { $0.readAt == nil }
        if !unread.isEmpty {
            let changes = unread.map { item -> RecordChange in
                var seen = item
                seen.readAt = request.now
                return RecordChange(before: item.record, after: seen.record)
            }
            try store.commit(action: .set, summary: "Read \(unread.count) notification\(unread.count == 1 ? "" : "s")", changes: changes, at: request.now, by: person)
        }
        return request.answer(.inbox(items, unread: Set(unread.map(\.id))))
    }

    func handover(_ request: PeopleRequest) throws -> any Answer {
        let (baby, circle) = try request.baby()
        let person = request.person, now = request.now
        try circle.require(.handover, by: person)
        let key = Self.seenPreference(person, baby.id)
        let since = store.preference(key).flatMap(UTCText.parse) ?? now.addingTimeInterval(-12 * 3600)
        let others = try store.events(for: baby.id, from: since.addingTimeInterval(-7 * 86_400), to: now.addingTimeInterval(1)) {
            $0.deletedAt == nil && $0.loggedBy.lowercased() != person.lowercased()
        }.filter { $0.createdAt > since || $0.updatedAt > since }
        let dashboard = try self.dashboard(now: now, named: baby.name, range: nil)
        let before = store.preference(key).map { StoreRecord.preference(Preference(key: key, value: $0)) }
        try store.commit(action: .set, summary: "Handover seen", changes: [RecordChange(before: before, after: .preference(Preference(key: key, value: UTCText.format(now))))],
                         at: now, by: person)
        return request.answer(.handover(dashboard, others: others, since: since))
    }
}

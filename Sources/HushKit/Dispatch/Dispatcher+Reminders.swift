import FoundationEssentials

/// Notifications (the reminders issue): the situation read from the store for one person, `reminders`,
/// the switches, and delivery for `watch`, which claims each notification in the journal before it
/// is handed to the hook.
extension RemindersHandler {
    func runReminders(_ command: ReminderCommand, now: Date) throws -> any Answer {
        switch command {
        case .list:
            let policy = reminderPolicy()
            let planned = ReminderPlanner(now: now, calendar: session.calendar, policy: policy).plan(try reminderSituation(policy: policy, now: now))
            return RemindersAnswer(view: .list(planned, policy: policy), calendar: session.calendar, now: now)
        case .master(let on):
            let summary = on ? "Notifications on" : "Notifications off: no reminders until 'notifications on'"
            return try setPreference(ReminderPolicy.masterPreference, to: on ? "on" : "off", summary: summary, now: now)
        case .mute(let kinds), .unmute(let kinds):
            let key = ReminderPolicy.muteKey(session.person)
            var muted = ReminderPolicy.mutes(store.preference(key))
            let muting: Bool
            if case .mute = command { muting = true; muted.formUnion(kinds) } else { muting = false; muted.subtract(kinds) }
            let names = kinds.count == NotificationKind.allCases.count ? "all notifications"
                : NotificationKind.allCases.filter(kinds.contains).map(\.rawValue).joined(separator: ", ")
            let summary = muting
                ? "Muted \(names) for \(session.person); other caregivers still get them ('unmute all' undoes this)"
                : "Unmuted \(names) for \(session.person)"
            return try setPreference(key, to: muted.isEmpty ? nil : muted.muteText, summary: summary, now: now)
        }
    }
}

/// Shared with the other handlers.
extension DispatchContext {
    /// The session person's policy, read from the store's preferences.
    func reminderPolicy() -> ReminderPolicy {
        ReminderPolicy(preferences: store.state.preferences, person: session.person)
    }

    /// `set quiet hours …` lands here from the settings.
    func setQuietHours(_ hours: QuietHours?, now: Date) throws -> any Answer {
        let summary: String
        if let hours {
            let from = TimeText.clockOnly(CivilDateTime(year: 2000, month: 1, day: 1, hour: hours.start / 60, minute: hours.start % 60))
            let to = TimeText.clockOnly(CivilDateTime(year: 2000, month: 1, day: 1, hour: hours.end / 60, minute: hours.end % 60))
            summary = "Quiet hours set to \(from)–\(to): reminders then wait until \(to), except bottle expiry and your routine's"
        } else {
            summary = "Quiet hours off: reminders ring at any hour"
        }
        return try setPreference(QuietHours.preferenceKey, to: hours?.text ?? "off", summary: summary, now: now)
    }

    /// Claims what is due now for the session person: each reminder is recorded as delivered in one
    /// journal entry, fsync'd, before it is returned, so however many `watch` processes run, and whatever
    /// happens to them, none is handed out twice. Records older than any plannable reminder are dropped in
    /// the same entry. Returns the reminders claimed (nothing is committed when none is due) and when the
    /// next one rings, for `watch` to sleep until.
    public func claimDueReminders(now: Date) throws -> (claimed: [Reminder], next: Date?) {
        let policy = reminderPolicy()
        let (due, next) = ReminderPlanner(now: now, calendar: session.calendar, policy: policy).due(try reminderSituation(policy: policy, now: now))
        guard !due.isEmpty else { return ([], next) }
        var changes = due.map { reminder in
            RecordChange(before: nil, after: DeliveryRecord(person: session.person, key: reminder.key, kind: reminder.kind, deliveredAt: now).record)
        }
        // A reminder is planned at most `lateness` after it rings, and rings at most a night after its reason:
        // a record two days old can never match again.
        let forgotten = now.addingTimeInterval(-2 * 24 * 3600)
        for old in store.state.all(DeliveryRecord.self) where old.deliveredAt < forgotten {
            changes.append(RecordChange(before: old.record, after: nil))
        }
        let summary = "Delivered " + due.map(\.title).joined(separator: "; ")
        try store.commit(action: .set, summary: summary, changes: changes, at: now, by: session.person)
        try store.flush()
        return (due, next)
    }

    /// What this person's reminders depend on. Kinds the policy silences are not read at all (the nap
    /// window's prediction may read two weeks of sleeps).
    func reminderSituation(policy: ReminderPolicy, now: Date) throws -> ReminderSituation {
        let person = session.person
        var situation = ReminderSituation()
        situation.delivered = Set(store.state.all(DeliveryRecord.self).filter { $0.person.lowercased() == person.lowercased() }.map(\.key))
        for baby in store.babies {
            let role = store.state.role(of: person, baby: baby.id)
            if role == .subscriber, policy.allows(.officeHours),
               let hours = store.state.all(OfficeHours.self).first(where: { $0.babyID == baby.id }), hours.isAvailable(at: now) {
                situation.officeHours.append(.init(officeHours: hours, babyName: baby.name))
            }
            guard role == .primary || role == .caregiver else { continue }
            var state = ReminderSituation.BabyState(baby: baby)
            let open = store.openEvents(for: baby.id)
            state.isAsleep = open.contains { $0.kind == .sleep }
            if policy.allows(.bottleExpiry) {
                state.openBottles = open.filter { $0.data.bottle.map { !$0.discarded } ?? false }
            }
            if policy.allows(.feedingDue) {
                let breast = store.latestBreastFeed(for: baby.id)
                let bottle = try lastFeed(baby: baby, now: now)
                state.lastFeed = [breast, bottle].compactMap { $0 }.max { $0.feedTime < $1.feedTime }
            }
            if policy.allows(.napWindow), !state.isAsleep, let wake = store.latest(.sleep, for: baby.id),
               case .window(let prediction) = try napForecast(baby: baby, now: now), prediction.target != .bedtime {
                // The nap-window reminder is for naps: by the nap of the day the next sleep may be bedtime,
                // whose window is not a nap's and would ring with a nap's text.
                state.napWindow = (wake.id, prediction.rangeStart, prediction.rangeEnd)
            }
            situation.babies.append(state)
        }
        if policy.allows(.routine), let routine = store.state.routines.first(where: { $0.isActive && $0.owner.lowercased() == person.lowercased() }),
           let first = routine.tasks.min() {
            situation.routine = .init(id: routine.id, name: routine.name, startDate: routine.startDate, firstTask: first)
        }
        return situation
    }

    /// A store preference set as a journal `set` entry (outside undo), or removed when `value` is nil.
    func setPreference(_ key: String, to value: String?, summary: String, now: Date) throws -> any Answer {
        let before = store.preference(key).map { StoreRecord.preference(Preference(key: key, value: $0)) }
        let after = value.map { StoreRecord.preference(Preference(key: key, value: $0)) }
        if before != after {
            try store.commit(action: .set, summary: summary, changes: [RecordChange(before: before, after: after)], at: now, by: session.person)
        }
        return RecordedAnswer(summary: summary, event: nil, baby: nil)
    }
}

import FoundationEssentials

/// `settings` and `set …`: per-baby settings are undoable changes; the theme is this store's preference.
extension SettingsHandler {

    func runSettings(_ line: ParsedLine, now: Date) throws -> any Answer {
        let baby = try selection.resolve(named: line.babyName, range: line.babyNameRange)
        let theme = store.preference(Dispatcher.themePreference) ?? Setting.Theme.auto.rawValue
        guard case .set(let setting) = line.command else {
            let policy = reminderPolicy()
            let zone = (store.state.entities[HouseholdZone.kind]?[baby.id]).flatMap { try? HouseholdZone(json: $0) }?.zone
            return SettingsAnswer(baby: baby, theme: theme, notifications: NotificationKind.allCases.map { ($0, policy.isOnForHousehold($0)) },
                             quietHours: policy.quietHours, muted: policy.muted, zone: zone)
        }
        if case .quietHours(let hours) = setting { return try setQuietHours(hours, now: now) }
        if case .speech(let on) = setting {
            let change = RecordChange(before: store.preference(Dispatcher.outputPreference).map { .preference(Preference(key: Dispatcher.outputPreference, value: $0)) },
                                      after: .preference(Preference(key: Dispatcher.outputPreference, value: on ? "speech" : "text")))
            let summary = on ? "Answers will be short sentences to read aloud ('set output text' goes back)" : "Answers are text again"
            try store.commit(action: .set, summary: summary, changes: [change], at: now, by: session.person)
            return RecordedAnswer(summary: summary, event: nil, baby: baby)
        }
        if case .notifications(let kind, let on) = setting {
            let before = store.preference(kind.preferenceKey).map { StoreRecord.preference(Preference(key: kind.preferenceKey, value: $0)) }
            let change = RecordChange(before: before, after: .preference(Preference(key: kind.preferenceKey, value: on ? "on" : "off")))
            let summary = "Notifications for \(kind.rawValue) turned \(on ? "on" : "off") for the household"
            try store.commit(action: .do, summary: summary, changes: [change], at: now, by: session.person)
            return RecordedAnswer(summary: summary, event: nil, baby: baby)
        }
        if case .zone(let name, let range) = setting { return try setHouseholdZone(name, range: range, now: now) }
        if case .theme(let chosen) = setting {
            let change = RecordChange(before: store.preference(Dispatcher.themePreference).map { .preference(Preference(key: Dispatcher.themePreference, value: $0)) },
                                      after: .preference(Preference(key: Dispatcher.themePreference, value: chosen.rawValue)))
            let summary = "Theme set to \(chosen.rawValue)" + (chosen == .auto ? " (dark from 8 PM to 7 AM)" : "")
            try store.commit(action: .set, summary: summary, changes: [change], at: now, by: session.person)
            return RecordedAnswer(summary: summary, event: nil, baby: baby)
        }
        var updated = baby
        let summary: String
        switch setting {
        case .units(let unit):
            updated.settings.units = unit
            summary = "Units set to \(unit.rawValue): amounts show in \(unit.rawValue); what was logged keeps its own unit"
        case .defaultBottle(let spec):
            let volume = Volume(spec.value, spec.unit ?? baby.settings.units)
            updated.settings.defaultBottle = volume
            summary = "Default bottle set to \(volume.text): 'made a bottle' makes one this size"
        case .expiry(let which, let minutes, _):
            switch which {
            case .room: updated.settings.expiryRoomMinutes = minutes
            case .fridge: updated.settings.expiryFridgeMinutes = minutes
            case .feeding: updated.settings.expiryFeedingMinutes = minutes
            case .milkRoom: updated.settings.milkRoomMinutes = minutes
            case .milkFridge: updated.settings.milkFridgeMinutes = minutes
            case .milkFeeding: updated.settings.milkFeedingMinutes = minutes
            case .thawedFridge: updated.settings.thawedFridgeMinutes = minutes
            case .thawedRoom: updated.settings.thawedRoomMinutes = minutes
            }
            summary = "Expiry \(Self.expiryLabel(which)) set to \(DurationText.window(minutes))"
        case .freezerMonths(let months, _):
            updated.settings.milkFreezerMonths = months
            summary = "Expiry of frozen breast milk set to \(months) month\(months == 1 ? "" : "s")"
        case .bottleContents(let contents):
            updated.settings.bottleContents = contents
            summary = "Bottles hold \(contents.label) unless the line says otherwise ('made a 4oz bottle of \(contents == .formula ? "breast milk" : "formula")')"
        case .dayStart(let minutes):
            updated.settings.dayStartMinutes = minutes
            summary = "Day start set to \(TimeText.clockOnly(CivilDateTime(year: 2000, month: 1, day: 1, hour: minutes / 60, minute: minutes % 60))): 'today' and the summary count from then"
        case .napMethod(let method):
            updated.settings.napMethod = method
            summary = "Nap method set to \(method.name): \(method.summary)"
        case .theme, .notifications, .quietHours, .speech, .zone:
            fatalError("handled above")
        }
        updated.updatedAt = now
        try store.commit(action: .do, summary: summary, changes: [RecordChange(before: .baby(baby), after: .baby(updated))], at: now, by: session.person)
        return RecordedAnswer(summary: summary, event: nil, baby: updated)
    }

    /// `set zone America/New_York`: the household's zone, for every baby this person may change settings
    /// for (``HouseholdZone``); it travels at the next sync. This device keeps reading times in its own zone.
    func setHouseholdZone(_ name: String, range: SourceRange, now: Date) throws -> any Answer {
        // Identifiers are matched without regard to case: "america/new_york" is New York.
        let known = ZoneRules.named(name) == nil ? ZoneRules.knownIdentifiers().first(where: { $0.lowercased() == name.lowercased() }) : name
        guard let zone = known.flatMap({ ZoneRules.named($0) }) else {
            throw DomainError.unknownZone(name, suggestion: Suggestion.closest(to: name, in: ZoneRules.knownIdentifiers(), maxDistance: 3), range)
        }
        let babies = store.babies.filter { store.state.role(of: session.person, baby: $0.id).map(Permissions.Action.changeSettings.roles.contains) == true }
        guard let first = babies.first else { throw DomainError.noBaby }
        let changes = babies.compactMap { baby -> RecordChange? in
            let before = store.state.entities[HouseholdZone.kind]?[baby.id].flatMap { try? HouseholdZone(json: $0) }
            let after = HouseholdZone(babyID: baby.id, zone: zone.identifier, setBy: session.person)
            return before == after ? nil : RecordChange(before: before?.record, after: after.record)
        }
        let summary = "Household zone set to \(zone.identifier): the voice assistant and the family page read the family's time there"
            + (zone.identifier == session.calendar.identifier ? "" : "; this device keeps showing \(session.calendar.identifier) ('tz' changes it)")
        if !changes.isEmpty { try store.commit(action: .do, summary: summary, changes: changes, at: now, by: session.person) }
        return RecordedAnswer(summary: summary, event: nil, baby: first)
    }

    static func expiryLabel(_ which: Setting.Expiry) -> String {
        switch which {
        case .room: return "at room temperature"
        case .fridge: return "in the fridge"
        case .feeding: return "after the first sip"
        case .milkRoom: return "of breast milk at room temperature"
        case .milkFridge: return "of breast milk in the fridge"
        case .milkFeeding: return "of breast milk after the first sip"
        case .thawedFridge: return "of thawed breast milk in the fridge"
        case .thawedRoom: return "of thawed breast milk at room temperature"
        }
    }
}

extension Dispatcher {
    static let themePreference = "theme"
    /// "speech" when answers are to be read aloud (`set output speech`).
    public static let outputPreference = "output"
}

import FoundationEssentials

/// How a household gets its zone without anyone typing `set zone`: at a device's sync, each baby the
/// person looks after that has no ``HouseholdZone`` yet gets the household's (another baby's), or else
/// this device's own zone. So the device that registers a household gives it its zone at once, and a
/// household from before zones travelled gets one from the first of its devices to sync.
///
/// ```swift
/// if try ZoneSeeding(session: session).seed() { /* push again: there is a record to send */ }
/// ```
struct ZoneSeeding {
    let session: Session

    /// Commits the missing records; true when there was one to send. Subscribers write nothing.
    func seed() throws -> Bool {
        let store = session.store
        try store.begin()
        defer { try? store.end() }
        let known = store.state.all(HouseholdZone.self)
        let zoned = Set(known.map(\.babyID))
        let missing = store.babies.filter { baby in
            !zoned.contains(baby.id) && store.state.role(of: session.person, baby: baby.id).map(Permissions.Action.changeSettings.roles.contains) == true
        }
        guard !missing.isEmpty else { return false }
        let household = Self.householdZone(in: store.state)
        let zone = household?.zone ?? session.calendar.identifier
        let changes = missing.map { baby in
            RecordChange(before: nil, after: (household.map { HouseholdZone(babyID: baby.id, zone: $0.zone, setBy: $0.setBy) }
                                              ?? HouseholdZone.seedling(babyID: baby.id, zone: zone)).record)
        }
        try store.commit(action: .set, summary: "The household's zone is \(zone)", changes: changes, at: session.now, by: session.person)
        return true
    }

    /// The household's zone as this store knows it, nil before any: a zone someone chose beats one a device
    /// offered, and the order of ids keeps the choice stable.
    static func householdZone(in state: StoreState) -> HouseholdZone? {
        state.all(HouseholdZone.self).sorted { ($0.setBy == nil ? 1 : 0, $0.babyID) < ($1.setBy == nil ? 1 : 0, $1.babyID) }.first
    }
}

import FoundationEssentials
import HushDomain

/// The store's small, always-loaded state, cached in `cache/state.json`: babies, preferences, events
/// still in progress, the latest event of each kind per baby, and undo history. A command reads this
/// and at most a week or two of events, never the whole history.
///
/// It is derived from the journal and records which part of the journal it reflects (`journal`,
/// `covered`), so a stale or damaged cache is noticed and rebuilt.
public struct StoreState: Sendable {
    /// Bump when this cache's shape changes; an old cache is then simply rebuilt.
    public static let cacheFormat = 6

    public var format = StoreState.cacheFormat
    /// The journal file as it was when this state was written.
    public var journal: DurableFile.Mark?
    /// Bytes of the journal applied: the end of the last complete line.
    public var covered = 0
    public var seq = 0
    /// The last `updated_at` issued; each change is stamped strictly later (a hybrid logical clock).
    public var lastStamp: UTCDate?
    public var babies: [Baby] = []
    public var preferences: [String: String] = [:]
    /// Events with no end yet (sleeping, bottles prepared or feeding), not deleted.
    public var open: [Event] = []
    /// Pump sessions with milk still in the fridge or freezer (the milk stash), oldest first, not deleted:
    /// `stash` and bottles made from it read these, never the history.
    public var stash: [Event] = []
    /// Latest event by start time, keyed by "babyID/kind".
    public var latest: [String: Event] = [:]
    public var undo = UndoHistory()
    /// UTC weeks (their Monday, `YYYY-MM-DD`) that have an events file.
    public var weeks = WeekSet()
    /// Week files appended to without an fsync, and the length each was written to. A power cut may take
    /// such an append back, so the state, which counts it, checks each of these files' length before it
    /// trusts them. One week at most: the newest a write touched (a week leaves once it is fsync'd).
    public var unsyncedWeeks: [String: Int] = [:]
    /// Soft-deleted events, restorable for 30 days (PRD 11), oldest deletion first.
    public var deleted: [Event] = []
    /// The nap prediction made at each baby's latest wake, and those of the last 14 days (PRD 15).
    public var forecasts: [String: ForecastCache] = [:]
    /// Wakes logged since each baby's forecast was last made, replayed when one is asked for.
    public var wakeBacklogs: [String: WakeBacklog] = [:]
    /// Every person's morning routines, in the order they were first chosen or created.
    public var routines: [Routine] = []
    /// Check marks per routine and date, sorted by (date, routine).
    public var routineDays: [RoutineDay] = []
    /// Custom routines being created, one per person.
    public var routineDrafts: [RoutineDraft] = []
    /// Memberships, invites, office hours and inbox items: kind → id → value.
    public var entities: [String: [String: JSONValue]] = [:]

    public init() {}

    /// A person's role with a baby, read straight from the stored memberships without decoding them
    /// (every command asks, so this stays cheap). A baby without any members is from before roles:
    /// everyone is its primary. `me`: the person id this store's link speaks for (``Dispatcher/linkedPerson``);
    /// a membership the server bound to a person id is that person's alone, whatever its name, and of
    /// several memberships the highest role counts.
    public func role(of person: String, me: @autoclosure () -> SyncPerson? = nil, baby babyID: String) -> Membership.Role? {
        guard let memberships = entities[Membership.kind] else { return .primary }
        var hasMembers = false
        var best: Membership.Role?
        // Who the link speaks for is read (from `sync.json`) only when a membership is bound to a person
        // id: a store never linked asks for no file on each line a script logs.
        var linked: SyncPerson??
        for value in memberships.values where value["baby_id"]?.string == babyID {
            hasMembers = true
            if linked == nil, value["person_id"]?.string != nil { linked = .some(me()) }
            guard Self.belongs(value, to: person, me: linked ?? nil), let role = value["role"]?.string.flatMap(Membership.Role.init(rawValue:)) else { continue }
            best = min(best ?? role, role)
        }
        return hasMembers ? best : .primary
    }

    /// Whether a membership is `person`'s: one bound to a person id is the linked person's when `me` is
    /// them, and nobody's here otherwise; one bound to no id (made on a device) goes by its name. `me`
    /// speaks for the person typing alone: asked about someone else (`invite Grandma`, `remove
    /// subscriber Grandma`), a membership goes by its name, so the typing person's own is never theirs.
    package static func belongs(_ membership: JSONValue, to person: String, me: SyncPerson?) -> Bool {
        if let bound = membership["person_id"]?.string, let me, PersonName.key(me.name) == PersonName.key(person) { return bound == me.id }
        return membership["person"]?.string.map { PersonName.key($0) == PersonName.key(person) } ?? false
    }

    /// Where `week` is, or would go, in the sorted `weeks`: a binary search (an import of two years
    /// applies 20,000 events, and a linear search of the partitions for each was a fifth of its time).
    func hasWeek(_ week: String) -> Bool { weeks.contains(week) }

    /// The listed weeks from `first` through `last`: a query over a few days finds its weeks in the same
    /// time however many years the store holds.
    func weeks(from first: String, through last: String) -> [String] { weeks.keys(from: first, through: last) }

    /// Every stored value of one kind, decoded; values that no longer decode are skipped.
    public func all<T: EntityConvertible>(_ type: T.Type) -> [T] {
        (entities[T.kind] ?? [:]).values.compactMap { try? T(json: $0) }
    }

    public static func latestKey(_ babyID: String, _ kind: EventKind) -> String { "\(babyID)/\(kind.rawValue)" }

    /// The latest breast feed is kept apart from the latest feed: the next side comes from it (dashboard spec).
    public static func latestBreastKey(_ babyID: String) -> String { "\(babyID)/breast" }

    /// Every latest-of entry an event can be.
    static func latestKeys(for event: Event) -> [String] {
        var keys = [latestKey(event.babyID, event.kind)]
        if event.data.breast != nil { keys.append(latestBreastKey(event.babyID)) }
        return keys
    }

    /// Applies a baby or preference change; events are applied by the store, which owns the week files.
    mutating func applyNonEvent(_ change: RecordChange) {
        switch change.after ?? change.before {
        case .baby(let baby)?:
            babies.removeAll { $0.id == baby.id }
            if case .baby(let updated)? = change.after {
                babies.append(updated)
                babies.sort { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
            }
        case .routine(let routine)?:
            routines.removeAll { $0.id == routine.id }
            if case .routine(let updated)? = change.after {
                routines.append(updated)
                routines.sort { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
            }
        case .routineDay(let day)?:
            routineDays.removeAll { $0.key == day.key }
            if case .routineDay(let updated)? = change.after {
                let index = routineDays.firstIndex { ($0.date, $0.routineID) > (updated.date, updated.routineID) } ?? routineDays.endIndex
                routineDays.insert(updated, at: index)
            }
        case .entity(let entity)?:
            if case .entity(let updated)? = change.after {
                entities[entity.kind, default: [:]][entity.id] = updated.value
            } else {
                entities[entity.kind]?[entity.id] = nil
                if entities[entity.kind]?.isEmpty == true { entities[entity.kind] = nil }
            }
        case .routineDraft(let draft)?:
            routineDrafts.removeAll { $0.owner == draft.owner }
            if case .routineDraft(let updated)? = change.after { routineDrafts.append(updated) }
        case .preference(let preference)?:
            if case .preference(let updated)? = change.after, let value = updated.value {
                preferences[preference.key] = value
            } else {
                preferences[preference.key] = nil
            }
        default:
            break
        }
    }

    /// Keeps `deleted` in step with an event's new version (nil: removed).
    mutating func updateDeleted(id: String, with event: Event?) {
        deleted.removeAll { $0.id == id }
        if let event, event.deletedAt != nil {
            deleted.append(event)
            deleted.sort { ($0.deletedAt!, $0.id) < ($1.deletedAt!, $1.id) }
        }
    }

    /// Keeps `stash` in step with a pump session's new version (nil: removed).
    mutating func updateStash(id: String, with event: Event?) {
        stash.removeAll { $0.id == id }
        if let event, event.deletedAt == nil, let pump = event.data.pump, pump.inStash > 0 {
            stash.append(event)
            stash.sort { ($0.start.utc, $0.id) < ($1.start.utc, $1.id) }
        }
    }

    /// Keeps `open` in step with an event's new version (nil: removed).
    mutating func updateOpen(id: String, with event: Event?) {
        open.removeAll { $0.id == id }
        if let event, event.end == nil, event.deletedAt == nil {
            open.append(event)
            open.sort { $0.start.utc < $1.start.utc }
        }
    }
}

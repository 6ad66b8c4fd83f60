import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Merges imported records into what the store holds, by id: a record the store lacks is added; one it
/// has is updated when the imported copy is newer (`updated_at`) and different, else skipped. Nothing is
/// ever duplicated or dropped, so importing the same file twice adds nothing the second time.
///
/// ```swift
/// var merge = ImportMerge(existingEvents: try store.allEvents(), state: store.state)
/// merge.add(events: batch.events)
/// merge.changes.count; merge.report   // "added 120 events; updated 0; skipped 3 already there"
/// ```
public struct ImportMerge {
    public private(set) var changes: [RecordChange] = []
    public private(set) var added: [String: Int] = [:]
    public private(set) var updated: [String: Int] = [:]
    public private(set) var skipped = 0

    private var events: [String: Event]
    private let state: StoreState

    public init(existingEvents: [Event], state: StoreState) {
        var byID: [String: Event] = [:]
        byID.reserveCapacity(existingEvents.count)
        for event in existingEvents { byID[event.id] = event }
        self.events = byID
        self.state = state
    }

    /// `replaceNewer` false keeps what the store has (another app's rows, imported again, change nothing).
    public mutating func add(events incoming: [Event], replaceNewer: Bool = true) {
        for event in incoming {
            merge("event", old: events[event.id], new: event, newer: { replaceNewer && $0.updatedAt > $1.updatedAt }, record: { .event($0) })
            events[event.id] = events[event.id].map { event.updatedAt > $0.updatedAt ? event : $0 } ?? event
        }
    }

    public mutating func add(babies incoming: [Baby]) {
        for baby in incoming {
            merge("baby", old: state.babies.first { $0.id == baby.id }, new: baby, newer: { $0.updatedAt > $1.updatedAt }, record: { .baby($0) })
        }
    }

    public mutating func add(routines incoming: [Routine]) {
        for routine in incoming {
            merge("routine", old: state.routines.first { $0.id == routine.id }, new: routine, newer: { $0.updatedAt > $1.updatedAt },
                  record: { .routine($0) })
        }
    }

    /// Check marks and drafts carry no stamp: the imported copy wins when it differs.
    public mutating func add(routineDays incoming: [RoutineDay], drafts: [RoutineDraft]) {
        for day in incoming {
            merge("routine day", old: state.routineDays.first { $0.key == day.key }, new: day, newer: { _, _ in true }, record: { .routineDay($0) })
        }
        for draft in drafts {
            merge("draft", old: state.routineDrafts.first { $0.owner == draft.owner }, new: draft, newer: { _, _ in false }, record: { .routineDraft($0) })
        }
    }

    /// People, invites, office hours and inbox items: added when missing, the store's own kept otherwise.
    public mutating func add(entities incoming: [Entity]) {
        for entity in incoming {
            let old = state.entities[entity.kind]?[entity.id].map { Entity(kind: entity.kind, id: entity.id, value: $0) }
            merge(entity.kind, old: old, new: entity, newer: { _, _ in false }, record: { .entity($0) })
        }
    }

    /// Settings the store has not set yet (an import never overrides this store's own choices).
    public mutating func add(settings: [String: String]) {
        for key in settings.keys.sorted() {
            merge("setting", old: state.preferences[key].map { Preference(key: key, value: $0) }, new: Preference(key: key, value: settings[key]),
                  newer: { _, _ in false }, record: { .preference($0) })
        }
    }

    private mutating func merge<T: Equatable>(_ kind: String, old: T?, new: T, newer: (T, T) -> Bool, record: (T) -> StoreRecord) {
        guard let old else {
            changes.append(RecordChange(before: nil, after: record(new)))
            added[kind, default: 0] += 1
            return
        }
        if old != new && newer(new, old) {
            changes.append(RecordChange(before: record(old), after: record(new)))
            updated[kind, default: 0] += 1
        } else {
            skipped += 1
        }
    }

    /// "added 1 baby, 120 events; updated 2 events; skipped 3 already there".
    public var report: String {
        func list(_ counts: [String: Int]) -> String {
            counts.keys.sorted().map { kind in
                let n = counts[kind]!
                let plural = kind == "baby" ? "babies" : kind == "inbox" ? "inbox items" : kind == "office_hours" ? "office hours" : kind + "s"
                return "\(n) \(n == 1 ? kind.replacing("_", with: " ") : plural.replacing("_", with: " "))"
            }.joined(separator: ", ")
        }
        var parts: [String] = []
        parts.append(added.isEmpty ? "added nothing" : "added " + list(added))
        if !updated.isEmpty { parts.append("updated " + list(updated)) }
        if skipped > 0 { parts.append("skipped \(skipped) already there") }
        return parts.joined(separator: "; ")
    }
}

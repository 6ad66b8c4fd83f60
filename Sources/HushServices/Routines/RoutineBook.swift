import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// One person's routines and their check marks, and the Better Morning rules that change them. Pure:
/// it reads what it is given and returns the record changes to commit; `today` and `now` are injected.
///
/// Finalising a day (8.4) is computed, not scheduled: a day before today is final whatever the
/// program was doing at midnight, and one nobody touched counts as all X. So a caregiver back after a
/// week away sees every missed day correctly, with no process running in between.
///
/// ```swift
/// let book = RoutineBook(owner: "gavin", today: today, now: now, state: store.state)
/// let change = try book.activate(.catalog(oprah), makeID: { RecordID.make() })
/// ```
public struct RoutineBook {
    public let owner: String
    public let today: CivilDate
    public let now: Date
    /// The owner's routines, oldest first.
    public let routines: [Routine]
    /// The owner's stored days, by ``RoutineDay/key``.
    public let days: [String: RoutineDay]

    public init(owner: String, today: CivilDate, now: Date, routines: [Routine], days: [RoutineDay]) {
        self.owner = owner
        self.today = today
        self.now = now
        self.routines = routines.filter { $0.owner == owner }
        let ids = Set(self.routines.map(\.id))
        var byKey: [String: RoutineDay] = [:]
        for day in days where ids.contains(day.routineID) { byKey[day.key] = day }
        self.days = byKey
    }

    public var active: Routine? { routines.first { $0.isActive } }

    /// What a change did, in one line, and the records it wrote.
    public struct Change {
        public var summary: String
        public var changes: [RecordChange]

        package init(summary: String, changes: [RecordChange]) {
            self.summary = summary
            self.changes = changes
        }
    }

    /// A routine a name can mean: one of the person's, or a catalog entry not chosen yet.
    public enum Target {
        case routine(Routine)
        case catalog(RoutineCatalog.Entry)

        public var name: String {
            switch self {
            case .routine(let routine): return routine.name
            case .catalog(let entry): return entry.name
            }
        }
    }

    /// Finds a routine by name: whole name, then unique prefix, then last name, case-insensitively.
    /// The person's own routines and chosen celebrities come before catalog entries of the same name.
    public func find(_ name: RoutineName, catalog: RoutineCatalog, includeCatalog: Bool = true) throws -> Target {
        var targets: [Target] = routines.map { .routine($0) }
        if includeCatalog {
            let chosen = Set(routines.compactMap(\.catalogKey))
            targets += catalog.entries.filter { !chosen.contains($0.key) }.map { .catalog($0) }
        }
        let wanted = name.text.lowercased().split(separator: " ").joined(separator: " ")
        func matches(_ rule: (String) -> Bool) -> [Target] { targets.filter { rule($0.name.lowercased()) } }
        let rules: [(String) -> Bool] = [
            { $0 == wanted },
            { $0.hasPrefix(wanted) },
            { $0.split(separator: " ").dropFirst().contains { $0.hasPrefix(wanted) } },
        ]
        for rule in rules {
            var found = matches(rule)
            // A name that is both the person's own routine and a catalog entry means their own.
            if found.contains(where: { if case .routine = $0 { return true } else { return false } }) {
                found = found.filter { if case .routine = $0 { return true } else { return false } }
            }
            if found.count == 1 { return found[0] }
            if found.count > 1 {
                throw RoutineError.ambiguousRoutine(name.text, candidates: found.map(\.name), name.range)
            }
        }
        let names = targets.map(\.name)
        let suggestion = Suggestion.closest(to: wanted, in: names.map { $0.lowercased() }, maxDistance: 3)
            .flatMap { lowered in names.first { $0.lowercased() == lowered } }
        throw RoutineError.unknownRoutine(name.text, suggestion: suggestion, name.range)
    }

    /// One of the person's own routines by name (restart, delete, data cards never reach the catalog).
    public func own(_ name: RoutineName) throws -> Routine {
        guard case .routine(let routine) = try find(name, catalog: RoutineCatalog(entries: []), includeCatalog: false) else {
            preconditionFailure("with no catalog, only the person's routines can match")
        }
        return routine
    }

    /// The stored or implied record of a routine on a date.
    public func day(_ routine: Routine, on date: CivilDate) -> RoutineDay {
        days["\(routine.id)/\(date.text)"] ?? RoutineDay(routineID: routine.id, date: date)
    }

    func stamped(_ routine: Routine) -> Routine {
        var copy = routine
        copy.updatedAt = now
        return copy
    }
}

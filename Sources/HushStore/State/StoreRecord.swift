import FoundationEssentials
import HushDomain

/// Anything the store keeps, as one versioned record. Every change to the store is a list of
/// before/after pairs of these, which is what makes undo, redo and replay exact.
///
/// ```json
/// {"event": {"id": "…", "event_type": "diaper", …}}
/// {"preference": {"key": "selected_baby", "value": "…"}}
/// ```
public enum StoreRecord: Codable, Hashable, Sendable {
    case baby(Baby)
    case event(Event)
    case preference(Preference)
    case routine(Routine)
    case routineDay(RoutineDay)
    case routineDraft(RoutineDraft)
    case entity(Entity)

    /// Unique across kinds, so a change can be matched to what it replaces.
    public var key: String {
        switch self {
        case .baby(let baby): return "baby:\(baby.id)"
        case .event(let event): return "event:\(event.id)"
        case .preference(let preference): return "preference:\(preference.key)"
        case .routine(let routine): return "routine:\(routine.id)"
        case .routineDay(let day): return "routine_day:\(day.key)"
        case .routineDraft(let draft): return "routine_draft:\(draft.owner)"
        case .entity(let entity): return "entity:\(entity.kind):\(entity.id)"
        }
    }

    package enum Keys: String, CodingKey {
        case baby, event, preference, routine, entity
        case routineDay = "routine_day"
        case routineDraft = "routine_draft"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let baby = try container.decodeIfPresent(Baby.self, forKey: .baby) {
            self = .baby(baby)
        } else if let event = try container.decodeIfPresent(Event.self, forKey: .event) {
            self = .event(event)
        } else if let preference = try container.decodeIfPresent(Preference.self, forKey: .preference) {
            self = .preference(preference)
        } else if let json = try container.decodeIfPresent(JSONValue.self, forKey: .routine) {
            self = .routine(try RoutineRecords.routine(json))
        } else if let json = try container.decodeIfPresent(JSONValue.self, forKey: .routineDay) {
            self = .routineDay(try RoutineRecords.day(json))
        } else if let json = try container.decodeIfPresent(JSONValue.self, forKey: .routineDraft) {
            self = .routineDraft(try RoutineRecords.draft(json))
        } else if let json = try container.decodeIfPresent(JSONValue.self, forKey: .entity) {
            self = .entity(try Entity(json: json))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown record kind"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .baby(let baby): try container.encode(baby, forKey: .baby)
        case .event(let event): try container.encode(event, forKey: .event)
        case .preference(let preference): try container.encode(preference, forKey: .preference)
        case .routine(let routine): try container.encode(RoutineRecords.json(routine), forKey: .routine)
        case .routineDay(let day): try container.encode(RoutineRecords.json(day), forKey: .routineDay)
        case .routineDraft(let draft): try container.encode(RoutineRecords.json(draft), forKey: .routineDraft)
        case .entity(let entity): try container.encode(entity.json, forKey: .entity)
        }
    }
}

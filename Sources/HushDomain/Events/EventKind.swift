/// The kinds of events the PRD's data model stores (`event_type`). `pump` is a caregiver's pumping
/// session: the household's milk, logged beside the baby's events.
public enum EventKind: String, Codable, Sendable, CaseIterable {
    case eat, sleep, diaper, note, pump
    /// Solid food: the foods eaten, an optional amount and a reaction ("had banana", "rash after peanut").
    case solids
}

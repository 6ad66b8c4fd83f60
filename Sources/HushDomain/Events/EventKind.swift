/// The kinds of events the PRD's data model stores (`event_type`). `pump` is a caregiver's pumping
/// session: the household's milk, logged beside the baby's events.
public enum EventKind: String, Codable, Sendable, CaseIterable {
    case eat, sleep, diaper, note, pump
    /// Solid food: the foods eaten, an optional amount and a reaction ("had banana", "rash after peanut").
    case solids
}

/// Which breast a feed used first.
public enum BreastSide: String, Codable, Sendable, CaseIterable {
    case left, right

    public var opposite: BreastSide { self == .left ? .right : .left }
    public var letter: String { self == .left ? "L" : "R" }
}

/// What a diaper held; the PRD's three-way toggle.
public enum DiaperContents: String, Codable, Sendable, CaseIterable {
    case wet, dirty, both

    /// The dashboard spec's words: "Pee", "Poop", "Pee + Poop".
    public var label: String {
        switch self {
        case .wet: return "pee"
        case .dirty: return "poop"
        case .both: return "pee + poop"
        }
    }
}

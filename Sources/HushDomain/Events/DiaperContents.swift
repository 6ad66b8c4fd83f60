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

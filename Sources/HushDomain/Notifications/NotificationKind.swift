import FoundationEssentials

/// The kinds of notification (PRD 10, Better Morning 9, Office Hours) and whether each is on by default.
public enum NotificationKind: String, CaseIterable, Hashable, Sendable {
    case bottleExpiry = "bottle expiry"
    case napWindow = "nap window"
    case feedingDue = "feeding due"
    case routine = "routine"
    case officeHours = "office hours"

    /// PRD 10: bottle expiry on, wake window (nap) off, feeding due off; the routine's daily reminder and
    /// office hours are on (their specs).
    public var isOnByDefault: Bool { self != .napWindow && self != .feedingDue }

    var aliases: [String] {
        switch self {
        case .bottleExpiry: return ["bottle", "bottles", "expiry"]
        case .napWindow: return ["nap", "naps", "wake window"]
        case .feedingDue: return ["feeding", "feeds", "feed due"]
        case .routine: return ["routines", "morning routine"]
        case .officeHours: return ["office"]
        }
    }

    /// The name machines read: `reminders --json`, `HUSH_KIND`, delivery records ("bottle_expiry").
    public var code: String { rawValue.replacing(" ", with: "_") }

    /// The store preference holding the household's choice.
    public var preferenceKey: String { "notify." + code }

    /// The kind a person named: "feeding due", "feeding", "nap window", "naps", "bottle_expiry".
    public static func named(_ words: String) -> NotificationKind? {
        let name = words.lowercased()
        return allCases.first { $0.rawValue == name || $0.code == name || $0.aliases.contains(name) }
    }
}

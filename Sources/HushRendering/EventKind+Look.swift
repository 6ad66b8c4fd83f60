import Foundation
import HushDomain
import HushLanguage
import HushStore
import HushServices

extension EventKind {
    /// The kind's colour in the terminal: an SGR code, 24-bit so the themes can dim it (``TextStyle``).
    var colour: String {
        switch self {
        case .sleep: return "38;2;155;138;165"
        case .eat: return "38;2;123;174;127"
        case .diaper: return "38;2;229;192;123"
        case .note: return "2"
        case .solids: return "38;2;214;150;112"
        case .pump: return "38;2;130;170;200"
        }
    }

    /// The kind's noun in the sync line's "Failed to save the last …" (``SyncStatus``).
    package var changeNoun: String {
        switch self {
        case .eat: return "feeding"
        case .sleep: return "sleep"
        case .diaper: return "diaper"
        case .note: return "note"
        case .solids: return "solids"
        case .pump: return "pumping"
        }
    }
}

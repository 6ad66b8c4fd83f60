import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// How a kind looks in the terminal and is named in the sync line, from its words (``KindWords``).
extension EventKind {
    /// The kind's colour in the terminal: an SGR code, 24-bit so the themes can dim it (``TextStyle``).
    var colour: String { words.colour }

    /// The kind's noun in the sync line's "Failed to save the last …" (``SyncStatus``).
    package var changeNoun: String { words.noun }
}

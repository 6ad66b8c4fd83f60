import FoundationEssentials
import HushDomain

/// A person's name as it enters a household on the server (registering, joining, a membership or an
/// invite a device pushes): trimmed, not empty, at most ``maxCharacters`` long and printable. Names are
/// what people are called on screen; they never decide who someone is (``SyncPerson`` does).
///
/// ```swift
/// try PersonName.validated("  Nana ")      // "Nana"
/// try PersonName.validated("   ")          // throws PersonName.Problem.empty
/// PersonName.key("Nana") == PersonName.key("nana")   // true: compared as the store compares names
/// PersonName.key("Gav\u{200D}in") == PersonName.key("ＧＡＶＩＮ")   // true: both are "gavin"
/// ```
public enum PersonName {
    /// Long enough for any real name with a family role ("Grandma Marie-Thérèse de la Fontaine"), short
    /// enough to fit a line of `people` and never to be a way to fill a disk.
    public static let maxCharacters = 64

    /// Why a name is refused; each says how to fix it.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case empty
        case tooLong(characters: Int)
        /// A control or invisible formatting character, at this 1-based position in the trimmed name.
        case unprintable(position: Int)

        public var description: String {
            switch self {
            case .empty:
                return "a person's name is needed (it was empty, only spaces or only invisible characters), such as \"Nana\""
            case .tooLong(let count):
                return "a person's name is at most \(PersonName.maxCharacters) characters (this one has \(count)); use a shorter one"
            case .unprintable(let position):
                return "a person's name holds a control character at position \(position); use letters, digits, spaces and punctuation"
            }
        }
    }

    /// The name trimmed of surrounding whitespace, or the problem with it.
    public static func validated(_ typed: String) throws(Problem) -> String {
        let name = typed.trimming(.whitespacesAndNewlines)
        // Only invisible characters ("\u{200D}") would be a name nobody can read or tell from another.
        guard !name.isEmpty, !key(name).isEmpty else { throw .empty }
        // Counted in bytes first: a 60 MB name is refused without walking its characters.
        guard name.utf8.count <= maxCharacters * 4, name.count <= maxCharacters else {
            throw .tooLong(characters: name.utf8.count > maxCharacters * 4 ? name.utf8.count : name.count)
        }
        for (index, character) in name.enumerated() where !isPrintable(character) {
            throw .unprintable(position: index + 1)
        }
        return name
    }

    /// The form two names are compared in, as the store compares them: names that look the same to a
    /// reader are one name. Invisible characters (Unicode's default-ignorable code points: zero-width
    /// joiners and spaces, soft hyphens, variation selectors, tags) are dropped, compatibility forms are
    /// folded into their plain letters (NFKC: fullwidth "ＧＡＶＩＮ" is "GAVIN", "ﬁ" is "fi"), then case is
    /// folded ("Straße" is "strasse") and surrounding whitespace trimmed. The one comparison of names:
    /// every check that a name is taken or is someone's goes through it.
    public static func key(_ name: String) -> String {
        // Asked for each membership on every command: for ASCII, the steps come down to trimming and
        // lowercasing, and a name that starts and ends with a printable character has nothing to trim.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            if let first = name.utf8.first, let last = name.utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
                return name.lowercased()
            }
            return name.trimming(.whitespacesAndNewlines).lowercased()
        }
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: name.unicodeScalars.lazy.filter { !$0.properties.isDefaultIgnorableCodePoint })
        // Trimmed between NFKC and folding, where the key always trimmed: NFKC makes some letters a space and
        // an accent ("´" is " ́"). Folding is composed again, as folding can leave a form NFKC changes ("ǅ").
        let composed = NameFolding.compatibilityComposed(String(visible))
        return NameFolding.caseFolded(composed.trimming(.whitespacesAndNewlines))
    }

    /// False for control characters (C0, C1, DEL), line and paragraph separators, and invisible format
    /// characters such as bidirectional overrides; the joiners emoji need (U+200C, U+200D) are printable.
    static func isPrintable(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: return false
            case .format: return scalar.value == 0x200C || scalar.value == 0x200D
            default: return true
            }
        }
    }
}

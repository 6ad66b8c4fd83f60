import FoundationEssentials

extension SpokenText {
    /// What a screen shows for the eyes, said as a listener can use it: an address or a file path as what
    /// it is, a placeholder as the thing to say in its place, "type 'x'" as "say x", and a day word inside
    /// a sentence as a word ("at Yesterday 3:00 PM" is "yesterday at 3:00 PM").
    static func forListening(_ text: String) -> String {
        var spoken = replacing(text, #"\bhttps?://[^\s;,)']+"#) { _ in "the server's address" }
        // The standard library's expressions have no look-behind: the character before a path is matched
        // and given back.
        spoken = replacing(spoken, #"(^|[^\w.])[~./\w-]*\.(?:csv|json|jsonl|html|hush|gz|txt)\b"#) { $0[1] + "the file" }
        spoken = replacing(spoken, #"\b(?:YYYY-MM-DD|NAME|CODE|TOKEN|TOPIC|FILE|ID|URL|N)\b"#) { groups in
            switch groups[0] {
            case "YYYY-MM-DD": return "the date"
            case "NAME": return "a name"
            case "CODE": return "the code"
            case "TOKEN": return "the token"
            case "TOPIC": return "a topic"
            case "FILE": return "the file"
            case "ID": return "the device"
            case "URL": return "the server's address"
            default: return "a number"
            }
        }
        spoken = replacing(spoken, #"\b([Tt])ype (?=['"]|its\b|it\b)"#) { $0[1] == "T" ? "Say " : "say " }
        spoken = replacing(spoken, #"\b(at|expires|expired|ends|ended|until|since|by) (Yesterday|Today|Tomorrow) (?=\d)"#) { groups in
            groups[1] == "at" ? groups[2].lowercased() + " at " : groups[1] + " " + groups[2].lowercased() + " at "
        }
        // "at Today Today": a match takes the space before the next one, so again until nothing changes.
        for _ in 0..<8 {
            let lowered = replacing(spoken, #"(\S )(Yesterday|Today|Tomorrow)\b"#) { $0[1] + $0[2].lowercased() }
            if lowered == spoken { break }
            spoken = lowered
        }
        return spoken
    }

    /// A row of a listing inside a sentence: "Nap · 3h 30m" → "nap, 3h 30m" (its parts one clause, its
    /// first word no longer a heading).
    public static func clause(_ listing: String) -> String {
        listing.components(separatedBy: " · ").map { part in
            // A part opens with a heading's capital ("Expires in 2h"); a side's letter ("L 15m") stays.
            let word = part.prefix { $0.isLetter }
            return word.dropFirst().contains(where: \.isLowercase) ? part.prefix(1).lowercased() + part.dropFirst() : part
        }.joined(separator: ", ")
    }
}

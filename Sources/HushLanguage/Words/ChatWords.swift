import FoundationEssentials
import HushDomain

/// Chat words and abbreviations ("lol", "omg", "brb", "EOM"), from published lists of internet slang
/// bundled as `chat-words.txt` (its sources are noted in the file). They are words someone meant, so
/// typo correction never turns one into Hush's vocabulary: "lol" is one edit from "log", and "wet diaper
/// lol" read as "wet diaper log" would log a line that was a joke. Unknown to the event language, they
/// make the line an error at their column.
///
/// ```swift
/// ChatWords.bundled.contains("lol")   // true: never read as "log"
/// ChatWords.isAbbreviation("EOM")     // true: written in capitals, so a word of its own
/// ```
public struct ChatWords: Sendable {
    private let words: Set<String>?

    public init(words: Set<String>?) { self.words = words }

    /// Parses the bundled format: one word a line, `#` comments, lowercased.
    public init(listing data: Data?) {
        words = data.map { data in
            Set(String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
                let word = line.trimming(.whitespaces).lowercased()
                return word.isEmpty || word.hasPrefix("#") ? nil : word
            })
        }
    }

    /// The list that ships with hush (`HUSH_CHAT_WORDS` names another file).
    public static let bundled = ChatWords(listing: BundledResource.contents(of: "chat-words.txt", override: "HUSH_CHAT_WORDS"))

    /// True when the list was found. Without it no word can be told apart from a chat word, so typo
    /// correction is off and every unknown word is an error (refusing is always safe).
    public var isAvailable: Bool { words != nil }

    /// True when `word` (lowercase) is a chat word, or when the list is missing (see ``isAvailable``).
    public func contains(_ word: String) -> Bool {
        guard let words else { return true }
        return words.contains(word)
    }

    /// "EOM", "ASAP", "PST": a word typed in capitals, two letters or more, is an abbreviation someone
    /// meant, never a slip of the keys.
    public static func isAbbreviation(_ typed: String) -> Bool {
        typed.count >= 2 && typed.allSatisfy { $0.isUppercase || $0.isNumber } && typed.contains(where: \.isUppercase)
    }
}

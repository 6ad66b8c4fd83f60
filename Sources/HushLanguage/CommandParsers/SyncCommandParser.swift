import FoundationEssentials
import HushDomain

/// Parses the sync commands:
///
/// ```
/// sync          set server http://127.0.0.1:8080          set server none
/// conflicts     keep mine       keep theirs 2      merge      keep both
/// devices       revoke device   revoke device d3k9
/// add device    add this phone  link a phone
/// ```
public enum SyncCommandParser {
    static let startWords: [String] = ["sync", "set", "conflicts", "keep", "merge", "devices", "revoke", "add", "link"]
    /// What may stand between `add` / `link` and `device` / `phone` (then "new" may follow).
    static let deviceDeterminers: Set<String> = ["a", "this", "my", "another"]
    static let deviceNouns: Set<String> = ["device", "phone"]

    /// Nil when the line is not a sync command (so `set theme dark` and `revoke invite …` go on to theirs).
    public static func parse(_ tokens: [Token], line: String) throws -> SyncCommand? {
        guard let first = tokens.first?.word, startWords.contains(first) else { return nil }
        let words = tokens.map { $0.word ?? $0.text }
        func nothingAfter(_ count: Int) throws {
            guard tokens.count > count else { return }
            throw ParseError.unexpected(tokens[count].text, expected: "nothing after '\(words[..<count].joined(separator: " "))'", tokens[count].range)
        }
        switch first {
        case "sync":
            try nothingAfter(1)
            return .sync
        case "conflicts":
            try nothingAfter(1)
            return .conflicts
        case "devices":
            try nothingAfter(1)
            return .devices
        case "set":
            guard words.count >= 2, words[1] == "server" else { return nil }
            guard tokens.count >= 3 else {
                throw ParseError.missing("the server's address", example: "set server http://127.0.0.1:8080", tokens[1].range)
            }
            let start = line.index(line.startIndex, offsetBy: tokens[2].range.start)
            let address = line[start...].trimming(.whitespaces)
            if ["none", "off"].contains(address.lowercased()) { return .setServer(nil) }
            let range = SourceRange(start: tokens[2].range.start, end: tokens.last!.range.end)
            guard let url = URLComponents(string: address), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                  let host = url.host, !host.isEmpty, !address.contains(" ") else {
                throw ParseError.unexpected(address, expected: "an address such as http://127.0.0.1:8080 or https://hush.example.org", range)
            }
            return .setServer(address.hasSuffix("/") ? String(address.dropLast()) : address)
        case "revoke":
            guard words.count >= 2, words[1] == "device" else { return nil }
            if tokens.count == 2 { return .revokeDevice(nil) }
            // A device id is letters and digits, which the lexer would split ("d2lsmx8u"): take it as typed.
            let id = line[line.index(line.startIndex, offsetBy: tokens[2].range.start)...].trimming(.whitespaces)
            guard !id.contains(" ") else {
                throw ParseError.unexpected(id, expected: "one device id (the start of one from 'devices')",
                                            SourceRange(start: tokens[2].range.start, end: tokens.last!.range.end))
            }
            return .revokeDevice(id)
        case "add", "link":
            guard let noun = deviceNounIndex(words) else { return nil }
            try nothingAfter(noun + 1)
            return .addDevice
        default:
            return try choice(tokens, words: words)
        }
    }

    /// Where "device" or "phone" stands in "add a new phone", "link this device"; nil when the words after
    /// `add` / `link` name no device (then "add" may be a verb of logging, ``LineOpening``).
    public static func deviceNounIndex(_ words: [String]) -> Int? {
        var noun = words.count > 1 && deviceDeterminers.contains(words[1]) ? 2 : 1
        if words.count > noun, words[noun] == "new" { noun += 1 }
        guard words.count > noun, deviceNouns.contains(words[noun]) else { return nil }
        return noun
    }

    /// `keep mine|theirs|both [N]`, `merge [N]`.
    private static func choice(_ tokens: [Token], words: [String]) throws -> SyncCommand? {
        var count = 1
        let choice: ConflictChoice
        if words[0] == "merge" {
            choice = .merge
        } else {
            guard words.count >= 2 else { return nil }
            switch words[1] {
            case "mine": choice = .keepMine
            case "theirs": choice = .keepTheirs
            case "both": choice = .keepBoth
            default: return nil
            }
            count = 2
        }
        guard tokens.count > count else { return .resolve(choice, number: nil) }
        guard case (let number, nil)? = tokens[count].wholeNumber, number >= 1 else {
            throw ParseError.unexpected(tokens[count].text, expected: "the conflict's number from 'conflicts'", tokens[count].range)
        }
        if tokens.count > count + 1 {
            throw ParseError.unexpected(tokens[count + 1].text, expected: "nothing after the conflict's number", tokens[count + 1].range)
        }
        return .resolve(choice, number: number)
    }
}

import HushDomain

/// Parses `check store`, `repair store`, `backup to FILE`, `restore from FILE` and `set backups on|off`.
/// A file name is the rest of the line as typed (the lexer would split `hush.backup`).
///
/// ```swift
/// try StoreCommandParser.parse(Lexer.tokens(in: "check store"), line: "check store")   // .check
/// ```
public enum StoreCommandParser {
    static let startWords: [String] = ["check", "repair", "backup", "restore", "set"]

    public static func parse(_ tokens: [Token], line: String) throws -> StoreCommand? {
        guard let first = tokens.first?.word, startWords.contains(first), tokens.count >= 2 else {
            if tokens.first?.word == "backup" {
                throw ParseError.missing("where to write it", example: "backup to hush.backup", tokens[0].range)
            }
            return nil
        }
        let second = tokens[1].word
        let slice = TypedText(line)
        switch first {
        case "check", "repair":
            guard second == "store" else { return nil }
            guard tokens.count == 2 else { throw ParseError.unexpected(tokens[2].text, expected: "nothing after '\(first) store'", tokens[2].range) }
            return first == "check" ? .check : .repair
        case "backup":
            guard second == "to" else { throw ParseError.unexpected(tokens[1].text, expected: "'to FILE'", tokens[1].range) }
            guard tokens.count > 2 else { throw ParseError.missing("the file", example: "backup to hush.backup", tokens[1].range) }
            return .backup(file: DataCommandParser.path(slice.text(tokens[2...])))
        case "restore":
            guard second == "from" else { return nil }
            guard tokens.count > 2 else { throw ParseError.missing("the file", example: "restore from hush.backup", tokens[1].range) }
            return .restore(file: DataCommandParser.path(slice.text(tokens[2...])))
        default:
            guard second == "backups" || second == "backup" else { return nil }
            guard tokens.count == 3, let value = tokens[2].word, value == "on" || value == "off" else {
                let at = tokens.count > 2 ? tokens[2] : tokens[1]
                throw ParseError.unexpected(tokens.count > 2 ? at.text : "", expected: "'on' or 'off'", at.range)
            }
            return .dailyBackups(value == "on")
        }
    }
}

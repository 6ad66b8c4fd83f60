import FoundationEssentials
import HushDomain

/// Parses `export csv [24h|7d|30d|all] [to FILE] [--copy]`, `export json to FILE` and
/// `import json|huckleberry|babyconnect|babybuddy FILE`. File names are taken as typed (the lexer would
/// split `week.csv`), so the rest of the line after `to` or the format is the path.
public enum DataCommandParser {
    public static func parse(_ tokens: [Token], line: String) throws -> DataCommand? {
        guard let first = tokens.first?.word, first == "export" || first == "import", tokens.count >= 2 else { return nil }
        let slice = TypedText(line)
        let format = tokens[1].word ?? ""
        if first == "import" {
            guard let kind = ImportFormat(rawValue: format.replacing("-", with: "")) else {
                throw ParseError.unexpected(tokens[1].text, expected: "what to import: json, huckleberry, babyconnect or babybuddy", tokens[1].range)
            }
            guard tokens.count > 2 else { throw ParseError.missing("the file", example: "import \(kind.rawValue) export.csv", tokens[1].range) }
            return .importFile(kind, path: path(slice.text(tokens[2...])))
        }
        switch format {
        case "json":
            guard tokens.count > 2 else { return nil }   // plain `export json` prints the document
            guard tokens[2].word == "to", tokens.count > 3 else {
                throw ParseError.unexpected(tokens[2].text, expected: "'to FILE'", tokens[2].range)
            }
            return .exportJSON(file: path(slice.text(tokens[3...])))
        case "csv":
            var index = 2
            var range = CSVExport.Range.all
            var copy = false
            var end = tokens.count
            // `--copy` arrives as two dashes and a word.
            if end >= 3, tokens[end - 1].word == "copy", tokens[end - 2].text == "-", tokens[end - 3].text == "-" {
                copy = true
                end -= 3
            }
            if index < end, let named = CSVExport.Range(rawValue: tokens[index].text.lowercased()) ?? rangeWord(tokens[index]) {
                range = named
                index += 1
            }
            var file: String?
            if index < end {
                guard tokens[index].word == "to", index + 1 < end else {
                    throw ParseError.unexpected(tokens[index].text, expected: "a range (24h, 7d, 30d, all), 'to FILE' or --copy", tokens[index].range)
                }
                file = path(slice.text(tokens[(index + 1)..<end]))
            }
            return .exportCSV(range: range, file: file, copy: copy)
        default:
            throw ParseError.unexpected(tokens[1].text, expected: "'json' or 'csv'", tokens[1].range)
        }
    }

    /// `24h` lexes as a number with a suffix; `all` is a word.
    static func rangeWord(_ token: Token) -> CSVExport.Range? {
        guard case (let value, let suffix?)? = token.wholeNumber else { return nil }
        return CSVExport.Range(rawValue: "\(value)\(suffix)")
    }

    /// A path as typed, quotes dropped, `~` for the home folder.
    static func path(_ text: String) -> String {
        if text.hasPrefix("~/"), let home = ProcessEnvironment.value("HOME") { return home + text.dropFirst() }
        return text
    }
}

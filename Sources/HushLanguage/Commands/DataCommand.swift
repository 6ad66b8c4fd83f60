import HushDomain

/// Moving data in and out (the data issue): exports to a file or the clipboard, imports from Hush's
/// own export and from other apps.
///
/// ```swift
/// try DataCommandParser.parse(Lexer.tokens(in: "export csv 7d to week.csv"), line: "export csv 7d to week.csv")
/// // .exportCSV(range: .week, file: "week.csv", copy: false)
/// ```
public enum DataCommand: Hashable, Sendable {
    case exportJSON(file: String)
    case exportCSV(range: CSVExport.Range, file: String?, copy: Bool)
    case importFile(ImportFormat, path: String)
}

extension CommandMeaning {
    /// What a data command means, said back: `export-csv range=7d`, `import format=huckleberry file=…`.
    static func describe(_ command: DataCommand) -> String {
        switch command {
        case .exportJSON(let file): return "export-json file=\(file)"
        case .exportCSV(let range, let file, let copy):
            return "export-csv range=\(range.rawValue)" + (file.map { " file=\($0)" } ?? "") + (copy ? " copy" : "")
        case .importFile(let format, let path): return "import format=\(format.rawValue) file=\(path)"
        }
    }
}

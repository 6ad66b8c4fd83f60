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

/// What an import reads.
public enum ImportFormat: String, Hashable, Sendable, CaseIterable {
    case json, huckleberry, babyconnect, babybuddy
}

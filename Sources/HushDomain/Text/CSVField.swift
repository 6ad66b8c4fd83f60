/// RFC 4180 quoting for one CSV field and one record.
///
/// A field is quoted only when it has to be (it holds a comma, a double quote, CR or LF), so ordinary
/// rows stay as readable as the PRD's example; quotes inside a quoted field are doubled. Everything else,
/// including leading spaces and newlines inside notes, is kept byte for byte so a real CSV parser gives
/// back exactly what the caregiver typed.
///
/// Two things are not kept as typed, because a cell can hold what any device of the household pushed:
/// - A cell starting with `=`, `+`, `-`, `@`, tab or carriage return would be a formula to Excel, Numbers,
///   LibreOffice and Google Sheets (`=HYPERLINK(…)` in a note): it gets a leading single quote, as OWASP's
///   CSV injection guidance says, which spreadsheets read as "this is text". Every cell gets the same rule:
///   Hush's numeric columns (durations, ounces) are never negative, so no real number loses its sign.
/// - Control characters are written as their JSON escape (``TerminalText``), so `export csv` shown in a
///   terminal, or a file `cat` later, cannot drive the terminal. Line breaks inside a note are kept.
///
/// ```swift
/// CSVField.escaped("Fussy, then slept")   // "\"Fussy, then slept\""
/// CSVField.escaped("said \"no\"")          // "\"said \"\"no\"\"\""
/// CSVField.record(["2026-01-02", "08:15", "eat"])   // "2026-01-02,08:15,eat\r\n"
/// CSVField.escaped("=1+2")                 // "'=1+2"
/// ```
public enum CSVField {
    /// RFC 4180 ends every record, the last one included, with CRLF. Excel, Numbers, Google Sheets and
    /// Python's `csv` module all read it, and a strict reader is never surprised by it.
    public static let recordEnd = "\r\n"

    /// What makes a spreadsheet read a cell as a formula when it comes first.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// The field as it goes between the commas.
    public static func escaped(_ typed: String) -> String {
        let field = TerminalText.escaped(typed.unicodeScalars.first.map(formulaStarts.contains) == true ? "'" + typed : typed)
        // Scan the UTF-8 bytes: every character that forces quoting is ASCII, and this runs once per
        // field of every exported event (20,000 events should export well under a second).
        var needsQuotes = false
        var hasQuote = false
        for byte in field.utf8 {
            switch byte {
            case UInt8(ascii: "\""): hasQuote = true; needsQuotes = true
            case UInt8(ascii: ","), UInt8(ascii: "\r"), UInt8(ascii: "\n"): needsQuotes = true
            default: continue
            }
        }
        guard needsQuotes else { return field }
        let body = hasQuote ? field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") : field
        return "\"" + body + "\""
    }

    /// One record: the fields escaped, joined by commas, ended by CRLF.
    public static func record(_ fields: [String]) -> String {
        var line = ""
        append(fields, to: &line)
        return line
    }

    /// Appends one record to `text`; the exporter builds its whole document in one growing string.
    public static func append(_ fields: [String], to text: inout String) {
        for (index, field) in fields.enumerated() {
            if index > 0 { text += "," }
            text += escaped(field)
        }
        text += recordEnd
    }
}

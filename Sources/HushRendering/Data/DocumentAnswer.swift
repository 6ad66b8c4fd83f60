import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// A document printed as it is (`export csv`); in `--json`, a string field.
///
/// ```swift
/// DocumentAnswer(text: "date,kind\r\n").text(style: style)   // "date,kind\r" + the output's line end
/// ```
public struct DocumentAnswer: Answer {
    public var spokenView: SpokenView { .document }

    public var text: String

    public init(text: String) { self.text = text }

    static let tooLong = "The export is ready; it is too long to read aloud."

    public func text(style: TextStyle) -> String {
        // The output adds the last line end. A CSV's records end in CRLF, one Character that
        // hasSuffix("\n") does not match: dropping the LF alone leaves the CR, so the last record
        // still ends in CRLF and no empty row follows it.
        text.unicodeScalars.last == "\n" ? String(text.unicodeScalars.dropLast()) : text
    }

    public func json() -> String {
        var writer = JSONLineWriter()
        writer.value(.object(["ok": .bool(true), "document": .string(text)]))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    public func speech() -> String { Self.tooLong }
}

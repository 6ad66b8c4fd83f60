import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `export json` to the output: the whole document, pretty for people and on one line for `--json`.
///
/// ```swift
/// try ExportAnswer(document: document).speech()   // "The export is ready; it is too long to read aloud."
/// ```
public struct ExportAnswer: Answer {
    public var spokenView: SpokenView { .export }

    public var document: ExportDocument

    public init(document: ExportDocument) { self.document = document }

    public func text(style: TextStyle) -> String { String(decoding: document.written(pretty: true), as: UTF8.self) }

    public func json() -> String { String(decoding: document.written(pretty: false), as: UTF8.self) }

    public func speech() -> String { DocumentAnswer.tooLong }
}

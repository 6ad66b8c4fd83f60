import HushDomain
import HushLanguage
import HushStore
import HushServices
/// Formats an error the way compilers do, so editors and people both find the spot:
///
/// ```
/// day.hush:3:5: error: unknown word 'fuor' — did you mean 'four'?
///     ate fuor oz
///         ^~~~
/// ```
public struct ErrorReport: Sendable {
    public var message: String
    public var range: SourceRange?
    /// Script path or `<stdin>`; nil for the REPL and one-shot commands.
    public var source: String?
    public var lineNumber: Int?
    public var line: String

    public init(message: String, range: SourceRange?, source: String?, lineNumber: Int?, line: String) {
        self.message = message
        self.range = range
        self.source = source
        self.lineNumber = lineNumber
        self.line = line
    }

    /// The error for anything a command can throw.
    public static func describe(_ error: Error) -> (message: String, range: SourceRange?) {
        switch error {
        case let error as ParseError: return (error.message, error.range)
        case let error as DomainError: return (error.message, error.range)
        case let error as StoreError: return (error.message, nil)
        case let error as RoutineError: return (error.message, error.range)
        case let error as RoutineCatalogError: return (error.message, nil)
        case let error as PeopleError: return (error.message, nil)
        case let error as ImportError: return (error.message, nil)
        case let error as PermissionError: return (error.message, nil)
        case let error as DescribedError: return error.described
        default: return ("\(error)", nil)
        }
    }

    public func render(style: TextStyle) -> String {
        var location = ""
        if let source, let lineNumber {
            location = "\(source):\(lineNumber):\(range?.column ?? 1): "
        }
        var text = location + style.error("error:") + " " + message
        if let range, !line.isEmpty {
            // Control characters would move the caret; show them as spaces so columns line up.
            let shown = String(line.map { $0.isASCII && ($0.asciiValue! < 32 || $0.asciiValue! == 127) ? " " : $0 })
            text += "\n    " + shown + "\n    " + style.caret(range.caretLine)
        }
        return text
    }
}

import FoundationEssentials

/// Exports (JSON and CSV, to the output, a file or the clipboard) and imports.
///
/// ```swift
/// try DataHandler(session: session).run(try parser.parse("export json"), now: session.now)
/// ```
struct DataHandler: CommandHandler {
    let session: Session

    func run(_ line: ParsedLine, now: Date) throws -> any Answer {
        switch line.command {
        case .data(let command): return try runData(command, line: line, now: now)
        case .exportJSON: return ExportAnswer(document: try exportDocument(now: now))
        default: throw UnhandledCommand(command: line.command)
        }
    }
}

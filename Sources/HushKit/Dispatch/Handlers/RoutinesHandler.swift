import FoundationEssentials

/// Morning routines: the catalog, the day's tasks, the data cards and guided creation.
///
/// ```swift
/// try RoutinesHandler(session: session).run(try parser.parse("routines"), now: session.now)
/// ```
struct RoutinesHandler: CommandHandler {
    let session: Session

    func run(_ line: ParsedLine, now: Date) throws -> any Answer {
        guard case .routine(let command) = line.command else { throw UnhandledCommand(command: line.command) }
        return try runRoutine(command, line: line, now: now)
    }
}

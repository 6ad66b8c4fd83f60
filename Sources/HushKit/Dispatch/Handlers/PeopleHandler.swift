import FoundationEssentials

/// People, invites, office hours and handovers.
///
/// ```swift
/// try PeopleHandler(session: session).run(try parser.parse("people"), now: session.now)
/// ```
struct PeopleHandler: CommandHandler {
    let session: Session

    func run(_ line: ParsedLine, now: Date) throws -> any Answer {
        guard case .people(let command) = line.command else { throw UnhandledCommand(command: line.command) }
        return try runPeople(command, line: line, now: now)
    }
}

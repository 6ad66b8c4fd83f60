import FoundationEssentials

/// Reminders: what is planned, quiet hours, muting.
///
/// ```swift
/// try RemindersHandler(session: session).run(try parser.parse("reminders"), now: session.now)
/// ```
struct RemindersHandler: CommandHandler {
    let session: Session

    func run(_ line: ParsedLine, now: Date) throws -> any Answer {
        guard case .reminders(let command) = line.command else { throw UnhandledCommand(command: line.command) }
        return try runReminders(command, now: now)
    }
}

import FoundationEssentials

/// One feature's commands (events, views, people, routines, data, store, sync, reminders, settings): the
/// dispatcher's table picks the handler by the command, and the handler runs it to an answer.
///
/// ```swift
/// let answer = try ViewsHandler(session: session).run(ParsedLine(command: .view(.status)), now: session.now)
/// ```
protocol CommandHandler: DispatchContext {
    init(session: Session)
    func run(_ line: ParsedLine, now: Date) throws -> any Answer
}

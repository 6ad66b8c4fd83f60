import FoundationEssentials

/// Sharing with the family's server: the address, conflicts, and what goes over the network (with the
/// store's lock released first).
///
/// ```swift
/// try SyncHandler(session: session).run(try parser.parse("conflicts"), now: session.now)
/// ```
struct SyncHandler: CommandHandler {
    let session: Session

    func run(_ line: ParsedLine, now: Date) throws -> any Answer {
        guard case .sync(let command) = line.command else { throw UnhandledCommand(command: line.command) }
        return try runSync(command, now: now)
    }
}

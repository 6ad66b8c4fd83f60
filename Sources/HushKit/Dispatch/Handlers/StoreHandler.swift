import FoundationEssentials

/// The store itself: checks, repairs, backups, restores and compaction.
///
/// ```swift
/// try StoreHandler(session: session).run(try parser.parse("check store"), now: session.now)
/// ```
struct StoreHandler: CommandHandler {
    let session: Session

    func run(_ line: ParsedLine, now: Date) throws -> any Answer {
        guard case .store(let command) = line.command else { throw UnhandledCommand(command: line.command) }
        return try runStore(command, line: line, now: now)
    }
}

import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushKit

/// A session on a temporary store, in New York at a pinned clock, for tests that run lines in process:
/// the store is begun before `body` and ended after, and its folder removed.
///
/// ```swift
/// try InProcessSession.with(now: now) { session, dispatcher in
///     _ = try InProcessSession.run(dispatcher, "new baby Eddie born 2025-09-01")
/// }
/// ```
enum InProcessSession {
    static func with(now: Date, _ body: (Session, Dispatcher) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-in-process-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = Session(store: JournalStore(directory: folder.path), calendar: ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!),
                              person: "gavin", fixedNow: now)
        try session.store.begin()
        defer { try? session.store.end() }
        try body(session, Dispatcher(session: session))
    }

    /// One line, parsed with the store's babies' names, and its answer.
    static func run(_ dispatcher: Dispatcher, _ line: String) throws -> any Answer {
        try dispatcher.run(try CommandParser(knownNames: dispatcher.session.babyNames).parse(line))
    }
}

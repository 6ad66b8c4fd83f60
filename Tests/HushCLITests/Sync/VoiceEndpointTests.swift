import XCTest

/// `POST /v1/say` through a real server on each backend: embedded, and PostgreSQL when
/// `HUSH_TEST_POSTGRES` is set (skipped with a message otherwise, as the other sync tests are).
final class VoiceEndpointTests: XCTestCase {
    private func embedded() throws -> SyncServerProcess { try SyncServerProcess.start(environment: VoiceScenarios.environment) }

    private func postgres() throws -> SyncServerProcess {
        guard let url = SyncServerProcess.postgresURL else {
            throw XCTSkip("HUSH_TEST_POSTGRES is not set: start one with .ci/postgres-start and export its URL")
        }
        return try SyncServerProcess.start(database: url, environment: VoiceScenarios.environment)
    }

    func testStatementLogsAndSyncsQuestionAnswers() throws { try VoiceScenarios.statementsAndQuestions(try embedded()) }
    func testNoTokenMalformedBodiesAndRefusedLines() throws { try VoiceScenarios.refusals(try embedded()) }
    func testSubscriberAsksOnlyAboutOfficeHours() throws { try VoiceScenarios.subscriber(try embedded()) }
    func testTwoBabiesByNameInTheLine() throws { try VoiceScenarios.twoBabiesByName(try embedded()) }
    func testConcurrentCallsLoseNothing() throws { try VoiceScenarios.concurrentCalls(try embedded()) }

    func testStatementLogsAndSyncsQuestionAnswersOnPostgres() throws { try VoiceScenarios.statementsAndQuestions(try postgres()) }
    func testNoTokenMalformedBodiesAndRefusedLinesOnPostgres() throws { try VoiceScenarios.refusals(try postgres()) }
    func testSubscriberAsksOnlyAboutOfficeHoursOnPostgres() throws { try VoiceScenarios.subscriber(try postgres()) }
    func testConcurrentCallsLoseNothingOnPostgres() throws { try VoiceScenarios.concurrentCalls(try postgres()) }

    /// Two servers on one database, the same people's calls spread over both at once.
    func testConcurrentCallsOnTwoServersSharingPostgres() throws {
        let first = try postgres()
        let second = try SyncServerProcess.start(database: first.database, environment: VoiceScenarios.environment)
        try VoiceScenarios.concurrentCalls(first, and: second)
    }
}

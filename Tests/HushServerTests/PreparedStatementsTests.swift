@testable import HushKit
@testable import HushServer
import Logging
import PostgresNIO
import XCTest

/// The kept statements are prepared once on a connection and forgotten with it: a statement kept for a
/// closed connection would keep the connection, and a new connection at the same address would be sent a
/// statement it never prepared. Their arguments and answers go through PostgresNIO's older prepared
/// queries, so each is run here on PostgreSQL and read back. Runs on the PostgreSQL the sync tests use
/// (`HUSH_TEST_POSTGRES`).
final class PreparedStatementsTests: XCTestCase {
    func testPreparedOncePerConnectionAndForgottenWhenItCloses() async throws {
        let url = try BatchFamilies.databaseURL()
        let logger = Logger(label: "PreparedStatementsTests")
        let ledger = try await PostgresLedger.connect(url: url, logger: logger)   // runs the migrations
        let statements = PreparedStatements()
        let needs = PushRules.Needs(keys: ["event:a", "event:b"], changeIDs: ["c1"],
                                   probes: [(baby: "b", type: "sleep", start: Date(timeIntervalSince1970: 1_700_000_000), open: true)],
                                   inviteCodes: ["NO-SUCH-CODE"])
        let read = PushContextQuery([.init(household: "no-such-household", device: "no-such-device", needs: needs)])
        let address = try DatabaseAddress(url, deadlines: .standard)
        for round in 1...2 {
            let connection = try await PostgresConnection.connect(configuration: try address.single(), id: round, logger: logger)
            for _ in 1...3 {
                let rows = try await statements.rows(read, on: connection)
                // A household that does not exist: the device's count, and no sequence number.
                XCTAssertEqual(rows.map(\.part), [PushContextQuery.Part.live.rawValue])
                XCTAssertNil(try PushContextQuery.contexts(rows)["no-such-household"])
                let devices = try await statements.rows(DeviceByTokenQuery(tokenHash: "no-such-hash"), on: connection)
                XCTAssertEqual(devices.count, 0)
                let committed = try await statements.rows(CommitWait(), on: connection)
                XCTAssertEqual(committed, ["committed"])
                XCTAssertEqual(statements.count, 3)
            }
            try await connection.close()
            XCTAssertEqual(statements.count, 0, "the closed connection's statements were kept")
        }
        try await ledger.close()
    }

    /// A kept statement PostgreSQL refuses is refused with its SQLSTATE, read through
    /// ``DatabaseRefusal`` although PostgresNIO's older calls throw it as another type than its newer
    /// ones; it is not taken for a lost database, and the connection goes on.
    func testARefusalKeepsItsCodeAndTheConnectionGoesOn() async throws {
        let url = try BatchFamilies.databaseURL()
        let logger = Logger(label: "PreparedStatementsTests")
        let statements = PreparedStatements()
        let connection = try await PostgresConnection.connect(configuration: try DatabaseAddress(url, deadlines: .standard).single(),
                                                              id: 1, logger: logger)
        do {
            try await refused(statements, on: connection)
        } catch {
            try await connection.close()
            throw error
        }
        try await connection.close()
    }

    private func refused(_ statements: PreparedStatements, on connection: PostgresConnection) async throws {
        let quotients = try await statements.rows(Quotient(divisor: 4), on: connection)
        XCTAssertEqual(quotients, [25])
        do {
            _ = try await statements.rows(Quotient(divisor: 0), on: connection)
            XCTFail("a division by zero was answered")
        } catch {
            XCTAssertEqual(DatabaseRefusal(error)?.sqlState, "22012", "\(error)")
            XCTAssertEqual(DatabaseCause(error).sqlState, "22012")
            XCTAssertFalse(DatabaseCause(error).isUnreachable)
        }
        let after = try await statements.rows(Quotient(divisor: 5), on: connection)
        XCTAssertEqual(after, [20])
    }
}

/// 100 divided by a number: refused by PostgreSQL (SQLSTATE 22012) for 0.
private struct Quotient: KeptStatement {
    static let name = "PreparedStatementsTests.Quotient"
    static let sql = "SELECT (100 / $1::bigint)::text"
    var divisor: Int
    func arguments() throws -> [PostgresData] { [try .argument(divisor)] }
    func decodeRow(_ row: PostgresRow) throws -> Int { try Self.number(try row.decode(String.self)) }
}

@testable import HushServer
import PostgresNIO
import XCTest

/// Each prepared statement's name is written out rather than worked out by reflection on every call, so
/// a copied line could give two statements one name, and a connection would then run the first's plan
/// for the second. Each must be the name PostgresNIO's default gives it: its own type's.
final class StatementNameTests: XCTestCase {
    func testEachStatementIsNamedAfterItsOwnType() {
        func check<Statement: PostgresPreparedStatement>(_ statement: Statement.Type) {
            XCTAssertEqual(Statement.name, String(reflecting: statement))
        }
        check(PushWrite.self)
        check(CommitWait.self)
        check(DeviceByTokenQuery.self)
        check(DeviceByIDQuery.self)
    }
}

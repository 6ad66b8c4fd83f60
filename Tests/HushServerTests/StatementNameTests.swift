@testable import HushServer
import PostgresNIO
import XCTest

/// Each prepared statement's name is written out rather than worked out by reflection on every call, so
/// a copied line could give two statements one name, and a connection would then run the first's plan
/// for the second. Each must be its own type's name, as PostgresNIO's default would have it.
final class StatementNameTests: XCTestCase {
    func testEachStatementIsNamedAfterItsOwnType() {
        func check<Statement: KeptStatement>(_ statement: Statement.Type) {
            XCTAssertEqual(Statement.name, String(reflecting: statement))
        }
        check(PushContextQuery.self)
        check(PushWrite.self)
        check(CommitWait.self)
        check(DeviceByTokenQuery.self)
        check(DeviceByIDQuery.self)
    }
}

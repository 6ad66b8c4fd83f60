@testable import HushServer
import XCTest

/// A migration is sent a statement at a time, cut at each `;` outside a dollar-quoted body: cut inside
/// one, the push's function would reach PostgreSQL as pieces that are not statements.
final class MigrationStatementsTests: XCTestCase {
    func testCutsAtSemicolonsOutsideDollarQuotes() {
        let text = """
            CREATE TABLE a (x int);
            CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$ BEGIN PERFORM 1; RETURN 2; END $$;
              ;
            ALTER TABLE a ADD COLUMN y int
            """
        XCTAssertEqual(MigrationStatements.split(text), [
            "CREATE TABLE a (x int)",
            "CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$ BEGIN PERFORM 1; RETURN 2; END $$",
            "ALTER TABLE a ADD COLUMN y int",
        ])
    }

    func testEveryMigrationIsWholeStatements() {
        for migration in PostgresSchema.migrations {
            for statement in MigrationStatements.split(migration) {
                XCTAssertEqual(statement.components(separatedBy: "$$").count % 2, 1, "a dollar quote left open: \(statement)")
            }
        }
        let function = MigrationStatements.split(PushContextQuery.function)
        XCTAssertEqual(function.count, 1, "the push's function is one statement")
        XCTAssertTrue(function.first?.hasSuffix("$$") == true)
        XCTAssertEqual(MigrationStatements.split("a $$$ b; c $$ d; e"), ["a $$$ b; c $$ d", "e"])
    }
}

@testable import HushServer
import PostgresNIO
import XCTest

/// The pool keeps every connection it may open and runs no keep-alive queries. Left to PostgresNIO's
/// defaults, each connection going back to the pool started two timers that its next lease cancelled,
/// and a cancelled sleep keeps its memory until its deadline: the server's resident memory followed the
/// last minute and a half of requests (`make bench-scale` reads it under load). Its connections and
/// deadlines stay as the URL and the options say.
final class DatabasePoolOptionsTests: XCTestCase {
    func testThePoolKeepsItsConnectionsAndStartsNoTimersForThem() throws {
        for connections in [2, 16, 40] {
            let address = try DatabaseAddress("postgres://hush@127.0.0.1:5432/hush", deadlines: .standard)
            let options = address.pool(connections: connections).options
            XCTAssertEqual(options.maximumConnections, connections)
            XCTAssertEqual(options.minimumConnections, connections, "a connection above the minimum gets an idle timer at every return")
            XCTAssertNil(options.keepAliveBehavior, "a keep-alive timer is started at every return")
            XCTAssertEqual(options.connectTimeout, DatabaseDeadlines.standard.connection)
        }
    }

    /// Kept open, the pool's connections are always there; after an outage a renewed pool opens its own
    /// before the old one closes, so the descriptors kept for the server count it twice, beside the
    /// connection that listens, and the clients' cap is that much lower than the embedded server's.
    func testTheDescriptorsKeptForTheServerCountThePoolTwice() throws {
        var embedded = ServeOptions()
        embedded.dataDirectory = "/srv/hush"
        var database = ServeOptions()
        database.databaseURL = "postgres://hush@127.0.0.1:5432/hush"
        let alone = try ConnectionLimits.forServe(embedded, descriptors: 1_024)
        let pooled = try ConnectionLimits.forServe(database, descriptors: 1_024)
        XCTAssertEqual(alone.total - pooled.total, 2 * PostgresLedger.connections + 1)
    }

    func testASocketAddressGetsTheSamePool() throws {
        let address = try DatabaseAddress("postgres://hush@/hush?host=/var/run/postgresql", deadlines: .standard)
        let configuration = address.pool(connections: 16)
        XCTAssertEqual(configuration.unixSocketPath, "/var/run/postgresql/.s.PGSQL.5432")
        XCTAssertEqual(configuration.options.minimumConnections, 16)
        XCTAssertNil(configuration.options.keepAliveBehavior)
    }
}

import HushServer
import XCTest

/// How many event loops `hush serve` runs (``ServeOptions/eventLoopThreads(cores:)``): one for the
/// embedded backend, one per two cores for PostgreSQL, `--threads` over either. `ConnectionLimitTests` counts
/// the threads of a running embedded server; this holds the rule for every backend and core count.
final class ServeOptionsTests: XCTestCase {
    func testTheLoopsFollowTheBackendUnlessThreadsAreGiven() {
        var embedded = ServeOptions()
        embedded.dataDirectory = "/srv/hush"
        var database = ServeOptions()
        database.databaseURL = "postgres://hush@db/hush"
        for cores in [1, 2, 8, 64] {
            XCTAssertEqual(embedded.eventLoopThreads(cores: cores), 1, "embedded, \(cores) cores")
            XCTAssertEqual(database.eventLoopThreads(cores: cores), max(1, cores / 2), "PostgreSQL, \(cores) cores")
        }
        XCTAssertEqual(database.eventLoopThreads(cores: 2), 1)
        XCTAssertEqual(database.eventLoopThreads(cores: 3), 1)
        XCTAssertEqual(database.eventLoopThreads(cores: 8), 4)
        XCTAssertEqual(database.eventLoopThreads(cores: 0), 1, "a machine that reports no cores still gets a loop")
        embedded.threads = 3
        database.threads = 1
        XCTAssertEqual(embedded.eventLoopThreads(cores: 2), 3)
        XCTAssertEqual(database.eventLoopThreads(cores: 8), 1)
    }

    func testThreadsOutsideNIOsRangeAreAProblemWithTheFix() {
        var options = ServeOptions()
        options.dataDirectory = "/srv/hush"
        for threads in [0, -1, 1025, Int.max] {
            options.threads = threads
            XCTAssertEqual(options.problem(), "--threads must be from 1 to 1024 (event-loop threads)", "\(threads)")
        }
        for threads in [1, 1024] {
            options.threads = threads
            XCTAssertNil(options.problem(), "\(threads)")
        }
    }
}

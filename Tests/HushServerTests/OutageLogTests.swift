@testable import HushServer
import Logging
import Synchronization
import XCTest

/// The outage's two lines: the first failure's reason when it starts; when it ends, how many calls
/// failed and each different reason they gave, in the order first seen, whichever call failed first or
/// last (the why, PostgreSQL's SQLSTATE, can come from any of them).
final class OutageLogTests: XCTestCase {
    func testTheEndNamesEachDifferentReasonOnceInTheOrderSeen() {
        let lines = LoggedLines()
        let outages = OutageLog(backend: "database", failing: "unreachable", logger: lines.logger)
        let begun = ContinuousClock.now
        for reason in ["connection closed", "SQLSTATE 57P01: terminating connection", "connection closed", "serverClosedConnection",
                       "SQLSTATE 57P01: terminating connection"] {
            outages.failed(reason, since: begun)
        }
        XCTAssertEqual(outages.current?.cause, "SQLSTATE 57P01: terminating connection")
        outages.answered(since: .now)
        XCTAssertNil(outages.current)
        let logged = lines.all
        XCTAssertEqual(logged.count, 2, "\(logged)")
        XCTAssertTrue(logged[0].hasPrefix("database unreachable: connection closed; requests that need it"), logged[0])
        XCTAssertTrue(logged[1].hasPrefix("database reachable again after "), logged[1])
        XCTAssertTrue(logged[1].hasSuffix("(5 failures meanwhile: connection closed; SQLSTATE 57P01: terminating connection; serverClosedConnection)"),
                      logged[1])
    }

    func testReasonsPastTheKeptOnesEndWithTheLast() {
        let lines = LoggedLines()
        let outages = OutageLog(backend: "ledger", failing: "unwritable", logger: lines.logger)
        let begun = ContinuousClock.now
        for number in 1...9 { outages.failed("reason \(number)", since: begun) }
        outages.answered(since: .now)
        XCTAssertTrue(lines.all.last?.hasSuffix("(9 failures meanwhile: reason 1; reason 2; reason 3; reason 4; reason 5; reason 6; …; last: reason 9)") == true,
                      "\(lines.all)")
    }
}

/// The messages a logger was given, in order.
private final class LoggedLines: Sendable {
    private let lines = Mutex<[String]>([])

    var all: [String] { lines.withLock { $0 } }

    var logger: Logger {
        Logger(label: "OutageLogTests") { _ in Collector(lines: self) }
    }

    func append(_ line: String) { lines.withLock { $0.append(line) } }

    struct Collector: LogHandler {
        let lines: LoggedLines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) { lines.append("\(event.message)") }
    }
}

import Foundation
import XCTest

/// How long a client can hold a real `hush serve` with one request, tried as an attacker would: a
/// request dripped a byte at a time, and a body the server has already answered without reading. Each
/// ends in the connection closed; event streams, answers rather than requests, are not cut. Small option
/// values keep each in seconds; the bounds waited are generous, never timings.
final class RequestDeadlineTests: XCTestCase {
    func testARequestDrippedAByteAtATimeIsClosedAtTheRequestDeadline() throws {
        // Each byte comes well inside the idle timeout (30 s), so only the request's deadline can end it.
        let server = try SyncServerProcess.start(options: ["--request-timeout", "3"])
        let body = try LoopbackSocket(port: server.port)
        try body.send("POST /v1/households HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{")
        XCTAssertTrue(body.drip(every: 0.5, for: 20), "a body dripped a byte every 0.5 s was still read after 20 s")
        XCTAssertEqual(body.received, "", "nothing is answered to a request that never arrived")
        // Headers count too: the deadline runs from the request's first byte, not from its body.
        let headers = try LoopbackSocket(port: server.port)
        try headers.send("POST /v1/households HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        XCTAssertTrue(headers.drip(every: 0.5, for: 20), "headers dripped a byte every 0.5 s were still read after 20 s")
        // A request that arrives in time is answered as before.
        XCTAssertEqual(try RawSyncHTTP.register(server.url, person: "Gavin").status, 200)
    }

    /// A connection keeps one timer, armed by its first request: when it fires during a later request,
    /// not yet past its own deadline, it must sleep until that one's deadline, not let it run on.
    func testALaterRequestOnAKeptAliveConnectionHasItsOwnDeadline() throws {
        let server = try SyncServerProcess.start(options: ["--request-timeout", "3"])
        let socket = try LoopbackSocket(port: server.port)
        try socket.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        XCTAssertTrue(socket.waitFor("HTTP/1.1 200", within: 10), socket.received)
        // Begun a second after the first: the timer fires two seconds into it, before its deadline.
        Thread.sleep(forTimeInterval: 1)
        try socket.send("POST /v1/households HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{")
        XCTAssertTrue(socket.drip(every: 0.5, for: 20), "the second request, dripped, was still read after 20 s")
    }

    func testAnAnswerGivenBeforeTheBodyIsReadClosesTheConnection() throws {
        // A burst of two registrations: the 413 takes one, a registration the other, then 429.
        let server = try SyncServerProcess.start(options: ["--idle-timeout", "2", "--join-rate", "1"])
        let gigabyte = "Content-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n"
        let cases: [(String, String)] = [
            ("POST /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\n" + gigabyte, "404"),
            ("POST /v1/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer not-a-token\r\n" + gigabyte, "401"),
            // Within a push's limit, and in the plain form devices push in: the token is checked before
            // the body is read too (the server once held each such body whole, 32 MB a connection).
            ("POST /v1/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer not-a-token\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(32 << 20)\r\n\r\n", "401"),
            ("POST /v1/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer not-a-token\r\n"
                + "Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{", "401"),
            ("POST /v1/households HTTP/1.1\r\nHost: 127.0.0.1\r\n" + gigabyte + String(repeating: " ", count: 20_000), "413"),
            ("", ""),
            ("POST /v1/households HTTP/1.1\r\nHost: 127.0.0.1\r\n" + gigabyte, "429"),
        ]
        for (request, status) in cases {
            guard !request.isEmpty else {
                XCTAssertEqual(try RawSyncHTTP.register(server.url, person: "Gavin").status, 200)
                continue
            }
            let socket = try LoopbackSocket(port: server.port)
            try socket.send(request)
            // Before, the server answered at once and then read the body for as long as it kept coming.
            XCTAssertTrue(socket.drip(every: 0.5, for: 20), "\(status): the server kept reading a body it had answered")
            XCTAssertTrue(socket.received.hasPrefix("HTTP/1.1 \(status)"), socket.received)
            XCTAssertTrue(socket.received.lowercased().contains("connection: close"), socket.received)
        }
    }

    func testEventStreamsOutliveTheRequestDeadline() throws {
        let server = try SyncServerProcess.start(options: ["--request-timeout", "1"])
        let (gavin, _) = try SyncScenarios.family(server)
        let answer = try gavin.ok("invite Grandma as subscriber --json")
        try gavin.ok("sync")
        let code = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])?["code"] as? String)
        let stream = try EventStreamReader(url: server.url + "/v1/stream", token: XCTUnwrap(gavin.token))
        let page = try EventStreamReader(url: server.url + "/family/\(code)/events", token: nil)
        XCTAssertNotNil(stream.waitForLine(after: 0, timeout: 10), "the stream's first message")
        XCTAssertNotNil(page.waitForLine(after: 0, timeout: 10), "the family page's first message")
        // Four deadlines later both are still open, and the device's stream still carries news.
        Thread.sleep(forTimeInterval: 4)
        XCTAssertFalse(page.waitForEnd(timeout: 0.1), "the family page's stream was cut")
        let seen = stream.count
        try gavin.ok("wet diaper")
        try gavin.ok("sync")
        XCTAssertNotNil(stream.waitForLine(after: seen, timeout: 10), "the device's stream was cut")
    }
}

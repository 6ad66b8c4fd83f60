import Foundation
import XCTest

/// A connection that sends nothing but pushes in the plain form is answered from its bytes (`PushWire`),
/// with Hummingbird's connection rules kept by the wire meanwhile. Tried on a real `hush serve` over raw
/// sockets: a push cut into small pieces is answered; a connection that pushed and fell silent is closed
/// at the idle timeout, and one dripping a push's head at the request deadline; a server told to stop
/// closes such connections and exits at once; and a connection handed over to HTTP by another request
/// goes on being served.
final class PushWireTests: XCTestCase {
    private static let emptyPush = #"{"changes":[]}"#

    private static func push(token: String, body: String = emptyPush) -> String {
        "POST /v1/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }

    private static func token(_ server: SyncServerProcess, person: String = "Gavin") throws -> String {
        try XCTUnwrap(try XCTUnwrap(try RawSyncHTTP.register(server.url, person: person).json as? [String: Any])["token"] as? String)
    }

    /// A server with one person, and a connection that has pushed once and been answered: on the wire.
    private static func pushedOnce(options: [String] = []) throws -> (server: SyncServerProcess, token: String, socket: LoopbackSocket) {
        let server = try SyncServerProcess.start(options: options)
        let token = try Self.token(server)
        let socket = try LoopbackSocket(port: server.port)
        try socket.send(Self.push(token: token))
        XCTAssertTrue(socket.waitFor(#""accepted":0"#, within: 10), socket.received)
        return (server, token, socket)
    }

    func testAPushArrivingInSmallPiecesIsAnswered() throws {
        let server = try SyncServerProcess.start()
        let token = try Self.token(server)
        let socket = try LoopbackSocket(port: server.port)
        let request = Array(Self.push(token: token).utf8)
        // Seven bytes a write, each given time to arrive alone: every cut of head and body is met.
        for start in stride(from: 0, to: request.count, by: 7) {
            try socket.send(String(decoding: request[start..<min(start + 7, request.count)], as: UTF8.self))
            Thread.sleep(forTimeInterval: 0.005)
        }
        XCTAssertTrue(socket.waitFor(#""accepted":0"#, within: 10), socket.received)
        XCTAssertTrue(socket.received.hasPrefix("HTTP/1.1 200 OK\r\n"), socket.received)
        // And the next on the same connection, whole.
        try socket.send(Self.push(token: token))
        let deadline = Date().addingTimeInterval(10)
        while socket.received.components(separatedBy: "HTTP/1.1 200 OK").count < 3, Date() < deadline {
            _ = socket.waitFor("\u{0}", within: 0.2)
        }
        XCTAssertEqual(socket.received.components(separatedBy: "HTTP/1.1 200 OK").count, 3, socket.received)
    }

    func testAConnectionThatPushedIsClosedOnceIdleAndADrippedPushAtItsDeadline() throws {
        let (server, token, pushed) = try Self.pushedOnce(options: ["--idle-timeout", "2", "--request-timeout", "3"])
        XCTAssertTrue(pushed.waitForClose(within: 10), "a connection silent after its push stayed open")
        // A byte every half second keeps the idle timeout away: only the request's deadline can end it.
        let dripping = try LoopbackSocket(port: server.port)
        try dripping.send("POST /v1/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)")
        XCTAssertTrue(dripping.drip(every: 0.5, for: 20), "a push's head dripped a byte every 0.5 s was still read after 20 s")
        XCTAssertEqual(dripping.received, "")
        let body = try LoopbackSocket(port: server.port)
        try body.send("POST /v1/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\nContent-Length: 1000\r\n\r\n{")
        XCTAssertTrue(body.drip(every: 0.5, for: 20), "a push's body dripped a byte every 0.5 s was still read after 20 s")
    }

    func testAStoppingServerClosesConnectionsThatOnlyPushedAndExits() throws {
        let (server, _, pushed) = try Self.pushedOnce()
        let halfSent = try LoopbackSocket(port: server.port)
        try halfSent.send("POST /v1/changes HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        let stopped = server.stop(within: 10)
        XCTAssertTrue(stopped.inTime, "the server did not exit within 10 s of SIGTERM with push connections open")
        XCTAssertEqual(stopped.status, 0)
        XCTAssertTrue(pushed.waitForClose(within: 5))
        XCTAssertTrue(halfSent.waitForClose(within: 5))
    }

    /// The wire checks a token only once the body is in, so it takes no push past its 64 KB: a larger
    /// one is handed to the lane at its head, where a device's big batch is still answered in full.
    func testAPushPastTheWiresLimitIsAnsweredByTheLane() throws {
        let (server, token, socket) = try Self.pushedOnce()
        try withExtendedLifetime(server) {
            let padded = #"{"changes":[]"# + String(repeating: " ", count: 100_000) + "}"
            try socket.send(Self.push(token: token, body: padded))
            let deadline = Date().addingTimeInterval(10)
            while socket.received.components(separatedBy: #""accepted":0"#).count < 3, Date() < deadline {
                _ = socket.waitFor("\u{0}", within: 0.2)
            }
            XCTAssertEqual(socket.received.components(separatedBy: "HTTP/1.1 200 OK").count, 3, socket.received)
            // The next small push on that connection is the lane's too, and answered.
            try socket.send(Self.push(token: token))
            socket.endSending()
            XCTAssertTrue(socket.waitForClose(within: 10), socket.received)
            XCTAssertEqual(socket.received.components(separatedBy: #""accepted":0"#).count, 4, socket.received)
        }
    }

    func testAConnectionHandedOverToHTTPIsStillServed() throws {
        let (server, token, socket) = try Self.pushedOnce()
        // Swift may end a value's life at its last use: the server must outlive the socket's talk.
        try withExtendedLifetime(server) {
            // A read hands the connection to HTTP; pushes after it go through the lane, and a push that
            // ends the client's side is answered before the close.
            try socket.send("GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            XCTAssertTrue(socket.waitFor(#""ok":true"#, within: 10), socket.received)
            try socket.send(Self.push(token: token))
            socket.endSending()
            XCTAssertTrue(socket.waitForClose(within: 10), socket.received)
            XCTAssertEqual(socket.received.components(separatedBy: #""accepted":0"#).count, 3, socket.received)
        }
    }
}

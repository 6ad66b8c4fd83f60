import Foundation
import XCTest

/// A device's push is answered in the connection's pipeline (`PushWire` while the connection has sent
/// nothing else, `PushLane` after), every other request by the router; the phone app's pushes and pushes
/// pipelined behind another request still go through the router. Tried on a real `hush serve` over raw sockets: answers leave in the order their requests
/// came, a push says the same whichever of the three ways it went, a body declared past the limit is refused unread,
/// a connection that ends half-way through a push leaves the server serving, and one that stops sending
/// once its push is out still gets its answer.
final class PushLaneTests: XCTestCase {
    private static let emptyPush = #"{"changes":[]}"#

    private static func post(_ path: String, token: String?, body: String, close: Bool = false) -> String {
        "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            + (token.map { "Authorization: Bearer \($0)\r\n" } ?? "")
            + (close ? "Connection: close\r\n" : "")
            + "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }

    private static func get(_ path: String, token: String? = nil) -> String {
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (token.map { "Authorization: Bearer \($0)\r\n" } ?? "") + "\r\n"
    }

    /// The answers read on `socket` once `count` have come (or 20 s have passed), each as its status
    /// line, its header lines without `Date`, and its body.
    private static func answers(_ socket: LoopbackSocket, count: Int) -> [(status: String, headers: Set<String>, body: String)] {
        let deadline = Date().addingTimeInterval(20)
        var parsed: [(status: String, headers: Set<String>, body: String)] = []
        while Date() < deadline {
            parsed = []
            var rest = Substring(socket.received)
            while let split = rest.range(of: "\r\n\r\n") {
                let lines = rest[..<split.lowerBound].split(separator: "\r\n").map(String.init)
                let length = lines.first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                let body = rest[split.upperBound...].utf8.prefix(length)
                guard body.count == length else { break }
                parsed.append((lines[0], Set(lines.dropFirst().filter { !$0.lowercased().hasPrefix("date:") }), String(decoding: body, as: UTF8.self)))
                rest = rest[split.upperBound...].dropFirst(length)
            }
            if parsed.count >= count { break }
            _ = socket.waitFor("\u{0}", within: 0.2)
        }
        return parsed
    }

    private static func withoutDate(_ text: String) -> String {
        text.split(separator: "\r\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("Date:") }.joined(separator: "\r\n")
    }

    func testPipelinedPushesAndOtherRequestsAreAnsweredInTheOrderTheyCame() throws {
        let server = try SyncServerProcess.start()
        let token = try XCTUnwrap(try RawSyncHTTP.register(server.url, person: "Gavin").json as? [String: Any])["token"] as? String
        let socket = try LoopbackSocket(port: server.port)
        // A push first and two in a row (the lane holds what follows each), a read and a push behind a
        // request the router is still answering, and the router's own 404 last.
        try socket.send(Self.post("/v1/changes", token: token, body: Self.emptyPush)
            + Self.post("/v1/changes", token: token, body: Self.emptyPush)
            + Self.get("/health/live")
            + Self.post("/v1/changes", token: token, body: Self.emptyPush)
            + Self.get("/v1/changes?after=0", token: token)
            + Self.post("/v1/changes", token: token, body: Self.emptyPush)
            + Self.get("/nowhere"))
        let answers = Self.answers(socket, count: 7)
        XCTAssertEqual(answers.map(\.status), ["HTTP/1.1 200 OK", "HTTP/1.1 200 OK", "HTTP/1.1 200 OK", "HTTP/1.1 200 OK",
                                               "HTTP/1.1 200 OK", "HTTP/1.1 200 OK", "HTTP/1.1 404 Not Found"], socket.received)
        guard answers.count == 7 else { return }
        for push in [0, 1, 3, 5] { assertContains(answers[push].body, #""accepted":0"#) }
        assertContains(answers[2].body, #""ok":true"#)
        assertContains(answers[4].body, #""changes":["#)
    }

    func testAPushAnswersTheSameInTheLaneAndThroughTheRouter() throws {
        let server = try SyncServerProcess.start()
        let household = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        let pushed = String(decoding: try JSONSerialization.data(withJSONObject: ["changes": [household.change]]), as: UTF8.self)
        let bodies = [(household.token, pushed), (household.token, #"{"changes":[}"#), ("not-a-token", Self.emptyPush),
                      (household.token, #"{"changes":[{"id":"x"}]}"#)]
        for (token, body) in bodies {
            // First on its connection, the wire answers it from the bytes; after a request that has been
            // answered, the lane; behind a request the router has not yet answered, the router.
            let alone = try LoopbackSocket(port: server.port)
            try alone.send(Self.post("/v1/changes", token: token, body: body))
            let after = try LoopbackSocket(port: server.port)
            try after.send(Self.get("/health/live"))
            XCTAssertEqual(Self.answers(after, count: 1).count, 1, after.received)
            try after.send(Self.post("/v1/changes", token: token, body: body))
            let behind = try LoopbackSocket(port: server.port)
            try behind.send(Self.get("/health/live") + Self.post("/v1/changes", token: token, body: body))
            let wire = Self.answers(alone, count: 1)
            let lane = Self.answers(after, count: 2)
            let router = Self.answers(behind, count: 2)
            XCTAssertEqual(wire.count, 1, alone.received)
            XCTAssertEqual(lane.count, 2, after.received)
            XCTAssertEqual(router.count, 2, behind.received)
            guard wire.count == 1, lane.count == 2, router.count == 2 else { continue }
            for other in [lane[1], router[1]] {
                XCTAssertEqual(wire[0].status, other.status, body)
                XCTAssertEqual(wire[0].headers, other.headers, body)
                XCTAssertEqual(wire[0].body, other.body, body)
            }
            // Byte for byte, the answer's date aside: its fields in the same order too (`PushWireAnswer`).
            XCTAssertEqual(Self.withoutDate(alone.received), Self.withoutDate(String(after.received.dropFirst(after.received.count - alone.received.count))), body)
        }
        // The change was already there: both answered it as a duplicate, and nothing was added twice.
        let again = Self.answers(try {
            let socket = try LoopbackSocket(port: server.port)
            try socket.send(Self.post("/v1/changes", token: household.token, body: pushed))
            return socket
        }(), count: 1)
        assertContains(again.first?.body ?? "", #""duplicates":1"#)
    }

    func testAPushDeclaringMoreThanTheLimitIsRefusedUnread() throws {
        let server = try SyncServerProcess.start()
        let token = try XCTUnwrap(try RawSyncHTTP.register(server.url, person: "Gavin").json as? [String: Any])["token"] as? String
        let socket = try LoopbackSocket(port: server.port)
        try socket.send("POST /v1/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token!)\r\n"
            + "Content-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n{\"changes\":[")
        XCTAssertTrue(socket.drip(every: 0.5, for: 20), "the server kept reading a push it had refused")
        XCTAssertTrue(socket.received.hasPrefix("HTTP/1.1 413"), socket.received)
        assertContains(socket.received.lowercased(), "connection: close")
        assertContains(socket.received, "the body is larger than 33554432 bytes")
    }

    func testPushesCutOffHalfWayOrAskingToCloseLeaveTheServerServing() throws {
        let server = try SyncServerProcess.start()
        let token = try XCTUnwrap(try RawSyncHTTP.register(server.url, person: "Gavin").json as? [String: Any])["token"] as? String
        for _ in 0..<20 {
            let socket = try LoopbackSocket(port: server.port)
            try socket.send("POST /v1/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token!)\r\n"
                + "Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"changes\":[")
        }
        // Asking to close: answered, then closed.
        let closing = try LoopbackSocket(port: server.port)
        try closing.send(Self.post("/v1/changes", token: token, body: Self.emptyPush, close: true))
        XCTAssertTrue(closing.waitForClose(within: 10), closing.received)
        XCTAssertTrue(closing.received.hasPrefix("HTTP/1.1 200"), closing.received)
        // Kept alive: two pushes one after the other on one connection, each answered.
        let kept = try LoopbackSocket(port: server.port)
        try kept.send(Self.post("/v1/changes", token: token, body: Self.emptyPush))
        XCTAssertEqual(Self.answers(kept, count: 1).first?.status, "HTTP/1.1 200 OK", kept.received)
        try kept.send(Self.post("/v1/changes", token: token, body: Self.emptyPush))
        XCTAssertEqual(Self.answers(kept, count: 2).last?.status, "HTTP/1.1 200 OK", kept.received)
    }

    /// The lane keeps reading while a push is answered (a device sends nothing more until then, so each
    /// push would otherwise stop and restart the socket's reads), so a client that ends its side after
    /// the push is read to its end before the answer is out: the answer must still come, then the close.
    func testAPushWhoseSenderStopsSendingIsStillAnswered() throws {
        let server = try SyncServerProcess.start()
        let household = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        let pushed = String(decoding: try JSONSerialization.data(withJSONObject: ["changes": [household.change]]), as: UTF8.self)
        let changeID = try XCTUnwrap(household.change["id"] as? String)
        let eventID = try XCTUnwrap((household.change["key"] as? String)?.dropFirst("event:".count))
        for attempt in 0..<5 {
            // A new event each time, so each answer waits for its change to be made durable.
            let body = pushed.replacingOccurrences(of: changeID, with: UUID().uuidString)
                .replacingOccurrences(of: String(eventID), with: UUID().uuidString)
            let socket = try LoopbackSocket(port: server.port)
            try socket.send(Self.post("/v1/changes", token: household.token, body: body))
            socket.endSending()
            XCTAssertTrue(socket.waitForClose(within: 10), socket.received)
            XCTAssertTrue(socket.received.hasPrefix("HTTP/1.1 200"), "attempt \(attempt): \(socket.received)")
            assertContains(socket.received, #""accepted":1"#)
        }
    }
}

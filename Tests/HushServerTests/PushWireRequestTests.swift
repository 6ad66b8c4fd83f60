import HushDomain
@testable import HushServer
import NIOCore
import NIOEmbedded
import NIOHTTP1
import XCTest

/// The wire reads a push from raw bytes only in the plain form devices send (`PushWireRequest`, its
/// header lines through `PushWireFields`), and must read it as NIO's HTTP decoder does: thousands of requests made of real and wrong parts, in every casing and spacing,
/// some with a byte changed, put or taken away, each read by both. Whatever the wire takes as a push,
/// the decoder must read as `POST /v1/changes` with the same token, length and body; nothing traps.
final class PushWireRequestTests: XCTestCase {
    private static let maxBody = 64

    func testWhatTheWireTakesTheDecoderReadsTheSame() throws {
        var random = SeededGenerator(seed: 4)
        var pushes = 0
        for round in 0..<12_000 {
            var bytes = Array(Self.request(&random).utf8)
            if Int.random(in: 0..<4, using: &random) == 0 { Self.mutate(&bytes, &random) }
            let reading = bytes.withUnsafeBytes { PushWireRequest.read($0, maxBody: Self.maxBody) }
            guard case .push(let authorization, let head, let body) = reading, bytes.count >= head + body else { continue }
            pushes += 1
            let decoded = try Self.decoded(Array(bytes[..<(head + body)]))
            let context = "round \(round): \(String(decoding: bytes, as: UTF8.self).debugDescription)"
            XCTAssertEqual(decoded.head?.method, .POST, context)
            XCTAssertEqual(decoded.head?.uri, "/v1/changes", context)
            XCTAssertEqual(decoded.head?.version, .http1_1, context)
            XCTAssertEqual(decoded.head?.headers["authorization"], [authorization], context)
            XCTAssertEqual(decoded.head?.headers["content-length"].compactMap { Int($0) }, [body], context)
            XCTAssertEqual(decoded.body, Array(bytes[head..<(head + body)]), context)
            XCTAssertTrue(decoded.ended, context)
            XCTAssertTrue(decoded.head?.isKeepAlive ?? false, context)
        }
        // The generator must make plenty of pushes for the comparison to mean anything.
        XCTAssertGreaterThan(pushes, 1_000)
    }

    func testAPushArrivingAByteAtATimeIsIncompleteUntilItsHeadEnds() {
        let text = "POST /v1/changes HTTP/1.1\r\nHost: a\r\nauthorization:  Bearer t0k\r\nContent-Length: 2\r\n\r\n{}"
        let bytes = Array(text.utf8)
        let headEnd = bytes.count - 2
        for cut in 0...bytes.count {
            let reading = bytes[..<cut].withUnsafeBytes { PushWireRequest.read($0, maxBody: Self.maxBody) }
            XCTAssertEqual(reading, cut < headEnd ? .incomplete : .push(authorization: "Bearer t0k", head: headEnd, body: 2), "cut at \(cut)")
        }
    }

    func testAnythingOutsideThePlainFormIsTheDecodersToRead() {
        let head = "POST /v1/changes HTTP/1.1\r\nAuthorization: Bearer t\r\n"
        let others = [
            "GET /v1/changes HTTP/1.1\r\n\r\n", "POST /v1/changes?x=1 HTTP/1.1\r\n", "POST /v1/changes HTTP/1.0\r\n",
            "post /v1/changes HTTP/1.1\r\n",
            head + "Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}", head + "Transfer-Encoding: chunked\r\n\r\n",
            head + "Content-Length: +2\r\n\r\n{}", head + "Content-Length: 65\r\n\r\n", head + "Expect: 100-continue\r\nContent-Length: 2\r\n\r\n{}",
            head + "Connection: close\r\nContent-Length: 2\r\n\r\n{}", head + "X-Other: 1\r\nContent-Length: 2\r\n\r\n{}",
            head + "Host : a\r\nContent-Length: 2\r\n\r\n{}", head + "Host: \u{7F}\r\nContent-Length: 2\r\n\r\n{}",
            head + "Host: é\r\nContent-Length: 2\r\n\r\n{}", head + "Host: a\nContent-Length: 2\r\n\r\n{}",
            "POST /v1/changes HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}", head + "\r\n",
            head + "Host: " + String(repeating: "a", count: PushWireRequest.maxHead) + "\r\n",
        ]
        for other in others {
            let reading = Array(other.utf8).withUnsafeBytes { PushWireRequest.read($0, maxBody: Self.maxBody) }
            XCTAssertEqual(reading, .other, other.debugDescription)
        }
    }

    /// A request line, then header lines drawn from the form's own and others, in any casing and spacing,
    /// then a body; the length said and the body's own sometimes disagree.
    private static func request(_ random: inout SeededGenerator) -> String {
        let lines = ["POST /v1/changes HTTP/1.1", "POST /v1/changes HTTP/1.0", "POST /v1/change HTTP/1.1", "PUT /v1/changes HTTP/1.1"]
        var text = (Int.random(in: 0..<8, using: &random) == 0 ? lines.randomElement(using: &random)! : lines[0]) + "\r\n"
        let names = ["Host", "Authorization", "Content-Type", "User-Agent", "Accept", "Accept-Encoding", "Accept-Language",
                     "Connection", "Transfer-Encoding", "X-Other", "Expect"]
        let values = ["127.0.0.1:8080", "Bearer abc", "Bearer  d\te", "application/json", "keep-alive", "close", "chunked", "", "gzip"]
        let spaces = ["", " ", "  ", "\t", " \t"]
        let length = Int.random(in: 0...80, using: &random)
        var fields: [String] = []
        if Int.random(in: 0..<10, using: &random) > 0 { fields.append("Authorization: Bearer tok\(length)") }
        if Int.random(in: 0..<10, using: &random) > 0 {
            let said = Int.random(in: 0..<6, using: &random) == 0 ? ["0\(length)", "+\(length)", "\(length)x", "99999999999"].randomElement(using: &random)! : "\(length)"
            fields.append("Content-Length: \(said)")
        }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            // Mostly the form's own names; now and then one of the others.
            let name = Int.random(in: 0..<6, using: &random) == 0 ? names.randomElement(using: &random)! : names[Int.random(in: 0..<8, using: &random)]
            fields.append(name + ":" + spaces.randomElement(using: &random)! + values.randomElement(using: &random)!)
        }
        fields.shuffle(using: &random)
        for field in fields {
            var line = Int.random(in: 0..<3, using: &random) == 0 ? Self.randomCase(field, &random) : field
            if Int.random(in: 0..<8, using: &random) == 0 { line += spaces.randomElement(using: &random)! }
            text += line + "\r\n"
        }
        return text + "\r\n" + String(repeating: "x", count: Int.random(in: 0..<8, using: &random) == 0 ? Int.random(in: 0...80, using: &random) : length)
    }

    private static func randomCase(_ text: String, _ random: inout SeededGenerator) -> String {
        String(text.map { Bool.random(using: &random) ? Character($0.uppercased()) : Character($0.lowercased()) })
    }

    private static func mutate(_ bytes: inout [UInt8], _ random: inout SeededGenerator) {
        guard !bytes.isEmpty else { return }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        let byte = [0, 9, 10, 13, 32, 58, 127, 0xC3, 0xFF, UInt8(ascii: "A")].randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[at] = byte
        case 1: bytes.insert(byte, at: at)
        default: bytes.remove(at: at)
        }
    }

    /// The request as NIO's decoder reads it: its head, its body's bytes, and whether its end came.
    private static func decoded(_ bytes: [UInt8]) throws -> (head: HTTPRequestHead?, body: [UInt8], ended: Bool) {
        let channel = EmbeddedChannel(handler: ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes)))
        defer { _ = try? channel.finish() }
        var head: HTTPRequestHead?
        var body: [UInt8] = []
        var ended = false
        do {
            try channel.writeInbound(ByteBuffer(bytes: bytes))
        } catch {
            XCTFail("the decoder refused what the wire took: \(error): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            return (nil, [], false)
        }
        while let part = try channel.readInbound(as: HTTPServerRequestPart.self) {
            switch part {
            case .head(let read): head = read
            case .body(let buffer): body += Array(buffer.readableBytesView)
            case .end: ended = true
            }
        }
        return (head, body, ended)
    }
}

@testable import HushServer
import XCTest

/// The framer finds each message of PostgreSQL's protocol however the stream is cut, and stops for good
/// at the first byte that cannot start one; random bytes in random pieces never trap it.
final class PostgresMessageFramerTests: XCTestCase {
    /// One message as it goes on the wire: type, length counting itself, body.
    static func message(_ type: Character, _ body: [UInt8] = []) -> [UInt8] {
        let length = UInt32(body.count + 4)
        return [type.asciiValue!] + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + body
    }

    /// What a push's write is answered with: ParseComplete, BindComplete, a row, CommandComplete, ReadyForQuery.
    static let answer: [UInt8] = message("1") + message("2") + message("D", [0, 1, 0, 0, 0, 3] + Array("abc".utf8))
        + message("C", Array("SELECT 1\0".utf8)) + message("Z", [UInt8(ascii: "I")])

    private func types(_ pieces: [[UInt8]], side: PostgresMessageFramer.Side = .backend) throws -> [String] {
        var framer = PostgresMessageFramer(side: side)
        var found: [String] = []
        for piece in pieces {
            try piece.withUnsafeBytes { bytes in
                try framer.feed(bytes) { type, length in found.append("\(Character(Unicode.Scalar(type)))\(length)") }
            }
        }
        return found
    }

    func testEveryMessageIsFoundWhereverTheStreamIsCut() throws {
        let whole = Self.answer
        let expected = ["14", "24", "D13", "C13", "Z5"]
        XCTAssertEqual(try types([whole]), expected)
        XCTAssertEqual(try types(whole.map { [$0] }), expected, "one byte at a time")
        for cut in 0...whole.count {
            XCTAssertEqual(try types([Array(whole[..<cut]), Array(whole[cut...])]), expected, "cut at \(cut)")
        }
    }

    func testTheClientsSyncIsFoundAndTheServersTypesAreNotTheClients() throws {
        let write = Self.message("B", [0, 0, 0]) + Self.message("E", [0, 0, 0, 0, 0]) + Self.message("S")
        XCTAssertEqual(try types([write], side: .frontend), ["B7", "E9", "S4"])
        XCTAssertThrowsError(try types([Self.message("Z", [73])], side: .frontend)) { error in
            XCTAssertEqual(error as? PostgresMessageFramer.Failure, .unknownType(UInt8(ascii: "Z")))
        }
    }

    func testAnUnknownTypeOrAnImpossibleLengthStopsItForGood() throws {
        var framer = PostgresMessageFramer(side: .backend)
        let bad: [UInt8] = [UInt8(ascii: "x"), 0, 0, 0, 4]
        XCTAssertThrowsError(try bad.withUnsafeBytes { try framer.feed($0) { _, _ in } })
        XCTAssertEqual(framer.failure, .unknownType(UInt8(ascii: "x")))
        // What follows is a good message, but the stream is no longer trusted.
        XCTAssertThrowsError(try Self.message("Z", [73]).withUnsafeBytes { try framer.feed($0) { _, _ in XCTFail("a message after the fault") } })
        XCTAssertThrowsError(try types([[UInt8(ascii: "Z"), 0, 0, 0, 3]])) { error in
            XCTAssertEqual(error as? PostgresMessageFramer.Failure, .impossibleLength(3))
        }
        XCTAssertThrowsError(try types([[UInt8(ascii: "D"), 0x40, 0, 0, 1]])) { error in
            XCTAssertEqual(error as? PostgresMessageFramer.Failure, .impossibleLength(0x4000_0001))
        }
    }

    func testRandomStreamsInRandomPiecesNeverTrapAndGoodOnesAreReadWhole() throws {
        var generator = SystemRandomNumberGenerator()
        let kinds: [Character] = ["1", "2", "C", "D", "E", "N", "S", "T", "Z", "n", "t"]
        for _ in 0..<300 {
            // Good messages: found whole, however cut.
            var stream: [UInt8] = []
            var expected: [String] = []
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let type = kinds.randomElement(using: &generator)!
                let body = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                stream += Self.message(type, body)
                expected.append("\(type)\(body.count + 4)")
            }
            XCTAssertEqual(try types(Self.pieces(of: stream, using: &generator)), expected)
            // Noise: read or refused, never a trap.
            let noise = (0..<Int.random(in: 0...64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = try? types(Self.pieces(of: noise, using: &generator))
        }
    }

    private static func pieces(of bytes: [UInt8], using generator: inout some RandomNumberGenerator) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Int.random(in: 1...12, using: &generator))
            pieces.append(Array(bytes[start..<end]))
            start = end
        }
        return pieces
    }
}

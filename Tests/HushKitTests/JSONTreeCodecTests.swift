import Foundation
import XCTest
@testable import HushDomain
@testable import HushKit

/// The tree codec stands in for `JSONEncoder`/`JSONDecoder` on the sync path, so it is held to them:
/// the same bytes for the same value, the same values read back, the same kinds of error.
final class JSONTreeCodecTests: XCTestCase {
    private let foundation: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Characters that need escaping, or look as if they might: quotes, backslash, slash, every control
    /// character, DEL, line and paragraph separators, accents, an emoji.
    private static let alphabet: [String] = ["a", "Z", "0", " ", "\"", "\\", "/", "\u{7F}", "\u{2028}", "\u{2029}", "é", "😀", "ß", "\u{200F}"]
        + (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }

    private func text(_ random: inout SeededGenerator) -> String {
        String((0..<Int.random(in: 0...8, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! }.joined())
    }

    private func number(_ random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return [4, -0.0, 100, 1e15, 1234567890123456, 0.5, -0.25, 1e-7, 1e21, 1.5e300, 5e-324, 0.1 + 0.2, 123456789.123].randomElement(using: &random)!
        case 1: return Double.random(in: -1e6...1e6, using: &random)
        case 2: return Double(Int.random(in: -1_000_000...1_000_000, using: &random)) + 0.5
        default:
            var value = Double.nan
            while !value.isFinite { value = Double(bitPattern: random.next()) }
            return value
        }
    }

    private func tree(_ random: inout SeededGenerator, depth: Int) -> JSONValue {
        switch Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .integer(Int.random(in: Int.min...Int.max, using: &random) >> Int.random(in: 0...63, using: &random))
        case 3: return .number(number(&random))
        case 4: return .string(text(&random))
        case 5: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in tree(&random, depth: depth + 1) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &random) { members[text(&random)] = tree(&random, depth: depth + 1) }
            return .object(members)
        }
    }

    func testRandomTreesAreWrittenAsJSONEncoderWritesThem() throws {
        var random = SeededGenerator(seed: 2026_11_26)
        for _ in 0..<2_000 {
            let value = tree(&random, depth: 0)
            let expected = Array(try foundation.encode(value))
            XCTAssertEqual(String(decoding: try JSONTreeEncoder().encode(value), as: UTF8.self), String(decoding: expected, as: UTF8.self))
            XCTAssertEqual(value.serialized, expected)
        }
    }

    func testRandomTreesReadBackAsWritten() throws {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let value = tree(&random, depth: 0)
            let bytes = try foundation.encode(value)
            // Whole doubles come back as integers (`4.0` is written `4`, `-0.0` `-0`), as with JSONDecoder.
            let read = try JSONTreeDecoder().decode(JSONValue.self, from: bytes)
            XCTAssertEqual(read, try JSONDecoder().decode(JSONValue.self, from: bytes))
            XCTAssertEqual(try JSONTreeDecoder().decode([String: JSONValue].self, from: Array(try foundation.encode(["v": value])))["v"], read)
        }
    }

    private func changes(_ random: inout SeededGenerator, count: Int) -> [SyncChange] {
        (0..<count).map { index in
            SyncChange(id: "d\(index):\(text(&random))", key: "event:\(index)", before: Bool.random(using: &random) ? nil : tree(&random, depth: 2),
                       after: tree(&random, depth: 1), by: text(&random), at: Date(timeIntervalSince1970: Double(index) * 60))
        }
    }

    func testSyncMessagesMatchFoundationBothWays() throws {
        var random = SeededGenerator(seed: 99)
        for round in 0..<200 {
            let push = SyncMessages.Push(changes: changes(&random, count: round % 7))
            let side = SyncConflict.Side(device: "d", person: text(&random), key: "event:1", record: Bool.random(using: &random) ? nil : tree(&random, depth: 1))
            var conflict = SyncConflict(id: "c\(round)", kind: round % 2 == 0 ? .edit : .similar, first: side, second: side, createdAt: Date(timeIntervalSince1970: 0))
            if round % 3 == 0 { conflict.resolution = "keep first" }
            let pull = SyncMessages.Pull(changes: push.changes.enumerated().map { ServerChange(seq: $0.offset, device: "d", person: "p", change: $0.element) },
                                         next: round, more: round % 2 == 1, conflicts: [conflict])
            let grant = SyncMessages.Grant(household: "h", device: "d", token: text(&random), person: "Gavin", personID: round % 2 == 0 ? nil : "p1")
            try assertSame(push)
            try assertSame(pull)
            try assertSame(grant)
            try assertSame(SyncMessages.Device(id: "d", person: "p", createdAt: "2026-01-01T00:00:00Z", revokedAt: nil))
        }
    }

    /// Written alike, and each side reads what the other wrote to the same value (compared as written).
    private func assertSame<T: Codable>(_ value: T, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = Array(try foundation.encode(value))
        let written = try JSONTreeEncoder().encode(value)
        XCTAssertEqual(String(decoding: written, as: UTF8.self), String(decoding: expected, as: UTF8.self), file: file, line: line)
        let byTree = try JSONTreeDecoder().decode(T.self, from: expected)
        let byFoundation = try JSONDecoder().decode(T.self, from: Data(written))
        XCTAssertEqual(try foundation.encode(byTree), try foundation.encode(byFoundation), file: file, line: line)
    }

    /// Dates, data, URLs, small integers, floats, optionals and nested arrays take JSONEncoder's default strategies.
    private struct Assorted: Codable, Equatable {
        var date: Date
        var data: Data
        var url: URL
        var small: Int8
        var unsigned: UInt16
        var float: Float
        var missing: String?
        var present: Int?
        var grid: [[Int]]
        var flags: [String: Bool]
    }

    func testFoundationStrategiesAreKept() throws {
        let value = Assorted(date: Date(timeIntervalSinceReferenceDate: 12345.5), data: Data([0, 1, 254, 255]), url: URL(string: "https://example.com/a?b=c")!,
                             small: -8, unsigned: 65535, float: 0.25, missing: nil, present: 3, grid: [[1, 2], [], [3]], flags: ["on": true, "off": false])
        let expected = try foundation.encode(value)
        XCTAssertEqual(String(decoding: try JSONTreeEncoder().encode(value), as: UTF8.self), String(decoding: expected, as: UTF8.self))
        XCTAssertEqual(try JSONTreeDecoder().decode(Assorted.self, from: expected), value)
    }

    func testErrorsAreJSONDecodersKinds() {
        let decoder = JSONTreeDecoder()
        func kind(_ body: String) -> String {
            do {
                _ = try decoder.decode(SyncMessages.Grant.self, from: Array(body.utf8))
                return "read"
            } catch DecodingError.keyNotFound(let key, _) {
                return "keyNotFound \(key.stringValue)"
            } catch DecodingError.typeMismatch(_, let context) {
                return "typeMismatch \(context.codingPath.map(\.stringValue).joined(separator: "."))"
            } catch DecodingError.valueNotFound(_, let context) {
                return "valueNotFound \(context.codingPath.map(\.stringValue).joined(separator: "."))"
            } catch DecodingError.dataCorrupted {
                return "dataCorrupted"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(kind(#"{"household":"h","device":"d","token":"t"}"#), "keyNotFound person")
        XCTAssertEqual(kind(#"{"household":"h","device":"d","token":7,"person":"p"}"#), "typeMismatch token")
        XCTAssertEqual(kind(#"{"household":"h","device":null,"token":"t","person":"p"}"#), "valueNotFound device")
        XCTAssertEqual(kind(#"{"household":"h","device":"d","token":"t","person":"p","role":null}"#), "read")
        XCTAssertEqual(kind(#"{"household":"h","#), "dataCorrupted")
        XCTAssertEqual(kind(#"[1,2]"#), "typeMismatch ")
        XCTAssertThrowsError(try decoder.decode([Int8].self, from: Array("[300]".utf8)))
        XCTAssertThrowsError(try decoder.decode([Int].self, from: Array("[4.5]".utf8)))
        XCTAssertEqual(try decoder.decode([Int].self, from: Array("[4.0]".utf8)), [4])
    }

    /// A hostile document nested past any real one is refused, not followed down the stack.
    func testDeepNestingIsRefused() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSONTreeDecoder().decode(JSONValue.self, from: Array(deep.utf8)))
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        XCTAssertNoThrow(try JSONTreeDecoder().decode(JSONValue.self, from: Array(fine.utf8)))
    }

    func testNonFiniteNumbersAreRefusedAsJSONEncoderRefusesThem() {
        XCTAssertThrowsError(try JSONTreeEncoder().encode([Double.infinity]))
        XCTAssertThrowsError(try foundation.encode([Double.infinity]))
    }
}

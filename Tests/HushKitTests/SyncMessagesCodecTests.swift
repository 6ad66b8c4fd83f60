import Foundation
import XCTest
@testable import HushDomain
@testable import HushKit
import HushTestSupport

/// The sync protocol's messages through the tree codec, held to `JSONEncoder`/`JSONDecoder`: the same bytes,
/// the same values read back, the same kinds of error (the codec itself in `JSONTreeCodecTests`).
final class SyncMessagesCodecTests: XCTestCase {
    private let foundation: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private func changes(_ random: inout SeededGenerator, count: Int) -> [SyncChange] {
        (0..<count).map { index in
            SyncChange(id: "d\(index):\(RandomJSON.text(&random))", key: "event:\(index)", before: Bool.random(using: &random) ? nil : RandomJSON.tree(&random, depth: 2),
                       after: RandomJSON.tree(&random, depth: 1), by: RandomJSON.text(&random), at: Date(timeIntervalSince1970: Double(index) * 60))
        }
    }

    func testSyncMessagesMatchFoundationBothWays() throws {
        var random = SeededGenerator(seed: 99)
        for round in 0..<200 {
            let push = SyncMessages.Push(changes: changes(&random, count: round % 7))
            let side = SyncConflict.Side(device: "d", person: RandomJSON.text(&random), key: "event:1", record: Bool.random(using: &random) ? nil : RandomJSON.tree(&random, depth: 1))
            var conflict = SyncConflict(id: "c\(round)", kind: round % 2 == 0 ? .edit : .similar, first: side, second: side, createdAt: Date(timeIntervalSince1970: 0))
            if round % 3 == 0 { conflict.resolution = "keep first" }
            let pull = SyncMessages.Pull(changes: push.changes.enumerated().map { ServerChange(seq: $0.offset, device: "d", person: "p", change: $0.element) },
                                         next: round, more: round % 2 == 1, conflicts: [conflict])
            let grant = SyncMessages.Grant(household: "h", device: "d", token: RandomJSON.text(&random), person: "Gavin", personID: round % 2 == 0 ? nil : "p1")
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
}

import Foundation
import HushKit
@testable import HushServer
import XCTest

/// The push line, the push's answer, the push's body, the pull's answer and a PostgreSQL push's texts are
/// written and read without `Codable` on the server's busiest paths (``LedgerOperation/line()``,
/// ``PushAnswer``, ``SyncChangeTree``, ``PullAnswer``, ``PushWrite``): these hold them to what `Codable` writes and reads, byte for byte, for every optional
/// member present and absent, strings that need escaping, conflicts and refusals.
final class LedgerLineTests: XCTestCase {
    private let record: JSONValue = .object(["event": .object([
        "baby_id": .string("b1"), "event_type": .string("diaper"), "note": .string("a \"quoted\"\\ line\nand\ttab"),
        "start_time": .object(["utc": .string("2026-11-28T10:00:00Z")]), "end_time": .null, "amount": .number(0.5), "count": .integer(3),
    ])])

    private func changes() -> [SyncChange] {
        let at = Date(timeIntervalSince1970: 1_795_000_000)
        var rewritten = SyncChange(id: "d1:2:0", key: "entity:membership:m1", before: record, after: record, by: "Gavin \"G\"", at: at)
        rewritten.rewritten = true
        var notRewritten = SyncChange(id: "d1:3:0", key: "event:e2", before: nil, after: record, by: "Leanne", at: at)
        notRewritten.rewritten = false
        return [SyncChange(id: "d1:1:0", key: "event:e1", before: nil, after: record, by: "Gavin", at: at),
                rewritten, notRewritten, SyncChange(id: "d1:4:0", key: "baby:b1", before: record, after: nil, by: "Ünïcode ☃", at: at)]
    }

    private func conflict() -> SyncConflict {
        SyncConflict(id: "c-d1:1:0", kind: .similar, first: .init(device: "d2", person: "Leanne", key: "event:e0", record: record),
                     second: .init(device: "d1", person: "Gavin", key: "event:e1", record: nil), createdAt: Date(timeIntervalSince1970: 0))
    }

    func testAPushLineIsWhatCodableWrites() throws {
        let numbered = changes().enumerated().map { ServerChange(seq: $0.offset + 7, device: "d1", person: "Gavin", change: $0.element) }
        for operation in [LedgerOperation.push(household: "h\"1", changes: numbered, conflicts: []),
                          .push(household: "h1", changes: [], conflicts: []),
                          .push(household: "h1", changes: numbered, conflicts: [conflict(), conflict()])] {
            XCTAssertEqual(String(decoding: try operation.line(), as: UTF8.self),
                           String(decoding: try JSONTreeEncoder().encode(operation), as: UTF8.self))
        }
        let other = LedgerOperation.resolve(household: "h1", conflict: "c1", resolution: "keep both", at: "2026-11-28T10:00:00Z")
        XCTAssertEqual(try other.line(), try JSONTreeEncoder().encode(other))
    }

    func testAPostgreSQLWriteHoldsWhatCodableWrites() throws {
        var plan = PushPlan()
        for change in changes() { plan.accept(change) }
        let device = DeviceRecord(id: "d1", household: "h1", person: "Gavin", personID: "p1", tokenHash: "t1", createdAt: Date(timeIntervalSince1970: 0))
        let write = try PushWrite.Part(household: "h1", device: device, expected: 6, plan: plan)
        XCTAssertEqual(write.changes.bodies, try changes().map { try PostgresLedger.text($0) })
        XCTAssertEqual(write.records.bodies, try changes().map { try $0.after.map { try PostgresLedger.text($0) } })
    }

    func testAPushAnswerIsWhatCodableWrites() throws {
        var plan = PushPlan()
        for change in changes() { plan.accept(change) }
        plan.duplicates = 2
        XCTAssertEqual(String(decoding: try PushAnswer.body(PushReply(plan: plan, seq: 41)), as: UTF8.self),
                       String(decoding: try JSONTreeEncoder().encode(PushReply(plan: plan, seq: 41)), as: UTF8.self))
        plan.refused = ["d1:9:0": "only a \"primary\" may", "d1:10:0": "no\nsuch baby", "a": "b"]
        plan.conflicts = [conflict()]
        XCTAssertEqual(String(decoding: try PushAnswer.body(PushReply(plan: plan, seq: 0)), as: UTF8.self),
                       String(decoding: try JSONTreeEncoder().encode(PushReply(plan: plan, seq: 0)), as: UTF8.self))
    }

    func testAPullAnswerIsWhatCodableWrites() throws {
        let numbered = changes().enumerated().map { ServerChange(seq: $0.offset + 7, device: "d\"1", person: "Gavin ☃", change: $0.element) }
        for pull in [SyncMessages.Pull(changes: numbered, next: 10, more: true, conflicts: []),
                     SyncMessages.Pull(changes: [], next: 0, more: false, conflicts: []),
                     SyncMessages.Pull(changes: Array(numbered.prefix(1)), next: 7, more: false, conflicts: [conflict(), conflict()])] {
            XCTAssertEqual(String(decoding: try PullAnswer.body(pull), as: UTF8.self),
                           String(decoding: try JSONTreeEncoder().encode(pull), as: UTF8.self))
        }
    }

    func testAPushBodyReadsAsCodableReadsIt() throws {
        let body = try JSONValue.parse(try JSONTreeEncoder().encode(SyncMessages.Push(changes: changes())))
        XCTAssertEqual(SyncChangeTree.changes(in: body), try JSONTreeDecoder().decode(SyncMessages.Push.self, from: body).changes)
        // Nulls, and members a change does not have, read as Codable reads them.
        let loose = try JSONValue.parse(Array(#"{"changes":[{"id":"x","key":"event:e","before":null,"after":null,"by":"G","at":"t","rewritten":null,"extra":1}],"more":2}"#.utf8))
        XCTAssertEqual(SyncChangeTree.changes(in: loose), try JSONTreeDecoder().decode(SyncMessages.Push.self, from: loose).changes)
        // Anything Codable refuses is left to Codable, whose error is the one answered.
        for text in [#"{"changes":[{"id":1,"key":"k","by":"G","at":"t"}]}"#, #"{"changes":[{"key":"k","by":"G","at":"t"}]}"#,
                     #"{"changes":[{"id":"x","key":"k","by":"G","at":"t","rewritten":"yes"}]}"#, #"{"changes":{}}"#, "[]"] {
            let tree = try JSONValue.parse(Array(text.utf8))
            XCTAssertNil(SyncChangeTree.changes(in: tree), text)
            XCTAssertThrowsError(try JSONTreeDecoder().decode(SyncMessages.Push.self, from: tree), text)
        }
    }
}

@testable import HushKit
@testable import HushStore
@testable import HushServer
import PostgresNIO
import XCTest

/// Each form of the write numbers its arguments `$1`… with no gap, and a batch sends as many as its form
/// uses: PostgreSQL refuses a statement with a number it cannot type, and a wrong count or order would
/// put one column's values into another. The forms run on PostgreSQL in the ledger's tests
/// (`PostgresGuessDifferenceTests` requires those with a guess's check, an open sleep's and conflicts).
final class PushWriteFormTests: XCTestCase {
    func testEachFormNumbersItsArgumentsWithoutAGap() throws {
        var counts: [Int] = []
        for conflicts in [false, true] {
            for doubts in [false, true] {
                for openSleeps in [false, true] {
                    let form = PushWrite.Form(conflicts: conflicts, doubts: doubts, openSleeps: openSleeps)
                    let numbers = Set(Self.numbers(in: form.sql))
                    XCTAssertEqual(numbers, Set(1...(numbers.max() ?? 0)), form.name)
                    XCTAssertEqual(numbers.count, 19 + (conflicts ? 3 : 0) + (doubts ? 11 + (openSleeps ? 1 : 0) : 0), form.name)
                    XCTAssertEqual(form.sql.contains("hush_conflicts"), conflicts, form.name)
                    XCTAssertEqual(form.sql.contains("doubts AS"), doubts, form.name)
                    XCTAssertEqual(form.sql.contains(" AND open LIMIT 1"), doubts && openSleeps, form.name)
                    counts.append(numbers.count)
                }
            }
        }
        XCTAssertEqual(Set(counts).count, 6, "an open sleep is a doubt: without doubts the flag changes nothing")
        XCTAssertEqual(PushWrite.sql, PushWrite.Form.whole.sql)
        XCTAssertEqual(Self.numbers(in: PushWrite.sql).max(), 34)
    }

    /// A batch chooses the form its parts use, and sends what that form numbers.
    func testABatchSendsTheArgumentsOfTheFormItUses() throws {
        let device = DeviceRecord(id: "d1", household: "h1", person: "Gavin", personID: nil, tokenHash: "x", createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        var plan = PushPlan()
        let plain = PushWrite([try PushWrite.Part(household: "h1", device: device, expected: 1, plan: plan)], unread: PushContextQuery([]))
        XCTAssertEqual(plain.used, PushWrite.Form(conflicts: false, doubts: false, openSleeps: false))
        XCTAssertEqual(try plain.arguments().count, 19)
        XCTAssertEqual(try plain.arguments().count, Set(Self.numbers(in: plain.form.sql)).count, "the form sent numbers what is sent")

        let open = PushRules.Needs(keys: ["event:a"], changeIDs: ["c1"],
                                   probes: [(baby: "b1", type: "sleep", start: Date(timeIntervalSince1970: 1_700_000_000), open: true)],
                                   inviteCodes: [])
        let guessed = PushWrite([try PushWrite.Part(household: "h1", device: device, expected: 1, plan: plan)],
                                unread: PushContextQuery([.init(household: "h1", device: "d1", needs: open)]))
        XCTAssertEqual(guessed.used, PushWrite.Form(conflicts: false, doubts: true, openSleeps: true))
        XCTAssertEqual(try guessed.arguments().count, 31)
        XCTAssertEqual(try guessed.arguments().count, Set(Self.numbers(in: guessed.form.sql)).count, "the form sent numbers what is sent")

        let side = SyncConflict.Side(device: "d1", person: "Gavin", key: "event:a", record: nil)
        plan.conflicts = [SyncConflict(id: "k1", kind: .edit, first: side, second: side, createdAt: Date(timeIntervalSince1970: 1_700_000_000))]
        var closed = open
        closed.probes[0].open = false
        let both = PushWrite([try PushWrite.Part(household: "h1", device: device, expected: 1, plan: plan)],
                             unread: PushContextQuery([.init(household: "h1", device: "d1", needs: closed)]))
        XCTAssertEqual(both.used, PushWrite.Form(conflicts: true, doubts: true, openSleeps: false))
        XCTAssertEqual(try both.arguments().count, 33)
        XCTAssertEqual(try both.arguments().count, Set(Self.numbers(in: both.form.sql)).count, "the form sent numbers what is sent")
        XCTAssertEqual(both.form.name, both.used.name)
    }

    private static func numbers(in sql: String) -> [Int] {
        var found: [Int] = []
        var digits = ""
        var inside = false
        for character in sql + " " {
            if inside, let digit = character.wholeNumberValue, character.isASCII {
                digits.append(String(digit))
            } else {
                if inside, let number = Int(digits) { found.append(number) }
                inside = character == "$"
                digits = ""
            }
        }
        return found
    }
}

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
        var sqls: Set<String> = []
        for conflicts in [false, true] {
            for doubts in [false, true] {
                for openSleeps in [false, true] {
                    for read in [false, true] {
                        let form = PushWrite.Form(conflicts: conflicts, doubts: doubts, openSleeps: openSleeps, read: read)
                        XCTAssertTrue(PushWrite.Form.all.contains(form), form.name)
                        let numbers = Set(Self.numbers(in: form.sql))
                        XCTAssertEqual(numbers, Set(1...(numbers.max() ?? 0)), form.name)
                        XCTAssertEqual(numbers.count, 19 + (conflicts ? 3 : 0) + (doubts ? 7 + (openSleeps ? 1 : 0) : 0), form.name)
                        XCTAssertEqual(form.sql.contains("hush_conflicts"), conflicts, form.name)
                        XCTAssertEqual(form.sql.contains("doubts AS"), doubts, form.name)
                        XCTAssertEqual(form.sql.contains(" AND open LIMIT 1"), doubts && openSleeps, form.name)
                        // A guessed household's records are inserted plainly; a read one's upserted.
                        XCTAssertEqual(form.sql.contains("fresh AS"), doubts, form.name)
                        XCTAssertEqual(form.sql.contains("ON CONFLICT (household, key)"), read || !doubts, form.name)
                        // The guessed households the inserts are split by are the doubts' first argument.
                        let guessed = conflicts ? "$23" : "$20"
                        XCTAssertEqual(form.sql.contains("unnest(\(guessed)::text[], \(guessed == "$20" ? "$21" : "$24")::text[]) AS d(household, device)"), doubts, form.name)
                        if doubts { XCTAssertTrue(form.sql.contains("= ANY (\(guessed)::text[])"), form.name) }
                        if doubts && read { XCTAssertTrue(form.sql.contains("<> ALL (\(guessed)::text[])"), form.name) }
                        sqls.insert(form.sql)
                    }
                }
            }
        }
        XCTAssertEqual(sqls.count, 10, "an open sleep and a guess are doubts: without doubts the flags change nothing")
        XCTAssertEqual(Set(PushWrite.Form.all).count, 10)
        XCTAssertEqual(PushWrite.sql, PushWrite.Form.whole.sql)
        XCTAssertEqual(Self.numbers(in: PushWrite.sql).max(), 30)
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
        XCTAssertEqual(guessed.used, PushWrite.Form(conflicts: false, doubts: true, openSleeps: true, read: false))
        XCTAssertEqual(try guessed.arguments().count, 27)
        XCTAssertEqual(try guessed.arguments().count, Set(Self.numbers(in: guessed.form.sql)).count, "the form sent numbers what is sent")

        let side = SyncConflict.Side(device: "d1", person: "Gavin", key: "event:a", record: nil)
        plan.conflicts = [SyncConflict(id: "k1", kind: .edit, first: side, second: side, createdAt: Date(timeIntervalSince1970: 1_700_000_000))]
        var closed = open
        closed.probes[0].open = false
        let both = PushWrite([try PushWrite.Part(household: "h1", device: device, expected: 1, plan: plan)],
                             unread: PushContextQuery([.init(household: "h1", device: "d1", needs: closed)]))
        XCTAssertEqual(both.used, PushWrite.Form(conflicts: true, doubts: true, openSleeps: false, read: false))
        XCTAssertEqual(try both.arguments().count, 29)
        XCTAssertEqual(try both.arguments().count, Set(Self.numbers(in: both.form.sql)).count, "the form sent numbers what is sent")
        XCTAssertEqual(both.form.name, both.used.name)

        // One household guessed, another read: both inserts.
        let other = DeviceRecord(id: "d2", household: "h2", person: "Ada", personID: nil, tokenHash: "y", createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        let mixed = PushWrite([try PushWrite.Part(household: "h1", device: device, expected: 1, plan: plan),
                               try PushWrite.Part(household: "h2", device: other, expected: 3, plan: plan)],
                              unread: PushContextQuery([.init(household: "h1", device: "d1", needs: closed)]))
        XCTAssertEqual(mixed.used, PushWrite.Form(conflicts: true, doubts: true, openSleeps: false, read: true))
        XCTAssertEqual(try mixed.arguments().count, Set(Self.numbers(in: mixed.form.sql)).count, "the form sent numbers what is sent")
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

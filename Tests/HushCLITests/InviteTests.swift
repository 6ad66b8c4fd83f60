import Foundation
import HushKit
import XCTest

/// Invites, joins and Baby Office Hours (the people issue): the codes themselves, then through the real
/// binary expiry, reuse, revoking, wrong codes and their slow-down, the `--json` answer, what a subscriber
/// can (not) see, and office hours with their inbox notices.
final class InviteTests: XCTestCase {
    static let lookAlikes = Set("0O1ILU")
    static let start = "2026-01-02T15:00:00-05:00"

    // MARK: Codes

    func testGeneratedCodesAreDistinctFromTheAlphabetWithEnoughEntropy() throws {
        var random = SystemRandomNumberGenerator()
        let codes = (0..<200).map { _ in InviteCode.generate(using: &random) }
        try checkCodes(codes, source: "InviteCode.generate")
        XCTAssertEqual(InviteCode.length, 13)
        XCTAssertEqual(Set(InviteCode.alphabet).count, InviteCode.alphabet.count, "the alphabet repeats a symbol")
        XCTAssertTrue(Set(InviteCode.alphabet).isDisjoint(with: Self.lookAlikes), "look-alikes in the alphabet: \(String(InviteCode.alphabet))")
        // Counted from the alphabet, not taken from the type's own claim.
        let bits = Double(InviteCode.length) * log2(Double(Set(InviteCode.alphabet).count))
        XCTAssertGreaterThanOrEqual(bits, 60)
        XCTAssertEqual(InviteCode.entropyBits, bits, accuracy: 1e-9)
    }

    /// 200 invites through the binary (one pipe, `--json` lines): 200 distinct well-formed codes.
    func testTwoHundredInvitesHaveTwoHundredDistinctCodes() throws {
        let family = try Family()
        let lines = (0..<200).map { "invite guest\($0) as subscriber" }.joined(separator: "\n") + "\n"
        let result = try HushProcess.run(family.arguments(as: "Pat") + ["--json"], stdin: lines)
        XCTAssertEqual(result.status, 0, result.stderr)
        let answers = result.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        XCTAssertEqual(answers.count, 200, result.stdout.prefix(500) + "")
        try checkCodes(answers.compactMap { $0["code"] as? String }, source: "invite --json")
    }

    func checkCodes(_ codes: [String], source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(codes.count, 200, source, file: file, line: line)
        XCTAssertEqual(Set(codes).count, codes.count, "\(source): repeated codes", file: file, line: line)
        let alphabet = Set(InviteCode.alphabet)
        var used = Set<Character>()
        for code in codes {
            let groups = code.split(separator: "-", omittingEmptySubsequences: false).map(\.count)
            XCTAssertEqual(groups, [4, 4, 5], "\(source): \(code) isn't shown as XXXX-XXXX-XXXXX", file: file, line: line)
            let symbols = code.filter { $0 != "-" }
            XCTAssertEqual(symbols.count, 13, "\(source): \(code)", file: file, line: line)
            XCTAssertTrue(symbols.allSatisfy(alphabet.contains), "\(source): \(code) has a symbol outside the alphabet", file: file, line: line)
            XCTAssertTrue(Set(symbols).isDisjoint(with: Self.lookAlikes), "\(source): \(code) has a look-alike", file: file, line: line)
            XCTAssertEqual(InviteCode.normalized(code), symbols, "\(source): \(code) doesn't normalize to itself", file: file, line: line)
            used.formUnion(symbols)
        }
        // 2,600 symbols over 30 letters: each is expected ~87 times, so a missing one means a narrower draw.
        XCTAssertEqual(used, alphabet, "\(source): symbols never drawn: \(String(alphabet.subtracting(used).sorted()))", file: file, line: line)
    }

    func testNormalizedAcceptsCaseSpacesAndHyphensAndRejectsTheRest() {
        let code = "7KQMX2PDHN4RT"
        for typed in ["7KQM-X2PD-HN4RT", "7kqm-x2pd-hn4rt", "7kqm x2pd hn4rt", "7KQMX2PDHN4RT", " 7kqm - X2pd -hn4rt ", "7-K-Q-M-X-2-P-D-H-N-4-R-T"] {
            XCTAssertEqual(InviteCode.normalized(typed), code, "'\(typed)' should be accepted")
        }
        let rejected = [
            "", "7KQM-X2PD-HN4R", "7KQM-X2PD-HN4RTT", "7KQM-X2PD", // wrong lengths
            "0KQM-X2PD-HN4RT", "OKQM-X2PD-HN4RT", "1KQM-X2PD-HN4RT", "IKQM-X2PD-HN4RT", "LKQM-X2PD-HN4RT", "UKQM-X2PD-HN4RT", // look-alikes
            "7KQM_X2PD_HN4RT", "7KQM.X2PD.HN4RT", "7KQM-X2PD-HN4R!", "7KQM-X2PD-HN4RÉ", "7KQM\tX2PD\tHN4RT", // other characters
        ]
        for typed in rejected {
            XCTAssertNil(InviteCode.normalized(typed), "'\(typed)' should be rejected")
        }
    }

    // MARK: Joining: expiry, reuse, revoking, wrong codes

    func testInviteJSONCarriesCodeRoleAndExpiryWithSevenDaysByDefault() throws {
        let family = try Family()
        let plain = try family.inviteJSON("Gran", as: "subscriber")
        XCTAssertEqual(plain["role"] as? String, "subscriber")
        XCTAssertEqual(plain["expires_at"] as? String, "2026-01-09T20:00:00Z", "default expiry is 7 days: \(plain)")
        XCTAssertNotNil(InviteCode.normalized(plain["code"] as? String ?? ""), "\(plain)")
        let short = try family.inviteJSON("Cal", as: "caregiver", extra: "for 2 days")
        XCTAssertEqual(short["role"] as? String, "caregiver")
        XCTAssertEqual(short["expires_at"] as? String, "2026-01-04T20:00:00Z", "\(short)")
        XCTAssertNotEqual(short["code"] as? String, plain["code"] as? String)
    }

    func testAnInviteExpiresAfterItsDays() throws {
        let family = try Family()
        let early = try family.invite("Gran", as: "subscriber", extra: "for 2 days")
        let late = try family.invite("Aunt", as: "subscriber", extra: "for 2 days")
        // One minute before the end it still works…
        try family.must("join \(early) as Gran", as: "Gran", at: "2026-01-04T14:59:00-05:00")
        // …one minute after, it doesn't, and nothing changes.
        let before = try family.export()
        let expired = try family.run("join \(late) as Aunt", as: "Aunt", at: "2026-01-04T15:01:00-05:00")
        XCTAssertEqual(expired.status, 1)
        XCTAssertTrue(expired.stderr.contains("expired"), expired.stderr)
        XCTAssertEqual(try family.export(), before)
        XCTAssertEqual(try family.people(), ["Pat:primary", "Gran:subscriber"], "an expired invite let Aunt in")
    }

    func testAnInviteWorksOnce() throws {
        let family = try Family()
        let code = try family.invite("Gran", as: "subscriber")
        try family.must("join \(code) as Gran", as: "Gran")
        for name in ["Grandpa", "Gran"] {
            let again = try family.run("join \(code) as \(name)", as: name)
            XCTAssertEqual(again.status, 1, name)
            XCTAssertTrue(again.stderr.contains("already used"), again.stderr)
            XCTAssertTrue(again.stderr.contains("Gran"), "says who used it: \(again.stderr)")
        }
        XCTAssertEqual(try family.people(), ["Pat:primary", "Gran:subscriber"])
    }

    func testARevokedInviteCannotBeUsed() throws {
        let family = try Family()
        let code = try family.invite("Gran", as: "subscriber")
        XCTAssertTrue(try family.must("invites", as: "Pat").contains(code))
        try family.must("revoke invite \(code)", as: "Pat")
        XCTAssertFalse(try family.must("invites", as: "Pat").contains(code), "a revoked invite is still listed as open")
        let before = try family.export()
        let join = try family.run("join \(code) as Gran", as: "Gran")
        XCTAssertEqual(join.status, 1)
        XCTAssertTrue(join.stderr.contains("revoked"), join.stderr)
        XCTAssertEqual(try family.export(), before)
        XCTAssertEqual(try family.people(), ["Pat:primary"])
    }

    func testMistypedAndMalformedCodesHaveTheirOwnErrors() throws {
        let family = try Family()
        let real = try family.invite("Gran", as: "subscriber")
        let before = try family.export()
        let unknown = try family.run("join \(Self.otherCode(than: real)) as Gran", as: "Gran")
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.contains("no invite has the code"), unknown.stderr)
        let malformed = try family.run("join hello as Gran", as: "Gran", at: "2026-01-02T15:00:10-05:00")
        XCTAssertEqual(malformed.status, 1)
        XCTAssertTrue(malformed.stderr.contains("isn't an invite code"), malformed.stderr)
        XCTAssertEqual(try family.export(), before, "a wrong code changed the export")
        // The real one, typed in lower case with spaces, still works.
        let typed = real.lowercased().replacingOccurrences(of: "-", with: " ")
        try family.must("join \(typed) as Gran", as: "Gran", at: "2026-01-02T15:00:20-05:00")
        XCTAssertEqual(try family.people(), ["Pat:primary", "Gran:subscriber"])
    }

    /// Dispatcher+Join: after 3 wrong codes within 15 minutes, the next attempt waits 30 s after the last
    /// wrong one, doubling with each further wrong code; a right code clears the count.
    func testRepeatedWrongCodesAreSlowedDown() throws {
        let family = try Family()
        let real = try family.invite("Gran", as: "subscriber")
        let wrong = Self.otherCode(than: real)
        let before = try family.export()
        func at(_ seconds: Int) -> String {
            String(format: "2026-01-02T15:%02d:%02d-05:00", seconds / 60, seconds % 60)
        }
        for second in [0, 5, 10] {
            let attempt = try family.run("join \(wrong) as Gran", as: "Gran", at: at(second))
            XCTAssertTrue(attempt.stderr.contains("no invite has the code"), "wrong code at +\(second)s: \(attempt.stderr)")
        }
        // Within 30 s of the third: refused before the code is even looked at, the right code too.
        let slowed = try family.run("join \(wrong) as Gran", as: "Gran", at: at(20))
        XCTAssertEqual(slowed.status, 1)
        XCTAssertTrue(slowed.stderr.contains("try again in 20 seconds"), slowed.stderr)
        let rightButSlowed = try family.run("join \(real) as Gran", as: "Gran", at: at(39))
        XCTAssertTrue(rightButSlowed.stderr.contains("try again in 1 second"), rightButSlowed.stderr)
        XCTAssertEqual(try family.people(), ["Pat:primary"])
        // 31 s after the third wrong code it may try again: a fourth wrong code is looked up…
        let fourth = try family.run("join \(wrong) as Gran", as: "Gran", at: at(41))
        XCTAssertTrue(fourth.stderr.contains("no invite has the code"), "+41s: \(fourth.stderr)")
        // …and now the wait is 60 s from it.
        let longer = try family.run("join \(real) as Gran", as: "Gran", at: at(41 + 59))
        XCTAssertTrue(longer.stderr.contains("try again in 1 second"), "+100s: \(longer.stderr)")
        XCTAssertEqual(try family.export(), before, "wrong or slowed codes changed the export")
        try family.must("join \(real) as Gran", as: "Gran", at: at(41 + 61))
        XCTAssertEqual(try family.people(), ["Pat:primary", "Gran:subscriber"])
        // The right code cleared the count: a wrong code right after isn't slowed.
        let fresh = try family.run("join \(wrong) as Nora", as: "Nora", at: at(41 + 62))
        XCTAssertTrue(fresh.stderr.contains("no invite has the code"), fresh.stderr)
    }

    func testJoiningInAPipeNeedsNoAnswer() throws {
        let family = try Family()
        let cal = try family.invite("Cal", as: "caregiver")
        let sue = try family.invite("Sue", as: "subscriber")
        let result = try HushProcess.run(family.arguments(as: "Cal") + [], stdin: "join \(cal) as Cal\njoin \(sue) as Sue\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Cal joined Eddie as caregiver"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Sue joined Eddie's office hours"), result.stdout)
        XCTAssertFalse((result.stdout + result.stderr).contains("?"), "asked a question in a pipe: \(result.stdout)\(result.stderr)")
        XCTAssertEqual(try family.people(), ["Pat:primary", "Cal:caregiver", "Sue:subscriber"])
        XCTAssertEqual(try family.run("wet diaper", as: "Cal").status, 0, "Cal joined as a caregiver and may log")
    }

    // MARK: What a subscriber sees

    func testSubscribersSeeNoEventsAndNoNotes() throws {
        let family = try Family()
        try family.must("wet diaper", as: "Pat")
        try family.must("note rash on the left cheek", as: "Pat")
        try family.join("Sue", as: "subscriber")
        for command in ["status", "today", "timeline", "handover", "show the last diaper"] {
            let result = try family.run(command, as: "Sue")
            XCTAssertEqual(result.status, 1, "`\(command)` as a subscriber: \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("caregiver"), "`\(command)`: \(result.stderr)")
            XCTAssertFalse(result.stdout.contains("rash") || result.stdout.contains("Pee"), "`\(command)` showed events: \(result.stdout)")
        }
        // What a subscriber may run shows no events either.
        for command in ["export json", "office hours", "babies", "inbox", "whoami"] {
            let result = try family.run(command, as: "Sue")
            XCTAssertEqual(result.status, 0, "`\(command)`: \(result.stderr)")
            for secret in ["rash", "Pee", "diaper", "\"event_type\""] {
                XCTAssertFalse(result.stdout.contains(secret), "`\(command)` as a subscriber shows '\(secret)': \(result.stdout)")
            }
        }
        let export = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(family.run("export json", as: "Sue").stdout.utf8)) as? [String: Any])
        XCTAssertEqual((export["events"] as? [Any])?.count, 0, "a subscriber's export has events")
        XCTAssertEqual((export["babies"] as? [Any])?.count, 0, "a subscriber's export has the baby's data")
        // Pat's own export still has everything.
        let full = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(family.run("export json", as: "Pat").stdout.utf8)) as? [String: Any])
        XCTAssertEqual((full["events"] as? [Any])?.count, 2)
    }

    // MARK: Office hours and the inbox

    func testOfficeHoursOnTellsEverySubscriberOnceAndOffOnlyThoseWhoAsked() throws {
        let family = try Family()
        try family.join("Cal", as: "caregiver")
        try family.join("Sue", as: "subscriber")
        try family.join("Gran", as: "subscriber")
        try family.must("notify me when office hours end", as: "Gran")
        let on = try family.must("office hours on", as: "Cal")
        XCTAssertTrue(on.contains("Told 2 subscribers"), on)
        try family.must("office hours on", as: "Pat", at: "2026-01-02T15:05:00-05:00")   // already on: nobody told again
        XCTAssertTrue(try family.must("office hours", as: "Sue").contains("The baby is in"))
        for person in ["Sue", "Gran"] {
            XCTAssertEqual(try family.inbox(person).filter { $0 == "Eddie is in! The baby will see you now 👶" }.count, 1, person)
        }
        XCTAssertEqual(try family.inbox("Cal"), [], "parents get no office-hours notices")
        try family.must("office hours off", as: "Cal", at: "2026-01-02T15:20:00-05:00")
        XCTAssertEqual(try family.inbox("Gran", at: "2026-01-02T15:21:00-05:00"),
                       ["Office hours are over for Eddie", "Eddie is in! The baby will see you now 👶"], "newest first")
        XCTAssertEqual(try family.inbox("Sue", at: "2026-01-02T15:21:00-05:00"), ["Eddie is in! The baby will see you now 👶"],
                       "Sue didn't ask to hear about the end")
        XCTAssertTrue(try family.must("office hours", as: "Sue", at: "2026-01-02T15:21:00-05:00").contains("over"))
    }

    func testOfficeHoursForThirtyMinutesTurnThemselvesOff() throws {
        let family = try Family()
        try family.join("Sue", as: "subscriber")
        try family.join("Gran", as: "subscriber")
        try family.must("notify me when office hours end", as: "Gran")
        try family.must("office hours on for 30 min", as: "Pat")
        let during = try family.must("office hours", as: "Sue", at: "2026-01-02T15:29:00-05:00")
        XCTAssertTrue(during.contains("The baby is in"), during)
        XCTAssertEqual(try family.inbox("Gran", at: "2026-01-02T15:29:30-05:00"), ["Eddie is in! The baby will see you now 👶"])
        let after = try family.must("office hours", as: "Sue", at: "2026-01-02T15:31:00-05:00")
        XCTAssertTrue(after.contains("over") && !after.contains("The baby is in"), after)
        let json = try family.must("office hours --json", as: "Sue", at: "2026-01-02T15:31:00-05:00")
        XCTAssertTrue(json.contains("\"available\":false"), json)
        XCTAssertEqual(try family.inbox("Gran", at: "2026-01-02T15:31:00-05:00"),
                       ["Office hours are over for Eddie", "Eddie is in! The baby will see you now 👶"])
        XCTAssertEqual(try family.inbox("Sue", at: "2026-01-02T15:31:00-05:00"), ["Eddie is in! The baby will see you now 👶"])
        // The end is noted once, however many commands run after it.
        try family.must("office hours", as: "Pat", at: "2026-01-02T15:40:00-05:00")
        XCTAssertEqual(try family.inbox("Gran", at: "2026-01-02T15:41:00-05:00").filter { $0.contains("over") }.count, 1)
    }

    /// Setting a time limit on office hours that are already open is not "turning on": the spec notifies
    /// subscribers "when status changes to available", so they must not hear "Eddie is in!" twice.
    func testATimeLimitOnOpenOfficeHoursDoesNotNotifyAgain() throws {
        let family = try Family()
        try family.join("Sue", as: "subscriber")
        try family.must("office hours on", as: "Pat")
        try family.must("office hours on for 30 min", as: "Pat", at: "2026-01-02T15:05:00-05:00")
        XCTAssertEqual(try family.inbox("Sue", at: "2026-01-02T15:06:00-05:00"), ["Eddie is in! The baby will see you now 👶"])
    }

    /// Office hours that close by themselves last at most a day: "for 999999999 hours" once opened them
    /// until the year 9999, and told subscribers so.
    func testOfficeHoursForLongerThanADayAreRefusedAndNobodyIsTold() throws {
        let family = try Family()
        try family.join("Sue", as: "subscriber")
        for span in ["999999999 hours", "25 hours", "1441 min"] {
            let refused = try family.run("office hours on for \(span)", as: "Pat")
            XCTAssertEqual(refused.status, 1, span)
            XCTAssertTrue(refused.stderr.contains("at most 24 hours"), refused.stderr)
        }
        XCTAssertEqual(try family.inbox("Sue", at: "2026-01-02T15:06:00-05:00"), [], "nothing opened, nobody told")
        try family.must("office hours on for 24 hours", as: "Pat")
        XCTAssertEqual(try family.inbox("Sue", at: "2026-01-02T15:06:00-05:00"), ["Eddie is in! The baby will see you now 👶"])
    }

    // MARK: Helpers

    /// A valid-looking code that isn't `code`.
    static func otherCode(than code: String) -> String {
        code == "7KQM-X2PD-HN4RT" ? "9KQM-X2PD-HN4RT" : "7KQM-X2PD-HN4RT"
    }
}

/// A store with baby Eddie made by Pat (so Pat is the primary), at 3 PM New York time unless told.
final class Family {
    let temporary: TemporaryStore
    var path: String { temporary.path + "/store" }

    init() throws {
        temporary = try TemporaryStore()
        try must("new baby Eddie born 2025-09-01", as: "Pat")
    }

    func arguments(as person: String, at now: String = InviteTests.start) -> [String] {
        ["--store", path, "--now", now, "--tz", "America/New_York", "--as", person]
    }

    func run(_ command: String, as person: String, at now: String = InviteTests.start) throws -> HushProcess.Result {
        try HushProcess.run(arguments(as: person, at: now) + command.split(separator: " ").map(String.init))
    }

    @discardableResult
    func must(_ command: String, as person: String, at now: String = InviteTests.start,
              file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try run(command, as: person, at: now)
        XCTAssertEqual(result.status, 0, "`\(command)` as \(person) failed: \(result.stderr)", file: file, line: line)
        return result.stdout
    }

    func inviteJSON(_ name: String, as role: String, extra: String = "") throws -> [String: Any] {
        let output = try must("invite \(name) as \(role) \(extra) --json", as: "Pat")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], output)
    }

    func invite(_ name: String, as role: String, extra: String = "") throws -> String {
        let json = try inviteJSON(name, as: role, extra: extra)
        return try XCTUnwrap(json["code"] as? String, "\(json)")
    }

    /// Invited by Pat and joined at once.
    func join(_ name: String, as role: String) throws {
        let code = try invite(name, as: role)
        try must("join \(code) as \(name)", as: name)
    }

    /// The members (not the open invites) `people --json` lists, as Pat: "Name:role", oldest first.
    func people() throws -> [String] {
        let output = try must("people --json", as: "Pat")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], output)
        let people = try XCTUnwrap(json["people"] as? [[String: Any]], output)
        return people.map { "\($0["person"] as? String ?? "?"):\($0["role"] as? String ?? "?")" }
    }

    /// `export json` as Pat, byte for byte (its moment is the fixed `--now`).
    func export() throws -> String { try must("export json", as: "Pat") }

    /// The texts in a person's inbox, newest first.
    func inbox(_ person: String, at now: String = InviteTests.start) throws -> [String] {
        let output = try must("inbox --json", as: person, at: now)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], output)
        let items = try XCTUnwrap(json["inbox"] as? [[String: Any]], output)
        return items.compactMap { $0["text"] as? String }
    }
}

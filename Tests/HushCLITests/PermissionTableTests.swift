import Foundation
import HushKit
import XCTest

/// Every cell of the permission table (the doc comment of `Permissions`, the people issue), through the real
/// binary: for each action a command line that takes it, run as the primary (Pat), a caregiver (Cal), a
/// subscriber (Sue) and a person connected to nothing (Nora), each on a fresh copy of one set-up store.
/// Allowed ⇔ exit 0; a refusal exits 1, names the role it needs (or says the person isn't connected), and
/// changes nothing: `export json` (as Pat) and the journal are byte-identical before and after.
final class PermissionTableTests: XCTestCase {
    /// The table again, written from the spec rather than read from `Permissions.Action.roles`: who may,
    /// and the command lines that take the action. `{CODE}` is an open invite's code (Gran's, never used).
    static let table: [Permissions.Action: (allowed: Set<Membership.Role>, commands: [String])] = [
        .seeEvents: ([.primary, .caregiver], ["status", "today", "timeline", "did he poop today", "when did Eddie last eat", "foods", "trends", "stripes",
                                              "stash"]),
        // Pumping and the milk stash: the household's milk, logged by caregivers, seen by no subscriber.
        .logEvents: ([.primary, .caregiver], ["wet diaper", "note fussy after the bath", "last diaper was dirty", "undo",
                                              "had banana", "tried egg for the first time", "rash after peanut",
                                              "I pumped 2oz left and 2.5oz right", "pumped 4oz to the freezer", "thawed a 3oz bag",
                                              "made a 4oz bottle of breast milk"]),
        .changeSettings: ([.primary, .caregiver], ["set units ml", "set bottle contents breast milk", "set expiry freezer 12 months"]),
        .handover: ([.primary, .caregiver], ["handover"]),
        .toggleOfficeHours: ([.primary, .caregiver], ["office hours on"]),
        .seeOfficeHours: ([.primary, .caregiver, .subscriber], ["office hours"]),
        .inviteSubscriber: ([.primary, .caregiver], ["invite x as subscriber"]),
        .removeSubscriber: ([.primary, .caregiver], ["remove subscriber Sue --yes"]),
        .manageInvites: ([.primary, .caregiver], ["invites", "revoke invite {CODE}"]),
        .listPeople: ([.primary, .caregiver], ["people"]),
        .inviteCaregiver: ([.primary], ["invite y as caregiver"]),
        .removeCaregiver: ([.primary], ["remove caregiver Cal --yes"]),
        .deleteBaby: ([.primary], ["delete baby Eddie --yes"]),
        .transferPrimary: ([.primary], ["make Cal primary"]),
        .unsubscribe: ([.subscriber], ["unsubscribe Eddie"]),
    ]

    /// Read-only commands: an allowed run need not write to the journal. Every other allowed command must.
    static let readOnly: Set<String> = ["status", "today", "timeline", "did he poop today", "when did Eddie last eat", "office hours", "invites", "people",
                                        "foods", "trends", "stripes", "stash"]

    // MARK: The table itself

    func testEveryActionHasARowAndTheDeclaredRolesMatchTheSpec() {
        var problems: [String] = []
        for action in Permissions.Action.allCases {
            guard let row = Self.table[action] else {
                problems.append("\(action): no row in the test's table (add its command line and who may)")
                continue
            }
            if action.roles != row.allowed {
                problems.append("\(action): Permissions says \(Self.letters(action.roles)), the spec table says \(Self.letters(row.allowed))")
            }
        }
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }

    /// The check every command makes is a switch of its own (no `Set` built per process); it must allow
    /// exactly the roles the table declares.
    func testTheCheckAllowsExactlyTheDeclaredRoles() {
        for action in Permissions.Action.allCases {
            for role in Membership.Role.allCases {
                XCTAssertEqual(action.allows(role), action.roles.contains(role), "\(action) \(role)")
            }
        }
    }

    // MARK: One test per column

    func testPrimaryColumn() throws { try checkColumn(.primary) }
    func testCaregiverColumn() throws { try checkColumn(.caregiver) }
    func testSubscriberColumn() throws { try checkColumn(.subscriber) }
    func testNotConnectedColumn() throws { try checkColumn(nil) }

    /// Two families in one store: Pat's Eddie, then Cal's Ada (creating Ada selects her, store-wide). Pat is
    /// connected to Eddie only, so Pat's tracking commands are about Eddie (`whoami` agrees: "primary of
    /// Eddie (selected)"); they must not be refused because of a baby Pat can't even see.
    func testTrackingUsesThePersonsOwnBabyWhenSomeoneElsesIsSelected() throws {
        let temporary = try TemporaryStore()
        let store = temporary.path + "/store"
        func run(_ person: String, _ command: String) throws -> HushProcess.Result {
            try HushProcess.run(["--store", store, "--now", PermissionFixture.now, "--tz", "America/New_York", "--as", person]
                                + command.split(separator: " ").map(String.init))
        }
        XCTAssertEqual(try run("Pat", "new baby Eddie born 2025-09-01").status, 0)
        XCTAssertEqual(try run("Cal", "new baby Ada born 2025-10-01").status, 0)
        XCTAssertTrue(try run("Pat", "whoami").stdout.contains("primary of Eddie"))
        var rows: [String] = []
        for command in ["wet diaper", "status", "today", "set units ml", "office hours on", "people"] {
            let result = try run("Pat", command)
            if result.status != 0 { rows.append("`\(command)` as Pat: exit \(result.status): \(result.stderr.trimmingCharacters(in: .newlines))") }
        }
        XCTAssertTrue(rows.isEmpty, "Pat's own baby is Eddie, yet:\n" + rows.joined(separator: "\n"))
    }

    // MARK: Machinery

    struct Cell {
        var action: Permissions.Action
        var command: String
        var expected: Bool
        var status: Int32
        var stderr: String
        var problems: [String]
    }

    func checkColumn(_ role: Membership.Role?, file: StaticString = #filePath, line: UInt = #line) throws {
        let fixture = try PermissionFixture()
        let person = PermissionFixture.person(role)
        var cells: [Cell] = []
        for action in Permissions.Action.allCases {
            guard let row = Self.table[action] else {
                XCTFail("\(action) has no row in the table", file: file, line: line)
                continue
            }
            for template in row.commands {
                let command = template.replacingOccurrences(of: "{CODE}", with: fixture.openCode)
                let expected = role.map(row.allowed.contains) ?? false
                let store = try fixture.freshCopy()
                let exportBefore = try fixture.export(store)
                let journalBefore = try fixture.journal(store)
                let result = try fixture.run(store, as: person, command)
                var problems: [String] = []
                if expected {
                    if result.status != 0 { problems.append("refused, expected allowed") }
                    if result.status == 0, !Self.readOnly.contains(template), try fixture.journal(store) == journalBefore {
                        problems.append("allowed but wrote nothing")
                    }
                } else {
                    if result.status != 1 { problems.append("exit \(result.status), expected a refusal (exit 1)") }
                    let needed = Self.neededWords(role, allowed: row.allowed)
                    if !needed.contains(where: result.stderr.contains) {
                        problems.append("the refusal doesn't say \(needed.map { "'\($0)'" }.joined(separator: " or "))")
                    }
                    if try fixture.journal(store) != journalBefore { problems.append("the journal changed") }
                    if try fixture.export(store) != exportBefore { problems.append("`export json` changed") }
                }
                cells.append(Cell(action: action, command: command, expected: expected, status: result.status,
                                  stderr: result.stderr.trimmingCharacters(in: .whitespacesAndNewlines), problems: problems))
            }
        }
        let failing = cells.filter { !$0.problems.isEmpty }
        if !failing.isEmpty {
            XCTFail("\(failing.count) of \(cells.count) cells wrong for \(person) (\(role?.rawValue ?? "not connected")):\n"
                    + Self.render(cells), file: file, line: line)
        }
    }

    /// What a refusal must say: the least role that may, or that the person isn't connected.
    static func neededWords(_ role: Membership.Role?, allowed: Set<Membership.Role>) -> [String] {
        guard role != nil else { return ["isn't connected", "not connected"] }
        if allowed.contains(.caregiver) { return ["caregiver"] }
        if allowed.contains(.primary) { return ["primary"] }
        return ["subscriber"]
    }

    static func letters(_ roles: Set<Membership.Role>) -> String {
        Membership.Role.allCases.map { roles.contains($0) ? String($0.rawValue.prefix(1)).uppercased() : "-" }.joined()
    }

    /// One line a cell: ok/BAD, the action, the command, what was expected, the exit status, and what went wrong.
    static func render(_ cells: [Cell]) -> String {
        let width = cells.map(\.command.count).max() ?? 0
        return cells.map { cell in
            let mark = cell.problems.isEmpty ? "ok " : "BAD"
            let command = cell.command.padding(toLength: width, withPad: " ", startingAt: 0)
            let action = "\(cell.action)".padding(toLength: 17, withPad: " ", startingAt: 0)
            var text = "\(mark) \(action) \(command)  want \(cell.expected ? "allow " : "refuse")  exit \(cell.status)"
            if !cell.problems.isEmpty {
                text += "  ← " + cell.problems.joined(separator: "; ") + (cell.stderr.isEmpty ? "" : " | stderr: \(cell.stderr.prefix(120))")
            }
            return text
        }.joined(separator: "\n")
    }
}

/// One store with baby Eddie and an event, set up once through real invites and joins: Pat the primary
/// (creator), Cal a caregiver, Sue a subscriber, an open invite for Gran; Nora is connected to nothing.
/// Each cell runs on its own copy of the folder.
final class PermissionFixture {
    static let now = "2026-01-02T15:00:00-05:00"
    static func person(_ role: Membership.Role?) -> String {
        switch role {
        case .primary?: return "Pat"
        case .caregiver?: return "Cal"
        case .subscriber?: return "Sue"
        case nil: return "Nora"
        }
    }

    let temporary: TemporaryStore
    let template: String
    private(set) var openCode = ""
    private var copies = 0

    init() throws {
        temporary = try TemporaryStore()
        template = temporary.path + "/template"
        try must(template, as: "Pat", "new baby Eddie born 2025-09-01")
        try must(template, as: "Pat", "wet diaper")
        for (name, role) in [("Cal", "caregiver"), ("Sue", "subscriber")] {
            let code = try invite(template, name, as: role)
            try must(template, as: name, "join \(code) as \(name)")
        }
        openCode = try invite(template, "Gran", as: "subscriber")
    }

    func arguments(_ store: String, as person: String) -> [String] {
        ["--store", store, "--now", Self.now, "--tz", "America/New_York", "--as", person]
    }

    func run(_ store: String, as person: String, _ command: String) throws -> HushProcess.Result {
        try HushProcess.run(arguments(store, as: person) + command.split(separator: " ").map(String.init))
    }

    @discardableResult
    func must(_ store: String, as person: String, _ command: String) throws -> String {
        let result = try run(store, as: person, command)
        guard result.status == 0 else { throw SetupFailed(what: "`\(command)` as \(person): \(result.stderr)") }
        return result.stdout
    }

    /// `invite NAME as ROLE --json` as Pat; the code.
    func invite(_ store: String, _ name: String, as role: String) throws -> String {
        let output = try must(store, as: "Pat", "invite \(name) as \(role) --json")
        guard let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
              let code = json["code"] as? String else { throw SetupFailed(what: "no code in \(output)") }
        return code
    }

    /// A new copy of the set-up store.
    func freshCopy() throws -> String {
        copies += 1
        let path = temporary.path + "/cell-\(copies)"
        try FileManager.default.copyItem(atPath: template, toPath: path)
        return path
    }

    /// `export json` as Pat, byte for byte (its `exported_at` is the fixed `--now`).
    func export(_ store: String) throws -> Data {
        let result = try run(store, as: "Pat", "export json")
        guard result.status == 0 else { throw SetupFailed(what: "export failed: \(result.stderr)") }
        return Data(result.stdout.utf8)
    }

    func journal(_ store: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: store + "/journal.jsonl"))
    }

    struct SetupFailed: Error, CustomStringConvertible {
        var what: String
        var description: String { "set-up failed: \(what)" }
    }
}

import Foundation
import HushDomain
import HushKit
import XCTest

/// Valid JSON with hostile content, through a real server: the household's own records (every kind a
/// family shares) with a field at a time made strange — numbers at and past every limit, text where
/// numbers go, other kinds' records under a key, another household's baby, ids that disagree — pushed
/// with every role's token (a fixed seed, so a failure repeats). The server stays up and answers 200,
/// 400, 403 or 413 only; whatever it accepted, every device of the family still syncs and reads its
/// `status`, `today` and `export csv`; and another household's data is exactly what it was.
final class SemanticPushFuzzTests: XCTestCase {
    static let cases = 240

    func testHostileRecordsInValidPushesHurtNoDevice() throws {
        let server = try SyncServerProcess.start()
        let (gavin, leanne) = try SyncScenarios.family(server)
        for line in ["ate 4oz, 0.5 left", "fed left 10 min", "slept 2:10pm to 3:05pm", "wet diaper", "note rash on cheek",
                     "had banana and egg", "pumped 4oz into the freezer", "office hours on", "set zone America/New_York"] {
            // A pinned clock: "3:05pm" is refused as not yet happened when the suite runs before it.
            try gavin.ok(line, now: "2026-01-02T20:00:00Z")
        }
        try gavin.ok("sync")
        let grandma = try SyncScenarios.join(gavin, as: "Grandma", role: "subscriber", server: server)
        try gavin.ok("office hours off")
        try gavin.ok("sync")
        let victim = try BoundedWorkTests.household(server, person: "Victor", baby: "Vera")
        let victimBefore = try PushFuzzTests.canonical(RawSyncHTTP.pullAll(server.url, token: victim.token))
        let victimBaby = String(try XCTUnwrap(RawSyncHTTP.keys(try RawSyncHTTP.pullAll(server.url, token: victim.token))
            .first { $0.hasPrefix("baby:") }).dropFirst(5))
        var templates: [(key: String, record: Any)] = []
        for entry in try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token)) {
            guard let change = entry["change"] as? [String: Any], let key = change["key"] as? String, let after = change["after"],
                  !(after is NSNull) else { continue }
            templates.append((key, after))
        }
        XCTAssertGreaterThan(Set(templates.map { $0.key.split(separator: ":").prefix(2).joined(separator: ":") }).count, 8, "every kind")
        let tokens = [gavin, leanne, grandma].compactMap(\.token)
        var random = PushFuzzTests.Seeded(state: 20_261_128)
        var mutator = RecordMutator(victimBaby: victimBaby)
        var statuses: [Int: Int] = [:]
        var accepted = 0
        var current = Dictionary(templates.map { ($0.key, $0.record) }) { $1 }
        for index in 0..<Self.cases {
            let template = templates[random.below(templates.count)]
            var (key, record) = (template.key, template.record)
            for _ in 0...random.below(2) { mutator.mutate(key: &key, record: &record, templates: templates, &random) }
            // An edit of the record the server holds names it as its `before`, as a device's edit does.
            let before: Any = key == template.key ? (current[key] ?? NSNull()) : NSNull()
            let change: [String: Any] = ["id": "semantic-\(index)", "key": key, "before": before, "after": record,
                                         "by": "Mallory", "at": "2026-01-02T20:00:00Z"]
            guard let body = try? JSONSerialization.data(withJSONObject: ["changes": [change]]) else { continue }
            let answer = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/changes", token: tokens[random.below(tokens.count)], body: body)
            statuses[answer.status, default: 0] += 1
            XCTAssertTrue([200, 400, 403, 413].contains(answer.status), "case \(index) answered \(answer.status): \(answer.text.prefix(300))")
            if answer.status == 200, ((answer.json as? [String: Any])?["accepted"] as? Int ?? 0) > 0 {
                accepted += 1
                current[key] = record
            }
        }
        XCTAssertEqual(try RawSyncHTTP.send("GET", server.url + "/health").status, 200, "the server is up")
        XCTAssertGreaterThan(accepted, 0, "some mutations are records a family could write: \(statuses)")
        for device in [gavin, leanne, grandma] {
            let synced = try device.run("sync")
            XCTAssertEqual(synced.status, 0, "\(device.person): \(synced.stderr)")
        }
        for device in [gavin, leanne] {
            for command in ["status", "today", "export csv", "timeline"] {
                let result = try device.run(command)
                XCTAssertEqual(result.status, 0, "\(device.person) '\(command)': \(result.stderr)")
            }
        }
        XCTAssertEqual(try grandma.run("office hours").status, 0)
        // What the server keeps is only what a device would apply: nothing a pull would have to skip.
        let pulled = try RawSyncHTTP.pullAll(server.url, token: try XCTUnwrap(gavin.token))
        XCTAssertGreaterThan(pulled.count, templates.count, "the primary's pull is answered, whole")
        for entry in pulled {
            guard let change = entry["change"] as? [String: Any], let key = change["key"] as? String else { continue }
            let after = try (change["after"]).flatMap { $0 is NSNull ? nil : try JSONValue.parse(JSONSerialization.data(withJSONObject: $0)) }
            XCTAssertNil(RecordJudge.fault(key: key, record: after), key)
        }
        XCTAssertEqual(try PushFuzzTests.canonical(RawSyncHTTP.pullAll(server.url, token: victim.token)), victimBefore)
        print("semantic push fuzz: \(accepted) accepted, statuses \(statuses.sorted { $0.key < $1.key })")
    }
}

/// One hostile edit of a real record at a time, chosen by the seed.
struct RecordMutator {
    let victimBaby: String
    static var numbers: [Any] { [0, -1, -0.0, 0.5, 16, 16.01, 17, 500, 501, 600, 601, 1e18, 1e300, -1e300, Int.max, Int.min,
                                 1_439, 1_440, 11_520, 11_521, 64_800, 64_801, 1 << 62, 2.5e-324] }
    static var texts: [Any] { ["", " ", "x", "\u{1B}[2J", "\u{202E}evil", String(repeating: "a", count: 2_000), "9999-01-01T00:00:00Z",
                               "1969-12-31T23:59:59Z", "2026-01-02T20:00:00Z", "primary", "subscriber", "owner", "ml", "gallon",
                               "breast", "bottle", "wet", "frozen", NSNull(), true, [String](), ["a"], [String: Any]()] }

    mutating func mutate(key: inout String, record: inout Any, templates: [(key: String, record: Any)], _ random: inout PushFuzzTests.Seeded) {
        switch random.below(6) {
        case 0:
            // Another kind's record under this key, or this record under a fresh key of any kind.
            if random.below(2) == 0 {
                record = templates[random.below(templates.count)].record
            } else {
                let prefixes = ["event:", "baby:", "entity:membership:", "entity:invite:", "entity:office_hours:", "entity:inbox:",
                                "entity:household_zone:", "entity:routine:", "preference:"]
                key = prefixes[random.below(prefixes.count)] + UUID().uuidString
            }
        case 1: record = Self.replacingLeaf(record, with: Self.numbers[random.below(Self.numbers.count)], &random)
        case 2: record = Self.replacingLeaf(record, with: Self.texts[random.below(Self.texts.count)], &random)
        case 3: record = Self.replacingLeaf(record, with: victimBaby, &random)
        case 4: record = Self.removingLeaf(record, &random)
        default: record = Self.replacingLeaf(record, with: UUID().uuidString, &random)
        }
    }

    /// The record with one leaf (a value that is not an object), chosen at random, replaced.
    static func replacingLeaf(_ value: Any, with replacement: Any, _ random: inout PushFuzzTests.Seeded) -> Any {
        guard var object = value as? [String: Any], !object.isEmpty else { return replacement }
        let keys = object.keys.sorted()
        let key = keys[random.below(keys.count)]
        object[key] = object[key] is [String: Any] && random.below(10) != 0 ? replacingLeaf(object[key]!, with: replacement, &random) : replacement
        return object
    }

    static func removingLeaf(_ value: Any, _ random: inout PushFuzzTests.Seeded) -> Any {
        guard var object = value as? [String: Any], !object.isEmpty else { return value }
        let keys = object.keys.sorted()
        let key = keys[random.below(keys.count)]
        if let inner = object[key] as? [String: Any], random.below(10) != 0 { object[key] = removingLeaf(inner, &random) } else { object[key] = nil }
        return object
    }
}

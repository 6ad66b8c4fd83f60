import Foundation
import XCTest

/// Throws 300 random and mutated push bodies (a fixed seed, so a failure repeats) at a real server with one
/// household's token, and holds the server to three things throughout: it stays up and answers every body
/// with 200, 400 or 413 (never a 500 or a dropped connection), another household's pull is answered at
/// once, and that household's data is exactly what it was.
final class PushFuzzTests: XCTestCase {
    /// SplitMix64: small, fast and the same on every machine.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    static let cases = 300

    func testRandomAndMutatedPushesNeverHurtAnotherHousehold() throws {
        let server = try SyncServerProcess.start()
        let attacker = try BoundedWorkTests.household(server, person: "Mallory", baby: "Nemo")
        let victim = try BoundedWorkTests.household(server, person: "Gavin", baby: "Eddie")
        let victimBefore = try Self.canonical(RawSyncHTTP.pullAll(server.url, token: victim.token))
        let valid = try JSONSerialization.data(withJSONObject: ["changes": [attacker.change]], options: [.sortedKeys])
        var random = Seeded(state: 20_261_126)
        var statuses: [Int: Int] = [:]
        for index in 0..<Self.cases {
            let body = Self.body(from: valid, &random)
            let answer = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/changes", token: attacker.token, body: body)
            statuses[answer.status, default: 0] += 1
            XCTAssertTrue([200, 400, 413].contains(answer.status),
                          "case \(index) answered \(answer.status): \(answer.text.prefix(200)) for \(String(decoding: body.prefix(200), as: UTF8.self))")
            if index % 30 == 29 {
                let started = Date()
                let (status, _) = try RawSyncHTTP.send("GET", server.url + "/v1/changes?after=0", token: victim.token)
                XCTAssertEqual(status, 200)
                XCTAssertLessThan(Date().timeIntervalSince(started), 5, "case \(index): another household waited")
            }
        }
        XCTAssertEqual(try RawSyncHTTP.send("GET", server.url + "/health").status, 200)
        XCTAssertEqual(try Self.canonical(RawSyncHTTP.pullAll(server.url, token: victim.token)), victimBefore)
        // Most bodies must reach the shape check's refusals, and some must pass it, or the fuzz tests nothing.
        XCTAssertGreaterThan(statuses[400, default: 0], Self.cases / 3, "\(statuses)")
        XCTAssertGreaterThan(statuses[200, default: 0], 0, "\(statuses)")
        print("push fuzz: \(statuses.sorted { $0.key < $1.key })")
    }

    /// One case: random bytes, or the valid body mutated one to four times.
    static func body(from valid: Data, _ random: inout Seeded) -> Data {
        if random.below(8) == 0 {
            return Data((0..<random.below(2_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        }
        var bytes = [UInt8](valid)
        for _ in 0...random.below(4) { mutate(&bytes, &random) }
        return Data(bytes)
    }

    static func mutate(_ bytes: inout [UInt8], _ random: inout Seeded) {
        guard !bytes.isEmpty else { return }
        let at = random.below(bytes.count)
        let pieces = [#"["#, #"{"#, #"]"#, #"}"#, #"",""#, #"null"#, #"1e999"#, #"-0.0"#, #""\u0000""#, #""\ud800""#, "\u{1B}]0;x\u{07}",
                      String(repeating: "[", count: 300), #""id":"x","#, #""changes":[],"#, "\u{FF}\u{FE}"]
        switch random.below(7) {
        case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes.insert(contentsOf: Array(pieces[random.below(pieces.count)].utf8), at: at)
        case 2: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(40)))
        case 3: bytes = Array(bytes.prefix(at))
        case 4:
            // A digit changed: still valid JSON, a different amount or time.
            if let digit = bytes[at...].firstIndex(where: { (48...57).contains($0) }) { bytes[digit] = UInt8(48 + random.below(10)) }
        case 5:
            // The same change under a fresh id (the change's is the last "id"): a real push of a possibly odd record.
            let key = Array(#""id":""#.utf8)
            if let start = (0...max(0, bytes.count - key.count)).reversed().first(where: { bytes[$0..<min(bytes.count, $0 + key.count)].elementsEqual(key) }) {
                bytes.insert(contentsOf: Array("fuzz\(random.below(1_000_000))-".utf8), at: start + key.count)
            }
        default:
            let depth = 1 + random.below(600)
            bytes.insert(contentsOf: Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8), at: at)
        }
    }

    /// A household's pull as comparable text: its changes, sorted keys.
    static func canonical(_ changes: [[String: Any]]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: changes, options: [.sortedKeys]), as: UTF8.self)
    }
}

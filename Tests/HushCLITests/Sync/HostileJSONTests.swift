import Foundation
import XCTest

/// JSON that only an attacker writes, on both sides of sync: bodies `hush serve`'s shape check passes but
/// the byte parser refuses (a lone surrogate escape, invalid UTF-8, a number past a double) are a 400 that
/// names the byte, and the server keeps answering; a server answering a device's pull with such bytes
/// gets a clear error from `hush sync`, never a crash. Before the parser refused them, the first request
/// here killed `hush serve` (SIGILL) and the hostile answer killed the device.
final class HostileJSONTests: XCTestCase {
    func testBodiesTheParserRefusesAre400sNamingTheirByte() throws {
        let server = try SyncServerProcess.start()
        let unpaired = "a \\u escape of half a surrogate pair"
        let bodies: [(path: String, body: [UInt8], says: String)] = [
            ("/v1/join", Array(#"{"code":"AAAA-AAAA-AAAAA","person":"\ud800\u0041"}"#.utf8), "\(unpaired) (a high one must be followed by its low one) at byte 36"),
            ("/v1/join", Array(#"{"code":"AAAA-AAAA-AAAAA","person":"\ud800\ud800"}"#.utf8), "\(unpaired) (a high one must be followed by its low one) at byte 36"),
            ("/v1/households", Array(#"{"person":"\ud800\u0041"}"#.utf8), "at byte 11"),
            ("/v1/households", Array(#"{"person":"Eve\udc00"}"#.utf8), "at byte 14"),
            ("/v1/households", Array(#"{"person":"E"#.utf8) + [0xC0, 0x80] + Array(#""}"#.utf8), "bytes that are not UTF-8 in a string at byte 12"),
        ]
        for (path, body, says) in bodies {
            let answer = try RawSyncHTTP.sendBytes("POST", server.url + path, body: Data(body))
            XCTAssertEqual(answer.status, 400, "\(path) \(String(decoding: body, as: UTF8.self)): \(answer.text)")
            assertContains(answer.error, "the body is not valid JSON: ")
            assertContains(answer.error, says)
        }
        // A push whose record holds a number no double holds: refused, and nothing of it kept.
        let registered = try RawSyncHTTP.register(server.url, person: "Mallory")
        let token = try XCTUnwrap((registered.json as? [String: Any])?["token"] as? String, registered.text)
        for number in ["1e400", "-1e400", String(repeating: "9", count: 400)] {
            let body = #"{"changes":[{"id":"d:1:0","key":"event:x","before":null,"after":{"event":{"n":"# + number
                + #"}},"by":"Mallory","at":"2026-01-02T20:00:00Z"}]}"#
            let answer = try RawSyncHTTP.sendBytes("POST", server.url + "/v1/changes", token: token, body: Data(body.utf8))
            XCTAssertEqual(answer.status, 400, answer.text)
            assertContains(answer.error, "a number beyond a double's range at byte 78")
        }
        XCTAssertEqual(try RawSyncHTTP.pullAll(server.url, token: token).count, 0, "nothing of the refused pushes was kept")
        // The server is still up, and `after` beyond any Int or below zero is read, not trapped on.
        for after in ["99999999999999999999999", "-9223372036854775808", "9223372036854775807", "1e400", "-1"] {
            XCTAssertEqual(try RawSyncHTTP.send("GET", server.url + "/v1/changes?after=\(after)", token: token).status, 200, after)
        }
    }

    /// A device whose server answers its pull with bytes the parser refuses stops with the sync error
    /// every bad answer gets, exits normally, and changes nothing in its store.
    func testADeviceToldNonsenseByItsServerSaysSoAndKeepsRunning() throws {
        let hostile: [(name: String, body: [UInt8])] = [
            ("a lone surrogate and 1e400", Array(#"{"changes":[{"seq":1,"device":"x","person":"M\ud800\u0041","change":{"id":"x:1:0","key":"event:e","before":null,"after":{"event":{"n":1e400}},"by":"M","at":"2026-01-02T20:00:00Z"}}],"next":1,"more":false,"conflicts":[]}"#.utf8)),
            ("a 400-digit number", Array(#"{"changes":[],"next":"#.utf8) + Array(repeating: UInt8(ascii: "9"), count: 400) + Array(#","more":false,"conflicts":[]}"#.utf8)),
            ("invalid UTF-8", Array(#"{"changes":[],"next":0,"more":false,"conflicts":[{"id":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}]}"#.utf8)),
            ("nesting 100,000 deep", Array(repeating: UInt8(ascii: "["), count: 100_000)),
            ("a truncated answer", Array(#"{"changes":[{"seq":1,"dev"#.utf8)),
        ]
        for (name, body) in hostile {
            let server = try HostileSyncServer(pull: body)
            let device = try SyncDevice("Gavin", now: "2026-01-02T15:00:00-05:00")
            try device.ok("new baby Eddie born 2025-09-01")
            try device.ok("set server \(server.url)")
            let before = try device.ok("export json")
            let result = try HushCrashCheck.run(["--store", device.store.path, "--as", "Gavin", "--now", "2026-01-02T15:00:00-05:00", "sync"],
                                                environment: ["HUSH_AUTOSYNC": "0"])
            XCTAssertNil(result.signal, "\(name): hush sync crashed")
            XCTAssertNotEqual(result.status, 0, "\(name): a sync that pulled nonsense must fail")
            assertContains(result.stderr, "the server's answer made no sense (GET /v1/changes?after=0); nothing was changed here", name)
            XCTAssertTrue(server.requests.contains("GET /v1/changes?after=0"), "\(name): the pull was asked for: \(server.requests)")
            XCTAssertEqual(try device.ok("export json"), before, "\(name): the store changed")
        }
    }
}

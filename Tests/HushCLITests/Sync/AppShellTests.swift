import Foundation
import XCTest

/// The phone app's files as a real `hush serve` sends them: every one with the page's headers (the strict
/// Content-Security-Policy above all), the whole app within 100 KB, nothing in them that runs markup or
/// fetches a byte from elsewhere, and a file the phone already holds answered 304.
///
/// ```swift
/// let file = try AppShellTests.fetch(server.url + "/app/app.js")
/// file.headers["content-security-policy"]   // AppShellTests.policy
/// ```
final class AppShellTests: XCTestCase {
    static let policy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        + "manifest-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    /// Each address and the type it must be sent as; the shell answers three addresses.
    static let files: [(path: String, type: String)] = [
        ("/app", "text/html; charset=utf-8"), ("/app/", "text/html; charset=utf-8"), ("/app/link", "text/html; charset=utf-8"),
        ("/app/app.js", "text/javascript; charset=utf-8"), ("/app/app.css", "text/css; charset=utf-8"),
        ("/app/manifest.webmanifest", "application/manifest+json"), ("/app/sw.js", "text/javascript; charset=utf-8"),
        ("/app/icon.svg", "image/svg+xml"),
    ]

    struct Fetched {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// A GET with curl: status, headers (names lowercased) and the body's bytes.
    static func fetch(_ url: String, headers extra: [String] = [], head: Bool = false) throws -> Fetched {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "-D", folder.path + "/headers", "-o", folder.path + "/body", "-w", "%{http_code}"]
            + (head ? ["--head"] : []) + extra.flatMap { ["-H", $0] } + [url]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let status = Int(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)) ?? 0
        process.waitUntilExit()
        var headers: [String: String] = [:]
        let head = (try? String(contentsOfFile: folder.path + "/headers", encoding: .utf8)) ?? ""
        for line in head.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Fetched(status: status, headers: headers, body: FileManager.default.contents(atPath: folder.path + "/body") ?? Data())
    }

    private var server: SyncServerProcess?

    override func setUpWithError() throws {
        server = try SyncServerProcess.start()
    }

    override func tearDown() {
        server?.crash()
        server = nil
        super.tearDown()
    }

    private var url: String { server!.url }

    func testEveryFileIsSentWithThePageHeaders() throws {
        for (path, type) in Self.files {
            let file = try Self.fetch(url + path)
            XCTAssertEqual(file.status, 200, path)
            XCTAssertEqual(file.headers["content-type"], type, path)
            XCTAssertEqual(file.headers["content-security-policy"], Self.policy, path)
            XCTAssertEqual(file.headers["x-content-type-options"], "nosniff", path)
            XCTAssertEqual(file.headers["referrer-policy"], "no-referrer", path)
            XCTAssertEqual(file.headers["x-frame-options"], "DENY", path)
            XCTAssertEqual(file.headers["cache-control"], "no-cache", path)
            XCTAssertFalse(file.body.isEmpty, path)
        }
        // The three shell addresses are one file.
        let shells = try ["/app", "/app/", "/app/link"].map { try Self.fetch(url + $0).body }
        XCTAssertEqual(Set(shells).count, 1)
    }

    /// HEAD answers as GET would, headers and length, without the body (a proxy's or a checker's question).
    func testHeadAnswersWithTheHeadersOfGet() throws {
        for (path, _) in Self.files {
            let full = try Self.fetch(url + path)
            let head = try Self.fetch(url + path, head: true)
            XCTAssertEqual(head.status, 200, path)
            XCTAssertEqual(head.headers["content-length"], String(full.body.count), path)
            for name in ["content-type", "content-security-policy", "etag", "cache-control"] {
                XCTAssertEqual(head.headers[name], full.headers[name], "\(path): \(name)")
            }
        }
        XCTAssertEqual(try Self.fetch(url + "/app/nope.js", head: true).status, 404)
    }

    func testTheWholeAppIsAtMostOneHundredKilobytes() throws {
        let paths = ["/app/", "/app/app.js", "/app/app.css", "/app/manifest.webmanifest", "/app/sw.js", "/app/icon.svg"]
        let total = try paths.reduce(0) { sum, path in sum + (try Self.fetch(url + path).body.count) }
        print("the phone app's files: \(total) bytes")
        XCTAssertLessThanOrEqual(total, 100 * 1024, "the app shell is \(total) bytes; the limit is 100 KB uncompressed")
    }

    /// Markup only ever built from text, and every address the app names is this server's own.
    func testNothingRunsMarkupOrReachesElsewhere() throws {
        let html = try Self.fetch(url + "/app/").text
        let script = try Self.fetch(url + "/app/app.js").text + (try Self.fetch(url + "/app/sw.js").text)
        let style = try Self.fetch(url + "/app/app.css").text
        let manifest = try Self.fetch(url + "/app/manifest.webmanifest").text
        for pattern in [#"<script(?![^>]*\bsrc=)[^>]*>"#, #"<style"#, #"\sstyle="#, #"\son[a-z]+="#, #"javascript:"#] {
            XCTAssertNil(html.range(of: pattern, options: [.regularExpression, .caseInsensitive]), "the shell holds \(pattern)")
        }
        for word in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "setTimeout('", "setTimeout(\""] {
            XCTAssertFalse(script.contains(word), "the app's script uses \(word)")
        }
        for document in [html, style, manifest, script] {
            XCTAssertNil(document.range(of: #"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}"#, options: [.regularExpression, .caseInsensitive]),
                         "an address elsewhere in the app's files")
            XCTAssertFalse(document.contains("@import"), "an imported style sheet")
        }
        let addresses = html.matches(of: /(?:src|href)="([^"]*)"/).map { String($0.1) }
        XCTAssertFalse(addresses.isEmpty)
        for address in addresses {
            XCTAssertTrue(address.hasPrefix("/app/"), "the shell loads \(address), not one of its own files")
            XCTAssertEqual(try Self.fetch(url + address).status, 200, address)
        }
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        XCTAssertEqual(parsed["start_url"] as? String, "/app/")
        XCTAssertEqual(parsed["scope"] as? String, "/app/")
    }

    func testAFileThePhoneHoldsIsNotSentAgain() throws {
        let first = try Self.fetch(url + "/app/app.js")
        let tag = try XCTUnwrap(first.headers["etag"])
        let again = try Self.fetch(url + "/app/app.js", headers: ["If-None-Match: \(tag)"])
        XCTAssertEqual(again.status, 304)
        XCTAssertTrue(again.body.isEmpty)
        XCTAssertEqual(again.headers["content-security-policy"], Self.policy)
        // Another file's tag is not this one's.
        let other = try Self.fetch(url + "/app/app.js", headers: ["If-None-Match: \(try XCTUnwrap(try Self.fetch(url + "/app/app.css").headers["etag"]))"])
        XCTAssertEqual(other.status, 200)
        XCTAssertEqual(other.body, first.body)
    }

    func testNoOtherAddressUnderAppIsAFile() throws {
        for path in ["/app/index.html", "/app/nope.js", "/app/..%2f..%2fetc%2fpasswd", "/app/App.js", "/app/app.js.map"] {
            XCTAssertEqual(try Self.fetch(url + path).status, 404, path)
        }
    }
}

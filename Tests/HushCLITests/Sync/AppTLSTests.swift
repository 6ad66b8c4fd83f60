import Foundation
import XCTest

/// The cookie under TLS: `Secure`, the page's origin is `https://HOST`, and `/app/me` says `tls`. Behind a
/// TLS proxy (`X-Forwarded-Proto: https`) the same. A server with a self-signed certificate, as
/// `SyncLiveTests.testNativeTLS` starts one.
final class AppTLSTests: XCTestCase {
    /// A household registered with a raw request: its first device's token.
    private func register(_ phone: AppHTTP) throws -> String {
        let answer = try phone.post("/v1/households", ["person": "Gavin"], headers: ["Origin": ""])
        return try XCTUnwrap(answer.object["token"] as? String, answer.text)
    }

    /// A device link made with `token`, redeemed by `phone`.
    private func link(_ phone: AppHTTP, token: String, headers: [String: String] = [:]) throws -> RawSyncHTTP.Answer {
        let made = try phone.post("/v1/device-links", headers: ["Authorization": "Bearer \(token)", "Origin": ""])
        let code = try XCTUnwrap(made.object["code"] as? String, made.text)
        return try phone.post("/app/link", ["code": code], headers: headers)
    }

    func testUnderTLSTheCookieIsSecureAndThePagesOriginIsHTTPS() throws {
        let folder = try TemporaryStore()
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                             "-keyout", folder.path + "/key.pem", "-out", folder.path + "/cert.pem"]
        openssl.standardError = FileHandle.nullDevice
        guard (try? openssl.run()) != nil else { throw XCTSkip("openssl is not installed") }
        openssl.waitUntilExit()
        let server = Process()
        server.executableURL = HushProcess.binary
        server.arguments = ["serve", "--port", "0", "--data", folder.path + "/data", "--tls-cert", folder.path + "/cert.pem",
                            "--tls-key", folder.path + "/key.pem"]
        let output = Pipe()
        server.standardOutput = output
        try server.run()
        defer { server.terminate(); server.waitUntilExit() }
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let url = try XCTUnwrap(line.range(of: #"https://127\.0\.0\.1:\d+"#, options: .regularExpression).map { String(line[$0]) }, line)
        let phone = AppHTTP(server: url)
        phone.options = ["--cacert", folder.path + "/cert.pem"]
        let token = try register(phone)
        // The plain-HTTP origin of the same host is another origin.
        let plain = try link(phone, token: token, headers: ["Origin": url.replacingOccurrences(of: "https://", with: "http://")])
        XCTAssertEqual(plain.status, 403, plain.text)
        let linked = try link(phone, token: token)
        XCTAssertEqual(linked.status, 200, linked.text)
        try assertContains(try XCTUnwrap(linked.headers["set-cookie"]), "; HttpOnly; SameSite=Strict; Secure")
        XCTAssertEqual(try phone.get("/app/me").object["tls"] as? Bool, true)
    }

    func testBehindATLSProxyTheCookieIsSecureToo() throws {
        let server = try SyncServerProcess.start(environment: VoiceScenarios.environment)
        let phone = AppHTTP(server: server.url)
        let token = try register(phone)
        let https = server.url.replacingOccurrences(of: "http://", with: "https://")
        let linked = try link(phone, token: token, headers: ["Origin": https, "X-Forwarded-Proto": "https"])
        XCTAssertEqual(linked.status, 200, linked.text)
        try assertContains(try XCTUnwrap(linked.headers["set-cookie"]), "; Secure")
        XCTAssertEqual(try phone.get("/app/me", headers: ["Origin": https, "X-Forwarded-Proto": "https"]).object["tls"] as? Bool, true)
        // Without the proxy's word, the https origin is not this server's.
        XCTAssertEqual(try phone.get("/app/me", headers: ["Origin": https]).status, 403)
    }
}

import Foundation
import XCTest

/// Requests to the phone app's endpoints as a browser would send them, with curl: the `hush_device`
/// cookie, `Origin` and `Sec-Fetch-Site` as given, and the answer's headers kept (`Set-Cookie`).
///
/// ```swift
/// let phone = AppHTTP(server: server.url)
/// let joined = try phone.post("/app/join", ["code": code, "person": "Grace"])   // keeps the cookie it is given
/// try phone.get("/app/me").json
/// ```
final class AppHTTP {
    let server: String
    /// The cookie's value, taken from the last `Set-Cookie` that named it.
    var cookie: String?
    /// `Origin` sent with every request; the server's own unless a test says otherwise.
    var origin: String?
    /// More curl options for every request (`--cacert FILE` for a server with TLS, `--max-time 2` for a stream).
    var options: [String] = []

    init(server: String, cookie: String? = nil) {
        self.server = server
        self.cookie = cookie
        origin = server
    }

    @discardableResult
    func post(_ path: String, _ body: [String: Any]? = nil, headers: [String: String] = [:]) throws -> RawSyncHTTP.Answer {
        try send("POST", path, body: body, headers: headers)
    }

    @discardableResult
    func get(_ path: String, headers: [String: String] = [:]) throws -> RawSyncHTTP.Answer {
        try send("GET", path, body: nil, headers: headers)
    }

    /// One request; `origin` and `cookie` go with it unless `headers` names them (an empty value: leave it out).
    func send(_ method: String, _ path: String, body: [String: Any]?, headers: [String: String]) throws -> RawSyncHTTP.Answer {
        var fields = headers
        if fields["Origin"] == nil, let origin { fields["Origin"] = origin }
        if fields["Cookie"] == nil, let cookie { fields["Cookie"] = "hush_device=\(cookie)" }
        var arguments = ["-X", method]
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) where !value.isEmpty { arguments += ["-H", "\(name): \(value)"] }
        if let body { arguments += ["-H", "Content-Type: application/json", "--data-binary", String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)] }
        let answer = try Self.curl(options + arguments + [server + path])
        if let set = answer.headers["set-cookie"], set.hasPrefix("hush_device=") {
            let value = String(set.dropFirst("hush_device=".count).prefix { $0 != ";" })
            cookie = value.isEmpty ? nil : value
        }
        return answer
    }

    static func curl(_ arguments: [String]) throws -> RawSyncHTTP.Answer {
        let headers = NSTemporaryDirectory() + "hush-app-headers-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: headers) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "--max-time", "60", "-D", headers, "-w", "\n%{http_code}"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var fields: [String: String] = [:]
        for line in ((try? String(contentsOfFile: headers, encoding: .utf8)) ?? "").split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return RawSyncHTTP.Answer(status: Int(lines.last ?? "") ?? 0, headers: fields, text: lines.dropLast().joined(separator: "\n"))
    }
}

extension RawSyncHTTP.Answer {
    /// The body as a JSON object (empty when it is not one).
    var object: [String: Any] { json as? [String: Any] ?? [:] }
}

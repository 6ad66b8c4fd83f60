import Foundation

/// What a phone's browser sends when it opens `add device`'s link: the page's script posts the code from
/// after `#` to `POST /app/link` (with the `Origin` a browser adds), and the server answers with the
/// device's cookie. Sent with curl, so the test leans on nothing of Hush's own client.
///
/// ```swift
/// let redeemed = try AppLinkRequest.redeem(link)      // 200, ["ok": true, "person": "Gavin"], "hush_device=…"
/// let me = try AppLinkRequest.get(server.url + "/app/me", cookie: redeemed.cookie!)
/// ```
enum AppLinkRequest {
    struct Reply {
        var status: Int
        var json: [String: Any]
        /// `hush_device=VALUE` from `Set-Cookie`, when the answer set it.
        var cookie: String?
    }

    /// The code in a link (`…/app/link#CODE`) posted to its server's `/app/link`.
    static func redeem(_ link: String) throws -> Reply {
        let parts = link.components(separatedBy: "/app/link#")
        guard parts.count == 2 else { return Reply(status: 0, json: ["error": "not a device link: \(link)"], cookie: nil) }
        let body = try JSONSerialization.data(withJSONObject: ["code": parts[1]])
        return try curl(["-X", "POST", "-H", "Content-Type: application/json", "-H", "Origin: \(parts[0])",
                         "--data-binary", String(decoding: body, as: UTF8.self), parts[0] + "/app/link"])
    }

    /// A GET as the page makes it, signed in by the cookie alone.
    static func get(_ url: String, cookie: String) throws -> Reply {
        try curl(["-H", "Cookie: \(cookie)", url])
    }

    private static func curl(_ arguments: [String]) throws -> Reply {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "-D", "-", "-w", "\n%{http_code}"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Headers, a blank line, the body, then the status curl wrote on a line of its own.
        let sections = text.components(separatedBy: "\r\n\r\n")
        let headers = sections.first ?? ""
        var rest = sections.dropFirst().joined(separator: "\r\n\r\n")
        var status = 0
        if let newline = rest.lastIndex(of: "\n") {
            status = Int(rest[rest.index(after: newline)...]) ?? 0
            rest = String(rest[..<newline])
        }
        let cookie = headers.split(separator: "\r\n").first { $0.lowercased().hasPrefix("set-cookie: hush_device=") }
            .map { String($0.dropFirst("set-cookie: ".count).prefix { $0 != ";" }) }
        let json = (try? JSONSerialization.jsonObject(with: Data(rest.utf8))) as? [String: Any]
        return Reply(status: status, json: json ?? ["body": rest], cookie: cookie)
    }
}

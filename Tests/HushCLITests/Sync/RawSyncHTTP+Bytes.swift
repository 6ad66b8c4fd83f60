import Foundation

extension RawSyncHTTP {
    /// What a raw request got back: the status, the headers (lowercased names) and the body's text.
    struct Answer {
        var status: Int
        var headers: [String: String]
        var text: String
        var json: Any? { try? JSONSerialization.jsonObject(with: Data(text.utf8)) }
        var error: String { (json as? [String: Any])?["error"] as? String ?? text }
    }

    /// Sends `body` byte for byte (from a file, so megabytes fit), as an attacker's client would.
    static func sendBytes(_ method: String, _ url: String, token: String? = nil, body: Data) throws -> Answer {
        let file = NSTemporaryDirectory() + "hush-raw-body-\(UUID().uuidString)"
        try body.write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try curl(["-X", method, "-H", "Content-Type: application/json", "--data-binary", "@" + file]
            + (token.map { ["-H", "Authorization: Bearer \($0)"] } ?? []) + [url])
    }

    /// `POST /v1/households` for `person`.
    static func register(_ server: String, person: String) throws -> Answer {
        try sendBytes("POST", server + "/v1/households", body: try JSONSerialization.data(withJSONObject: ["person": person]))
    }

    private static func curl(_ arguments: [String]) throws -> Answer {
        let headers = NSTemporaryDirectory() + "hush-raw-headers-\(UUID().uuidString)"
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
        return Answer(status: Int(lines.last ?? "") ?? 0, headers: fields, text: lines.dropLast().joined(separator: "\n"))
    }
}

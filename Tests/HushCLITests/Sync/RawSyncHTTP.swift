import Foundation

/// Requests straight to a server, the way a hostile or buggy client would send them: curl, so the
/// tests need nothing of Hush's own client to probe the server.
///
/// ```swift
/// let (status, json) = try RawSyncHTTP.send("GET", server.url + "/v1/changes?after=0", token: token)
/// ```
enum RawSyncHTTP {
    static func send(_ method: String, _ url: String, token: String? = nil, body: Any? = nil) throws -> (status: Int, json: Any?) {
        var arguments = ["-s", "-X", method, "-w", "\n%{http_code}", "-H", "Content-Type: application/json"]
        if let token { arguments += ["-H", "Authorization: Bearer \(token)"] }
        if let body { arguments += ["--data-binary", String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)] }
        arguments.append(url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let status = Int(lines.last ?? "") ?? 0
        let payload = lines.dropLast().joined(separator: "\n")
        return (status, try? JSONSerialization.jsonObject(with: Data(payload.utf8)))
    }

    /// The response headers of a GET, lowercased names: what a browser would be told.
    static func headers(_ url: String) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "-D", "-", "-o", "/dev/null", url]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var headers: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return headers
    }

    /// Every change a token may read, following the pages.
    static func pullAll(_ server: String, token: String) throws -> [[String: Any]] {
        var after = 0
        var all: [[String: Any]] = []
        while true {
            let (status, json) = try send("GET", server + "/v1/changes?after=\(after)", token: token)
            guard status == 200, let page = json as? [String: Any] else { return all }
            all += page["changes"] as? [[String: Any]] ?? []
            after = page["next"] as? Int ?? after
            if page["more"] as? Bool != true { return all }
        }
    }

    /// The record keys in a pull.
    static func keys(_ changes: [[String: Any]]) -> [String] {
        changes.compactMap { ($0["change"] as? [String: Any])?["key"] as? String }
    }
}

/// Server-sent events read with `curl -N`, line by line, with when each line arrived.
final class EventStreamReader: @unchecked Sendable {
    private let process = Process()
    private var lines: [(Date, String)] = []
    private let lock = NSLock()

    init(url: String, token: String?) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-sN"] + (token.map { ["-H", "Authorization: Bearer \($0)"] } ?? []) + [url]
        let output = Pipe()
        process.standardOutput = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            let now = Date()
            self?.lock.withLock {
                for line in text.split(separator: "\n") where line.hasPrefix("data:") { self?.lines.append((now, String(line))) }
            }
        }
        try process.run()
    }

    var count: Int { lock.withLock { lines.count } }

    /// Waits for the server to end the stream (curl exits); false if it is still open after `timeout`.
    func waitForEnd(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if !process.isRunning { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return !process.isRunning
    }

    /// Waits for more than `count` data lines; returns when the next arrived, or nil after `timeout`.
    func waitForLine(after count: Int, timeout: TimeInterval) -> (Date, String)? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let line = lock.withLock({ lines.count > count ? lines[count] : nil }) { return line }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return nil
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

import Foundation

/// One device pushing diaper events one per request, as fast as its answers come, through a single curl
/// process and one kept-alive connection (`curl -K`, a block a request), in the background: what a crash
/// test needs to know is which pushes were acknowledged, and curl prints each answer as it arrives.
/// A push cut off by the server's death is answered `000` and never counted as acknowledged.
///
/// ```swift
/// let pushes = try CurlPushes(server: server.url, token: token, baby: baby, person: "Gavin", count: 400)
/// pushes.acknowledgedSoFar          // 37, while it runs
/// let acked = pushes.finish()       // the change ids answered 200 and taken (accepted or duplicate)
/// ```
final class CurlPushes: @unchecked Sendable {
    /// Every change this device sends, in order, as the push body carries it.
    let changes: [[String: Any]]
    private let process = Process()
    private let lock = NSLock()
    private var received = Data()
    private let config: String

    init(server: String, token: String, baby: String, person: String, count: Int) throws {
        let first = ISO8601DateFormatter().date(from: RawRecords.at)!
        changes = (0..<count).map { number in
            // Ten minutes apart: never within the five-minute window that would make two the same diaper.
            let at = ISO8601DateFormatter().string(from: first.addingTimeInterval(-600 * Double(number)))
            let event = RawRecords.fresh("crash")
            return ["id": RawRecords.fresh("change"), "key": "event:" + event, "by": person, "at": at,
                    "after": RawRecords.event(event, baby: baby, loggedBy: person, at: at)]
        }
        var blocks = [#"silent"#, #"no-buffer"#]
        for change in changes {
            let body = String(decoding: try JSONSerialization.data(withJSONObject: ["changes": [change]]), as: UTF8.self)
            blocks += [#"url = "\#(server)/v1/changes""#, #"request = "POST""#,
                       #"header = "Authorization: Bearer \#(token)""#, #"header = "Content-Type: application/json""#,
                       #"data-binary = "\#(Self.quoted(body))""#, #"write-out = "\n@@%{http_code}@@\n""#,
                       #"connect-timeout = 5"#, #"max-time = 60"#, "next"]
        }
        config = NSTemporaryDirectory() + "hush-curl-pushes-\(UUID().uuidString)"
        try blocks.dropLast().joined(separator: "\n").write(toFile: config, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-K", config]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.received.append(data) }
        }
        try process.run()
    }

    /// A curl config value's escapes: only `\` and `"` occur in a JSON body that need them.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// Answers 200 seen so far (a rough count, to know when the load is under way).
    var acknowledgedSoFar: Int {
        lock.withLock { String(decoding: received, as: UTF8.self).components(separatedBy: "\n@@200@@").count - 1 }
    }

    /// Waits for curl to finish (every request after the server's death fails at once), then returns the
    /// ids of the changes whose push was answered 200 with the change taken, accepted or as a duplicate.
    func finish() -> [String] {
        process.waitUntilExit()
        Thread.sleep(forTimeInterval: 0.2)
        let text = lock.withLock { String(decoding: received, as: UTF8.self) }
        // "body0\n@@200@@\nbody1\n@@000@@\n…": each answer's status follows its body.
        let parts = text.components(separatedBy: "\n@@")
        var acknowledged: [String] = []
        for (index, part) in parts.dropFirst().enumerated() where index < changes.count {
            let body = index == 0 ? parts[0] : String(parts[index].split(separator: "\n", maxSplits: 1).dropFirst().first ?? "")
            guard part.hasPrefix("200@@"),
                  let reply = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any],
                  (reply["accepted"] as? Int ?? 0) + (reply["duplicates"] as? Int ?? 0) == 1 else { continue }
            acknowledged.append(changes[index]["id"] as! String)
        }
        return acknowledged
    }

    deinit {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? FileManager.default.removeItem(atPath: config)
    }
}

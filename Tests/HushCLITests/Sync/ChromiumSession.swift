import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// A real headless Chromium driven over the DevTools protocol on `--remote-debugging-pipe`: commands
/// go in on the child's descriptor 3, replies and events come out on its descriptor 4, each a JSON
/// object ended by a NUL byte. Throws `XCTSkip` where Chromium is not installed.
///
/// ```swift
/// let browser = try ChromiumSession.launch()
/// let tab = try browser.open("http://127.0.0.1:41234/family/VZGA-WB7G-QNBEV")
/// let text = try browser.evaluate("document.body.innerText", in: tab) as? String
/// try browser.waitUntil("document.body.className === 'out'", in: tab)
/// ```
final class ChromiumSession {
    static let executable = "/usr/bin/chromium"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A page attached with `flatten`: commands for it carry its session id at the message's top level.
    struct Tab {
        var targetID: String
        var sessionID: String
    }

    let pid: pid_t
    /// Holds the profile and Chromium's own output, removed on close.
    private let folder: URL
    private let socket: Int32
    private var pending = [UInt8]()
    private var nextID = 1
    private var closed = false
    /// Events that arrived while waiting for replies (console messages, exceptions, log entries), oldest first.
    private(set) var events: [[String: Any]] = []

    private init(pid: pid_t, folder: URL, socket: Int32) {
        self.pid = pid
        self.folder = folder
        self.socket = socket
    }

    /// `arguments`: more command-line switches (`--host-resolver-rules=…`: a name for loopback).
    static func launch(arguments extra: [String] = []) throws -> ChromiumSession {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("\(executable) is not installed (Debian's chromium package); the family page browser tests need it")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("profile"), withIntermediateDirectories: true)
        // One socket pair rather than two pipes: send() with MSG_NOSIGNAL cannot kill the test runner with
        // SIGPIPE if Chromium dies, and Chromium reads and writes it like the pipes it expects.
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            try? FileManager.default.removeItem(at: folder)
            throw Failure(description: "socketpair: \(String(cString: strerror(errno)))")
        }
        let arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--remote-debugging-pipe",
            "--user-data-dir=\(folder.path)/profile",
        ] + extra + ["about:blank"]
        do {
            let pid = try spawn(arguments, child: ends[1], log: folder.path + "/chromium.log")
            Glibc.close(ends[1])
            return ChromiumSession(pid: pid, folder: folder, socket: ends[0])
        } catch {
            Glibc.close(ends[0])
            Glibc.close(ends[1])
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    deinit { close() }

    /// Opens `url` in a new tab and attaches to it.
    func open(_ url: String) throws -> Tab {
        let created = try send("Target.createTarget", ["url": url])
        guard let target = created["targetId"] as? String else { throw Failure(description: "no targetId in \(created)") }
        let attached = try send("Target.attachToTarget", ["targetId": target, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw Failure(description: "no sessionId in \(attached)") }
        return Tab(targetID: target, sessionID: session)
    }

    /// The value of `expression` in the page (promises awaited), as JSON gives it back; throws on a
    /// script exception.
    func evaluate(_ expression: String, in tab: Tab) throws -> Any? {
        let answer = try send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true], session: tab.sessionID)
        if let exception = answer["exceptionDetails"] as? [String: Any] {
            throw Failure(description: "\(expression) threw: \(exception["exception"] ?? exception["text"] ?? exception)")
        }
        return (answer["result"] as? [String: Any])?["value"]
    }

    /// Polls until `condition` is true in the page; returns the seconds it took. A page still loading
    /// (no document yet, or a script error) counts as not yet.
    @discardableResult
    func waitUntil(_ condition: String, in tab: Tab, timeout: TimeInterval = 5) throws -> TimeInterval {
        let start = Date()
        var last: Any?
        while true {
            do {
                last = try evaluate("!!(\(condition))", in: tab)
                if last as? Bool == true { return Date().timeIntervalSince(start) }
            } catch let failure as Failure where failure.description.contains("threw") {
                last = failure
            }
            if Date().timeIntervalSince(start) > timeout {
                throw Failure(description: "timed out after \(timeout) s waiting for \(condition) (last: \(last ?? "nil"))\(logTail)")
            }
            usleep(20_000)
        }
    }

    /// Sends one command and waits for its reply, skipping events meanwhile; returns the reply's result.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil, timeout: TimeInterval = 10) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        while !bytes.isEmpty {
            let written = Glibc.send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL))
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Failure(description: "writing \(method) to Chromium: \(String(cString: strerror(errno)))\(logTail)")
            }
            bytes.removeFirst(written)
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let end = pending.firstIndex(of: 0) {
                let frame = Data(pending[..<end])
                pending.removeSubrange(...end)
                guard let reply = try? JSONSerialization.jsonObject(with: frame) as? [String: Any] else { continue }
                guard reply["id"] as? Int == id else {
                    if reply["method"] != nil { events.append(reply) }
                    continue
                }
                if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method) failed: \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Failure(description: "no reply to \(method) within \(timeout) s\(logTail)") }
            var watched = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, Int32(max(1, remaining * 1000))) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { throw Failure(description: "Chromium closed the DevTools pipe during \(method)\(logTail)") }
            pending.append(contentsOf: buffer[0..<count])
        }
    }

    /// Ends Chromium and every helper it started (its own process group), and removes the profile.
    func close() {
        guard !closed else { return }
        closed = true
        // Asked politely first so the profile is not written to while being removed.
        _ = try? send("Browser.close", timeout: 2)
        var status: Int32 = 0
        var reaped = false
        let deadline = Date().addingTimeInterval(3)
        while !reaped, Date() < deadline {
            reaped = waitpid(pid, &status, WNOHANG) != 0
            if !reaped { usleep(20_000) }
        }
        // Helpers left behind (or Chromium itself, if it did not listen) go with the group.
        kill(-pid, SIGKILL)
        if !reaped { waitpid(pid, &status, 0) }
        Glibc.close(socket)
        try? FileManager.default.removeItem(at: folder)
    }

    /// The end of Chromium's own output, for failure messages.
    private var logTail: String {
        guard let text = try? String(contentsOfFile: folder.path + "/chromium.log", encoding: .utf8), !text.isEmpty else { return "" }
        return "\nChromium's output ends:\n" + text.split(separator: "\n").suffix(15).joined(separator: "\n")
    }

    private static func spawn(_ arguments: [String], child: Int32, log: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_adddup2(&actions, child, 3)
        posix_spawn_file_actions_adddup2(&actions, child, 4)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so close() can end the renderer and zygote helpers with it; and the
        // runner's blocked signals are not passed on.
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw Failure(description: "posix_spawn \(executable): \(String(cString: strerror(code)))") }
        return pid
    }
}

import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// A child process on a real pseudo-terminal, driven like a person at a keyboard: the child sees a
/// terminal on standard input, output and error, is the leader of its own session with the terminal as
/// its controlling terminal (so Ctrl-C typed into it becomes SIGINT), and its screen output is captured.
///
/// ```swift
/// let terminal = try PseudoTerminal(executable: HushProcess.binary, arguments: ["--store", path])
/// try terminal.expect("> ")
/// terminal.send("wet diaper\r")
/// let answer = try terminal.expect("> ")      // everything printed up to the next prompt
/// terminal.send("\u{4}")                      // Ctrl-D
/// XCTAssertEqual(try terminal.waitForExit(), 0)
/// ```
final class PseudoTerminal {
    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var transcript: String
        var description: String { "timed out waiting for \(waitingFor.debugDescription); screen text so far:\n\(transcript)" }
    }

    struct SpawnFailure: Error, CustomStringConvertible {
        var step: String
        var code: Int32
        var description: String { "\(step) failed: \(String(cString: strerror(code)))" }
    }

    let pid: pid_t
    private let master: Int32
    /// Everything the child wrote, as written.
    private(set) var raw = [UInt8]()
    /// Everything the child wrote, with terminal control sequences and carriage returns removed.
    private(set) var transcript = ""
    /// Where the next `expect` starts looking in `transcript`, in Unicode scalars.
    private var consumed = 0
    private var exitStatus: Int32?

    /// Starts `executable` with exactly `environment` on a new `columns`×`rows` terminal.
    init(
        executable: URL, arguments: [String], environment: [String: String], columns: UInt16 = 80, rows: UInt16 = 24
    ) throws {
        let pty = try PseudoTerminalCalls()
        master = pty.open(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw SpawnFailure(step: "posix_openpt", code: errno) }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var name = [CChar](repeating: 0, count: 128)
        guard pty.grant(master) == 0, pty.unlock(master) == 0, ioctl(master, UInt(TIOCSWINSZ), &size) == 0,
            pty.name(master, &name, name.count) == 0
        else {
            let code = errno
            close(master)
            throw SpawnFailure(step: "pseudo-terminal setup", code: code)
        }
        do {
            let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            pid = try Self.spawn(executable, arguments, environment, terminal: path)
        } catch {
            close(master)
            throw error
        }
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Types `keys` (text, `\r` for Enter, `\u{3}` for Ctrl-C, `\u{1B}[A` for Up, …).
    func send(_ keys: String) {
        var bytes = Array(keys.utf8)
        while !bytes.isEmpty {
            let written = write(master, bytes, bytes.count)
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            bytes.removeFirst(written)
        }
    }

    /// Waits until `text` appears in the screen text after what earlier calls consumed; returns the text
    /// from there up to and including `text`, and consumes it.
    @discardableResult
    func expect(_ text: String, timeout: TimeInterval = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let start = transcript.unicodeScalars.index(transcript.startIndex, offsetBy: consumed)
            if let found = transcript.range(of: text, range: start..<transcript.endIndex) {
                consumed = transcript.unicodeScalars.distance(from: transcript.startIndex, to: found.upperBound)
                return String(transcript[start..<found.upperBound])
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || !pump(waitingUpTo: remaining) {
                throw Timeout(waitingFor: text, transcript: unconsumed)
            }
        }
    }

    /// Waits for the child to exit, reading its output meanwhile so it never blocks on a full terminal;
    /// returns the exit status, or 128 + the signal number when a signal ended it.
    func waitForExit(timeout: TimeInterval = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while exitStatus == nil {
            var status: Int32 = 0
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid {
                let signal = status & 0x7F
                exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
                // What it wrote just before exiting is still in the terminal: read it all (a CI run under
                // load saw `add device`'s drawing end half-way through a colour sequence).
                while pump(waitingUpTo: 0.05) {}
                break
            }
            if deadline.timeIntervalSinceNow <= 0 {
                throw Timeout(waitingFor: "exit", transcript: unconsumed)
            }
            // Short waits: output may have stopped while the process is still exiting.
            _ = pump(waitingUpTo: 0.05)
        }
        return exitStatus!
    }

    /// True while the child has not exited.
    var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    /// Reads whatever the child wrote within `seconds`; false when nothing came (timeout, or the child
    /// closed the terminal).
    private func pump(waitingUpTo seconds: TimeInterval) -> Bool {
        var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&watched, 1, Int32(max(1, min(seconds, 60) * 1000)))
        guard ready > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        // EIO: every copy of the terminal's other end is closed, i.e. the child is gone.
        guard count > 0 else { return false }
        raw.append(contentsOf: buffer[0..<count])
        // Whole, not incremental: a control sequence or character split across reads then comes out right.
        transcript = Self.plainText(raw)
        return true
    }

    /// Screen text not yet consumed by `expect`.
    var unconsumed: String {
        String(transcript.unicodeScalars.dropFirst(min(consumed, transcript.unicodeScalars.count)))
    }

    /// The child's output without what only moves the cursor or sets colours: ESC sequences (CSI, OSC and
    /// two-byte ones), carriage returns, backspaces and bells.
    private static func plainText(_ bytes: [UInt8]) -> String {
        var plain = String.UnicodeScalarView()
        var scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}":
                switch scalars.next() {
                case "["?:  // CSI: parameters, then one final byte in @...~
                    while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
                case "]"?:  // OSC: up to BEL or ESC
                    while let next = scalars.next(), next != "\u{7}", next != "\u{1B}" {}
                default:
                    break
                }
            case "\r", "\u{8}", "\u{7}":
                continue
            default:
                plain.append(scalar)
            }
        }
        return String(plain)
    }

    private static func spawn(
        _ executable: URL, _ arguments: [String], _ environment: [String: String], terminal: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid() in the child, so the terminal becomes its controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The test runner may block or ignore signals; the child must start with a person's defaults.
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGTERM, SIGHUP, SIGWINCH, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let setsid: Int16 = 0x80  // POSIX_SPAWN_SETSID, hidden from Swift behind _GNU_SOURCE
        posix_spawnattr_setflags(&attributes, setsid | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard code == 0 else { throw SpawnFailure(step: "posix_spawn \(executable.path)", code: code) }
        return pid
    }
}

/// glibc's pseudo-terminal calls, which Swift's Glibc module hides (they need _XOPEN_SOURCE), looked up
/// by name instead.
private struct PseudoTerminalCalls {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32

    init() throws {
        func lookup<Function>(_ symbol: String, as type: Function.Type) throws -> Function {
            guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol) else {
                throw PseudoTerminal.SpawnFailure(step: "dlsym \(symbol)", code: ENOSYS)
            }
            return unsafeBitCast(address, to: type)
        }
        open = try lookup("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        grant = try lookup("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        unlock = try lookup("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        name = try lookup("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)
    }
}

import FoundationEssentials
import HushDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `watch --exec 'CMD'`: runs CMD with `/bin/sh -c` for each notification, the notification in its
/// environment (`HUSH_TITLE`, `HUSH_BODY`, `HUSH_KIND`, `HUSH_AT`, `HUSH_BABY`), so `notify-send`,
/// `espeak-ng`, a push CLI or a webhook script can deliver it. A hook that hangs is stopped after
/// `timeout` seconds, so one stuck delivery cannot hold back the next.
///
/// ```swift
/// let hook = NotificationHook(command: #"notify-send "$HUSH_TITLE" "$HUSH_BODY""#)
/// let status = try hook.run(batch, calendar: calendar)   // the command's exit status
/// ```
public struct NotificationHook: Sendable {
    public var command: String
    public var timeout: TimeInterval

    public init(command: String, timeout: TimeInterval = 60) {
        self.command = command
        self.timeout = timeout
    }

    public enum Failure: Error, Hashable, Sendable {
        case couldNotStart(String)
        case timedOut(seconds: Int)
    }

    /// The variables the hook sees besides the inherited environment. Titles and bodies hold names and
    /// notes other devices wrote, and a hook often echoes them to a terminal: their control characters are
    /// escaped as everywhere else (``TerminalText``).
    public static func variables(for batch: NotificationBatch) -> [String: String] {
        var variables = ["HUSH_TITLE": TerminalText.escaped(batch.title), "HUSH_BODY": TerminalText.escaped(batch.body),
                         "HUSH_KIND": batch.kinds, "HUSH_AT": UTCText.format(batch.at)]
        let babies = batch.reminders.compactMap(\.babyName)
        var names: [String] = []
        for baby in babies where !names.contains(baby) { names.append(baby) }
        if !names.isEmpty { variables["HUSH_BABY"] = TerminalText.escaped(names.joined(separator: ",")) }
        return variables
    }

    /// Runs the command for `batch` and waits for it; returns its exit status (128 + N when killed by signal N).
    public func run(_ batch: NotificationBatch) throws -> Int32 {
        var environment = ProcessEnvironment.variables
        for (key, value) in Self.variables(for: batch) { environment[key] = value }
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        // `watch` ignores SIGINT and SIGTERM to handle them itself; an ignored signal stays ignored across
        // exec, so the hook gets them back at their defaults.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let started = posix_spawn(&pid, "/bin/sh", nil, &attributes, arguments, variables)
        guard started == 0 else { throw Failure.couldNotStart(String(cString: strerror(started))) }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            if done < 0 && errno != EINTR { throw Failure.couldNotStart(String(cString: strerror(errno))) }
            if Date() >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw Failure.timedOut(seconds: Int(timeout))
            }
            usleep(5_000)
        }
        // The wait status: the low 7 bits are the signal that ended it, or 0 when it exited with the next byte.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

import Foundation

/// One run of a program in its own process, timed from just before the spawn to just after the wait.
///
/// It uses posix_spawn rather than Foundation's Process: the parent then does as little as possible
/// inside the timed interval, so the figure is the child's start-up, work and exit.
///
/// ```swift
/// let child = ChildProcess(executable: "/usr/bin/true", arguments: [], environment: ["PATH=/usr/bin"])
/// let outcome = try child.run(standardError: "/tmp/err.txt")
/// print(outcome.status, outcome.seconds)
/// ```
struct ChildProcess {
    struct Outcome {
        /// The exit status, or 128 plus the signal number when a signal ended the child.
        var status: Int32
        var seconds: Double
        /// The child's own processor time, user and system: what a shared, busy machine inflates least.
        var cpuSeconds: Double
        /// Page faults the child took (minor and major): mapping a program is faults, so this says how its
        /// pages were held when a time looks out of line.
        var faults: Int = 0
    }

    let executable: String
    let arguments: [String]
    /// `NAME=value` strings, the whole environment the child sees.
    let environment: [String]

    /// Runs the child to completion with standard input from /dev/null and its output sent to files,
    /// which never fill up and block the child the way an unread pipe would.
    func run(standardOutput: String = "/dev/null", standardError: String) throws -> Outcome {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var pid: pid_t = 0
        let started = Self.monotonicSeconds()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw BenchFailure("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else {
                throw BenchFailure("waiting for \(executable): \(String(cString: strerror(errno)))")
            }
        }
        let finished = Self.monotonicSeconds()
        // The W* macros are not visible to Swift: low seven bits are the signal, the next byte the exit code.
        let signal = status & 0x7f
        let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
        return Outcome(status: code, seconds: finished - started, cpuSeconds: cpu,
                       faults: Int(usage.ru_minflt) + Int(usage.ru_majflt))
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

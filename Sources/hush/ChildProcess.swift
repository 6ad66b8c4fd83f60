import FoundationEssentials
import HushDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program `hush` runs and talks to through pipes: `hush-net` for a sync's exchanges and QR codes, the
/// clipboard's tool for an export. Started with `posix_spawn`, since Foundation's `Process` is not in
/// FoundationEssentials, which is all `hush` links.
///
/// ```swift
/// let child = try ChildProcess(path: "/usr/local/bin/hush-net", arguments: ["qr"], output: .pipe)
/// child.send(Array("hush://join?…".utf8))
/// let drawing = child.readOutput()
/// let ended = child.wait()          // .exited(0)
/// ```
final class ChildProcess {
    /// Where one of the child's standard streams goes.
    enum Stream { case pipe, discarded }

    /// How the child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// The failure to start one, with the C library's words for it.
    struct StartFailure: Error { let reason: String }

    let pid: pid_t
    private var input: Int32 = -1
    private var output: Int32 = -1
    private var errors: Int32 = -1

    /// Starts `path` with `arguments` (not counting its own name) and `environment` (nil: this process's).
    init(path: String, arguments: [String], environment: [String: String]? = nil,
         input inputStream: Stream = .pipe, output outputStream: Stream = .pipe, errors errorStream: Stream = .pipe) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var parentEnds: [Int32] = [], childEnds: [Int32] = []
        // Each pipe's child end becomes the stream; both of the parent's ends are closed in the child.
        func wire(_ stream: Stream, _ target: Int32, childReads: Bool) throws -> Int32 {
            switch stream {
            case .discarded:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", childReads ? O_RDONLY : O_WRONLY, 0)
                return -1
            case .pipe:
                var ends: [Int32] = [-1, -1]
                guard pipe(&ends) == 0 else { throw StartFailure(reason: String(cString: strerror(errno))) }
                // Neither end may stay open in the child beyond its stream (`dup2` clears the flag on that
                // copy): a child holding its input's write end would never read that input's end.
                for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                let (childEnd, parentEnd) = childReads ? (ends[0], ends[1]) : (ends[1], ends[0])
                posix_spawn_file_actions_adddup2(&actions, childEnd, target)
                parentEnds.append(parentEnd)
                childEnds.append(childEnd)
                return parentEnd
            }
        }
        let closeAll = { for end in parentEnds + childEnds { close(end) } }
        do {
            input = try wire(inputStream, 0, childReads: true)
            output = try wire(outputStream, 1, childReads: false)
            errors = try wire(errorStream, 2, childReads: false)
        } catch {
            closeAll()
            throw error
        }
        Self.closeInheritedDescriptors(&actions)
        let variables = (environment ?? ProcessEnvironment.variables).map { "\($0.key)=\($0.value)" }
        var child: pid_t = 0
        let started = Self.withCStrings([path] + arguments) { argv in
            Self.withCStrings(variables) { envp in posix_spawn(&child, path, &actions, nil, argv, envp) }
        }
        for end in childEnds { close(end) }
        guard started == 0 else {
            for end in parentEnds { close(end) }
            throw StartFailure(reason: String(cString: strerror(started)))
        }
        pid = child
    }

    deinit {
        for end in [input, output, errors] where end >= 0 { close(end) }
    }

    /// Writes everything to the child's input and closes it; false if the child stopped reading first.
    /// SIGPIPE is blocked on this thread meanwhile, so a child that exits early is an answer, not the end
    /// of `hush`; a signal left pending is consumed.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        guard input >= 0 else { return false }
        defer { close(input); input = -1 }
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var signal: Int32 = 0
                _ = sigwait(&blocked, &signal)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = write(input, base + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
    }

    /// Everything the child writes to its output, until it closes it.
    func readOutput() -> [UInt8] { Self.readAll(output) }

    /// Everything the child writes to its error stream, until it closes it.
    func readErrors() -> [UInt8] { Self.readAll(errors) }

    /// The next piece of the child's output as it comes; empty at its end.
    func nextOutput() -> [UInt8] {
        guard output >= 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(output, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? Array(buffer.prefix(count)) : []
        }
    }

    /// Asks the child to stop (SIGTERM).
    func terminate() { kill(pid, SIGTERM) }

    /// Waits for the child to end.
    func wait() -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The C macros (WIFEXITED and the rest) are not imported into Swift: the same bits by hand.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// Closes, in the child, every descriptor past the standard three: a child gets only its own streams.
    /// What `hush` inherited matters most: a caller reading `hush`'s output to its end (a voice assistant,
    /// a test's `Process`, which learns that `hush` ended when a socket it handed over closes) would wait
    /// for a child that outlives `hush` with a copy open. (Foundation's `Process` did the same in the child.)
    static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            if let descriptor = Int32(name), descriptor > 2 { posix_spawn_file_actions_addclose(&actions, descriptor) }
        }
    }

    /// `strings` as the NULL-ended array of C strings `posix_spawn` takes, for the length of `body`.
    static func withCStrings<T>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T) -> T {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        guard descriptor >= 0 else { return [] }
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return all }
            all.append(contentsOf: buffer.prefix(count))
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pipe's write end, for the signal handler, which receives no context of its own.
private nonisolated(unsafe) var signalPipeWriteEnd: Int32 = -1

/// Writes the signal's number to the pipe: `write` is async-signal-safe, and errno is put back for the
/// code the signal interrupted.
private let recordSignal: @convention(c) (Int32) -> Void = { signal in
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = saved
}

/// Turns the signals that matter to a line editor into bytes on a pipe while a line is being read, so the
/// key reader can act on them in ordinary code: abandon the line on Ctrl-C, hand the terminal back before
/// Ctrl-Z stops the process, take it again after `fg`, follow window size changes.
///
/// A pipe rather than flags: the reader polls it next to the terminal, so a signal that arrives just
/// before the reader blocks, or on another thread, is still seen.
///
/// ```swift
/// let signals = EditLineSignals()
/// signals.arm()
/// defer { signals.disarm() }
/// // poll(signals.readEnd, ...); for signal in signals.pending() { ... }
/// ```
final class EditLineSignals {
    /// Outside line reading these keep their usual effect (Ctrl-C ends hush while a command runs).
    static let caught: [Int32] = [SIGINT, SIGTSTP, SIGCONT, SIGWINCH, SIGTERM, SIGHUP, SIGQUIT]

    /// Readable when a caught signal arrived since the last `pending()`; -1 when no pipe could be made.
    let readEnd: Int32
    private var previous: [Int32: sigaction] = [:]

    init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            readEnd = -1
            return
        }
        for end in ends {
            // Non-blocking: the handler must never block on a full pipe, nor `pending` on an empty one.
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        signalPipeWriteEnd = ends[1]
    }

    deinit {
        disarm()
        guard readEnd >= 0 else { return }
        close(readEnd)
        close(signalPipeWriteEnd)
        signalPipeWriteEnd = -1
    }

    /// Catches the signals until `disarm()`, except any the process was started ignoring (`nohup`, or a
    /// background job without job control): those stay ignored, as shells expect.
    func arm() {
        guard readEnd >= 0, previous.isEmpty else { return }
        _ = pending()
        for signal in Self.caught {
            var old = sigaction()
            guard sigaction(signal, nil, &old) == 0, !Self.isIgnored(old) else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = recordSignal
            sigemptyset(&action.sa_mask)
            if sigaction(signal, &action, nil) == 0 { previous[signal] = old }
        }
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        // Handlers are C function pointers without Equatable; SIG_IGN is a sentinel address.
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Puts back what each signal did before `arm()`.
    func disarm() {
        for (signal, var old) in previous { sigaction(signal, &old, nil) }
        previous = [:]
    }

    /// The signals caught since the last call, oldest first.
    func pending() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 32)
        while readEnd >= 0 {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { break }
            signals += buffer[0..<count].map { Int32($0) }
        }
        return signals
    }

    /// Lets `signal` have the effect it would have had uncaught: stop (SIGTSTP) or end the process. Returns
    /// when the process is continued, with the signal caught again.
    func deliverUncaught(_ signal: Int32) {
        guard var old = previous[signal] else { return }
        var mine = sigaction()
        sigaction(signal, &old, &mine)
        kill(getpid(), signal)
        sigaction(signal, &mine, nil)
    }
}

import CLibEdit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// libedit's key reader (`EL_GETCFN`): reads standard input a byte at a time, decodes characters in the
/// locale's encoding, and acts on signals while it waits, which libedit's own reader cannot do well enough
/// to let Ctrl-C abandon a line.
///
/// ```swift
/// let keys = EditLineKeyReader()
/// keys.beginReading()
/// defer { keys.endReading() }
/// keys.startLine()
/// // libedit calls keys.read(into:editor:) until el_gets returns; then check keys.interrupted.
/// ```
final class EditLineKeyReader {
    /// True when Ctrl-C ended the line being read.
    private(set) var interrupted = false
    /// The text after the cursor when Ctrl-C ended the line: printing it again over itself moves the
    /// cursor past the abandoned line, so nothing is overwritten by what comes next.
    private(set) var textAfterCursor = ""
    private let signals = EditLineSignals()

    /// Catches Ctrl-C and job-control signals until `endReading()`.
    func beginReading() {
        signals.arm()
    }

    func endReading() {
        signals.disarm()
    }

    /// Forgets a Ctrl-C that ended the previous line.
    func startLine() {
        interrupted = false
        textAfterCursor = ""
    }

    /// One character for libedit: 1 when stored in `key`, 0 at end of input, -1 on error or Ctrl-C (which
    /// makes el_gets return NULL with a count of -1, and leaves the terminal as it was before).
    func read(into key: UnsafeMutablePointer<wchar_t>, editor: OpaquePointer) -> Int32 {
        var state = mbstate_t()
        while true {
            var watched = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&watched, 2, -1)
            if ready < 0, errno != EINTR { return -1 }
            for signal in signals.pending() { handle(signal, editor: editor) }
            if interrupted {
                errno = EINTR
                return -1
            }
            guard ready > 0, watched[0].revents != 0 else { continue }
            var byte: CChar = 0
            let count = Glibc.read(STDIN_FILENO, &byte, 1)
            if count == 0 { return 0 }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return -1
            }
            var wide: wchar_t = 0
            switch mbrtowc(&wide, &byte, 1, &state) {
            case -2: continue  // the middle of a multi-byte character
            case -1: state = mbstate_t()  // not a character in this encoding: drop the byte
            default:
                key.pointee = wide
                return 1
            }
        }
    }

    private func handle(_ signal: Int32, editor: OpaquePointer) {
        switch signal {
        case SIGINT:
            interrupted = true
            if let line = el_line(editor)?.pointee, let cursor = line.cursor, let end = line.lastchar, end > cursor {
                let tail = String(decoding: UnsafeRawBufferPointer(start: cursor, count: end - cursor), as: UTF8.self)
                // During Ctrl-R the buffer also holds the search prompt after a newline, and the screen's
                // cursor is not where the buffer's is: reprinting would duplicate the display.
                textAfterCursor = tail.contains("\n") ? "" : tail
            }
        case SIGWINCH:
            el_resize(editor)
        case SIGCONT:
            // After `fg` the shell has had the terminal: take it back and show the line again.
            hush_editline_prepare_terminal(editor, true)
            hush_editline_redraw(editor)
        default:
            // Ctrl-Z, or a signal that ends the process: leave the terminal as the shell expects it first.
            hush_editline_prepare_terminal(editor, false)
            signals.deliverUncaught(signal)
        }
    }
}

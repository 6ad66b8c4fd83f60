import CLibEdit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushKit

/// `add device`'s QR code, drawn by `hush-net qr`: libqrencode is linked into hush-net only, so `hush`
/// starts as fast as before for every other command. The link goes on standard input (it holds a secret
/// code, and `ps` shows arguments). Given to the session only when standard output is a terminal.
///
/// ```swift
/// if isatty(1) == 1 && !json { session.qrCodes = SubprocessQRCodeDrawer() }
/// ```
struct SubprocessQRCodeDrawer: QRCodeDrawer {
    /// The only sequences hush-net's drawing holds: black on white, and back to the terminal's colours.
    static let colourSequences = ["\u{1B}[38;5;16;48;5;231m", "\u{1B}[0m"]
    static let blocks: Set<Character> = [" ", "▀", "▄", "█"]

    func draw(_ text: String) throws -> [String] {
        guard let helper = NetworkHelper.path else { throw QRCodeUnavailable.drawingFailed("hush-net is missing; it is installed beside hush") }
        let child: ChildProcess
        do {
            child = try ChildProcess(path: helper, arguments: ["qr"])
        } catch let failure as ChildProcess.StartFailure {
            throw QRCodeUnavailable.drawingFailed("could not run \(helper): \(failure.reason)")
        }
        child.send(Array(text.utf8))
        let drawn = String(decoding: child.readOutput(), as: UTF8.self)
        let problem = String(decoding: child.readErrors(), as: UTF8.self)
        guard child.wait() == .exited(0) else {
            throw QRCodeUnavailable.drawingFailed(problem.trimming(.whitespacesAndNewlines))
        }
        let lines = drawn.split(separator: "\n").map(String.init)
        // The output sink escapes every ESC it did not write itself: the drawing's colours are written with
        // its stand-in, after checking they are the only sequences there (anything else is not a drawing).
        let plain = lines.map { line in Self.colourSequences.reduce(line) { $0.replacing($1, with: "") } }
        guard !plain.isEmpty, plain.allSatisfy({ $0.allSatisfy(Self.blocks.contains) }) else {
            throw QRCodeUnavailable.drawingFailed("hush-net drew something that is not a QR code")
        }
        let needs = plain.map(\.count).max() ?? 0, has = Int(hush_terminal_columns(1))
        guard needs <= has else { throw QRCodeUnavailable.narrowTerminal(needs: needs, has: has) }
        return lines.map { $0.replacing("\u{1B}", with: TerminalText.styleEscape) }
    }
}

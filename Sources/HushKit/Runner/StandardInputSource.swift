import FoundationEssentials

/// Lines from standard input as they arrive, for pipes: a voice assistant writes a line and waits for
/// the answer, so nothing is read ahead.
public struct StandardInputSource: LineSource {
    public var name: String { "<stdin>" }
    public var isInteractive: Bool { false }

    /// Whether a line was read yet: only the first may begin with a byte-order mark.
    private var started = false

    public init() {}

    public mutating func nextLine(prompt: String) -> String? {
        guard var line = readLine(strippingNewline: true) else { return nil }
        if line.hasSuffix("\r") { line.removeLast() }
        // A byte-order mark before the first line (a file saved by Notepad, piped in) is none of it.
        if !started, line.unicodeScalars.first == "\u{FEFF}" { line.unicodeScalars.removeFirst() }
        started = true
        return line
    }
}

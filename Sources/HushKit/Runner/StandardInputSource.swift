import FoundationEssentials

/// Lines from standard input as they arrive, for pipes: a voice assistant writes a line and waits for
/// the answer, so nothing is read ahead.
public struct StandardInputSource: LineSource {
    public var name: String { "<stdin>" }
    public var isInteractive: Bool { false }

    public init() {}

    public mutating func nextLine(prompt: String) -> String? {
        guard var line = readLine(strippingNewline: true) else { return nil }
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }
}

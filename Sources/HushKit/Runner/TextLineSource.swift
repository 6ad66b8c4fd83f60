import Foundation

/// Lines from text already in memory: a script file, or a test's input.
///
/// ```swift
/// var source = try TextLineSource(contentsOf: "day.hush")
/// ```
public struct TextLineSource: LineSource {
    public let name: String
    public var isInteractive: Bool { false }
    private var lines: [Substring]
    private var index = 0

    public init(text: String, name: String) {
        self.name = name
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        if parts.last == "" { parts.removeLast() }
        lines = parts
    }

    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScriptError.unreadable(path)
        }
        self.init(text: String(decoding: data, as: UTF8.self), name: path)
    }

    public mutating func nextLine(prompt: String) -> String? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        var line = String(lines[index])
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }
}

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

public enum ScriptError: Error, Hashable {
    case unreadable(String)

    public var message: String {
        switch self {
        case .unreadable(let path): return "cannot read script '\(path)'"
        }
    }
}

import FoundationEssentials

/// Lines from text already in memory: a script file, or a test's input.
///
/// ```swift
/// var source = try TextLineSource(contentsOf: "day.hush")
/// ```
public struct TextLineSource: LineSource {
    public let name: String
    public var isInteractive: Bool { false }
    /// The whole text as UTF-8; each line is cut out of it when asked for. Splitting the text into
    /// substrings up front and copying each into a `String` cost more than reading a line should.
    private let bytes: [UInt8]
    private var position = 0

    public init(text: String, name: String) {
        self.init(bytes: Array(text.utf8), name: name)
    }

    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScriptError.unreadable(path)
        }
        self.init(bytes: [UInt8](data), name: path)
    }

    private init(bytes: [UInt8], name: String) {
        self.name = name
        self.bytes = bytes
        // A byte-order mark, as Windows' Notepad saves UTF-8: no part of the first line (it was refused at
        // column 1, and nothing of the script ran).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// The bytes up to the next newline (or the end), without a `\r` before it. A text that ends with a
    /// newline has no empty line after it. Bytes that are not UTF-8 are shown as U+FFFD, line by line.
    public mutating func nextLine(prompt: String) -> String? {
        guard position < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { all in
            let start = position
            var end = start
            while end < all.count && all[end] != UInt8(ascii: "\n") { end += 1 }
            position = end + 1
            if end > start && all[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: all[start..<end]), as: UTF8.self)
        }
    }
}

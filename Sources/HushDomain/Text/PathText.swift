/// The parts of a file path the program needs, on plain strings: FoundationEssentials has no
/// `NSString` to bridge to for `deletingLastPathComponent` and `lastPathComponent`.
///
/// ```swift
/// PathText.folder(of: "/home/g/.hush/journal.jsonl")   // "/home/g/.hush"
/// PathText.lastComponent(of: "/usr/bin/wl-copy")        // "wl-copy"
/// ```
public enum PathText {
    /// The path without its last component, as `NSString.deletingLastPathComponent`: "/a/b/" → "/a",
    /// "/a" → "/", "a" → "".
    public static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return withoutTrailingSlashes(String(trimmed[..<slash]))
    }

    /// The last component, as `NSString.lastPathComponent`: "/a/b/" → "b", "/" → "/".
    public static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.last == "/" { text = text.dropLast() }
        return String(text)
    }
}

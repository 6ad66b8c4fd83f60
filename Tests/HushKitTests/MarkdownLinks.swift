import Foundation

/// The relative links of one Markdown file and the anchors its headings make, as GitHub renders them,
/// so a test can hold the README and the guides to links that lead somewhere.
///
/// ```swift
/// let page = MarkdownLinks(text: "# Set up\nSee [the store](docs/guide-store.md#the-store).")
/// page.links      // ["docs/guide-store.md#the-store"]
/// page.anchors    // ["set-up"]
/// ```
struct MarkdownLinks {
    /// Every link target that names no scheme (`https:`, `mailto:`): Markdown links, `src=` and `href=`.
    var links: [String] = []
    /// The anchors the file's headings make (`## Why these dependencies` makes `why-these-dependencies`).
    var anchors: Set<String> = []

    init(text: String) {
        var prose: [String] = []
        var inFence = false
        var seen: [String: Int] = [:]
        for line in text.components(separatedBy: "\n") {
            // Fenced blocks are transcripts and recipes: their brackets and hashes are not Markdown.
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            prose.append(line)
            guard let heading = Self.headingText(line) else { continue }
            let slug = Self.slug(heading)
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        let body = Self.withoutCodeSpans(prose.joined(separator: "\n"))
        for pattern in [#"\]\(([^)\s]+)(?:\s+"[^"]*")?\)"#, #"(?:src|href)="([^"]+)""#] {
            let expression = try! NSRegularExpression(pattern: pattern)
            let range = NSRange(body.startIndex..., in: body)
            for match in expression.matches(in: body, range: range) {
                guard let target = Range(match.range(at: 1), in: body) else { continue }
                let link = String(body[target])
                if link.range(of: #"^[A-Za-z][A-Za-z0-9+.-]*:"#, options: .regularExpression) == nil { links.append(link) }
            }
        }
    }

    /// The text of an ATX heading (`## Sync: several devices`), or nil for any other line.
    static func headingText(_ line: String) -> String? {
        let hashes = line.prefix(while: { $0 == "#" })
        guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { return nil }
        return line.dropFirst(hashes.count + 1).trimmingCharacters(in: .whitespaces)
    }

    /// GitHub's anchor for a heading: lowercased, spaces to hyphens, punctuation other than `-` and `_` dropped.
    static func slug(_ heading: String) -> String {
        var slug = ""
        for character in heading.lowercased() {
            if character == " " { slug.append("-") }
            else if character.isLetter || character.isNumber || character == "-" || character == "_" { slug.append(character) }
        }
        return slug
    }

    /// The text with inline code spans removed, so a quoted `[x](y)` is not taken for a link.
    static func withoutCodeSpans(_ text: String) -> String {
        var kept = ""
        var inSpan = false
        for character in text {
            if character == "`" { inSpan.toggle(); continue }
            if !inSpan { kept.append(character) }
        }
        return kept
    }
}

import Foundation
import XCTest

/// Every relative link in README.md and docs/*.md leads somewhere: the file exists (images included), and
/// an anchor names a heading of the file it points into. The README is a front page whose sections link
/// to the guides in docs/, so a guide renamed or a heading reworded must not leave a reader at a dead end.
final class DocumentLinksTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryRelativeLinkResolves() throws {
        let documents = try Self.documents()
        XCTAssertGreaterThan(documents.count, 10, "README.md and docs/*.md were not found under \(Self.root.path)")
        var checked = 0
        var broken: [String] = []
        for document in documents {
            let page = MarkdownLinks(text: try String(contentsOf: document, encoding: .utf8))
            for link in page.links {
                checked += 1
                if let problem = try Self.problem(with: link, in: document, anchors: page.anchors) {
                    broken.append("\(document.path.replacingOccurrences(of: Self.root.path + "/", with: "")): \(link): \(problem)")
                }
            }
        }
        XCTAssertEqual(broken, [], "broken links:\n" + broken.joined(separator: "\n"))
        XCTAssertGreaterThan(checked, 50, "too few links found; is the link reader still reading?")
    }

    /// The checker itself catches a missing file, a missing anchor, and a missing image.
    func testABrokenLinkIsFound() throws {
        let readme = Self.root.appendingPathComponent("README.md")
        let page = MarkdownLinks(text: "# Top\n[a](docs/no-such-guide.md) [b](docs/guide-sync.md#no-such-part) [c](#top)\n<img src=\"docs/images/none.png\">\n```\n[d](in-a-fence.md)\n```\n`[e](in-code.md)`")
        XCTAssertEqual(page.links, ["docs/no-such-guide.md", "docs/guide-sync.md#no-such-part", "#top", "docs/images/none.png"])
        XCTAssertNotNil(try Self.problem(with: "docs/no-such-guide.md", in: readme, anchors: page.anchors))
        XCTAssertNotNil(try Self.problem(with: "docs/guide-sync.md#no-such-part", in: readme, anchors: page.anchors))
        XCTAssertNotNil(try Self.problem(with: "docs/images/none.png", in: readme, anchors: page.anchors))
        XCTAssertNil(try Self.problem(with: "#top", in: readme, anchors: page.anchors))
        XCTAssertEqual(MarkdownLinks.slug("Reminders and `hush watch`"), "reminders-and-hush-watch")
        XCTAssertEqual(MarkdownLinks.slug("Sync: several devices, one family"), "sync-several-devices-one-family")
    }

    /// README.md and every Markdown file directly in docs/.
    static func documents() throws -> [URL] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return [root.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
    }

    /// Why `link`, written in `document`, leads nowhere; nil when it resolves.
    static func problem(with link: String, in document: URL, anchors: Set<String>) throws -> String? {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = parts[0].removingPercentEncoding ?? parts[0]
        let anchor = parts.count > 1 ? parts[1] : nil
        let target = path.isEmpty ? document : document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: target.path) else { return "no such file" }
        guard let anchor, !anchor.isEmpty else { return nil }
        let targetAnchors = path.isEmpty ? anchors : MarkdownLinks(text: try String(contentsOf: target, encoding: .utf8)).anchors
        return targetAnchors.contains(anchor) ? nil : "no heading makes #\(anchor)"
    }
}

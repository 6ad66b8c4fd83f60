import Foundation
import HushDomain
import HushTestSupport
import XCTest

/// The text operations written for a program without Foundation's `NSString` (trimming, paths, printf),
/// held to Foundation's own answers, which the tests still link.
final class TextWithoutFoundationTests: XCTestCase {
    /// Deterministic strings of scalars that matter to trimming: every kind of space and line end, marks
    /// that join a space into one `Character`, letters, emoji.
    private func samples(count: Int) -> [String] {
        let pieces: [String] = [" ", "\t", "\n", "\r\n", "\u{85}", "\u{A0}", "\u{2003}", "\u{2028}", "\u{2029}", "\u{3000}",
                                "\u{200B}", "\u{FEFF}", "\u{301}", "a", "Z", "é", "ß", "👶", ",", ";", "-", ":", "x y", "\u{1680}", "\u{B}", "\u{C}"]
        var random = SeededGenerator(seed: 0x7E47)
        return (0..<count).map { _ in (0..<random.int(0...7)).map { _ in random.pick(pieces) }.joined() }
    }

    func testTrimmingCutsWhatFoundationCuts() {
        for text in samples(count: 20_000) {
            XCTAssertEqual(text.trimming(.whitespaces), text.trimmingCharacters(in: .whitespaces), text.debugDescription)
            XCTAssertEqual(text.trimming(.whitespacesAndNewlines), text.trimmingCharacters(in: .whitespacesAndNewlines), text.debugDescription)
            XCTAssertEqual(text.trimming(.newlines), text.trimmingCharacters(in: .newlines), text.debugDescription)
            XCTAssertEqual(text.trimming(.scalars(in: " ,;:-")), text.trimmingCharacters(in: CharacterSet(charactersIn: " ,;:-")), text.debugDescription)
            XCTAssertEqual(text.dropFirst().trimming(.whitespaces), text.dropFirst().trimmingCharacters(in: .whitespaces), text.debugDescription)
        }
    }

    func testPathsSplitAsNSStringSplitsThem() {
        // Not "a" or "a/", on which Foundation's own `deletingLastPathComponent` traps on Linux (a name of
        // one letter), nor "//", which it calls "" (the root is meant): they are below.
        let paths = ["/a/b", "/a/b/", "/a", "/", "hush", "a/b", "a/b//", "", "/a//b", "./hush", "../share/hush/x.txt",
                     "/usr/local/bin/hush-net", "hush", "/home/g/.hush/journal.jsonl", "/a/b/c/"]
        for path in paths {
            XCTAssertEqual(PathText.folder(of: path), (path as NSString).deletingLastPathComponent, "folder of \(path.debugDescription)")
            XCTAssertEqual(PathText.lastComponent(of: path), (path as NSString).lastPathComponent, "last of \(path.debugDescription)")
        }
        XCTAssertEqual(PathText.folder(of: "a"), "")
        XCTAssertEqual(PathText.lastComponent(of: "a"), "a")
        XCTAssertEqual(PathText.folder(of: "a/"), "")
        XCTAssertEqual(PathText.lastComponent(of: "a/"), "a")
        XCTAssertEqual(PathText.folder(of: "//"), "/")
    }

    func testPrintfFormatsAsStringFormat() {
        for value in [0, 0.05, 0.15, 0.25, 0.35, 1.15, 1.25, 2.5, 99.95, 1_048_576 / 1_048_576.0, 123_456.789, -0.05, -3.25, 1e-9, 1e300] {
            XCTAssertEqual(PrintfText.format("%.1f", value), String(format: "%.1f", value))
            XCTAssertEqual(PrintfText.format("%.1f MB", value), String(format: "%.1f MB", value))
        }
        XCTAssertEqual(PrintfText.format("%04d%02d%02d-%02d%02d%02d", 2026, 1, 2, 3, 4, 5), "20260102-030405")
        XCTAssertEqual(PrintfText.format("%.1f", 1e300).count, String(format: "%.1f", 1e300).count, "longer than the first buffer")
    }

    func testTrimmedScalarsAreFoundationsSetsScalarByScalar() {
        let sets: [(TrimmedScalars, CharacterSet)] = [(.whitespaces, .whitespaces), (.whitespacesAndNewlines, .whitespacesAndNewlines),
                                                      (.newlines, .newlines)]
        for (ours, theirs) in sets {
            for value in 0...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                XCTAssertEqual(String(scalar).trimming(ours).isEmpty, theirs.contains(scalar), String(value, radix: 16))
            }
        }
    }

    /// ColumnPadding: widths counted in UTF-16 units, as NSString counts them, cut or filled with spaces.
    func testColumnPaddingCountsAsNSStringCounts() {
        for text in samples(count: 5_000) + ["👶 Eddie", "Nap", "Bottle feed", "é", ""] {
            for width in [0, 1, 3, 6, 12] {
                XCTAssertEqual(text.paddedToColumn(width), text.padding(toLength: width, withPad: " ", startingAt: 0),
                               "\(text.debugDescription) to \(width)")
            }
        }
    }

    func testTheAccountIsThePasswordDatabasesAsFoundationReadsIt() {
        XCTAssertFalse(UserAccount.name().isEmpty)
        XCTAssertEqual(UserAccount.home(), FileManager.default.homeDirectory(forUser: UserAccount.name())?.path)
    }

    func testOwnExecutableIsTheFileFoundationNames() throws {
        let path = try XCTUnwrap(OwnExecutable.path())
        XCTAssertEqual(path, Bundle.main.executableURL?.resolvingSymlinksInPath().path)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path))
    }

    func testALockKeepsThreadsOutOfEachOthersWay() {
        final class Counter: @unchecked Sendable {
            let lock = ThreadLock()
            var value = 0
        }
        let counter = Counter()
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<4 {
            XCTAssertTrue(DetachedThread.start {
                for _ in 0..<10_000 { counter.lock.withLock { counter.value += 1 } }
                done.signal()
            })
        }
        for _ in 0..<4 { done.wait() }
        XCTAssertEqual(counter.value, 40_000)
    }

    func testAPauseWaitsAboutAsLongAsAsked() {
        let start = DispatchTime.now().uptimeNanoseconds
        DetachedThread.pause(seconds: 0.05)
        XCTAssertGreaterThanOrEqual(DispatchTime.now().uptimeNanoseconds - start, 50_000_000)
        DetachedThread.pause(seconds: .nan)
        DetachedThread.pause(seconds: -1)
        DetachedThread.pause(seconds: 0)
    }
}

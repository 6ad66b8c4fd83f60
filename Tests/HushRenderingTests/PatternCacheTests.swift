import Foundation
import XCTest
@testable import HushRendering

/// Spoken answers compile each of their patterns once per process: the same compiled expression comes
/// back for a pattern, from many threads at once, and what is spoken is what a fresh compile would give.
final class PatternCacheTests: XCTestCase {
    func testOnePatternIsCompiledOnceAndServesEveryThread() throws {
        let cache = PatternCache()
        _ = try XCTUnwrap(cache.regex(#"\b(\d+)m\b"#))
        _ = try XCTUnwrap(cache.regex(#"\b(\d+)m\b"#))
        XCTAssertEqual(cache.count, 1, "the second ask found the first compile")
        _ = try XCTUnwrap(cache.regex(#"\b(\d+)h\b"#))
        XCTAssertEqual(cache.count, 2)
        XCTAssertNil(cache.regex("(unclosed"))
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let regex = cache.regex(#"\b(\d{1,2}):(\d{2})\b"#)
            let matches = regex.map { "at 10:15 and 2:05".matches(of: $0).count } ?? 0
            XCTAssertEqual(matches, 2, "thread \(index)")
        }
        XCTAssertEqual(cache.count, 3)
    }

    /// ICU's meanings the cache keeps: `\b` between a word character and another, not Unicode's word
    /// segmentation ("4oz" has no boundary inside it; "2.5" has two).
    func testBoundariesAreBetweenWordCharactersAsICUHadThem() throws {
        let cache = PatternCache()
        let number = try XCTUnwrap(cache.regex(#"\b\d+(?:\.\d+)?\b"#))
        XCTAssertEqual("2.5 oz, 4oz, x12".matches(of: number).map { String("2.5 oz, 4oz, x12"[$0.range]) }, ["2.5"])
        let line = "Nap 1h 5m · 10:15 PM · café 3m"
        let regex = try XCTUnwrap(cache.regex(#"\b(\d+)m\b"#))
        let expected = try NSRegularExpression(pattern: #"\b(\d+)m\b"#)
            .matches(in: line, range: NSRange(line.startIndex..., in: line)).map { String(line[Range($0.range, in: line)!]) }
        XCTAssertEqual(line.matches(of: regex).map { String(line[$0.range]) }, expected)
    }

    func testSpokenWordsAreTheSameTheSecondTime() {
        let line = "Made a 4 oz bottle at 9:15 PM · expires 11:15 PM · 1h 5m"
        let first = SpokenText.sentences(line)
        XCTAssertEqual(first, "Made a four ounce bottle at nine fifteen PM. It expires at eleven fifteen PM. One hour five minutes.")
        XCTAssertEqual(SpokenText.sentences(line), first)
    }
}

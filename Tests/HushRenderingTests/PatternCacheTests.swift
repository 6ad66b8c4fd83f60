import Foundation
import XCTest
@testable import HushRendering

/// Spoken answers compile each of their patterns once per process: the same compiled expression comes
/// back for a pattern, from many threads at once, and what is spoken is what a fresh compile would give.
final class PatternCacheTests: XCTestCase {
    func testOnePatternIsCompiledOnceAndServesEveryThread() throws {
        let cache = PatternCache()
        let first = try XCTUnwrap(cache.regex(#"\b(\d+)m\b"#))
        XCTAssertTrue(first === cache.regex(#"\b(\d+)m\b"#))
        XCTAssertFalse(first === cache.regex(#"\b(\d+)h\b"#))
        XCTAssertNil(cache.regex("(unclosed"))
        let seen = NSLock()
        nonisolated(unsafe) var found: Set<ObjectIdentifier> = []
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let regex = cache.regex(#"\b(\d{1,2}):(\d{2})\b"#)
            let matches = regex?.numberOfMatches(in: "at 10:15 and 2:05", range: NSRange(location: 0, length: 17)) ?? 0
            XCTAssertEqual(matches, 2, "thread \(index)")
            seen.lock()
            if let regex { found.insert(ObjectIdentifier(regex)) }
            seen.unlock()
        }
        XCTAssertEqual(found.count, 1)
    }

    func testSpokenWordsAreTheSameTheSecondTime() {
        let line = "Made a 4 oz bottle at 9:15 PM · expires 11:15 PM · 1h 5m"
        let first = SpokenText.sentences(line)
        XCTAssertEqual(first, "Made a four ounce bottle at nine fifteen PM. It expires at eleven fifteen PM. One hour five minutes.")
        XCTAssertEqual(SpokenText.sentences(line), first)
    }
}

import HushDomain
import XCTest
@testable import HushRendering

/// Spoken answers carry text from other devices (notes, names) through the speech rules. Whatever that
/// text holds, reading it aloud must give words, never stop the process: numbers too long for `Int`,
/// digits of other scripts, months and hours that do not exist.
final class SpokenTextHostileTests: XCTestCase {
    /// Each text and what is said for it: what once stopped the rules is passed on as written, and ASCII
    /// numbers beside it are still words.
    private static let said: [(text: String, spoken: String)] = [
        ("spit up ٣m", "spit up ٣m"),
        ("at ١٢:٣٠ pm", "at ١٢:٣٠ pm"),
        ("99999999999999999999m later", "99999999999999999999m later"),
        ("see 2026-13-01", "see two thousand twenty six-thirteen-one"),
        ("99999999999999999999h 5m", "99999999999999999999h five minutes"),
        ("Nap 1h 5m at 10:15 PM", "Nap one hour five minutes at ten fifteen PM"),
        ("on 2026-12-05, 4.5 oz", "on December five twenty twenty six, four and a half ounces"),
    ]

    func testTheCasesThatOnceStoppedItAreReadAsWritten() {
        for (text, spoken) in Self.said {
            XCTAssertEqual(SpokenText.words(text), spoken, text)
        }
        XCTAssertEqual(SpokenText.number(Int.min), String(Int.min), "no number is negated past the range")
    }

    func testRandomTextAlwaysGivesWords() {
        let pieces = ["1", "12", "2026", "99999999999999999999", "٣", "١٢", "৭", "⑳", "３", "0", "00", "13", "-", ":", ".", " ", "m", "h ",
                      "d ", " am", "PM", "oz", " ml", " bottle", "Mon ", "Jan ", "·", "(", ")", "–", "é", "\u{301}", "'", ",", "  ", "e5", "?"]
        var random = SeededGenerator(seed: 5125)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            _ = SpokenText.sentences(text)
        }
    }
}

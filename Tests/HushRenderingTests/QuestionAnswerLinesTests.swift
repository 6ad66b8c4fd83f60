import Foundation
@testable import HushDomain
@testable import HushRendering
@testable import HushServices
import XCTest

/// A question's answer breaks its line at each " · " by hand, without Foundation's replacement (whose
/// NSString bridge cost every question a scan of the program's conformances). Whatever the text, it must
/// read as the replacement made it.
final class QuestionAnswerLinesTests: XCTestCase {
    func testEveryTextBreaksAsTheReplacementBrokeIt() {
        var random = SeededGenerator(seed: 21)
        let pieces = [" ", "·", " · ", "  ·  ", "a", "Yes: 1 poop today", "é", "\u{301}", "\n", "··", " ·", "· ", "🍼", "9:00 AM"]
        var texts = ["", " · ", "a · b · c", " · · ", "· a ·", "a  · b", "last feed · 2h ago · 4 oz"]
        texts += (0..<5_000).map { _ in
            (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        for text in texts {
            let answer = QuestionAnswer(question: "last-poop", text: text)
            XCTAssertEqual(answer.text(style: TextStyle(enabled: false)), text.replacingOccurrences(of: " · ", with: "\n"), text.debugDescription)
        }
    }
}

@testable import HushLanguage
import XCTest

/// The food table's derived forms, built on a question's first look for a food: held to the table as
/// it reads (each name and each other spelling to its name) and the longest form to its words.
final class FoodWordsTableTests: XCTestCase {
    func testEveryWrittenFormLeadsToItsName() {
        var expected: [String: String] = [:]
        for (name, others) in FoodWords.table {
            for form in [name] + others { expected[form] = name }
        }
        XCTAssertEqual(FoodWords.forms, expected)
        XCTAssertEqual(FoodWords.match(Lexer.tokens(in: "sweet potatoes"), at: 0)?.food, "sweet potato")
    }

    func testTheLongestFormIsCountedInWords() {
        let longest = FoodWords.forms.keys.map { $0.split(separator: " ").count }.max() ?? 1
        XCTAssertEqual(FoodWords.longest, longest)
        XCTAssertGreaterThan(FoodWords.longest, 1, "the table has foods of several words")
    }
}

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

    /// The table is a list of pairs (no dictionary checks its keys): each name is there once, and no
    /// written form is claimed by two foods.
    func testEachNameAndFormBelongsToOneFood() {
        let names = FoodWords.table.map(\.key)
        XCTAssertEqual(Set(names).count, names.count, "a name listed twice")
        let forms = FoodWords.table.flatMap { [$0.key] + $0.value }
        XCTAssertEqual(Set(forms).count, forms.count, "a form claimed twice")
    }

    /// The look at a word's first letter and length lets every first word through, and turns away
    /// words no food starts with.
    func testTheFirstLetterAndLengthLookLetsEveryFirstWordThrough() {
        for word in FoodWords.firstWords { XCTAssertTrue(FoodWords.mayStartAFood(word), word) }
        for word in ["wet", "diaper", "ate", "woke", "", "4oz"] { XCTAssertFalse(FoodWords.mayStartAFood(word), word) }
    }

    /// The written-out bits are the table's own: a food added to the table fails here until they are
    /// written again (the message gives them).
    func testTheWrittenFirstLetterLengthsAreTheLists() {
        let foods = FirstLetterLengths(firstWordsOf: FoodWords.writtenForms)
        XCTAssertEqual(FoodWords.firstWordLengths, foods, "write FoodWords.firstWordLengths as \(foods.written)")
        let reactions = FirstLetterLengths(firstWordsOf: ReactionWords.forms.keys)
        XCTAssertEqual(ReactionWords.firstWordLengths, reactions, "write ReactionWords.firstWordLengths as \(reactions.written)")
        let numbers = FirstLetterLengths(firstWordsOf: NumberPhrase.openingWords)
        XCTAssertEqual(NumberPhrase.openingLengths, numbers, "write NumberPhrase.openingLengths as \(numbers.written)")
    }

    /// The first look turns away what no word of a list starts with, and lets through every word that
    /// does, whatever its letter or length; a list of nothing lets nothing through.
    func testTheFirstLetterLengthLookKeepsEveryWordOfItsList() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcdefghijklmnopqrstuvwxyzé'-4".unicodeScalars)
        for _ in 0..<300 {
            let words = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                String(String.UnicodeScalarView((0..<Int.random(in: 1...40, using: &generator)).map { _ in letters.randomElement(using: &generator)! }))
            }
            let lengths = FirstLetterLengths(firstWordsOf: words)
            for word in words { XCTAssertTrue(lengths.mayStart(FoodWords.firstWord(of: word)), word) }
            if words.isEmpty { XCTAssertFalse(lengths.mayStart("apple")) }
        }
        XCTAssertFalse(FirstLetterLengths(firstWordsOf: ["rice"]).mayStart(""))
        XCTAssertFalse(FirstLetterLengths(firstWordsOf: ["rice"]).mayStart("rick's"))
        XCTAssertFalse(FirstLetterLengths(bits: []).mayStart("rice"), "bits of another shape let nothing through")
    }

    func testTheLongestFormIsCountedInWords() {
        let longest = FoodWords.forms.keys.map { $0.split(separator: " ").count }.max() ?? 1
        XCTAssertEqual(FoodWords.longest, longest)
        XCTAssertGreaterThan(FoodWords.longest, 1, "the table has foods of several words")
    }

    /// The first look (a form's first word) lets every form through: each, written alone or after other
    /// words, is found whole; a word that starts no form finds nothing.
    func testEveryFormIsFoundPastTheFirstWordLook() {
        for form in FoodWords.forms.keys {
            let tokens = Lexer.tokens(in: "had " + form)
            XCTAssertEqual(FoodWords.match(tokens, at: 1)?.length, tokens.count - 1, form)
        }
        for form in ReactionWords.forms.keys {
            let tokens = Lexer.tokens(in: "a " + form)
            XCTAssertEqual(ReactionWords.match(tokens, at: 1)?.length, tokens.count - 1, form)
        }
        let tokens = Lexer.tokens(in: "diaper 4oz , up")
        for index in -1...tokens.count {
            XCTAssertNil(FoodWords.match(tokens, at: index))
            XCTAssertNil(ReactionWords.match(tokens, at: index))
        }
    }
}

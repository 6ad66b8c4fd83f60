import XCTest
@testable import HushLanguage

/// `Vocabulary.knows` asks the vocabularies one at a time instead of building `allWords`: it must answer
/// exactly as `allWords.contains` does, for every word the language knows and every real English word.
final class VocabularySourceTests: XCTestCase {
    func testEveryKnownWordIsKnown() {
        XCTAssertGreaterThan(Vocabulary.allWords.count, 500, "allWords lost its vocabularies")
        for word in Vocabulary.allWords {
            XCTAssertTrue(Vocabulary.knows(word), word)
        }
    }

    func testEveryEnglishWordIsAnsweredAsAllWordsAnswersIt() {
        let english = EnglishLexicon.bundled.allWords
        XCTAssertGreaterThan(english.count, 50_000, "the bundled word list was not found")
        var known = 0
        for word in english {
            let expected = Vocabulary.allWords.contains(word)
            XCTAssertEqual(Vocabulary.knows(word), expected, word)
            if expected { known += 1 }
        }
        // Both answers must be exercised: many English words are the language's, most are not.
        XCTAssertGreaterThan(known, 300)
        XCTAssertLessThan(known, english.count / 2)
    }

    func testUnknownWordsAndSlipsAreNotKnown() {
        for word in ["diapr", "bottel", "xq", "", "WET", "wet ", "ounces's"] {
            XCTAssertFalse(Vocabulary.knows(word), word)
            XCTAssertFalse(Vocabulary.allWords.contains(word), word)
        }
    }

    /// Each source's words are what it says it contains, so `allWords` (built from the words) and `knows`
    /// (asking `contains`) cannot drift apart.
    func testEachSourceContainsItsOwnWords() {
        for (index, source) in Vocabulary.sources.enumerated() {
            let words = source.words()
            XCTAssertFalse(words.isEmpty, "source \(index) is empty")
            for word in words {
                XCTAssertTrue(source.contains(word), "source \(index): \(word)")
            }
        }
    }
}

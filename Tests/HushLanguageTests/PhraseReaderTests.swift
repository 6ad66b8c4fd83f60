@testable import HushLanguage
import XCTest

/// The kinds' readers as parts of the event phrase parser (``PhraseReader``): every family has its reader
/// in the one list, and a line of each family is read by it into that family's phrase.
final class PhraseReaderTests: XCTestCase {
    /// A line of each family; a new family does not compile here until it has one.
    func line(of family: PhraseFamily) -> String {
        switch family {
        case .solids: return "had banana"
        case .breast: return "nursed left 10 min"
        case .pump: return "pumped 4oz"
        case .bottle: return "made a 4oz bottle"
        case .sleep: return "fell asleep"
        case .wake: return "woke up"
        case .diaper: return "wet diaper"
        }
    }

    func testEachFamilysLineIsReadByItsReader() throws {
        let parser = EventPhraseParser(knownNames: ["Eddie"])
        for family in PhraseFamily.allCases {
            XCTAssertTrue(PhraseFamily.readers.contains { ObjectIdentifier($0) == ObjectIdentifier(family.reader) }, "\(family): reader not listed")
            let (phrase, _) = try parser.parse(Lexer.tokens(in: line(of: family)))
            let meaning = phrase.meaning
            switch family {
            case .solids: XCTAssertTrue(meaning.hasPrefix("solids"), meaning)
            case .breast: XCTAssertTrue(meaning.hasPrefix("breast-feed"), meaning)
            case .pump: XCTAssertTrue(meaning.hasPrefix("pump"), meaning)
            case .bottle: XCTAssertTrue(meaning.hasPrefix("bottle-prepare"), meaning)
            case .sleep: XCTAssertTrue(meaning.hasPrefix("sleep-start"), meaning)
            case .wake: XCTAssertTrue(meaning.hasPrefix("sleep-end"), meaning)
            case .diaper: XCTAssertTrue(meaning.hasPrefix("diaper"), meaning)
            }
        }
        XCTAssertEqual(PhraseFamily.readers.count, Set(PhraseFamily.readers.map { ObjectIdentifier($0) }).count, "a reader listed twice")
    }

    /// Each reader refuses its own words in another family's line, before that family reads it.
    func testAReadersWordsInAnotherFamilysLineAreRefused() {
        let parser = EventPhraseParser()
        for (line, refusal) in [("wet diaper from the fridge", "says where a bottle's milk comes from"),
                                ("nursed left 10 min and pumped", "mentions both a breast feed and pumping"),
                                ("had banana and a wet diaper", "mentions both solids and a diaper")] {
            XCTAssertThrowsError(try parser.parse(Lexer.tokens(in: line)), line) { error in
                XCTAssertTrue((error as? ParseError)?.message.contains(refusal) ?? false, "\(line): \(error)")
            }
        }
    }
}

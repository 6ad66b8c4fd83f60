@testable import HushLanguage
import XCTest

/// The rule between statements and questions, pinned both ways: a statement logs, the question beside it
/// asks, and neither is ever read as the other.
final class QuestionGrammarTests: XCTestCase {
    let parser = CommandParser(knownNames: ["Eddie", "Mia"], peopleNames: ["Leanne", "Gavin"])

    func meaning(_ line: String) throws -> String { CommandMeaning.describe(try parser.parse(line)) }

    func testStatementAndQuestionPairs() throws {
        let pairs: [(statement: String, question: String, asked: String)] = [
            ("she pooped", "did she poop", "question did-poop period=today"),
            ("he's asleep", "is he asleep", "question is-asleep"),
            ("last bottle was 5oz", "how big was the last bottle", "question last-bottle"),
            ("wet diaper", "wet diaper?", "question last-pee"),
            ("woke up at 6am", "when did he wake up", "question last-wake"),
            ("ate 4oz", "how much did he eat", "question amount period=today"),
            ("is napping", "is he napping", "question is-asleep"),
            ("nursed left 10 min", "which side next", "question next-side"),
        ]
        for pair in pairs {
            let statement = try meaning(pair.statement)
            XCTAssertFalse(statement.hasPrefix("question"), "\(pair.statement) → \(statement)")
            XCTAssertEqual(try meaning(pair.question), pair.asked, pair.question)
        }
    }

    /// One rule tells a question (``QuestionShape``): a line shaped as one is never logged, whether or not
    /// Hush can answer it, and a line not shaped as one is never refused as a question.
    func testOneRuleTellsAQuestionForQuestionsAndEvents() throws {
        let events = EventPhraseParser(knownNames: ["Eddie", "Mia"])
        let lines = ["did she poop", "did poop today", "does he nap", "is she asleep", "is napping", "has Mia eaten", "has a wet diaper",
                     "was the bottle finished", "where is the bottle", "why is he up", "should i feed her", "can she have a bottle",
                     "who changed him", "any poop today", "which side", "wet diaper?", "she pooped", "was asleep at 2pm",
                     "Eddie pooped", "were both sides", "made a 4oz bottle", "is there a bottle", "how's Eddie"]
        for line in lines {
            let tokens = Lexer.tokens(in: line)
            let asks = QuestionShape.isQuestion(tokens, babies: ["Eddie", "Mia"])
            var refused = false
            do { _ = try events.read(tokens) } catch let error as ParseError { refused = error.message.contains(QuestionShape.refusal) }
            XCTAssertEqual(refused, asks, "\(line): the event phrase and the questions read it by one rule")
        }
    }

    func testPeriodsNamesAndPeople() throws {
        XCTAssertEqual(try meaning("when did Mia last eat"), "question last-feed baby=Mia")
        XCTAssertEqual(try meaning("has she had a wet diaper since noon"), "question did-pee period=since(noon)")
        XCTAssertEqual(try meaning("how many feeds between 1 and 3pm"), "question count-feed period=between(1,3pm)")
        XCTAssertEqual(try meaning("how long did he sleep last night"), "question sleep-total period=last-night")
        XCTAssertEqual(try meaning("how many diapers in the last 3 days"), "question count-diaper period=last-3d")
        XCTAssertEqual(try meaning("how much did he eat this week --json"), "question amount period=this-week json")
        XCTAssertEqual(try meaning("what did Leanne log today"), "question logged-by period=today person=Leanne")
        XCTAssertEqual(try meaning("how often is he eating"), "question feed-interval period=last-24h")
        XCTAssertEqual(try meaning("is the bottle still good"), "question bottle-expiry")
        XCTAssertEqual(try meaning("when is the next feed due"), "question next-feed")
        XCTAssertEqual(try meaning("how long has he been awake"), "question awake-for")
        XCTAssertEqual(try meaning("how long was the last nap"), "question last-nap-length")
        XCTAssertEqual(try meaning("when is the next nap"), "next-nap")
        XCTAssertEqual(try meaning("how is Mia"), "quick-stats baby=Mia")
        XCTAssertEqual(try meaning("what did I log today"), "question logged-by period=today person=me")
        XCTAssertEqual(try meaning("how long did she nap today"), "question nap-total period=today")
        XCTAssertEqual(try meaning("when should he eat"), "question next-feed")
        XCTAssertEqual(try meaning("when did he wake up from his nap"), "question last-wake")
    }

    func testAQuestionMarkNeverEditsOrDeletes() throws {
        XCTAssertEqual(try meaning("last bottle was 5oz"), "edit last-bottle amount=5oz")
        XCTAssertThrowsError(try parser.parse("last bottle was 5oz?"))
        XCTAssertEqual(try meaning("delete the last diaper"), "delete last-diaper")
        XCTAssertThrowsError(try parser.parse("delete the last diaper?"))
    }

    func testUnanswerableQuestionsAreRefusedNotGuessed() {
        for line in ["is he hungry", "did she like the bottle?", "how many teeth does he have", "when did she last smile"] {
            XCTAssertThrowsError(try parser.parse(line), line) { error in
                XCTAssertTrue(((error as? ParseError)?.message ?? "").contains("help questions"), line)
            }
        }
    }
}

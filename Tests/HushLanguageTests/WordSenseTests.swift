import Foundation
@testable import HushLanguage
import XCTest

/// Every word has a role: a vocabulary word beside words that give it another sense, a chat word, a past
/// tense without its time, a cut-off line and an empty span are each refused at their column with how to
/// say the event; the everyday lines that mean an event still log.
final class WordSenseTests: XCTestCase {
    let parser = CommandParser(knownNames: ["Eddie", "Mia"])

    func meaning(_ line: String) throws -> String { CommandMeaning.describe(try parser.parse(line)) }

    func refused(_ line: String, at column: Int, saying words: String, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertThrowsError(try parser.parse(line), line, file: file, line: number) { error in
            let parse = error as? ParseError
            XCTAssertTrue((parse?.message ?? "\(error)").contains(words), "'\(line)': \(parse?.message ?? "\(error)")", file: file, line: number)
            XCTAssertEqual(parse?.range?.start, column, "'\(line)' column", file: file, line: number)
        }
    }

    func testAVocabularyWordInItsEverydaySenseIsRefusedAtIt() {
        refused("he fell over", at: 3, saying: "say 'fell asleep'")
        refused("it's all right", at: 5, saying: "isn't a breast's side")
        refused("he's right", at: 0, saying: "isn't a breast's side")
        refused("she left at 2pm", at: 4, saying: "alone isn't a feed")
        refused("they both peed", at: 0, saying: "two children")
        refused("they both pooped at 2pm", at: 0, saying: "two children")
        // With two babies, "they" may be both, and "both wet" is two states, not a wet and dirty diaper.
        refused("they pooped", at: 0, saying: "more than one baby")
        refused("she's wet and they're asleep", at: 14, saying: "more than one baby")
        refused("both wet", at: 0, saying: "two children")
        refused("both asleep at 2", at: 0, saying: "two children")
        refused("both diapers", at: 0, saying: "two children")
        refused("he made up", at: 3, saying: "means something else")
        refused("slept in", at: 0, saying: "means something else")
        refused("he's gone", at: 5, saying: "only with the bottle")
        refused("baby bed", at: 0, saying: "isn't going to bed")
        refused("pump well", at: 5, saying: "doesn't fit inside an event")
        refused("made it", at: 0, saying: "missing what was made")
        refused("got started", at: 4, saying: "missing what was started")
    }

    func testChatWordsAndAbbreviationsAreNeverCorrected() {
        refused("wet diaper lol", at: 11, saying: "say 'wet diaper'")
        refused("pooped lmao", at: 7, saying: "isn't part of an event")
        refused("omg she pooped", at: 0, saying: "isn't part of an event")
        refused("slept from 1 to 2 EOM", at: 18, saying: "isn't part of an event")
        XCTAssertTrue(ChatWords.bundled.contains("smh") && ChatWords.bundled.contains("brb"), "the bundled list was found")
        XCTAssertTrue(ChatWords.isAbbreviation("EOM"))
        XCTAssertFalse(ChatWords.isAbbreviation("Eddie"))
        // A slip that is no chat word is still corrected.
        XCTAssertEqual(try? meaning("wet diapr"), "diaper contents=wet at=now (read 'diapr' as 'diaper')")
    }

    func testPastTenseNeedsItsTime() throws {
        refused("he napped", at: 3, saying: "'napped 40 min'")
        refused("he slept", at: 3, saying: "'slept from 1 to 2pm'")
        refused("she nursed left", at: 4, saying: "'nursed left 15 min'")
        refused("he was asleep", at: 3, saying: "'fell asleep at 2pm'")
        XCTAssertEqual(try meaning("napped 40 min"), "sleep-length length=40m ending=now")
        XCTAssertEqual(try meaning("napped from 1 to 2pm"), "sleep-span from=1:00 to=2:00pm")
        XCTAssertEqual(try meaning("nursed left 15 min"), "breast-feed side=left both=false length=15m at=now")
        XCTAssertEqual(try meaning("nursing left"), "breast-feed side=left both=false at=now")
        XCTAssertEqual(try meaning("fell asleep"), "sleep-start at=now")
    }

    func testCutOffLinesAreRefusedAtTheLastWord() {
        refused("nursed right for", at: 13, saying: "what follows 'for'")
        refused("fell asleep at", at: 12, saying: "'fell asleep at 2pm'")
        refused("pee and", at: 4, saying: "'pee and poop'")
        refused("slept from 2 to", at: 13, saying: "what follows 'to'")
        refused("slept from 2:15 to 2:15", at: 6, saying: "a span needs a length")
    }

    func testEverydayLinesThatAreEventsStillLog() throws {
        XCTAssertEqual(try meaning("nursed both sides, started on the left"), "breast-feed side=left both=true at=now")
        XCTAssertEqual(try meaning("fed both sides, started left"), "breast-feed side=left both=true at=now")
        XCTAssertEqual(try meaning("finished a 6 oz bottle at 11:20"), "bottle-ate amount=6oz left=0 at=11:20")
        XCTAssertEqual(try meaning("drank 2oz, none left"), "bottle-ate amount=2oz left=0 at=now")
        XCTAssertEqual(try meaning("threw up after egg"), "solids foods=egg reaction=vomiting after at=now")
        XCTAssertEqual(try meaning("fell asleep at seven oh five"), "sleep-start at=7:05")
        XCTAssertEqual(try meaning("warmed up a 4oz bottle"), "bottle-prepare amount=4oz at=now")
        XCTAssertEqual(try meaning("she's up"), "sleep-end at=now")
        XCTAssertEqual(try meaning("put her down at 2pm"), "sleep-start at=2:00pm")
        XCTAssertEqual(try meaning("woke up right now"), "sleep-end at=now")
        XCTAssertEqual(try meaning("ate 4oz, 0.5 left over"), "bottle-ate amount=4oz left=0.5 at=now")
    }

    func testQuestionsAnswerWhatWasAsked() throws {
        XCTAssertEqual(try meaning("was he awake at 6am"), "question awake-at period=around(6am)")
        XCTAssertEqual(try meaning("was she up at 2am"), "question awake-at period=around(2am)")
        XCTAssertEqual(try meaning("was he asleep at 3am"), "question asleep-at period=around(3am)")
        XCTAssertEqual(try meaning("has she had peanut yet"), "question food-ever")
        XCTAssertEqual(try meaning("when did she last have egg"), "question food-last")
        XCTAssertEqual(try meaning("did she react to egg"), "question food-reaction")
        for advice in ["how much should he drink", "is it normal", "is he eating enough", "should I wake him"] {
            XCTAssertThrowsError(try parser.parse(advice), advice) { error in
                XCTAssertTrue((error as? ParseError)?.message.contains("asks for advice") == true, "\(advice): \(error)")
            }
        }
    }
}

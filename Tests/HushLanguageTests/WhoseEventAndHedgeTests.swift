import Foundation
@testable import HushLanguage
import XCTest

/// The parser's side of "never a wrong log": real words are not corrected into events, someone else's
/// event is not the baby's, hedges and wishes are not events, impossible numbers are errors at their
/// column, and recogniser homophones are read only where an amount or a side is expected.
final class WhoseEventAndHedgeTests: XCTestCase {
    let parser = CommandParser(knownNames: ["Eddie", "Mia"], peopleNames: ["Gavin", "Leanne"], selectedBaby: "Eddie")

    func meaning(_ line: String) throws -> String { CommandMeaning.describe(try parser.parse(line)) }

    func refused(_ line: String, with expected: ParseError, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertThrowsError(try parser.parse(line), line, file: file, line: number) { error in
            XCTAssertEqual(error as? ParseError, expected, line, file: file, line: number)
        }
    }

    func testRealWordsAreNotCorrectedIntoEvents() {
        refused("bath", with: .untrackedWord("bath", suggestions: ["both"], SourceRange(start: 0, end: 4)))
        XCTAssertEqual(ParseError.untrackedWord("bath", suggestions: ["both"], SourceRange(start: 0, end: 4)).message,
                       "Hush doesn't track 'bath'; did you mean 'both'?")
        refused("pool", with: .untrackedWord("pool", suggestions: ["poop"], SourceRange(start: 0, end: 4)))
        // The words everyone says are offered as nothing: "get" is no slip for "wet", "when" none for "then".
        refused("wet diaper, get", with: .untrackedWord("get", suggestions: [], SourceRange(start: 12, end: 15)))
        refused("fell asleep when he finished", with: .untrackedWord("when", suggestions: [], SourceRange(start: 12, end: 16)))
        refused("both babies are asleep", with: .untrackedWord("are", suggestions: [], SourceRange(start: 12, end: 15)))
        refused("fix that", with: .untrackedWord("fix", suggestions: [], SourceRange(start: 0, end: 3)))
        refused("jumped 4 oz", with: .untrackedWord("jumped", suggestions: ["dumped", "pumped"], SourceRange(start: 0, end: 6)))
        // "nah", "poof", "bots", "whee" and "loo" are words of the larger list (they were a nap, a poop, both, a pee and a poo).
        for line in ["swept", "map", "nip", "lift", "loft", "pop", "the dog pooped", "nah", "naw", "poof", "bots", "whee", "loo"] {
            XCTAssertThrowsError(try parser.parse(line), line)
        }
    }

    func testTyposThatAreNoWordsAreStillCorrected() throws {
        XCTAssertEqual(try meaning("wet diapr"), "diaper contents=wet at=now (read 'diapr' as 'diaper')")
        XCTAssertEqual(try meaning("dirty diaepr"), "diaper contents=dirty at=now (read 'diaepr' as 'diaper')")
    }

    func testSomeoneElsesEventIsRefused() {
        let cases: [(String, String, String, Int, Int)] = [
            ("I pooped", "I", "pooped", 0, 1), ("I slept 2 hours", "I", "slept 2 hours", 0, 1),
            ("dad fell asleep", "dad", "fell asleep", 0, 3), ("the dog pooped", "the dog", "pooped", 0, 7),
            ("my husband woke up", "my husband", "woke up", 0, 10), ("Leanne napped", "Leanne", "napped", 0, 6),
            ("I ate 4oz", "I", "ate 4oz", 0, 1),
        ]
        for (line, subject, rest, start, end) in cases {
            refused(line, with: .notTheBaby(subject: subject, rest: rest, baby: "Eddie", SourceRange(start: start, end: end)))
        }
        XCTAssertEqual(ParseError.notTheBaby(subject: "dad", rest: "fell asleep", baby: "Eddie", SourceRange(start: 0, end: 3)).message,
                       "Hush logs Eddie's events, not dad's; if it was Eddie's, say 'Eddie fell asleep'")
        XCTAssertEqual(ParseError.notTheBaby(subject: "I", rest: "pooped", baby: "Eddie", SourceRange(start: 0, end: 1)).message,
                       "Hush logs Eddie's events, not yours; if it was Eddie's, say 'Eddie pooped'")
        // "we" and "us" are the speaker's too: "not we's" was the answer to "we fell asleep at 2".
        XCTAssertEqual(ParseError.notTheBaby(subject: "we", rest: "fell asleep at 2", baby: "Eddie", SourceRange(start: 0, end: 2)).message,
                       "Hush logs Eddie's events, not yours; if it was Eddie's, say 'Eddie fell asleep at 2'")
    }

    func testWhatTheSpeakerOwnsIsTheSpeakers() throws {
        // "my nap was 20 min" was logged as the baby's sleep, "my poop" as its diaper.
        let cases: [(String, String, String, Int)] = [
            ("my nap was 20 min", "my", "nap was 20 min", 6), ("our nap", "our", "nap", 7), ("my sleep", "my", "sleep", 8),
            ("my poop", "my", "poop", 7), ("ok my diaper", "my", "diaper", 12), ("my bottle was 4oz", "my", "bottle was 4oz", 9),
        ]
        for (line, owner, rest, end) in cases {
            let start = line.hasPrefix("ok ") ? 3 : 0
            refused(line, with: .notTheBaby(subject: owner, rest: rest, baby: "Eddie", SourceRange(start: start, end: end)))
        }
        XCTAssertEqual(ParseError.notTheBaby(subject: "my", rest: "nap was 20 min", baby: "Eddie", SourceRange(start: 0, end: 6)).message,
                       "Hush logs Eddie's events, not yours; if it was Eddie's, say 'Eddie's nap was 20 min'")
        // The baby named, or the speaker's own caregiving, is still the baby's line.
        XCTAssertEqual(try meaning("my baby pooped"), try meaning("pooped"))
        XCTAssertEqual(try meaning("my Eddie pooped"), "diaper contents=dirty at=now baby=Eddie")
        XCTAssertEqual(try meaning("our little one is asleep"), "sleep-start at=now")
        XCTAssertEqual(try meaning("my pump was 5oz"), "pump amount=5oz at=now")
        XCTAssertEqual(try meaning("my wife fed her 4oz"), try meaning("fed her 4oz"))
    }

    func testATimeSaidFirstAndTheBabyBesideSomeoneElsesEvent() throws {
        // A time before the subject hid it: "at 2:30 I pooped" was the baby's poop at 2:30.
        refused("at 2:30 I pooped", with: .notTheBaby(subject: "I", rest: "pooped", baby: "Eddie", SourceRange(start: 8, end: 9)))
        for line in ["20 min ago I peed", "yesterday at 5pm I slept 2 hours", "at 2 we napped 30 min", "an hour ago, dad fell asleep"] {
            guard case .notTheBaby? = refusal(line) else { return XCTFail("'\(line)' must be refused as not the baby's") }
        }
        XCTAssertEqual(try meaning("at 2pm dad put her down"), try meaning("put her down at 2pm"))
        XCTAssertEqual(try meaning("at 2 she pooped"), try meaning("pooped at 2"))
        // "on him", "with her": the baby is beside the event, not the one it happened to.
        for line in ["the dog pooped on him", "I fell asleep with her", "grandma napped with him 1 hour", "dad had a 4oz bottle with him"] {
            guard case .notTheBaby? = refusal(line) else { return XCTFail("'\(line)' must be refused as not the baby's") }
        }
        XCTAssertEqual(try meaning("I fed her 4oz"), try meaning("fed her 4oz"))
        // "her bottle", "her banana": the baby's things, eaten or drunk by someone else.
        for line in ["the dog drank her bottle", "I drank 2oz of her bottle", "dad ate her banana", "I ate her food", "I drank her milk"] {
            guard case .notTheBaby? = refusal(line) else { return XCTFail("'\(line)' must be refused as not the baby's") }
        }
        XCTAssertEqual(try meaning("dad fed her banana"), try meaning("fed her banana"))
        XCTAssertEqual(try meaning("she drank her bottle"), try meaning("drank the bottle"))
        // The suggestion says the event again of the baby, without where the baby was.
        XCTAssertEqual(refusal("I'm asleep next to her"), .notTheBaby(subject: "I", rest: "is asleep", baby: "Eddie", SourceRange(start: 0, end: 3)))
        XCTAssertEqual(refusal("the dog pooped on him at 2")?.message,
                       "Hush logs Eddie's events, not the dog's; if it was Eddie's, say 'Eddie pooped at 2'")
        // The owner of the bottle is a baby too: two babies in one line.
        let twins = CommandParser(knownNames: ["Eddie", "Mia"], peopleNames: [], selectedBaby: "Eddie")
        XCTAssertThrowsError(try twins.parse("Mia drank Eddie's bottle"))
        XCTAssertThrowsError(try twins.parse("Eddie ate Mia's banana"))
        // A baby named as a word is that word after a subject or an eating verb.
        let words = CommandParser(knownNames: ["Eddie", "May", "Hope", "Summer"], peopleNames: [], selectedBaby: "Eddie")
        for line in ["she may have pooped", "I hope she sleeps", "had summer squash"] { XCTAssertThrowsError(try words.parse(line), line) }
        XCTAssertEqual(try words.parse("May pooped").babyName, "May")
        XCTAssertEqual(try words.parse("fed May 4oz").babyName, "May")
        // The baby's own clause is what to say; a person the speaker has is whose event it was.
        XCTAssertEqual(refusal("the nanny said she pooped")?.message, "Hush logs Eddie's events, not the nanny's; if it was Eddie's, say 'Eddie pooped'")
        XCTAssertEqual(refusal("my son fell asleep")?.message, "Hush logs Eddie's events, not my son's; if it was Eddie's, say 'Eddie fell asleep'")
        XCTAssertEqual(refusal("my nap was 20 min")?.message, "Hush logs Eddie's events, not yours; if it was Eddie's, say 'Eddie's nap was 20 min'")
    }

    func refusal(_ line: String) -> ParseError? {
        do {
            _ = try parser.parse(line)
            return nil
        } catch {
            return error as? ParseError
        }
    }

    func testACaregiverDoingACaregivingActIsAccepted() throws {
        XCTAssertEqual(try meaning("I fed her 4oz"), try meaning("fed her 4oz"))
        // "her bottle", "her banana": the baby's things, eaten or drunk by someone else.
        for line in ["the dog drank her bottle", "I drank 2oz of her bottle", "dad ate her banana", "I ate her food", "I drank her milk"] {
            guard case .notTheBaby? = refusal(line) else { return XCTFail("'\(line)' must be refused as not the baby's") }
        }
        XCTAssertEqual(try meaning("dad fed her banana"), try meaning("fed her banana"))
        XCTAssertEqual(try meaning("she drank her bottle"), try meaning("drank the bottle"))
        XCTAssertEqual(try meaning("we changed his wet diaper"), try meaning("changed his wet diaper"))
        XCTAssertEqual(try meaning("I gave her a bottle"), try meaning("gave her a bottle"))
        XCTAssertEqual(try meaning("I made a 4oz bottle"), try meaning("made a 4oz bottle"))
        XCTAssertEqual(try meaning("I nursed on the left for 10 minutes"), try meaning("nursed on the left for 10 minutes"))
        XCTAssertEqual(try meaning("dad put her down at 2pm"), try meaning("put her down at 2pm"))
        XCTAssertEqual(try meaning("i am feeding her"), "feeding-start at=now")
        XCTAssertEqual(try meaning("Eddie pooped"), "diaper contents=dirty at=now baby=Eddie")
        XCTAssertEqual(try meaning("mom nursed on the left for 10 minutes"), try meaning("nursed on the left for 10 minutes"))
    }

    func testHedgesAndWishesAreNotEvents() {
        refused("maybe a wet diaper", with: .hedged("maybe", SourceRange(start: 0, end: 5)))
        refused("wet diaper maybe", with: .hedged("maybe", SourceRange(start: 11, end: 16)))
        refused("I think she pooped", with: .hedged("think", SourceRange(start: 2, end: 7)))
        refused("not sure she pooped", with: .hedged("not sure", SourceRange(start: 0, end: 8)))
        refused("almost asleep", with: .hedged("almost", SourceRange(start: 0, end: 6)))
        refused("tried to nap", with: .hedged("tried", SourceRange(start: 0, end: 5)))
        refused("wants a bottle", with: .notYet("wants", SourceRange(start: 0, end: 5)))
        refused("needs a diaper change", with: .notYet("needs", SourceRange(start: 0, end: 5)))
        refused("she is hungry", with: .notYet("hungry", SourceRange(start: 7, end: 13)))
        refused("time for a nap", with: .notYet("time for", SourceRange(start: 0, end: 8)))
        refused("about to fall asleep", with: .notYet("about to", SourceRange(start: 0, end: 8)))
        XCTAssertEqual(ParseError.hedged("maybe", SourceRange(start: 0, end: 5)).message,
                       "'maybe' says it may not have happened, and Hush logs only what did; say it plainly once you know")
    }

    func testImpossibleNumbersAreErrorsAtTheirColumn() throws {
        refused("ate -4oz", with: .impossibleNumber("-4oz", why: "an amount or a length is never negative", SourceRange(start: 4, end: 8)))
        refused("slept for -10 minutes", with: .impossibleNumber("-10", why: "an amount or a length is never negative", SourceRange(start: 10, end: 13)))
        refused("ate 0 oz", with: .impossibleNumber("0 oz", why: "an amount must be more than zero", SourceRange(start: 4, end: 8)))
        refused("made a 0oz bottle", with: .impossibleNumber("0oz", why: "an amount must be more than zero", SourceRange(start: 7, end: 10)))
        refused("slept for 0 minutes", with: .impossibleNumber("for 0 minutes", why: "a length must be more than zero", SourceRange(start: 6, end: 19)))
        // A span's dash and "nothing left" stay what they were.
        XCTAssertEqual(try meaning("finished, 0 left"), "feeding-finish left=0 at=now")
        XCTAssertEqual(try meaning("napped 1-2pm"), try meaning("napped from 1 to 2pm"), "a span's dash is no minus sign")
    }

    func testHomophonesOnlyWhereAnAmountOrASideIsExpected() throws {
        // An amount's homophone is refused where it stands; it was read as the number.
        for line in ["ate for oz", "drank too ounces", "ate ate ounces"] {
            XCTAssertTrue((try? parser.parse(line)) == nil, line)
        }
        XCTAssertEqual(try meaning("nursed on the write side for 10 minutes"), try meaning("nursed on the right side for 10 minutes"))
        // Elsewhere they are what they are: "for" a filler, "write" no side.
        XCTAssertEqual(try meaning("wet diaper for Eddie"), "diaper contents=wet at=now baby=Eddie")
        XCTAssertThrowsError(try parser.parse("write"))
    }

    func testAnUnlikelyEventIsConfirmedByAFinalYes() throws {
        XCTAssertTrue(try parser.parse("slept 18 hours yes").confirmed)
        XCTAssertTrue(try parser.parse("slept 18 hours, yes").confirmed)
        XCTAssertFalse(try parser.parse("slept 18 hours").confirmed)
        XCTAssertEqual(try meaning("slept 18 hours yes"), try meaning("slept 18 hours") + " yes")
    }

    func testANoteKeepsAFinalYesAsItsText() throws {
        // A note is logged as an event phrase, but its text is kept as typed: the last "yes" is not a confirmation.
        XCTAssertFalse(try parser.parse("note she said yes").confirmed)
        XCTAssertEqual(try meaning("note she said yes"), "note text=she said yes")
        XCTAssertEqual(try meaning("note medication: vitamin D yes"), "note category=Medication text=vitamin D yes")
    }
}

import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushServices
@testable import HushKit
@testable import HushRendering
import XCTest

/// Lines that describe an event ("it was dirty", "he only drank 3 oz"), told minutes after one of its
/// kind: refused with the edit and the line for another, never logged as a second diaper or bottle. Told
/// with nothing of their kind just before, they log as they always did.
final class RetoldEventTests: XCTestCase {
    /// 3 PM New York time on 2026-01-02.
    static let three = Date(timeIntervalSince1970: 1_767_384_000)

    func run(_ lines: [String]) throws -> (answers: [String], events: Int) { try Self.run(lines) }

    /// ``SpokenTurnsTests/run(_:)``, counting the events stored after.
    static func run(_ lines: [String]) throws -> (answers: [String], events: Int) {
        let (answers, events) = try SpokenTurnsTests.run(lines)
        return (answers, events.count)
    }

    func testADiaperDescribedJustAfterOneIsRefusedWithBothWaysOn() throws {
        for line in ["it was dirty", "the diaper was dirty", "it's dirty", "her diaper was dirty", "diaper's dirty", "it is dirty"] {
            let (answers, events) = try run(["wet diaper", line])
            XCTAssertEqual(events, 1, line)
            XCTAssertEqual(answers[1], "error: a diaper (pee) was logged at 3:00 PM; if this is that one, say 'last diaper was dirty', "
                           + "or 'last diaper was both'; if it is another, say 'another dirty diaper'", line)
        }
        // Told again as it was: nothing to change.
        XCTAssertEqual(try run(["wet diaper", "the diaper was wet"]).answers[1],
                       "error: a diaper (pee) was logged at 3:00 PM; if this is that one, it is logged already; if it is another, say 'another wet diaper'")
        // What adds to the diaper just told, or points at it, describes it too.
        for line in ["it had poop in it", "there was poop", "poop in it", "the diaper had poop", "and poop", "also dirty", "with poo",
                     "was dirty", "a dirty one", "he was dirty", "Eddie was dirty", "the baby was dirty"] {
            XCTAssertEqual(try run(["wet diaper", line]).events, 1, line)
        }
        // Each way out does what it says.
        XCTAssertEqual(try run(["wet diaper", "it was both", "last diaper was both"]).events, 1)
        XCTAssertEqual(try run(["wet diaper", "it was both", "another pee and poop"]).events, 2)
    }

    func testABottleDescribedJustAfterOneIsRefused() throws {
        let (answers, events) = try run(["ate 4oz", "he only drank 3 oz"])
        XCTAssertEqual(events, 1)
        XCTAssertEqual(answers[1], "error: a 4 oz bottle (4 oz drunk) was logged at 3:00 PM; if this is that one, say 'last bottle had 1 oz left'; "
                       + "if it is another, say 'ate another 3 oz bottle'")
        XCTAssertEqual(try run(["ate 4oz", "she drank only 3 oz", "last bottle had 1 oz left"]).events, 1)
        XCTAssertEqual(try run(["ate 4oz", "she only had 3 oz", "ate another 3 oz bottle"]).events, 2)
        for line in ["she ate 3 oz only", "drank just 3 oz", "only ate three ounces", "she only drank about 3 oz"] {
            XCTAssertEqual(try run(["ate 4oz", line]).events, 1, line)
        }
        // Said in the other unit, what was left is told in the bottle's own.
        XCTAssertEqual(try run(["ate 4oz", "she only drank 90 ml"]).answers[1], "error: a 4 oz bottle (4 oz drunk) was logged at 3:00 PM; "
                       + "if this is that one, say 'last bottle had 0.96 oz left'; if it is another, say 'ate another 90 ml bottle'")
    }

    func testABreastFeedDescribedJustAfterOneIsRefused() throws {
        // Logged, each was a second feed over the first.
        let (answers, events) = try run(["fed left 10 min", "it's left 15 min"])
        XCTAssertEqual(events, 1)
        XCTAssertEqual(answers[1], "error: a left breast feed of 10 min was logged at 3:00 PM; if this is that one, say 'last breast feed started at 2:45 PM'; "
                       + "it runs into that one, so it is no other")
        XCTAssertEqual(try run(["fed left 10 min", "she only nursed 15 min on the left"]).events, 1)
        // The ways out, typed as offered: one feed, as said.
        XCTAssertEqual(try run(["fed left 10 min", "it's left 15 min", "last breast feed started at 2:45 PM"]).events, 1)
        XCTAssertEqual(try run(["fed left 10 min", "+20", "it's left 15 min"]).answers[1], "error: a left breast feed of 10 min was logged at 3:00 PM; "
                       + "if this is that one, say 'last breast feed started at 2:45 PM'; if it is another, say 'nursed left from 2026-01-02 3:07pm to 2026-01-02 3:22pm'")
        XCTAssertEqual(try run(["fed left 10 min", "+20", "it's left 15 min", "nursed left from 2026-01-02 3:07pm to 2026-01-02 3:22pm"]).events, 2)
        // Another side said, the feed is changed by taking it away and saying it again.
        XCTAssertTrue(try run(["fed left 10 min", "she only nursed 15 min on the right"]).answers[1].contains("say 'delete the last breast feed', then 'nursed right from"))
    }

    func testTheOtherSideDescribedIsOfferedAsOneFeed() throws {
        // "and right 10 minutes" after "nursed left 15 min": offered as the new side alone, typed it lost the first.
        let (answers, _) = try run(["nursed left 15 min", "and right ten minutes"])
        XCTAssertTrue(answers[1].contains("say 'delete the last breast feed', then 'fed left 15 min then right 10 min'"), answers[1])
        XCTAssertEqual(try run(["nursed left 15 min", "and right ten minutes", "delete the last breast feed", "fed left 15 min then right 10 min"]).events, 1)
    }

    func testFeedsByBreastDoNotRunIntoEachOther() throws {
        // Said twice, or the other side said just after: both were logged, over each other.
        XCTAssertEqual(try run(["nursed left 15 min", "nursed left 15 min"]).events, 1)
        let (answers, events) = try run(["nursed left 15 min", "nursed right 15 min"])
        XCTAssertEqual(events, 1)
        XCTAssertEqual(answers[1], "error: that runs into the left breast feed from 2:45 PM to 3:00 PM; one feed at a time; if both sides were one feed, "
                       + "say 'delete the last breast feed', then 'fed left 15 min then right 15 min'")
        // The way out, typed as offered: one feed of both sides.
        XCTAssertEqual(try run(["nursed left 15 min", "nursed right 15 min", "delete the last breast feed", "fed left 15 min then right 15 min"]).events, 1)
        // The next side told when it ends, or a minute or two late, is a feed of its own.
        XCTAssertEqual(try run(["fed left 10 min", "+8", "fed right 10 min"]).events, 2)
        XCTAssertEqual(try run(["fed left 10 min", "+8", "fed right 12 min"]).events, 2)
        XCTAssertEqual(try run(["fed left 10 min", "+8", "fed right 13 min"]).events, 1)
    }

    func testASleepDescribedJustAfterOneIsRefused() throws {
        // "the nap was 45 minutes" just after a nap was told was a second nap, ending now.
        let (answers, events) = try run(["napped from 12 to 1", "the nap was 45 minutes"])
        XCTAssertEqual(events, 1)
        XCTAssertEqual(answers[1], "error: a sleep from 12:00 PM to 1:00 PM was logged at 1:00 PM; if this is that one, say 'last sleep ended at 12:45 PM'; "
                       + "if it is another, say 'napped from 2026-01-02 2:17pm to 2026-01-02 3:02pm'")
        XCTAssertEqual(try run(["napped from 12 to 1", "the nap was 45 minutes", "last sleep ended at 12:45 PM"]).events, 1)
        // Told long after, it is a nap of its own.
        XCTAssertEqual(try run(["napped from 11 to 12", "+60", "the nap was 45 minutes"]).events, 2)
        // "only slept 20 min" is less than the nap told.
        XCTAssertEqual(try run(["napped from 12 to 1", "he only slept 20 min"]).answers[1],
                       "error: a sleep from 12:00 PM to 1:00 PM was logged at 1:00 PM; if this is that one, say 'last sleep ended at 12:20 PM'; "
                       + "if it is another, say 'napped from 2026-01-02 2:42pm to 2026-01-02 3:02pm'")
        XCTAssertEqual(try run(["napped from 12 to 1", "only napped for 40 minutes"]).events, 1)
    }

    func testASleepDescribedThatRunsIntoTheLastOneIsOfferedItsEdit() throws {
        // 2:20 to 2:50 told at 3:00, then "45 minutes" at 3:02: ending 45 minutes after its start would be
        // ahead of now, so the edit moves the start; it was refused as "one sleep at a time", with no edit.
        let (answers, events) = try run(["napped from 2:20 to 2:50", "the nap was 45 minutes"])
        XCTAssertEqual(events, 1)
        XCTAssertEqual(answers[1], "error: a sleep from 2:20 PM to 2:50 PM was logged at 2:50 PM; if this is that one, say 'last sleep started at 2:05 PM'; "
                       + "it runs into that one, so it is no other")
        let typed = try run(["napped from 2:20 to 2:50", "the nap was 45 minutes", "last sleep started at 2:05 PM", "today"])
        XCTAssertEqual(typed.events, 1)
        XCTAssertTrue(typed.answers[3].contains("2:05 PM  Nap · 45m"), typed.answers[3])
        // A sleep described that runs into an older one than the last is refused as before.
        XCTAssertTrue(try run(["napped from 1 to 2", "napped from 2:20 to 2:30", "the nap was 80 minutes"]).answers[2].contains("one sleep at a time"))
    }

    func testContentsAloneJustAfterADiaperAreThatDiaper() throws {
        let (answers, events) = try run(["wet diaper", "both"])
        XCTAssertEqual(events, 1)
        XCTAssertEqual(answers[1], "error: a diaper (pee) was logged at 3:00 PM; if this is that one, say 'last diaper was both'; "
                       + "if it is another, say 'another pee and poop'")
        XCTAssertEqual(try run(["wet diaper", "only pee"]).events, 1)
        XCTAssertEqual(try run(["wet diaper", "both please"]).events, 1)
        // "and poop" adds to the pee: only "both" says that.
        XCTAssertEqual(try run(["wet diaper", "and poop"]).answers[1], "error: a diaper (pee) was logged at 3:00 PM; if this is that one, "
                       + "say 'last diaper was both'; if it is another, say 'another dirty diaper'")
        XCTAssertEqual(try run(["wet diaper", "both 5 min ago"]).events, 1)
        XCTAssertEqual(try run(["wet diaper", "just poop"]).events, 1)
        // Alone, or after something else, they log; "poop" alone is a diaper told, whatever came before.
        XCTAssertEqual(try run(["both"]).events, 1)
        XCTAssertEqual(try run(["ate 4oz", "only pee"]).events, 2)
        XCTAssertEqual(try run(["wet diaper", "poop"]).events, 2)
    }

    func testTheLastOneToldJustNowCountsWhateverItsTime() throws {
        // Logged a minute ago for 2 PM, an hour before: "it" is still that diaper.
        XCTAssertEqual(try run(["wet diaper at 2pm", "it was dirty"]).events, 1)
        XCTAssertEqual(try run(["wet diaper 25 min ago", "it was dirty"]).events, 1)
        // A time said places the line's event by itself: three hours after the one told, it is another.
        XCTAssertEqual(try run(["ate 4 oz at noon", "he only had 3 oz at 3pm"]).events, 2)
    }

    func testADescriptionWithNothingOfItsKindJustBeforeLogs() throws {
        // Half an hour and more after the last one, a different kind before, or nothing before: logged.
        XCTAssertEqual(try run(["dirty diaper", "+40", "the diaper was wet"]).events, 2)
        XCTAssertEqual(try run(["dirty diaper 40 min ago", "+30", "the diaper was wet"]).events, 2)
        XCTAssertEqual(try run(["ate 4oz", "it was dirty"]).events, 2)
        XCTAssertEqual(try run(["wet diaper", "he only drank 3 oz"]).events, 2)
        XCTAssertEqual(try run(["it was only pee"]).events, 1)
        // Reported, not described: two diapers two minutes apart are both logged; "again" says another.
        XCTAssertEqual(try run(["wet diaper", "dirty diaper", "another wet diaper", "it was dirty again", "and now he pooped",
                                "changed a dirty one"]).events, 6)
        // More drunk is more milk, which a second bottle counts rightly.
        XCTAssertEqual(try run(["ate 4oz", "also drank 2 oz", "and ate 2oz"]).events, 3)
        // "only" of what was drunk, not how much: a bottle of formula.
        XCTAssertEqual(try run(["ate 4oz", "she only had formula, 3 oz"]).events, 2)
    }

    func testWordsThatDescribe() throws {
        func described(_ line: String) -> String? {
            EventDescription.words(in: Lexer.tokens(in: line)).map { range in
                let characters = Array(line)
                return String(characters[range.start..<range.end])
            }
        }
        XCTAssertEqual(described("it was dirty"), "it was")
        XCTAssertEqual(described("so it's wet"), "it's")
        XCTAssertEqual(described("the nappy was wet"), "the nappy was")
        XCTAssertEqual(described("Eddie's diaper was wet"), "Eddie's diaper was")
        XCTAssertEqual(described("he only drank 3 oz"), "only")
        XCTAssertEqual(described("drank only 3 oz"), "only")
        XCTAssertEqual(described("ate 3 oz only"), "only")
        XCTAssertEqual(described("she pooped in it"), "in it")
        XCTAssertEqual(described("and poop"), "and")
        XCTAssertEqual(described("both"), "both")
        XCTAssertEqual(described("only pee"), "only pee")
        XCTAssertEqual(described("just poop"), "poop")
        XCTAssertEqual(described("he only slept 20 min"), "only")
        XCTAssertEqual(described("only napped for 40 minutes"), "only")
        for line in ["wet diaper", "dirty diaper at 2", "ate 4oz", "she just drank 3oz", "only child", "the only diaper", "poop", "pee and poop",
                     "she only had formula", "it was dirty again", "and another wet diaper", "one wet diaper"] {
            XCTAssertNil(described(line), line)
        }
    }
}

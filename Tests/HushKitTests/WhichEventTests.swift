import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushServices
@testable import HushKit
import XCTest

/// Lines that act on an event already logged must act on the one meant: of two bottles made, the one
/// named; of a feed and a bottle not yet given, the feed; of a pump with each side's amount, nothing
/// lost. Where which one is not said and it matters, the line is refused with the words that say it.
final class WhichEventTests: XCTestCase {
    func run(_ lines: [String]) throws -> (answers: [String], events: Int) { try RetoldEventTests.run(lines) }

    func testOfTwoBottlesMadeTheLineSaysWhich() throws {
        // "feeding" took the older 5 oz bottle, and "he finished it" logged 5 oz drunk from the 4 oz one given.
        let (answers, _) = try run(["made a 5oz bottle", "made a 4oz bottle", "feeding", "finished, 1 oz left", "discard the bottle"])
        XCTAssertEqual(answers[2], "error: 2 bottles are prepared, 5 oz made at 3:00 PM and 4 oz made at 3:02 PM; say which: "
                       + "'feeding the 5oz bottle' or 'feeding the 4oz bottle'")
        XCTAssertTrue(answers[3].hasSuffix("say which: 'feeding the 5oz bottle' or 'feeding the 4oz bottle', then say what was left again"), answers[3])
        XCTAssertTrue(answers[4].hasSuffix("say which: 'discard the 5oz bottle' or 'discard the 4oz bottle'"), answers[4])
        // Each way offered, typed.
        let fed = try run(["made a 5oz bottle", "made a 4oz bottle", "feeding the 4oz bottle", "finished, 1 oz left", "discard the 5oz bottle", "today"])
        XCTAssertTrue(fed.answers[3].hasPrefix("Finished the 4 oz bottle"), fed.answers[3])
        XCTAssertTrue(fed.answers[4].hasPrefix("Discarded the 5 oz bottle"), fed.answers[4])
        XCTAssertTrue(fed.answers[5].contains("Bottle · 4 oz · drank 3 oz"), fed.answers[5])
        // Bottles of one size are not told apart by anything logged: the older is taken, as before.
        XCTAssertTrue(try run(["made a 4oz bottle", "made a 4oz bottle", "feeding"]).answers[2].hasPrefix("Started feeding the 4 oz bottle"))
        // One being fed is the one finished.
        XCTAssertTrue(try run(["made a 5oz bottle", "made a 4oz bottle", "feeding the 5oz bottle", "made a 6oz bottle", "finished"]).answers[4]
            .hasPrefix("Finished the 5 oz bottle"))
        XCTAssertThrowsError(try CommandParser().parse("discard the 5 bottle"))
    }

    func testTheLastFeedIsNoBottleNotYetGiven() throws {
        // "last feed was 3oz" changed the bottle just made, and left the feed at 4 oz.
        let (answers, _) = try run(["ate 4oz", "made a 5oz bottle", "last feed was 3oz", "today"])
        XCTAssertTrue(answers[2].hasPrefix("Changed the 4 oz bottle"), answers[2])
        XCTAssertTrue(answers[3].contains("Bottle · 5 oz · prepared"), answers[3])
        XCTAssertTrue(answers[3].contains("Bottle · 3 oz · drank 3 oz"), answers[3])
        // A bottle being fed is a feed; "last bottle" is still any bottle.
        XCTAssertTrue(try run(["made a 5oz bottle", "feeding", "delete the last feed"]).answers[2].hasPrefix("Deleted the 5 oz bottle"))
        XCTAssertTrue(try run(["ate 4oz", "made a 5oz bottle", "last bottle was 6oz"]).answers[2].hasPrefix("Changed the 5 oz bottle"))
    }

    func testAPumpsSidesAreNotLostToANewTotal() throws {
        let (answers, events) = try run(["pumped 2oz left and 2.5oz right", "last pump was 5oz", "last pump was 4.5oz", "delete the last pump",
                                         "pumped 2oz left and 3oz right"])
        XCTAssertEqual(events, 1)
        XCTAssertEqual(answers[1], "error: this pump was 2oz left and 2.5oz right; a new total would lose its sides, so say 'delete the last pump', "
                       + "then the session again with each side's amount ('pumped 2oz left and 2.5oz right' with the amounts changed)")
        XCTAssertTrue(answers[2].hasPrefix("Changed"), answers[2])
        XCTAssertEqual(answers[4], "Pumped 5 oz (left 2, right 3) at 3:08 PM")
        // A pump with one total changes as before.
        XCTAssertTrue(try run(["pumped 4oz", "last pump was 5oz"]).answers[1].hasPrefix("Changed"))
    }

    func testTheRestOfTheBottleIsAllOfIt() throws {
        for line in ["he had the rest of the bottle", "took the rest of it", "drank the rest"] {
            XCTAssertTrue(try run(["made a 5oz bottle", line]).answers[1].hasSuffix("drank all 5 oz"), line)
        }
        XCTAssertThrowsError(try CommandParser().parse("had a rest"))
    }

    func testASleepsStartOrEndToldAgainIsOfferedItsEdit() throws {
        // "he fell asleep at 2:45" while the sleep begun at 3:00 runs was refused with "say 'woke up'",
        // which ended a sleep the baby was still in.
        let running = try run(["fell asleep", "+4", "he fell asleep at 2:45", "last sleep started at 2:45 PM", "fell asleep at 3:05", "today"])
        XCTAssertEqual(running.answers[1], "error: Eddie is already asleep, since 3:00 PM; if the sleep began at 2:45 PM, say 'last sleep started at 2:45 PM'")
        XCTAssertTrue(running.answers[3].hasSuffix("if Eddie woke in between, end that sleep first ('woke up at …')"), running.answers[3])
        XCTAssertEqual(running.events, 1)
        XCTAssertTrue(running.answers[4].contains("2:45 PM  Started 2:45 PM"), running.answers[4])
        // "he woke up at 2:30" after a nap that ended at 2:40: its end, changed.
        let ended = try run(["napped from 2 to 2:40", "he woke up at 2:30", "last sleep ended at 2:30 PM", "woke up", "today"])
        XCTAssertEqual(ended.answers[1], "error: Eddie isn't asleep: the last sleep ended at 2:40 PM; if it ended at 2:30 PM, say 'last sleep ended at 2:30 PM'")
        XCTAssertEqual(ended.answers[3], "error: Eddie isn't asleep; to log a past sleep say 'napped from 1 to 2:30pm' or 'slept 45 min'")
        XCTAssertTrue(ended.answers[4].contains("2:00 PM  Nap · 30m"), ended.answers[4])
        // "went down at 1 and woke at 3:30" while the sleep begun at 1 runs: that sleep, ended.
        let told = try run(["fell asleep at 1", "+60", "went down at 1 and woke at 3:30", "today"])
        XCTAssertEqual(told.events, 1)
        XCTAssertTrue(told.answers[1].hasPrefix("Ended sleep (2h 30m)"), told.answers[1])
        // Another day's start is written as a line reads it; one that would run into a sleep before is not offered.
        XCTAssertTrue(try run(["fell asleep", "+4", "he fell asleep at 2:45pm yesterday"]).answers[1].hasSuffix("say 'last sleep started at yesterday 2:45pm'"))
        XCTAssertFalse(try run(["napped from 1pm to 1:30pm", "fell asleep at 2:30", "he fell asleep at 1:15"]).answers[2].contains("last sleep started"))
                // A span of another sleep still runs into it.
        XCTAssertTrue(try run(["fell asleep at 1", "+60", "napped from 1:30 to 2"]).answers[1].contains("one sleep at a time"))
    }

    func testAFeedBegunIsEndedByItsEnd() throws {
        // "done nursing" after "nursing left" was refused with "say 'nursed left 15 min'", which logged a
        // second feed beside the first.
        let (answers, events) = try run(["nursing left", "+13", "done nursing", "done nursing", "last breast feed ended at 3:12 PM", "today"])
        XCTAssertEqual(events, 1)
        XCTAssertEqual(answers[1], "Ended the left breast feed, 15m (3:00 PM – 3:15 PM)")
        XCTAssertEqual(answers[2], "error: the last breast feed, 3:00 PM – 3:15 PM, has ended; to change its end, say 'last breast feed ended at 3:17 PM'")
        XCTAssertTrue(answers[4].contains("3:00 PM  Left breast · 12 min"), answers[4])
        XCTAssertTrue(try run(["both sides starting right", "+20", "finished nursing at 3:12"]).answers[1].hasPrefix("Ended the breast feed on both sides (R+L), 12m"))
        // Nothing begun lately: how to log a feed whole.
        XCTAssertTrue(try run(["done nursing"]).answers[0].contains("no breast feed was begun in the last 6 hours"))
        XCTAssertTrue(try run(["nursing left", "+420", "done nursing"]).answers[1].contains("no breast feed was begun"))
    }

    func testOfTwoBottlesTheExactOneNamedAndTheOneNotBeingFedIsThrownAway() throws {
        // 120 ml is shown as 4 oz: "the 4oz bottle" took it, made first, over the one made as 4 oz.
        XCTAssertTrue(try run(["made a 120ml bottle", "made a 4oz bottle", "feeding the 4oz bottle"]).answers[2].hasPrefix("Started feeding the 4 oz bottle"))
        // Two alike, one being fed: the other is thrown away.
        let thrown = try run(["made a 5oz bottle", "feeding", "made a 5oz bottle", "discard the 5oz bottle", "today"])
        XCTAssertTrue(thrown.answers[3].hasPrefix("Discarded the 5 oz bottle made at 3:04 PM"), thrown.answers[3])
        // Finished after it expired: asked when, or thrown away.
        let late = try run(["made a 5oz bottle", "+120", "had the rest of the bottle", "finished at 4:55 PM"])
        XCTAssertEqual(late.answers[1], "error: the 5 oz bottle made at 3:00 PM expired at 5:00 PM; if it was drunk before then, say when it was finished "
                       + "(for example 'finished at 5:00 PM'), or throw it away ('discard the bottle')")
        XCTAssertTrue(late.answers[2].hasPrefix("Finished the 5 oz bottle at 4:55 PM"), late.answers[2])
        // "last feed started at 2:50" of a bottle fed from: when its feed began.
        let started = try run(["made a 5oz bottle", "+10", "feeding", "last feed started at 3:05", "today"])
        XCTAssertEqual(started.answers[2], "Changed the 5 oz bottle: now 3:00 PM, fed from 3:05 PM, 5 oz, was 3:00 PM, fed from 3:12 PM, 5 oz")
    }

    func testNoBottleOpenSaysWhatWasJustLogged() throws {
        // "there was half an ounce left" after a bottle finished offered "ate 4oz, 0.5 left", a second bottle.
        let (answers, events) = try run(["made a 4oz bottle", "finished", "there was half an ounce left", "he finished the bottle", "last bottle had 0.5 oz left"])
        XCTAssertEqual(events, 1)
        XCTAssertEqual(answers[2], "error: the last bottle, 4 oz finished at 3:02 PM with 0 oz left, has ended; to change what was left, say 'last bottle had 0.5 oz left'")
        XCTAssertEqual(answers[3], "error: the last bottle, 4 oz finished at 3:02 PM with 0 oz left, has ended; it is logged already; "
                       + "if it was another, say 'ate another 4 oz bottle'")
        XCTAssertTrue(answers[4].hasPrefix("Changed the 4 oz bottle"), answers[4])
        // A breast feed begun: "finished" with no bottle named ends it.
        XCTAssertEqual(try run(["nursing left", "finished"]).answers[1], "Ended the left breast feed, 2m (3:00 PM – 3:02 PM)")
        XCTAssertTrue(try run(["finished"]).answers[0].hasPrefix("error: no bottle is prepared; say 'made a 4oz bottle' first"))
    }

    func testAFeedEndedAfterAnotherFeedBeganIsAskedWhen() throws {
        let (answers, _) = try run(["nursing left at 2:30", "ate 2oz", "done nursing", "finished nursing at 3:00"])
        XCTAssertEqual(answers[2], "error: a 2 oz bottle was logged at 3:02 PM, after this feed began at 2:30 PM; say when it ended "
                       + "(for example 'finished nursing at 3:02 PM')")
        XCTAssertEqual(answers[3], "Ended the left breast feed, 30m (2:30 PM – 3:00 PM)")
    }

    func testADiaperOrBottleToldAgainAtItsMinuteIsThatOne() throws {
        // Told late with its time, the same diaper or bottle as one at that minute was logged twice.
        let (answers, events) = try run(["poop at 2", "he pooped at two", "another dirty diaper at 2pm", "ate 4oz at 1", "he had four ounces at one"])
        XCTAssertEqual(events, 3)
        XCTAssertEqual(answers[1], "error: a diaper (poop) was logged at 2:00 PM; if this is that one, it is logged already; if it is another, "
                       + "say 'another dirty diaper at 2pm'")
        XCTAssertTrue(answers[4].hasSuffix("say 'ate another 4 oz bottle at 1pm'"), answers[4])
        // Part of a diaper told at its minute is that diaper; five minutes and more apart, other contents, or no time said: logged.
        XCTAssertTrue(try run(["both at 2", "poop at 2:03"]).answers[1].hasSuffix("say 'another dirty diaper at 2:03pm'"))
        XCTAssertEqual(try run(["poop at 2", "poop at 2:05", "wet diaper at 2", "poop"]).events, 4)
    }

    func testTheLastOfTwoToldAtOnceIsAsked() throws {
        // "move the last diaper to 11:30" just after "he peed at eleven" moved the 2 PM poop.
        let (answers, _) = try run(["poop at 2", "+30", "he peed at eleven", "move the last diaper to 11:30", "move #1 to 11:30", "today"])
        XCTAssertEqual(answers[2], "error: the last diaper in time is #2, the diaper (poop) at 2:00 PM, and the one told just now is #1, "
                       + "the diaper (pee) at 11:00 AM; say which by its number (for example 'move #1 to 2pm' or 'delete #1')")
        XCTAssertTrue(answers[4].contains("11:30 AM  Pee"), answers[4])
        // Told long ago, "the last" is the latest in time, as before.
        XCTAssertTrue(try run(["wet diaper at 11", "+30", "poop at 2", "+20", "delete the last diaper"]).answers[2].hasPrefix("Deleted the diaper (poop)"))
    }

    func testASleepByItsLengthOverOtherEventsIsAskedWhen() throws {
        // "slept nine hours" at 3 PM ran from 6 AM over the noon bottle.
        let (answers, events) = try run(["ate 4oz at noon", "slept nine hours", "slept 9 hours at 9pm yesterday"])
        XCTAssertEqual(events, 2)
        XCTAssertEqual(answers[1], "error: ending now, a sleep of 9h 0m would begin at 6:02 AM, over the 4 oz bottle at 12:00 PM; say when it was, "
                       + "for example 'slept from 9pm to 6am' or 'slept 9h 0m at 9pm'")
        // A feed with its length under it for more than ten minutes is covered too.
        XCTAssertTrue(try run(["nursed left from 1:40 to 2:20", "slept 1 hour"]).answers[1].contains("over the left breast feed at 1:40 PM"))
        // A diaper changed on waking is the sleep's end told late.
        XCTAssertEqual(try run(["wet diaper", "slept 2 hours"]).events, 2)
    }

    func testTheNextSideBegunIsTheSameFeedOnBothSides() throws {
        // "nursing left", then "nursing right" ten minutes later, left the left feed a moment of 0 minutes;
        // then two feeds, which counted two and told the next side from the second.
        let (answers, events) = try run(["nursing left", "+8", "nursing right", "+8", "done nursing", "today", "how many feeds today", "which side next"])
        XCTAssertEqual(events, 1)
        XCTAssertEqual(answers[1], "Switched to the right side after 10m; the feed begun at 3:00 PM is on both sides (L+R); say 'done nursing' when it ends")
        XCTAssertEqual(answers[2], "Ended the breast feed on both sides (L+R), 20m (3:00 PM – 3:20 PM)")
        XCTAssertTrue(answers[3].contains("3:00 PM  Both (L→R) · 20 min"), answers[3])
        XCTAssertTrue(answers[4].hasPrefix("1 feed today"), answers[4])
        XCTAssertTrue(answers[5].hasPrefix("Start on the right side"), answers[5])
        // Switched again, it is on both sides already.
        XCTAssertEqual(try run(["nursing left", "nursing right", "nursing left"]).answers[2],
                       "error: the feed begun at 3:00 PM is logged on both sides already; to end it, say 'done nursing'")
        // The same side begun again within half an hour is the first told again; told whole over it, it is that one.
        XCTAssertEqual(try run(["nursing left", "nursing left"]).answers[1],
                       "error: a left breast feed was begun at 3:00 PM and has no end: it is logged already; to end it, say 'done nursing'")
        let whole = try run(["nursing left", "+13", "nursed left fifteen minutes", "finished nursing at 3:15"])
        XCTAssertEqual(whole.answers[1], "error: a feed was begun at 3:00 PM and has no end; if this is that one, say 'finished nursing at 3:15 PM'")
        XCTAssertEqual(whole.events, 1)
        // A feed with its length before does not end anything.
        XCTAssertEqual(try run(["nursed left 10 min", "+30", "nursing right"]).answers[1], "Logged right breast at 3:32 PM")
    }

    func testAFeedBegunIsGivenItsEndAndNothingRunsOverIt() throws {
        // "last breast feed ended at 3:20" of a feed begun at 3:00 moved it to 3:20, with no end.
        let edited = try run(["nursing left", "+23", "last breast feed ended at 3:20 PM", "today"])
        XCTAssertEqual(edited.answers[1], "Changed the left breast feed: now 3:00 PM – 3:20 PM, was 3:00 PM")
        // A whole feed after one begun, the first never ended: asked, both ways.
        XCTAssertEqual(try run(["nursing left", "+18", "nursed left 15 min"]).answers[1],
                       "error: a feed was begun at 3:00 PM and has no end; if this is that one, say 'finished nursing at 3:20 PM'; "
                       + "if it ended before this one, end it first ('finished nursing at 3:05 PM')")
        // Past half an hour, the same side begun is another feed; past what a feed runs, "done" asks when.
        let later = try run(["nursing left", "+43", "nursing left", "+60", "done nursing"])
        XCTAssertEqual(later.answers[1], "Logged left breast at 3:45 PM")
        XCTAssertTrue(later.answers[2].hasPrefix("Ended the left breast feed, 1h 2m"), later.answers[2])
        let long = try run(["nursing left", "+100", "done nursing", "finished nursing at 2:50"])
        XCTAssertTrue(long.answers[1].hasPrefix("error: the feed begun at 3:00 PM would run 1h 42m, longer than a feed lasts"), long.answers[1])
        XCTAssertEqual(long.answers[2], "error: the feed was begun at 3:00 PM, after 2:50 PM; say when it ended")
        // "went down at 1 and woke at 3:30" of the sleep logged at 1:10 keeps the start told; of one at 12, asks.
        XCTAssertEqual(try run(["fell asleep at 1:10", "+30", "went down at 1 and woke at 3:30"]).answers[1], "Ended sleep (2h 30m): 1:00 PM – 3:30 PM")
        XCTAssertTrue(try run(["fell asleep at 12", "+30", "went down at 1 and woke at 3:30"]).answers[1]
            .hasSuffix("if this is that sleep, say 'last sleep started at 1:00 PM', then 'woke up at 3:30 PM'; otherwise end it first ('woke up at …')"))
    }

    func testDoneAndSwitchedEndAFeedBegun() throws {
        // "done" after "nursing left" was "no bottle is prepared"; "switched to the right" a word Hush did not know.
        let (answers, events) = try run(["nursing left", "+8", "switched to the right", "+8", "done", "today"])
        XCTAssertEqual(events, 1)
        XCTAssertTrue(answers[1].hasPrefix("Switched to the right side after 10m"), answers[1])
        XCTAssertEqual(answers[2], "Ended the breast feed on both sides (L+R), 20m (3:00 PM – 3:20 PM)")
        // Naming the bottle, "finished the bottle" is no breast feed's end.
        XCTAssertTrue(try run(["nursing left", "finished the bottle"]).answers[1].contains("say 'done nursing'"))
        // With a bottle open and a feed begun, "done" is either: it finished the bottle and left the feed open. Asked.
        let both = try run(["made a 4oz bottle", "nursing left", "done", "finished the bottle", "done nursing"])
        XCTAssertEqual(both.answers[2], "error: a 4 oz bottle is open and a breast feed on the left was begun at 3:02 PM; say 'finished the bottle' or 'done nursing'")
        XCTAssertTrue(both.answers[3].hasPrefix("Finished the 4 oz bottle"), both.answers[3])
        XCTAssertTrue(both.answers[4].hasPrefix("Ended the left breast feed"), both.answers[4])
        XCTAssertThrowsError(try CommandParser().parse("we moved to the left"))
    }
}

import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushServices
@testable import HushKit
@testable import HushRendering
import XCTest

/// Whole spoken sentences a caregiver says mid-feed, mid-nap or between two babies: each read as meant,
/// or refused with the lines that say it, which are typed back here. Nothing is logged from a guess.
final class SpokenTurnsTests: XCTestCase {
    func run(_ lines: [String]) throws -> (answers: [String], events: [Event]) { try Self.run(lines) }

    /// Runs `lines` on a store holding Eddie, two minutes apart from 3 PM New York time ("+40" lets forty
    /// minutes pass); each answer's text, or any error's message, and the events stored after, oldest first.
    static func run(_ lines: [String]) throws -> (answers: [String], events: [Event]) {
        var answers: [String] = []
        var events: [Event] = []
        try InProcessSession.with(now: RetoldEventTests.three) { session, dispatcher in
            _ = try InProcessSession.run(dispatcher, "new baby Eddie born 2025-09-01")
            for line in lines {
                if line.hasPrefix("+"), let minutes = Double(line.dropFirst()) {
                    session.fixedNow = session.fixedNow!.addingTimeInterval(minutes * 60)
                    continue
                }
                do {
                    answers.append(try InProcessSession.run(dispatcher, line).text(style: TextStyle(enabled: false)))
                } catch {
                    answers.append("error: " + ((error as? DomainError)?.message ?? (error as? ParseError)?.message ?? "\(error)"))
                }
                session.fixedNow = session.fixedNow!.addingTimeInterval(120)
            }
            events = try session.store.allEvents().filter { !$0.isDeleted }.sorted { $0.start.utc < $1.start.utc }
        }
        return (answers, events)
    }

    func testAFeedBegunInWordsOfItsStart() throws {
        // "started nursing on the left" was refused as a feed to be logged whole; "nursing left" begins one.
        for line in ["started nursing on the left", "started breastfeeding on the left side", "feeding on the left", "we started on the left",
                     "she started nursing on the left"] {
            let (answers, events) = try run([line, "done nursing"])
            XCTAssertEqual(answers[0], "Logged left breast at 3:00 PM", line)
            XCTAssertEqual(answers[1], "Ended the left breast feed, 2m (3:00 PM – 3:02 PM)", line)
            XCTAssertEqual(events.count, 1, line)
        }
        // Without a side it is asked, and the way offered begins the feed.
        let (asked, _) = try run(["started nursing", "nursing left"])
        XCTAssertEqual(asked[0], "error: missing which side; for example 'nursing left' (a feed that starts now) or 'nursed left 15 min'")
        XCTAssertEqual(asked[1], "Logged left breast at 3:02 PM")
        // A start and a length is still a feed told whole, said otherwise.
        XCTAssertTrue(try run(["started nursing left for 10 min"]).answers[0].hasPrefix("error: 'started nursing': Hush logs a breast feed whole"))
    }

    func testSwitchedSidesBeginsTheOtherSideOfTheFeedBegun() throws {
        let (answers, events) = try run(["nursing left", "+8", "switched sides", "+10", "done nursing"])
        XCTAssertEqual(answers[1], "Switched to the right side after 10m; the feed begun at 3:00 PM is on both sides (L+R); say 'done nursing' when it ends")
        XCTAssertEqual(events.map { $0.data.breast }, [EventData.Breast(startedSide: .left, bothSides: true)])
        XCTAssertEqual(events.map { $0.end.map { Int($0.utc.timeIntervalSince(RetoldEventTests.three) / 60) } }, [22])
        for line in ["switched to the other side", "other side now", "she switched sides", "swapped sides"] {
            XCTAssertTrue(try run(["nursing right", line]).answers[1].hasPrefix("Switched to the left side after 2m"), line)
        }
        // No feed begun: the side is never guessed.
        let (none, nothing) = try run(["switched sides"])
        XCTAssertEqual(none[0], "error: no feed was begun on one side in the last hour to switch from; say the side: 'nursing left' or 'nursing right'")
        XCTAssertTrue(nothing.isEmpty)
        // Said outright, a switch forty minutes on is one (refused, "nursing right" typed back logged a second feed);
        // past an hour, the feed begun is asked about.
        XCTAssertTrue(try run(["nursing left", "+38", "switched sides"]).answers[1].hasPrefix("Switched to the right side after 40m"))
        XCTAssertTrue(try run(["nursing left", "+68", "switched sides"]).answers[1].hasPrefix("error: the feed begun at 3:00 PM is more than an hour old"))
        XCTAssertEqual(try run(["nursing left at 2:50", "switched sides at 2:45"]).answers[1],
                       "error: the feed was begun at 2:50 PM, after 2:45 PM; say when the sides were switched")
        // A side and a switch, or a length, say two things.
        XCTAssertTrue(try run(["nursing left", "switched sides to the right"]).answers[1].hasPrefix("error: 'switched sides' says the side"))
        XCTAssertTrue(try run(["nursing left", "switched sides 10 min"]).answers[1].hasPrefix("error: a switch of sides has no length"))
    }

    func testAFeedBegunBeforeALaterOneIsRefused() throws {
        // "started feeding on the left at 2:50" after a feed at 3:00 logged a feed with no end under it.
        let (answers, events) = try run(["nursed right 2 min", "started feeding on the left at 2:50", "nursed left from 2:50 to 2:58pm"])
        XCTAssertEqual(answers[1], "error: a feed was logged after it, at 2:58 PM; a feed begun then would run under that one: "
                       + "say how long it was ('nursed left from 2:50 PM to 2:58 PM')")
        XCTAssertEqual(answers[2], "Logged left breast, 8m (2:50 PM – 2:58 PM)")
        XCTAssertEqual(events.count, 2)
    }

    func testDownForTheNightStartsASleep() throws {
        XCTAssertEqual(try run(["he's down for the night"]).answers[0], "Started sleep at 3:00 PM")
        XCTAssertEqual(try run(["put her down for the night 10 min ago"]).answers[0], "Started sleep at 2:50 PM")
        // A bare hour beside it would be this morning's: refused as before.
        XCTAssertTrue(try run(["down for the night at 7"]).answers[0].hasPrefix("error: 'for the night' is not needed"))
    }

    func testALineThatTellsAndAsksLogsNothing() throws {
        // ToldAndAsked: "wet diaper did she poop" logged a pee and a poop; "she peed. did she poop today?"
        // answered the question and dropped the pee.
        for (line, told, asked) in [("wet diaper did she poop", "wet diaper", "did she poop"),
                                    ("she peed. did she poop today?", "she peed", "did she poop today?"),
                                    ("fell asleep. how long was his last nap?", "fell asleep", "how long was his last nap?"),
                                    ("poop, has he peed", "poop", "has he peed")] {
            let (answers, events) = try run([line, told, asked])
            XCTAssertEqual(answers[0], "error: this line tells and asks at once; say '\(told)', then ask '\(asked)'", line)
            XCTAssertFalse(answers[1].hasPrefix("error"), line)
            XCTAssertFalse(answers[2].hasPrefix("error"), line)
            XCTAssertEqual(events.count, 1, line)
        }
        // A question alone, or an event whose words hold "is" or "did", is as before.
        XCTAssertEqual(try run(["he is asleep", "she did a poop", "did she poop"]).events.count, 2)
    }

    func testAPronounAfterTheOtherBabyIsAsked() throws {
        // Mia selected; "Eddie fell asleep", then "he woke up" ended Mia's sleep.
        let (answers, events) = try run(["new baby Mia born 2025-12-01", "Mia fell asleep", "Eddie fell asleep", "he woke up",
                                         "Eddie woke up", "wet diaper", "last diaper was dirty"])
        // The program says the line again with the name ('he woke up for Eddie'); in process, the message's own example.
        XCTAssertTrue(answers[3].hasPrefix("error: which baby? Eddie or Mia; say the baby's name in the line"), answers[3])
        XCTAssertTrue(answers[4].hasPrefix("Eddie: Ended sleep"), answers[4])
        // A line with no pronoun is the selected baby's, as the guide says; an edit of "the last" after the
        // other baby's line is asked.
        XCTAssertTrue(answers[5].hasPrefix("Mia: Logged pee"), answers[5])
        XCTAssertFalse(answers[6].hasPrefix("error"), answers[6])
        XCTAssertEqual(events.filter { $0.kind == .sleep && $0.end == nil }.count, 1)
        let (edited, _) = try run(["new baby Mia born 2025-12-01", "Mia wet diaper", "Eddie wet diaper", "last diaper was dirty", "baby Eddie",
                                   "last diaper was dirty", "did he poop"])
        XCTAssertTrue(edited[3].hasPrefix("error: which baby? Eddie or Mia"), edited[3])
        // Selecting the baby says which.
        XCTAssertTrue(edited[5].hasPrefix("Eddie: Changed the diaper"), edited[5])
        XCTAssertTrue(edited[6].hasPrefix("Eddie: Yes"), edited[6])
    }

    func testSpansWithoutFromOrAcrossNoon() throws {
        XCTAssertEqual(try run(["napped 1 to 2:30"]).answers[0], "Logged sleep 1:00 PM – 2:30 PM (1h 30m)")
        XCTAssertEqual(try run(["nap 9 to 10"]).answers[0], "error: '9 to 10' says no am or pm; say 'from 9 to 10pm' or 'from 9 to 10am'")
        // At 11:40 AM "nap 11:30 to 12:45" logged last night's 11:30 PM – 12:45 AM.
        let (answers, events) = try run(["+1240", "nap 11:30 to 12:45", "napped from yesterday 11:30pm to 12:45am"])
        XCTAssertTrue(answers[0].hasPrefix("error: 'from 11:30 to 12:45' could be from yesterday 11:30pm to 12:45am, or 11:30am to 12:45pm, which has not ended yet"),
                      answers[0])
        XCTAssertEqual(answers[1], "Logged sleep Yesterday 11:30 PM – 12:45 AM (1h 15m)")
        XCTAssertEqual(events.count, 1)
    }

    func testQuestionsAreAnsweredAsAsked() throws {
        let (answers, events) = try run(["nursed right 15 min at 12:45", "napped from 12 to 1:05", "how long did he nap at noon",
                                         "did she nurse on the left today", "when did I last eat", "how long have I been awake",
                                         "when did I last feed him", "fell asleep", "awake?", "he up?", "asleep?"])
        // Clipped to the half hour around noon, the nap of 1h 5m was "0h 30m".
        XCTAssertEqual(answers[2], "Eddie napped 1h 5m around 12:00 PM (1 nap, 12:00 PM to 1:05 PM)")
        // Answered "Yes: 1 breast feed today" of a day with only the right side.
        XCTAssertTrue(answers[3].hasPrefix("error: that sounds like a question Hush can't answer exactly"), answers[3])
        // The speaker's own meal and waking were answered with the baby's.
        XCTAssertTrue(answers[4].hasPrefix("error: that sounds like a question"), answers[4])
        XCTAssertTrue(answers[5].hasPrefix("error: that sounds like a question"), answers[5])
        XCTAssertTrue(answers[6].hasPrefix("Eddie last ate at 12:45 PM"), answers[6])
        // "awake?" while asleep was answered with the last waking.
        XCTAssertEqual(answers[8], "No, asleep for 2m (since 3:14 PM)")
        XCTAssertEqual(answers[9], "No, asleep for 4m (since 3:14 PM)")
        XCTAssertEqual(answers[10], "Yes, asleep for 6m (since 3:14 PM)")
        XCTAssertEqual(events.count, 3)
    }

    func testThatIsTheEventJustTold() throws {
        // "delete that", "make that 5oz", "change that to dirty" were refused ("missing which event").
        let (answers, events) = try run(["wet diaper", "change that to dirty", "make it both", "ate 4oz", "make that 5oz", "fell asleep 30 min ago",
                                         "delete that diaper", "delete that", "cancel that", "restore that"])
        XCTAssertEqual(answers[1], "Changed the diaper (pee): now 3:00 PM, poop, was 3:00 PM, pee")
        XCTAssertEqual(answers[2], "Changed the diaper (poop): now 3:00 PM, pee + poop, was 3:00 PM, poop")
        XCTAssertTrue(answers[4].hasPrefix("Changed the 4 oz bottle: now 3:06 PM, 5 oz"), answers[4])
        // Named as another kind than the one just told, it is no guess.
        XCTAssertEqual(answers[6], "error: the event just told is a sleep, not a diaper")
        XCTAssertTrue(answers[7].hasPrefix("Deleted the sleep of 2:40 PM"), answers[7])
        XCTAssertEqual(answers[8], "error: the sleep just told is deleted; 'restore that' brings it back")
        XCTAssertTrue(answers[9].hasPrefix("Restored the sleep of 2:40 PM"), answers[9])
        XCTAssertEqual(events.count, 3)
        // Nothing told lately: asked by kind or number.
        XCTAssertTrue(try run(["wet diaper", "+20", "delete that"]).answers[1].hasPrefix("error: 'that' is the event just told, and the last change is not one"))
    }

    func testALengthSaidOfTheLastSleepOrFeed() throws {
        // "last sleep was 45 min" was refused at "min".
        let (answers, _) = try run(["napped from 1 to 2", "last sleep was 45 min", "last nap was an hour and a half", "nursed left 10 min",
                                    "last feed was 15 minutes", "wet diaper", "last diaper was 10 min"])
        XCTAssertEqual(answers[1], "Changed the sleep: now 1:00 PM – 1:45 PM, was 1:00 PM – 2:00 PM")
        XCTAssertEqual(answers[2], "Changed the sleep: now 1:00 PM – 2:30 PM, was 1:00 PM – 1:45 PM")
        // A feed logged as ending now keeps its end: longer, it began earlier.
        XCTAssertEqual(answers[4], "Changed the left breast feed: now 2:51 PM – 3:06 PM, was 2:56 PM – 3:06 PM")
        XCTAssertEqual(answers[6], "error: a diaper (pee) has no length to change; say when it was ('move the last diaper to 2:30pm')")
        // Still going, a sleep has no length yet: "last nap was an hour" during the night's sleep ended it.
        XCTAssertEqual(try run(["fell asleep", "last sleep was 20 min"]).answers[1],
                       "error: the sleep begun at 3:00 PM is still going; say 'woke up' when it ends, or when it did ('last sleep ended at …')")
        // A bare hour said of a feed is an amount or a time.
        let (bare, _) = try run(["ate 4oz", "last feed was 2", "last feed was 2oz", "last bottle was 5"])
        XCTAssertEqual(bare[1], "error: '2' without a unit could be an amount or a time; say 'last feed was 2oz' or 'last feed was at 2'")
        XCTAssertTrue(bare[2].hasPrefix("Changed the 4 oz bottle: now 3:00 PM, 2 oz"), bare[2])
        XCTAssertTrue(bare[3].hasPrefix("Changed the 2 oz bottle: now 3:00 PM, 5 oz"), bare[3])
    }

    func testParentsWordsForADiaperAndACorrection() throws {
        // "number two" was a word Hush did not know; "his last diaper" was "'last' doesn't fit here".
        let (answers, events) = try run(["he did a number two", "his last diaper was wet", "I meant dirty", "change that to dirty", "number one at 2:30"])
        XCTAssertEqual(answers[0], "Logged poop at 3:00 PM")
        XCTAssertEqual(answers[1], "Changed the diaper (poop): now 3:00 PM, pee, was 3:00 PM, poop")
        // "I meant dirty" offered "say 'Eddie meant dirty'", which was refused in its turn.
        XCTAssertEqual(answers[2], "error: 'I meant' corrects what was said; to change what was logged, say 'change that to dirty' or 'undo'")
        XCTAssertEqual(answers[3], "Changed the diaper (pee): now 3:00 PM, poop, was 3:00 PM, pee")
        XCTAssertEqual(answers[4], "Logged pee at 2:30 PM")
        XCTAssertEqual(events.map { EventEditor.name($0) }, ["diaper (pee)", "diaper (poop)"])
        // "delete the last feed", offered for both sides told as two feeds, deleted the bottle between them.
        let (fed, left) = try run(["nursed left 10 min", "ate 2oz", "nursed right 10 min", "delete the last breast feed"])
        XCTAssertTrue(fed[2].contains("say 'delete the last breast feed', then 'fed left 10 min then right 10 min'"), fed[2])
        XCTAssertEqual(left.map { $0.data.bottle != nil }, [true])
    }

    func testQuestionsSaidTheWayParentsSayThem() throws {
        // Each was refused: "how much" with no milk word, a total or count named without "how", "longest nap
        // today" (which 'help questions' lists), "last side", a question after "wait" or "sorry".
        let (answers, events) = try run(["ate 4oz at 2", "nursed left 10 min at 1:50", "wet diaper at 2:30", "how much has he had today", "how much today",
                                         "total ounces today", "ounces today?", "number of diapers today", "longest nap today", "last side",
                                         "wait when did he last eat", "sorry, how many feeds today", "yeah he pooped", "delete number 4"])
        for index in 3...6 { XCTAssertEqual(answers[index], "Eddie drank 4 oz today from 1 bottle; 1 breast feed not measured", "\(index)") }
        XCTAssertEqual(answers[7], "1 diaper today, at 2:30 PM")
        XCTAssertEqual(answers[8], "No naps logged today for Eddie")
        XCTAssertTrue(answers[9].hasPrefix("Start on the right side: the last feed began on the left"), answers[9])
        XCTAssertTrue(answers[10].hasPrefix("Eddie last ate at 2:00 PM"), answers[10])
        XCTAssertTrue(answers[11].hasPrefix("2 feeds today"), answers[11])
        XCTAssertEqual(answers[12], "Logged poop at 3:24 PM")
        // "number 4" is "#4", as a recogniser writes it.
        XCTAssertTrue(answers[13].hasPrefix("Deleted the diaper (poop) of 3:24 PM"), answers[13])
        XCTAssertEqual(events.count, 3)
    }

    func testThatIsNoGuessAfterAnUndoOrAnotherChange() throws {
        // "restore that" restored a diaper deleted long before the bottle just told; after an undo,
        // "delete that" deleted the change before the one undone.
        let (answers, events) = try run(["wet diaper", "delete that", "+100", "ate 3oz", "restore that", "wet diaper", "ate 4oz", "undo", "delete that"])
        XCTAssertTrue(answers[1].hasPrefix("Deleted the diaper (pee)"), answers[1])
        XCTAssertTrue(answers[3].hasPrefix("error: the last change deleted no one event of Eddie's"), answers[3])
        XCTAssertTrue(answers[7].hasPrefix("error: 'that' is the event just told, and the last change is not one"), answers[7])
        XCTAssertEqual(events.count, 2)
        XCTAssertTrue(try run(["wet diaper", "delete that", "restore that"]).answers[2].hasPrefix("Restored the diaper (pee)"))
    }

    func testALineGoingOnWithAnEventOfTheOtherBabyIsAsked() throws {
        // Eddie selected, "Mia nursing left", then "switched sides" was Eddie's (no feed begun), and "nursing right" typed back logged his.
        let (answers, events) = try run(["new baby Mia born 2025-12-01", "baby Eddie", "Mia nursing left", "switched sides", "switched sides for Mia",
                                         "baby is asleep", "wet diaper"])
        XCTAssertTrue(answers[3].hasPrefix("error: which baby? Mia or Eddie"), answers[3])
        XCTAssertTrue(answers[4].hasPrefix("Mia: Switched to the right side"), answers[4])
        XCTAssertTrue(answers[5].hasPrefix("error: which baby? Mia or Eddie"), answers[5])
        XCTAssertTrue(answers[6].hasPrefix("Eddie: Logged pee"), answers[6])
        XCTAssertEqual(events.count, 2)
        // Described in the same second as the diaper told late, it is that one ("it was dirty" logged a second).
        XCTAssertTrue(try run(["wet diaper at 2pm", "+-2", "it was dirty"]).answers[1].hasPrefix("error: a diaper (pee) was logged at 2:00 PM"))
    }

    func testTheOtherSideToldAfterAFeedToldLate() throws {
        // "then right 10 min" after "nursed left 15 min at 2pm" logged a second feed, 2:51 – 3:01 PM.
        let (answers, events) = try run(["nursed left 15 min at 2pm", "then right 10 min", "delete the last breast feed",
                                         "fed left 15 min then right 10 min at 2:00 PM"])
        XCTAssertEqual(answers[1], "error: that goes on from the left breast feed of 2:00 PM, which ended at 2:15 PM; if it was the same feed, "
                       + "say 'delete the last breast feed', then 'fed left 15 min then right 10 min at 2:00 PM'; if it was another, say when ('nursed right 10 min at …')")
        XCTAssertEqual(answers[3], "Logged both (L+R), 25m (2:00 PM – 2:25 PM)")
        XCTAssertEqual(events.count, 1)
        // "which side" while a feed goes on was answered with the next feed's side.
        let (sides, _) = try run(["nursing left", "+8", "which side next", "switched sides", "which side"])
        XCTAssertEqual(sides[1], "Eddie is feeding on the left, begun at 3:00 PM (10m ago); 'switched sides' goes on the right")
        XCTAssertEqual(sides[3], "Eddie is feeding on both sides (L+R), begun at 3:00 PM (14m ago); say 'done nursing' when it ends")
        // "has a dirty diaper", its subject lost, was answered as a question ("Yes: 3 poops today").
        XCTAssertEqual(try run(["has a dirty diaper"]).answers[0], "Logged poop at 3:00 PM")
    }

    func testABreastFeedsSideIsChangedInWords() throws {
        // "last feed was on the right" was "missing the new value": no line changed a feed's side.
        let (answers, events) = try run(["nursed left 10 min", "last feed was on the right", "change that to both", "wet diaper", "make it right"])
        XCTAssertEqual(answers[1], "Changed the left breast feed: now 2:50 PM – 3:00 PM, right side, was 2:50 PM – 3:00 PM, left side")
        XCTAssertEqual(answers[2], "Changed the right breast feed: now 2:50 PM – 3:00 PM, both sides (R+L), was 2:50 PM – 3:00 PM, right side")
        XCTAssertEqual(answers[4], "error: only a breast feed has a side; the diaper (pee) has none")
        XCTAssertEqual(events.first?.data.breast, EventData.Breast(startedSide: .right, bothSides: true))
    }

    func testRequestsAndTheOneOfAKind() throws {
        // "can you log a dirty diaper" was a question refused; "he's been awake 5 minutes" a length waking has
        // not; "delete the bottle" and "move the diaper to 2:30" were "missing which event".
        let (answers, events) = try run(["can you log a dirty diaper", "fell asleep 40 min ago", "he's been awake for 5 minutes",
                                         "can you tell me when he last slept", "ate 4oz", "move the diaper to 2:30", "delete the bottle",
                                         "wet diaper", "delete the diaper"])
        XCTAssertEqual(answers[0], "Logged poop at 3:00 PM")
        XCTAssertEqual(answers[2], "Ended sleep (37m): 2:22 PM – 2:59 PM")
        XCTAssertFalse(answers[3].hasPrefix("error"), answers[3])
        XCTAssertEqual(answers[5], "Changed the diaper (poop): now 2:30 PM, poop, was 3:00 PM, poop")
        XCTAssertTrue(answers[6].hasPrefix("Deleted the 4 oz bottle"), answers[6])
        // Two of them today: which is asked.
        XCTAssertEqual(answers[8], "error: there are 2 of them today; say which: 'the last diaper', or its number ('today' lists them)")
        XCTAssertEqual(events.count, 3)
    }
}

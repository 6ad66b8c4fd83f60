import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushRendering
@testable import HushKit
import XCTest

/// Lines a tired parent says that must not become a record of something else: questions, plans,
/// present-perfect sleeps, two babies at once, "half the bottle", counts of bottles, and amounts no bottle
/// holds. Each is refused (or read as what it really says), never logged as a guess.
final class NeverAWrongLogTests: XCTestCase {
    let parser = CommandParser(knownNames: ["Eddie", "Mia"])

    func meaning(_ line: String) throws -> String { CommandMeaning.describe(try parser.parse(line)) }

    /// Each line refused with `words` in its message, and each pair read as its meaning.
    func check(refusing lines: [String], saying words: String, reading pairs: KeyValuePairs<String, String> = [:],
               file: StaticString = #filePath, line number: UInt = #line) {
        for line in lines { refused(line, saying: words, file: file, line: number) }
        for (line, expected) in pairs { XCTAssertEqual(try meaning(line), expected, line, file: file, line: number) }
    }

    /// Runs `body` on a real store holding Eddie, begun, with the clock at 3 PM New York time on 2026-01-02;
    /// the store is ended and its folder removed after.
    func withEddiesStore(_ body: (Session, Dispatcher) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-never-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = Session(store: JournalStore(directory: folder.path), calendar: ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!),
                              person: "gavin", fixedNow: Date(timeIntervalSince1970: 1_767_384_000))
        try session.store.begin()
        defer { try? session.store.end() }
        let dispatcher = Dispatcher(session: session)
        _ = try dispatcher.run(try CommandParser().parse("new baby Eddie born 2025-09-01"))
        try body(session, dispatcher)
    }

    /// Logs `line`, returns its sleep's start and end in whole hours from 3 PM today ("-18 -9": 9 PM yesterday
    /// to 6 AM), and deletes it again.
    func loggedSleepHours(_ line: String, _ session: Session, _ dispatcher: Dispatcher, _ parser: CommandParser) throws -> String {
        _ = try dispatcher.run(try parser.parse(line))
        let sleep = try XCTUnwrap(session.store.allEvents().filter { $0.kind == .sleep && !$0.isDeleted }.max { $0.start.utc < $1.start.utc })
        let hours = [sleep.start.utc, try XCTUnwrap(sleep.end?.utc)].map { Int($0.timeIntervalSince1970 - 1_767_384_000) / 3600 }
        _ = try dispatcher.run(try parser.parse("delete the last sleep"))
        return "\(hours[0]) \(hours[1])"
    }

    func refused(_ line: String, saying words: String, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertThrowsError(try parser.parse(line), line, file: file, line: number) { error in
            let message = (error as? ParseError)?.message ?? "\(error)"
            XCTAssertTrue(message.contains(words), "'\(line)': \(message)", file: file, line: number)
        }
    }

    func testQuestionsNeverLog() throws {
        // Questions are answered from the log, never logged.
        for line in ["did she poop", "has she pooped", "is she awake?", "is the baby sleeping", "has she had a bottle",
                     "when did she wake up", "did he have a wet diaper", "wet diaper?"] {
            XCTAssertTrue(try meaning(line).hasPrefix("question "), line)
        }
        // One Hush can't answer exactly is refused, never logged.
        for line in ["was Eddie asleep", "is she hungry", "did she like it?", "why is he crying"] {
            refused(line, saying: "sounds like a question")
        }
        // A statement that starts like a question is still a statement.
        XCTAssertEqual(try meaning("is napping"), "sleep-start at=now")
    }

    func testPlansAreNotLogged() {
        refused("will make a bottle at 4", saying: "hasn't happened yet")
        refused("gonna feed her at 5", saying: "hasn't happened yet")
    }

    func testAnOngoingSleepIsNotAFinishedOne() throws {
        XCTAssertEqual(try meaning("she's been asleep for ten minutes"), "sleep-start at=-10m")
        XCTAssertEqual(try meaning("she has been sleeping for twenty minutes"), "sleep-start at=-20m")
        // Without "been", a length is a finished sleep, as before.
        XCTAssertEqual(try meaning("slept for twenty minutes"), "sleep-length length=20m ending=now")
    }

    func testOneBabyPerLine() {
        refused("Mia and Eddie had wet diapers", saying: "names Mia and Eddie")
        refused("wet diaper for Mia and Eddie", saying: "names Mia and Eddie")
    }

    func testHalfOfAnUnknownBottleAndCountsOfBottlesAreRefused() throws {
        refused("drank half the bottle", saying: "of what?")
        refused("ate half", saying: "of what?")
        refused("made two bottles", saying: "2 bottles in one line")
        XCTAssertEqual(try meaning("made one bottle"), "bottle-prepare amount=last at=now")
        XCTAssertEqual(try meaning("finished, half an ounce left"), "feeding-finish left=0.5oz at=now")
    }

    func testPartOfABottleAndALittleAreRefused() throws {
        // "took 2 of the 4oz" was logged as the whole 4oz drunk: the "2" was read and dropped.
        for line in ["took 2 of the 4oz", "she only took 2 of the 4oz", "had 2 of the 4oz", "fed her 2 of the 4oz",
                     "gave 2 of the 4oz", "took 2 4oz", "ate 2 of the 4oz"] {
            refused(line, saying: "'2' is an amount without a unit next to another amount")
        }
        // "ate a little" was the open bottle finished, nothing left.
        for line in ["ate a little", "she drank a little", "the little one drank a little"] {
            refused(line, saying: "'a little' doesn't say how much")
        }
        XCTAssertEqual(try meaning("took 4oz, 1 left"), "bottle-ate amount=4oz left=1 at=now")
        XCTAssertEqual(try meaning("ate a little, 2oz left"), "feeding-finish left=2oz at=now")
        XCTAssertEqual(try meaning("a little poop"), "diaper contents=dirty at=now")
    }

    func testTheLittleOneIsTheBabyNotAnAmount() throws {
        // "one" was read as an amount: "little one ate" logged a bottle of 1, "little one napped 20 min" was refused.
        XCTAssertEqual(try meaning("little one ate 4oz, 1 left"), "bottle-ate amount=4oz left=1 at=now")
        XCTAssertEqual(try meaning("the little one ate 2oz"), try meaning("she ate 2oz"))
        XCTAssertEqual(try meaning("our little one napped 20 min"), "sleep-length length=20m ending=now")
        XCTAssertEqual(try meaning("the little one pooped"), "diaper contents=dirty at=now")
        XCTAssertEqual(try meaning("ate one ounce"), "bottle-ate amount=1oz left=0 at=now")
    }

    func testADecimalPointSaidFirstIsKept() throws {
        // ".5oz" was read as 5oz: the point was dropped.
        XCTAssertEqual(try meaning("ate .5oz"), "bottle-ate amount=0.5oz left=0 at=now")
        XCTAssertEqual(try meaning("ate 4oz, .5 left"), "bottle-ate amount=4oz left=0.5 at=now")
        XCTAssertEqual(try meaning("slept .5 hours"), "sleep-length length=30m ending=now")
        // The lexer for lines that are not ASCII reads it the same.
        for line in ["ate .5oz", "x.5", "wet...5 min", ".5"] {
            XCTAssertEqual(Lexer.generalTokens(in: line).map(\.kind), Lexer.asciiTokens(in: line)?.map(\.kind), line)
        }
        XCTAssertEqual(Lexer.generalTokens(in: "ate .5oz").last?.kind, .number(0.5, suffix: "oz"))
        XCTAssertEqual(try meaning("wet diaper...5 min ago"), "diaper contents=wet at=-5m")
    }

    func testLeftBeforeItsAmountAndPartsOfTheBottle() throws {
        // "ate 4oz left 1" was a 1 oz bottle with 4 oz left.
        XCTAssertEqual(try meaning("ate 4oz left 1"), "bottle-ate amount=4oz left=1 at=now")
        XCTAssertEqual(try meaning("ate 120ml left 30ml"), "bottle-ate amount=120ml left=30ml at=now")
        XCTAssertEqual(try meaning("ate 4oz, 0.5 left 29 min ago"), "bottle-ate amount=4oz left=0.5 at=-29m")
        // "half left" is half an ounce or half the bottle; written as a number it is a number.
        for line in ["half left", "she left half", "ate 4oz, half left", "ate 4oz, a quarter left", "ate 4oz left half"] {
            refused(line, saying: "could be part of an ounce or part of the bottle")
        }
        XCTAssertEqual(try meaning("ate 4oz 1/2 left"), "bottle-ate amount=4oz left=0.5 at=now")
        XCTAssertEqual(try meaning("ate 4oz, half an ounce left"), "bottle-ate amount=4oz left=0.5oz at=now")
        // "left over" after an amount and its unit is what was left, as after an amount alone ("1oz left over").
        XCTAssertEqual(try meaning("finished, 1 oz left over"), "feeding-finish left=1oz at=now")
        XCTAssertEqual(try meaning("ate 4 ounces, 1 ounce left over"), "bottle-ate amount=4oz left=1oz at=now")
        // "the 1 oz left" is milk named, not what was left when the bottle ended: logged, it was a bottle
        // finished with 1 oz left when that ounce was drunk.
        check(refusing: ["he drank the 1 oz left over", "drank the 1 oz left", "the 1oz left"], saying: "names milk left from before")
        // "the rest" of the bottle in hand is all of it; a rest that is no bottle's stays unknown.
        check(refusing: ["had a rest", "had the rest"], saying: "rest",
              reading: ["drank the rest": "feeding-finish left=0 at=now", "she finished the rest of it": "feeding-finish left=0 at=now",
                        "ate the rest of her banana": "solids foods=banana at=now"])
        // "ate and a half ounces": the whole number was lost, and half an ounce was logged.
        check(refusing: ["ate and a half ounces", "fed her and a half ounces", "made an and a half ounce bottle"], saying: "has no whole number before it",
              reading: ["ate 4 and a half ounces": "bottle-ate amount=4.5oz left=0 at=now", "ate 4oz and a half": "bottle-ate amount=4.5oz left=0 at=now"])
    }

    func testSinceIsATotalUnlessSomethingIsStillGoing() throws {
        check(refusing: ["drank 12oz since 6am", "pumped 10oz since 6am", "wet diaper since noon", "slept 3 hours since noon"],
              saying: "reads as a total since then",
              reading: ["asleep since 2pm": "sleep-start at=2:00pm", "feeding since 2:30": "feeding-start at=2:30",
                        "awake since 6": "sleep-end at=6:00", "nursing left since 2": "breast-feed side=left both=false at=2:00"])
    }

    func testASleepStillGoingIsNotOneThatEnded() throws {
        // Each was a finished sleep ending now, which says the baby is awake.
        for line in ["she's napping 40 min", "asleep for 2 hours", "sleeping for 40 min", "he's asleep 2 hours",
                     "fell asleep 40 minutes", "dozed off 40 min", "40 min into his nap"] {
            refused(line, saying: "may be a sleep still going or one that has ended")
        }
        XCTAssertEqual(try meaning("fell asleep for 40 minutes"), "sleep-length length=40m ending=now")
        XCTAssertEqual(try meaning("was asleep for 2 hours"), "sleep-length length=2h ending=now")
        XCTAssertEqual(try meaning("had a 40 min nap"), "sleep-length length=40m ending=now")
        XCTAssertEqual(try meaning("been sleeping 40 min"), "sleep-start at=-40m")
    }

    func testCorrectionsAndSecondEventsAreNotLoggedAsNewOnes() throws {
        // Each logged a new event beside the one it spoke of (a second diaper, a new bottle).
        for line in ["that was a dirty diaper", "that was both", "that one was wet", "that bottle was 5oz", "this diaper was wet"] {
            refused(line, saying: "sounds like a change to an event already logged")
        }
        // "make it 5oz" changes the event just told (``EventReference/Target/justTold``), never logs one.
        guard case .edit(let that, .amount)? = try? parser.parse("make it 5oz").command else { return XCTFail("'make it 5oz' is no edit") }
        XCTAssertEqual(that.target, .justTold)
        // Said while changing one, "it" is as often the diaper in hand.
        XCTAssertEqual(try meaning("it's wet"), "diaper contents=wet at=now")
        XCTAssertEqual(try meaning("it was only pee"), "diaper contents=wet at=now")
        // "wet diaper then another wet diaper" was one pee; "ate at 12 and 2" a 2 oz bottle at noon.
        refused("wet diaper then another wet diaper", saying: "tells two events")
        refused("ate at 12 and 2", saying: "gives two times")
        XCTAssertEqual(try meaning("another wet diaper"), "diaper contents=wet at=now")
        XCTAssertEqual(try meaning("made another bottle"), "bottle-prepare amount=last at=now")
    }

    func testMilkByTheCupIsNotSolids() throws {
        // "had a cup of milk" was solids with no food: the measure made the line a meal and the milk was dropped.
        check(refusing: ["had a cup of milk", "drank a cup of milk", "had 2 tbsp of milk"], saying: "is drunk, not eaten as solids",
              reading: ["ate a cup of yogurt": "solids foods=yogurt amount=1 cup at=now", "drank 8oz of milk": "bottle-ate amount=8oz left=0 at=now"])
    }

    func testAReactionWithNoFoodIsNotAMeal() {
        check(refusing: ["diaper rash", "has diaper rash"], saying: "say 'note ", reading: ["rash after banana": "solids foods=banana reaction=rash after at=now"])
    }

    func testASleepOverWithOnlyItsStartIsRefused() throws {
        // Each was a sleep started then and still going hours later.
        check(refusing: ["she had a nap an hour ago", "she took a nap at 1", "had a nap at 10"],
              saying: "says a sleep is over but not how long",
              reading: ["nap at 2": "sleep-start at=2:00", "napped 40 min at 1": "sleep-length length=40m starting=1:00",
                        "fell asleep at 1": "sleep-start at=1:00", "slept 10 min ago": "sleep-start at=-10m"])
        // A bed's hour is the evening's; said in the afternoon it was read as that morning's.
        XCTAssertEqual(try meaning("bedtime at 7:30"), "sleep-start at=7:30pm")
        XCTAssertEqual(try meaning("she went to bed at 7"), "sleep-start at=7:00pm")
        XCTAssertEqual(try meaning("back to bed at 6"), "sleep-start at=6:00")
        XCTAssertEqual(try meaning("bedtime at 5:30am"), "sleep-start at=5:30am")
        // Said at 3 PM, yesterday's 7:30 PM would run 19 hours: the finished form offered keeps the evening.
        try withEddiesStore { _, dispatcher in
            XCTAssertThrowsError(try dispatcher.run(try parser.parse("bedtime at 7:30"))) { error in
                XCTAssertTrue(ErrorReport.describe(error).0.hasSuffix("for example 'slept 2 hours yesterday 7:30pm'"), ErrorReport.describe(error).0)
            }
            XCTAssertNoThrow(try dispatcher.run(try parser.parse("slept 2 hours yesterday 7:30pm")))
        }
    }

    func testASpansEndAloneIsRefusedAndTilJoinsASpan() throws {
        check(refusing: ["slept until 6am", "slept til 6", "napped till 4:30", "fed left until 2"], saying: "says only when it ended",
              reading: ["slept from 1 til 3pm": "sleep-span from=1:00 to=3:00pm", "woke ten til six": "sleep-end at=5:50"])
        refused("slept until 6", saying: "or 'woke at 6'")
        // A bottle takes one time: the span was dropped, and the bottle finished now.
        check(refusing: ["drank from 2:40 to 2:50, 1 oz left", "drank from 2:40 to 2:50", "finished 2:40 to 2:50, 1 oz left"],
              saying: "a span makes no sense for a bottle", reading: ["drank at 2:50, 1 oz left": "feeding-finish left=1oz at=2:50"])
    }

    func testAClockTimeOrABareNumberAfterForIsRefused() throws {
        // "napped for 1:30" started a sleep at 1:30, "made a bottle for 2" made a 2 oz bottle.
        check(refusing: ["slept for 0:45", "napped for 1:30", "made a bottle for 2pm"], saying: "gives a clock time, not a length",
              reading: ["slept for an hour": "sleep-length length=1h ending=now", "asleep for now": "sleep-start at=now",
                        "made a bottle for 2 oz": "bottle-prepare amount=2oz at=now"])
        check(refusing: ["ate for 2", "made a bottle for 2", "nursed for 10"], saying: "says no unit")
    }

    func testOnlyAClocksFivesAreMinutesToAnHour() throws {
        // "slept one to two" started a sleep at 1:59, "nursed left one to two" was a feed at 1:59.
        for line in ["slept one to two", "she slept eleven to one", "nursed left one to two"] {
            XCTAssertThrowsError(try parser.parse(line), line)
        }
        XCTAssertEqual(try meaning("woke ten to six"), "sleep-end at=5:50")
        XCTAssertEqual(try meaning("fell asleep twenty five past two"), "sleep-start at=2:25")
    }

    func testTwoEventsInOneBreathAreRefused() throws {
        // "woke up at 2 and went back to sleep" ended the sleep and dropped the new one; two diapers were one with both.
        check(refusing: ["woke up at 2 and went back to sleep", "woke and went back to bed", "wet diaper, then dirty diaper", "wet diaper and dirty diaper"],
              saying: "two events",
              reading: ["woke up from her nap": "sleep-end at=now", "wet and dirty diaper": "diaper contents=both at=now"])
    }

    func testAnAmountBesideWhatWasLeftSaysWhichItIs() throws {
        // "3oz 1 left" dropped the 3oz; "ate 4oz leftover" logged 4 oz left.
        check(refusing: ["3oz 1 left", "4oz, 1oz left"], saying: "could be the bottle or what was drunk")
        check(refusing: ["ate 4oz leftover", "drank 4 ounces left", "had 2oz left"], saying: "could be what was drunk or what was left",
              reading: ["ate, 4oz left": "feeding-finish left=4oz at=now", "ate 4oz 0.5 left": "bottle-ate amount=4oz left=0.5 at=now",
                        "0.5 left": "feeding-finish left=0.5 at=now"])
    }

    func testABottleAlreadyMadeIsNotANewOne() throws {
        // Each logged a new bottle finished (or a feed begun) beside the open one.
        check(refusing: ["drank 3oz of it", "ate 3oz of the bottle", "gave her the 5oz bottle"], saying: "is a bottle already made",
              reading: ["gave her a 4oz bottle": "bottle-ate amount=4oz left=0 at=now", "feeding the 5oz bottle": "feeding-start bottle=5oz at=now",
                        "finished a 6 oz bottle at 11:20": "bottle-ate amount=6oz left=0 at=11:20"])
        refused("finished the bottle, drank 4oz", saying: "two events")
        check(refusing: ["had a bottle", "took the whole bottle", "downed the bottle"], saying: "says the bottle was drunk but not how much",
              reading: ["gave her the bottle": "feeding-start at=now"])
    }

    func testAnEventDescribedOrChangedIsNotLoggedAgain() throws {
        check(refusing: ["changed it to 5oz"], saying: "sounds like a change to an event already logged")
        // "change it to dirty" is the edit of the event just told.
        guard case .edit(let that, .contents(.dirty))? = try? parser.parse("change it to dirty").command else { return XCTFail("no edit") }
        XCTAssertEqual(that.target, .justTold)
        check(refusing: ["the bottle was 5oz", "bottle was 5oz", "the feed was on the right"], saying: "may describe one already made or logged",
              reading: ["the nap was 40 min": "sleep-length length=40m ending=now", "the diaper was wet": "diaper contents=wet at=now"])
        // A time naming the bottle is not when it was finished, started or thrown away.
        check(refusing: ["finished the 2:30 bottle", "the 2pm bottle is done", "gave her the 5 o'clock bottle", "finished the bottle made at 2:30",
                         "discard the bottle made at 1"], saying: "names the bottle by its time",
              reading: ["finished the bottle at 2:30": "feeding-finish left=0 at=2:30", "gave her the bottle at 2:45": "feeding-start at=2:45",
                        "bottle done at 2:45": "feeding-finish left=0 at=2:45"])
        refused("bedtime was at 2", saying: "may describe one already made or logged; change that with 'last sleep was")
        // A sleep is a span: without "the" too, "was" and a time tell one over, not one begun then and still going.
        check(refusing: ["nap was an hour ago", "nap was at 2", "nap was at 1 pm", "sleep was at 1"], saying: "may describe one already made or logged",
              reading: ["nap at 2": "sleep-start at=2:00", "nap was from 1 to 2": "sleep-span from=1:00 to=2:00",
                        "nap was at 1 for an hour": "sleep-length length=1h starting=1:00", "nap was at 1 to 2": "sleep-span from=1:00 to=2:00",
                        "dirty diaper was at 2": "diaper contents=dirty at=2:00"])
    }

    func testNumbersWrittenTwoWaysAreRefused() throws {
        refused("ate.5 oz", saying: "a point right after a word")
        check(refusing: ["ate 05 oz", "ate 007 oz"], saying: "does not start with 0", reading: ["fell asleep at 05:30": "sleep-start at=05:30"])
        refused("ate 0.001 oz", saying: "too small to measure")
        // "napped 0.0001 hours" was a nap of no length; "left 0 min right 10 min" both sides fed.
        refused("napped 0.0001 hours", saying: "shorter than a second")
        refused("nursed left 0 min right 10 min", saying: "must be more than zero")
        XCTAssertEqual(try meaning("nursed left 10 min right 5 min"), "breast-feed side=left both=true length=15m at=now")
    }

    func testWordsThatMeanSomethingElseHere() throws {
        check(refusing: ["she is pooped", "she was pooped at 2"], saying: "can mean tired", reading: ["she's pooped": "diaper contents=dirty at=now"])
        check(refusing: ["the bottle away", "three away the bottle"], saying: "says where something went",
              reading: ["threw the bottle away": "bottle-discard at=now", "tossed it away": "bottle-discard at=now"])
        XCTAssertEqual(try meaning("had 4oz of whole milk"), "solids foods=cow's milk amount=4 oz at=now")
        XCTAssertEqual(try meaning("had a blowout"), "diaper contents=dirty at=now")
        check(refusing: ["she ate nothing", "ate more"], saying: "is no food")
        // A real word after "for" is no baby to add.
        check(refusing: ["nursed left for several minutes", "made a bottle for daycare"], saying: "Hush doesn't track")
    }

    func testSecondHuntsWrongLogsAreRefused() throws {
        // Each was logged as something else: a start at 2:30, a second feed or pump, a fresh fridge bottle,
        // a bottle finished with its amount lost, a diaper with both for two babies, a sleep for a window.
        check(refusing: ["slept to 2:30", "napped to 2:30pm", "feeding to 2:30"], saying: "says only when it ended",
              reading: ["slept from 1 to 2:30": "sleep-span from=1:00 to=2:30", "went back to sleep": "sleep-start at=now"])
        check(refusing: ["the 1:45 feed was on the right", "the pump at 2 was 5oz", "her pump was 5oz", "the diaper at 2:15 was dirty"],
              saying: "may describe one already made or logged", reading: ["my pump was 5oz": "pump amount=5oz at=now"])
        refused("it was the right side", saying: "sounds like a change")
        check(refusing: ["warmed the bottle", "warmed the milk", "put the bottle in the fridge"], saying: "is about a bottle already made",
              reading: ["warmed a 4oz bottle": "bottle-prepare amount=4oz at=now", "made a bottle for the fridge": "bottle-prepare amount=last fridge at=now"])
        refused("she had a fridge bottle", saying: "says a bottle was drunk")
        // "ate for ounces" was read as 4 oz, and "ate ate ounces", a stutter, as 8 oz: a real word is never another.
        check(refusing: ["ate ate", "she ate to, one left", "drank too much", "ate for ounces", "ate ate ounces"], saying: "may have been a number",
              reading: ["ate, one left": "feeding-finish left=1 at=now"])
        check(refusing: ["wet diaper for both", "wet diapers for both"], saying: "is about two children", reading: ["both": "diaper contents=both at=now"])
        refused("fell asleep between 2 and 2:15", saying: "is a moment")
        refused("nursed right then we left", saying: "isn't a breast's side")
        for line in ["put her down at 2 awake", "went down at 2 awake"] { XCTAssertThrowsError(try parser.parse(line), line) }
    }

    func testThirdHuntsWrongLogsAreRefused() throws {
        // Each was logged: a sleep or a feed started at a clock time, a question answered by a log, a bottle
        // finished, a sleep ended, a 1 oz bottle, a bottle thrown away, one diaper for two, half turned to one.
        check(refusing: ["napped 0:45", "the nap was 1:30", "nursed left 0:15"], saying: "could be how long or when",
              reading: ["slept 1:30-2:45": "sleep-span from=1:30 to=2:45", "fell asleep 2:30": "sleep-start at=2:30"])
        XCTAssertEqual(try meaning("had she peed"), "question last-pee")
        XCTAssertEqual(try meaning("had a dirty diaper"), "diaper contents=dirty at=now")
        check(refusing: ["she's just about done", "about asleep"], saying: "may not have happened",
              reading: ["fell asleep at about 2": "sleep-start at=2:00"])
        check(refusing: ["finished and fell asleep", "done, asleep"], saying: "two events",
              reading: ["finished his nap at 2:30": "sleep-end at=2:30", "a dirty one": "diaper contents=dirty at=now"])
        refused("a wet diaper and a dirty one", saying: "two events")
        check(refusing: ["made one", "made another one", "drank one"], saying: "may be a bottle or an ounce",
              reading: ["ate one ounce": "bottle-ate amount=1oz left=0 at=now", "finished, one left": "feeding-finish left=1 at=now"])
        refused("made all the bottles", saying: "more than one bottle")
        refused("took a dump", saying: "isn't a bottle thrown away")
        check(refusing: ["ate have an ounce", "pooped have an hour ago"], saying: "may be 'half", reading: ["ate half an ounce": "bottle-ate amount=0.5oz left=0 at=now"])
        refused("nursed left 10 min a go", saying: "may be 'ago'")
        check(refusing: ["drank that 4oz", "ate the whole 4oz"], saying: "is a bottle already made")
    }

    func testFourthHuntsWrongLogsAreRefused() throws {
        // Each made or logged an event: a second bottle beside the one in hand, a breast feed for a side
        // told of one, a feed starting now for one that went on before, today's sleep for a habit, a bottle
        // thrown away for a baby's throw, a diaper with both for a misheard time, 2:03 for a lost digit.
        check(refusing: ["the bottle has 1oz in it", "the bottle's in the fridge", "bottle's over", "the bottle is 4oz", "Eddie's bottle is 4oz",
                         "the milk is in the fridge", "milk's in the fridge"],
              saying: "may describe one already made or logged",
              reading: ["bottle's done": "feeding-finish left=0 at=now", "her bottle's all gone": "feeding-finish left=0 at=now",
                        "the nap was 40 min": "sleep-length length=40m ending=now", "feeding is over": "feeding-finish left=0 at=now"])
        check(refusing: ["the bottle I made at 2 was 4oz", "the diaper I changed at 2 was dirty", "the feed she had was on the left"],
              saying: "may describe one already made or logged", reading: ["the nap she took was 40 min": "sleep-length length=40m ending=now"])
        check(refusing: ["it's the right side", "it's the left"], saying: "sounds like a change", reading: ["it's a wet one": "diaper contents=wet at=now"])
        check(refusing: ["she was nursing on the left", "she was eating 4oz", "he was pumping"], saying: "went on some time before now",
              reading: ["she was nursing on the left at 2": "breast-feed side=left both=false at=2:00",
                        "was sleeping for 2 hours": "sleep-length length=2h ending=now"])
        check(refusing: ["she sleeps from 1 to 3", "she wakes up at 6", "she has a wet diaper at 3", "she sleeps 10 hours"], saying: "tells what usually happens",
              reading: ["she sleeps": "sleep-start at=now", "she wakes up": "sleep-end at=now", "she has a wet diaper now": "diaper contents=wet at=now",
                        "she wakes up now": "sleep-end at=now"])
        check(refusing: ["she was sleeping at 2", "she was napping 10 min ago"], saying: "not when she fell asleep")
        // With the baby's name first, the line read again without it threw a bottle away.
        check(refusing: ["she threw the bottle", "Eddie tossed his bottle", "Eddie threw the bottle"], saying: "says the baby threw it",
              reading: ["she threw the bottle away": "bottle-discard at=now", "threw the bottle": "bottle-discard at=now"])
        check(refusing: ["wet diaper at two dirty", "poop at 2 wet"], saying: "after the time may be part of it",
              reading: ["wet and dirty diaper at 2": "diaper contents=both at=2:00"])
        // Every command reads its clock the same way: an edit and `clock` too.
        check(refusing: ["wet diaper at 2:3", "fell asleep 1:5", "last diaper was at 2:3", "clock 2:3"], saying: "minutes have two digits", reading: ["wet diaper at 2:03": "diaper contents=wet at=2:03"])
    }

    func testSomeoneElsesEventWithABabyWordInItIsStillTheirs() throws {
        // "one", "a little", "like a baby" and "for her" made each of these the baby's.
        check(refusing: ["the dog pooped at one", "dad slept one hour", "I fell asleep one minute ago", "the dog drank one ounce",
                         "the dog peed a little", "I slept like a baby for 8 hours", "dad fell asleep like a baby", "I woke up for her",
                         "the dog pooped around her"], saying: "Hush logs the baby's events",
              reading: ["I fed the little one 4oz": "bottle-ate amount=4oz left=0 at=now", "dad put her down at 2": "sleep-start at=2:00",
                        "I fed the baby 4oz": "bottle-ate amount=4oz left=0 at=now"])
    }

    func testPlansInContractionsAndObligationsAreNotLogged() throws {
        check(refusing: ["I'll put her down at 7", "I'll make a 4oz bottle", "we'll change a wet diaper", "I'd make a 4oz bottle",
                         "she's got to poop", "I've got to feed her 4oz"], saying: "hasn't happened yet",
              reading: ["she got to sleep at 2": "sleep-start at=2:00"])
    }

    func testAmountsThatCouldBeSomethingElseAreRefused() throws {
        check(refusing: ["she took half of it", "gave her a quarter", "had 3/5"], saying: "of what?")
        check(refusing: ["ate 120/150ml", "drank 4/5oz"], saying: "or a fraction of one",
              reading: ["ate 1/2oz": "bottle-ate amount=0.5oz left=0 at=now"])
        check(refusing: ["ate two thirty", "fed her one thirty", "ate one fifty"], saying: "could be an amount or a time",
              reading: ["ate one fifty mls": "bottle-ate amount=150ml left=0 at=now"])
        check(refusing: ["drank for three", "made a bottle for two"], saying: "says no unit")
        check(refusing: ["drank a cup", "half a pouch", "drank 2 tbsp"], saying: "missing the food",
              reading: ["ate 2 tbsp oatmeal": "solids foods=oatmeal amount=2 tbsp at=now", "ate 2 tbsp": "solids foods=- amount=2 tbsp at=now"])
    }

    func testTwoDiapersAndAChangedWordAreNotOneEvent() throws {
        check(refusing: ["wet diaper then pooped", "wet diaper then dirty", "Wet diaper. Then dirty.", "peed then dirty diaper",
                         "slept 40 min and then fell asleep"], saying: "two events",
              reading: ["wet and dirty diaper": "diaper contents=both at=now", "nursed left then right": "breast-feed side=left both=true at=now"])
        check(refusing: ["wet uh dirty diaper", "pee er poop", "nursed left um right 10 min"], saying: "one word changed for the other",
              reading: ["um wet diaper": "diaper contents=wet at=now", "wet, um, diaper": "diaper contents=wet at=now"])
        check(refusing: ["mixed it", "mixed it at 2"], saying: "may be a bottle mixed", reading: ["mixed diaper": "diaper contents=both at=now"])
    }

    func testTheBottleInHandAndOneSidesLengthAreNotNewOnes() throws {
        check(refusing: ["she took the 5 ounces", "fed her the 5oz", "had her 5oz", "she took 2 ounces of it", "she had 2 oz from it",
                         "ate the remaining 2oz, 1 left"], saying: "is a bottle already made",
              reading: ["fed her 4oz": "bottle-ate amount=4oz left=0 at=now", "gave him 4oz": "bottle-ate amount=4oz left=0 at=now",
                        "she took 4 ounces": "bottle-ate amount=4oz left=0 at=now"])
        check(refusing: ["2oz left to go", "3oz left for now"], saying: "the feed is still going", reading: ["finished, 2oz left": "feeding-finish left=2oz at=now"])
        check(refusing: ["made it 6oz", "change to dirty"], saying: "sounds like a change")
        check(refusing: ["she got a bottle", "Eddie got 2oz from the bottle"], saying: "was given a bottle", reading: ["she got up": "sleep-end at=now"])
        refused("she finished a little", saying: "doesn't say how much")
        check(refusing: ["nursed 20 min starting left"], saying: "says there was a second side",
              reading: ["nursed both sides 20 min starting left": "breast-feed side=left both=true length=20m at=now"])
        check(refusing: ["fed left then right 10 min", "nursed left 10 min and right"], saying: "may be one side's or the whole feed's",
              reading: ["nursed left 10 min right 5 min": "breast-feed side=left both=true length=15m at=now"])
    }

    func testFifthHuntsWrongLogsAreRefused() throws {
        // Each made, finished or threw away a bottle, or logged an event, where the line described one or
        // said it was still going.
        check(refusing: ["the bottle's 4oz", "her bottle's 5oz", "the bottle made at 2 was 4oz"], saying: "may describe one already made or logged")
        check(refusing: ["she had the 4oz I made", "2oz of her bottle", "she had 2 ounces of that", "she finished the 5oz bottle"],
              saying: "is a bottle already made", reading: ["finished a 6 oz bottle at 11:20": "bottle-ate amount=6oz left=0 at=11:20",
                                                         "she drank 4oz of formula": "bottle-ate amount=4oz contents=formula left=0 at=now"])
        check(refusing: ["she has a bottle", "she's got a bottle"], saying: "was given a bottle")
        refused("she dumped the bottle", saying: "says the baby threw it")
        check(refusing: ["1oz left to finish", "she has 2oz left"], saying: "the feed is still going")
        check(refusing: ["that's the right side", "changed the diaper to dirty"], saying: "sounds like a change",
              reading: ["changed a wet diaper": "diaper contents=wet at=now"])
        refused("dad fell asleep with the little one", saying: "Hush logs the baby's events")
        refused("diaper at two dirty", saying: "after the time may be part of it")
        // Lines the new rules first refused, which log.
        XCTAssertEqual(try meaning("I'd just changed a wet diaper"), "diaper contents=wet at=now")
        refused("I'd make a 4oz bottle", saying: "hasn't happened yet")
        XCTAssertEqual(try meaning("I'm mom"), "i-am name=mom")
    }

    func testAWholeBottleToldWhileOneIsOpenIsAsked() throws {
        try withEddiesStore { session, dispatcher in
            let parser = CommandParser(knownNames: ["Eddie"])
            func bottles() throws -> [String] {
                try session.store.allEvents().compactMap { event in
                    event.data.bottle.map { "\($0.prepared!.text) \(event.end == nil ? "open" : "left \(Volume.number($0.remaining ?? 0))")" }
                }.sorted()
            }
            func refusal(_ line: String) -> String {
                do { _ = try dispatcher.run(try parser.parse(line)); return "logged" } catch { return ErrorReport.describe(error).0 }
            }
            XCTAssertEqual(try meaning("ate another three and a half ounce bottle"), "bottle-ate amount=3.5oz left=0 another at=now")
            XCTAssertEqual(try meaning("drank another 2oz"), "bottle-ate amount=2oz left=0 at=now")
            _ = try dispatcher.run(try parser.parse("made a 5oz bottle 30 min ago"))
            // Logged as another bottle, these left the 5 oz one open, to count down and end as waste.
            XCTAssertEqual(refusal("ate 4oz"), "the 5 oz bottle made at 2:30 PM is still open; if this is that bottle, "
                           + "say 'finished, 1 oz left'; if it was another, say 'ate another 4 oz bottle'")
            XCTAssertTrue(refusal("she drank all 5 ounces 10 min ago").contains("say 'finished 10 min ago'"))
            XCTAssertTrue(refusal("ate 4oz, 0.5 left").contains("'finished, 1.5 oz left'"))
            XCTAssertTrue(refusal("drank another 2oz").contains("'finished, 3 oz left'"))
            // What was left is what was said when the amounts name this bottle; a clock keeps its "at"; 150 ml is all of 5 oz.
            XCTAssertTrue(refusal("ate 4oz, 1 left").contains("'finished, 1 oz left'"))
            XCTAssertTrue(refusal("ate 4oz at 2:45").contains("'finished, 1 oz left at 2:45'; if it was another, say 'ate another 4 oz bottle at 2:45'"))
            XCTAssertTrue(refusal("ate 150ml").contains("say 'finished'"))
            XCTAssertTrue(refusal("ate another bottle").contains("how much the other bottle held"))
            // Finished the bottle in hand, all drunk, these were: another's, some of it, a feed stopped.
            XCTAssertTrue(refusal("she drank another").contains("how much the other bottle held"))
            XCTAssertTrue(refusal("drank from the bottle").hasPrefix("'from the bottle' doesn't say how much"))
            XCTAssertTrue(refusal("she stopped eating").hasPrefix("'stopped' doesn't say how much was left"))
            XCTAssertEqual(try meaning("she stopped, 1oz left"), "feeding-finish left=1oz at=now")
            XCTAssertEqual(try meaning("she drank it"), "feeding-finish left=0 at=now")
            XCTAssertEqual(try meaning("she drank it all from the bottle"), "feeding-finish left=0 at=now")
            XCTAssertEqual(try bottles(), ["5 oz open"], "nothing was logged")
            // Before the bottle was made, more than it held, or said to be another: not that bottle.
            for line in ["ate 4oz at 1pm", "ate 6oz", "ate another 4oz bottle", "had 3oz from another bottle"] {
                XCTAssertEqual(refusal(line), "logged", line)
            }
            XCTAssertEqual(try bottles(), ["3 oz left 0", "4 oz left 0", "4 oz left 0", "5 oz open", "6 oz left 0"])
            // A feed begun is the bottle in hand, and the line the refusal gives finishes it.
            _ = try dispatcher.run(try parser.parse("feeding 5 min ago"))
            XCTAssertTrue(refusal("fed her 4oz").hasPrefix("the 5 oz bottle started at 2:55 PM is still being fed;"))
            XCTAssertEqual(refusal("finished, 1 oz left at 2:58"), "logged")
            XCTAssertEqual(try bottles(), ["3 oz left 0", "4 oz left 0", "4 oz left 0", "5 oz left 1", "6 oz left 0"])
            XCTAssertEqual(refusal("ate 4oz"), "logged", "with no bottle open a whole bottle logs")
            // A line naming the milk asks only of a bottle of that milk.
            _ = try dispatcher.run(try parser.parse("made a 4oz bottle of breast milk"))
            XCTAssertTrue(refusal("fed her 3oz of breast milk").hasSuffix("say 'ate another 3 oz bottle of breast milk'"))
            for line in ["fed her 3oz of formula", "fed her another 3oz bottle of breast milk"] { XCTAssertEqual(refusal(line), "logged", line) }
        }
    }

    func testALetterIsNoBabysNameAndAWordIsNoCaregiversName() throws {
        XCTAssertThrowsError(try parser.parse("wet diaper for e"))
        XCTAssertThrowsError(try parser.parse("wet diaper for M"))
        XCTAssertEqual(try meaning("wet diaper for Ed"), "diaper contents=wet at=now baby=Eddie")
        refused("I am Eddie", saying: "is a baby's name")
        check(refusing: ["I'm exhausted", "I'm home", "i am worried"], saying: "reads as a word, not a name",
              reading: ["I am Leanne": "i-am name=Leanne", "i'm Gavin": "i-am name=Gavin"])
    }

    func testRefusalsSayWhatToType() {
        refused("finished nursing left", saying: "logs a breast feed whole")
        refused("pumped 150", saying: "say 'pumped 150ml' or 'pumped at 1:50'")
        refused("pumped one fifty", saying: "say '150ml' for how much or 'at 1:50' for when")
        refused("pumped 4", saying: "say 'pumped 4oz' or 'pumped at 4pm'")
        refused("down for the night at 7", saying: "'for the night' is not needed")
    }

    func testASpanStartMovedToTheSmallHoursPastNoonIsAsked() throws {
        try withEddiesStore { session, dispatcher in
            let parser = CommandParser(knownNames: ["Eddie"])
            // At 3 PM: "1:30" before 12:10 PM can only be 1:30 AM, a sleep through the morning.
            for line in ["napped from 1:30 to 12:10", "napped from 2:30 to 1"] {
                XCTAssertThrowsError(try dispatcher.run(try parser.parse(line)), line) { error in
                    XCTAssertTrue(ErrorReport.describe(error).0.contains("runs past noon"), "\(line): \(ErrorReport.describe(error).0)")
                }
            }
            XCTAssertEqual(try session.store.allEvents().filter { $0.kind == .sleep }.count, 0, "nothing was logged")
            // A night crossing midnight, the same span with am and pm said, and a nap after noon all log.
            for line in ["slept from 8 to 1am", "napped from 1:30am to 12:10pm", "napped from 12:30 to 2"] {
                XCTAssertNoThrow(try dispatcher.run(try parser.parse(line)), line)
            }
            XCTAssertEqual(try session.store.allEvents().filter { $0.kind == .sleep }.count, 3)
        }
    }

    func testALongSpanFromMorningPastNoonMayBeTheNight() throws {
        try withEddiesStore { session, dispatcher in
            let parser = CommandParser(knownNames: ["Eddie"])
            session.fixedNow = session.fixedNow!.addingTimeInterval(6 * 3600)
            // At 9 PM: read as the latest past times, each was a sleep of five hours or more in the day.
            for line in ["slept from 10 to 5", "slept from 11 to 4", "napped from 9:30 to 1:45", "slept from 7 to 6", "slept from 9 to 1"] {
                XCTAssertThrowsError(try dispatcher.run(try parser.parse(line)), line) { error in
                    XCTAssertTrue(ErrorReport.describe(error).0.contains("or, overnight,"), "\(line): \(ErrorReport.describe(error).0)")
                }
            }
            XCTAssertThrowsError(try dispatcher.run(try parser.parse("slept from 10 to 5"))) { error in
                XCTAssertEqual(ErrorReport.describe(error).0, "'from 10 to 5' could be from 10am to 5pm or, overnight, from 10pm to 5am; say which")
            }
            XCTAssertEqual(try session.store.allEvents().filter { $0.kind == .sleep }.count, 0, "nothing was logged")
            // Either end said, or a nap under four hours, logs.
            for line in ["slept from 10pm to 5am", "napped from 11 to 2", "slept from 3 to 7pm"] {
                XCTAssertNoThrow(try dispatcher.run(try parser.parse(line)), line)
            }
            XCTAssertEqual(try session.store.allEvents().filter { $0.kind == .sleep }.count, 3)
        }
    }

    func testLastNightsSmallHoursAreToday() throws {
        XCTAssertEqual(try meaning("wet diaper at 2am last night"), "diaper contents=wet at=today_2:00am")
        XCTAssertEqual(try meaning("wet diaper at 2 last night"), "diaper contents=wet at=today_2:00am")
        XCTAssertEqual(try meaning("pumped 4oz at midnight last night"), "pump amount=4oz at=today_00:00")
        XCTAssertEqual(try meaning("woke at 11:30pm last night"), "sleep-end at=yesterday_11:30pm")
    }

    func testABoundIsNotALengthOrAnAmount() throws {
        // "napped over an hour" was a sleep of exactly an hour.
        check(refusing: ["napped over an hour", "napped just over an hour", "ate over 4oz", "slept under 2 hours", "ate more than 4oz",
                         "slept less than an hour", "napped at least 2 hours", "slept at most 40 min"], saying: "gives a bound",
              reading: ["poop all over her": "diaper contents=dirty at=now", "the nap is over": "sleep-end at=now"])
    }

    func testAnEditChangesTheEventItNames() throws {
        try withEddiesStore { session, dispatcher in
            let parser = CommandParser(knownNames: ["Eddie"])
            for line in ["dirty diaper at 1:30pm", "wet diaper at 2:35pm", "ate 4oz at 2:20pm"] { _ = try dispatcher.run(try parser.parse(line)) }
            func starts() throws -> [String] {
                // Minutes before now (3 PM).
                try session.store.allEvents().filter { $0.kind == .diaper && !$0.isDeleted }
                    .map { "\($0.data.diaperContents!.label) \(Int($0.start.utc.timeIntervalSince1970 - 1_767_384_000) / 60)" }.sorted()
            }
            // "pooped 10 min earlier" moved the last diaper, a wet one, and left the poop where it was.
            _ = try dispatcher.run(try parser.parse("pooped 10 min earlier"))
            XCTAssertEqual(try starts(), ["pee -25", "poop -100"])
            _ = try dispatcher.run(try parser.parse("delete the last poop"))
            XCTAssertEqual(try starts(), ["pee -25"])
            // Another event, or more than a time, is not the last one moved; waking ends a sleep only.
            refused("pooped again 10 min later", saying: "says another event")
            refused("then pooped 20 min later", saying: "says another event")
            refused("ate 2oz 10 min later", saying: "says more than a time")
            refused("last woke at 2", saying: "'woke' ends a sleep")
            XCTAssertEqual(try meaning("bottle 10 min later"), "edit last-bottle shift start=+10m")
            XCTAssertEqual(try meaning("pee and poop 10 min later"), "edit last-both shift start=+10m")
            XCTAssertEqual(try meaning("fell asleep 10 minutes earlier"), "edit last-sleep shift start=-10m")
        }
    }

    func testAWhatIAmDoingLineIsNotAName() throws {
        XCTAssertEqual(try meaning("i am feeding her"), "feeding-start at=now")
        XCTAssertEqual(try meaning("i am Leanne"), "i-am name=Leanne")
    }

    func testAmountsNoBottleHoldsAreRefusedWithTheLikelierReading() throws {
        try withEddiesStore { session, dispatcher in
            // An ounce household: "ate 150" is 150 ml said without its unit; "ate three thirty" a time said without "at".
            for (line, expected) in [("ate 150", "150 oz is more than a bottle holds; did you mean 150 ml?"),
                                     ("ate three thirty", "'three thirty' could be an amount or a time; say '330ml' for how much or 'at 3:30' for when"),
                                     ("made a 900ml bottle", "900 ml is more than a bottle holds")] {
                XCTAssertThrowsError(try dispatcher.run(try parser.parse(line)), line) { error in
                    XCTAssertEqual(ErrorReport.describe(error).0, expected, line)
                }
            }
            XCTAssertEqual(try session.store.allEvents().count, 0, "nothing was logged")
        }
    }

    func testANightSaidAfterItsSpanIsTheWholeSpans() throws {
        // "last night" after a span was the end's alone: 6 PM, and the start the 9 before it, 9 AM – 6 PM.
        for line in ["slept from 9 to 6 last night", "slept 9 to 6 last night", "slept 9-6 last night"] {
            XCTAssertEqual(try meaning(line), "sleep-span from=yesterday_9:00pm to=6:00", line)
        }
        try withEddiesStore { session, dispatcher in
            let parser = CommandParser(knownNames: ["Eddie"])
            let logged = { (line: String) in try self.loggedSleepHours(line, session, dispatcher, parser) }
            XCTAssertEqual(try logged("slept from 9 to 6 last night"), "-18 -9")
            XCTAssertEqual(try logged("slept from 11pm to 6 last night"), "-16 -9")
            XCTAssertEqual(try logged("slept from 2 to 4 last night"), "-13 -11")
            XCTAssertEqual(try logged("slept from 8 to 10 last night"), "-19 -17")
            XCTAssertEqual(try logged("slept from 9 to 12 last night"), "-18 -15")
            // Twelve in a night is midnight: after 1:30 AM that is tomorrow's, which has not happened.
            XCTAssertThrowsError(try dispatcher.run(try parser.parse("slept from 1:30 to 12:10 last night")))
        }
    }

    /// A bottle or the fridge named with nothing done made a bottle of the last size, kept open and counted
    /// down: "the whole bottle" (drunk), "bottle at 2:40" (fed), "put it in the fridge" (the one made).
    func testABottleNamedWithNothingDoneIsAsked() throws {
        check(refusing: ["the whole bottle", "bottle at 2:40", "4oz bottle", "a bottle 10 minutes ago"], saying: "doesn't say what was done",
              reading: ["made a bottle at 2:40": "bottle-prepare amount=last at=2:40", "warmed a 4oz bottle": "bottle-prepare amount=4oz at=now",
                        "bottle 10 min later": "edit last-bottle shift start=+10m"])
        check(refusing: ["put it in the fridge", "fridge it", "refrigerated the bottle", "in the fridge", "5oz bottle for the fridge"],
              saying: "doesn't say a bottle was made",
              reading: ["made a 5oz bottle for the fridge": "bottle-prepare amount=5oz fridge at=now",
                        "put 4oz in the bottle": "bottle-prepare amount=4oz at=now"])
        // Logged as a discard alone, the feed was lost.
        check(refusing: ["finished, 1 oz left, dumped it", "1 oz left and I tossed it", "finished and threw away the bottle"],
              saying: "log one thing per line", reading: ["threw the bottle away 10 min ago": "bottle-discard at=-10m"])
        check(refusing: ["finished dumped", "dumped the finished bottle"], saying: "after the bottle was finished")
    }

    func testSixthRoundsWrongLogsAreRefused() throws {
        check(refusing: ["she's to sleep at 7", "she was to nap at 2", "he is to have a bottle at 4"], saying: "hasn't happened yet",
              reading: ["she went to sleep at 2": "sleep-start at=2:00"])
        check(refusing: ["I drank 4oz feeding her", "I pooped and changed her", "I just ate lunch while feeding him"], saying: "not yours",
              reading: ["I fed her 4oz": "bottle-ate amount=4oz left=0 at=now"])
        check(refusing: ["there's 1oz in the bottle", "4 ounces in her bottle"], saying: "tells what a bottle holds",
              reading: ["1oz left in the bottle": "feeding-finish left=1oz at=now", "put 4oz in the bottle": "bottle-prepare amount=4oz at=now"])
        check(refusing: ["slept one fifteen", "napped two thirty"], saying: "could be how long or when",
              reading: ["fell asleep one fifteen": "sleep-start at=1:15"])
    }

    func testPlainLinesOnceRefusedLog() throws {
        XCTAssertEqual(try meaning("fed left then right 10 min each"), "breast-feed side=left both=true length=20m at=now")
        XCTAssertEqual(try meaning("nap's over"), "sleep-end at=now")
        XCTAssertEqual(try meaning("ate one fifteen ml"), "bottle-ate amount=115ml left=0 at=now")
        XCTAssertEqual(try meaning("I put the little one down"), "sleep-start at=now")
        XCTAssertEqual(try meaning("made up a 4oz bottle"), "bottle-prepare amount=4oz at=now")
        refused("he made up a song", saying: "isn't waking up")
        refused("nursed left 10 min each", saying: "doesn't fit here")
    }

    func testAboutBeforeAnAmountOrALengthIsNoTime() throws {
        // Read as "about 1 o'clock", the rest of the number was the amount: half an ounce at 1 PM.
        XCTAssertEqual(try meaning("drank about 1 1/2 oz"), "bottle-ate amount=1.5oz left=0 at=now")
        XCTAssertEqual(try meaning("drank about two and a half ounces"), "bottle-ate amount=2.5oz left=0 at=now")
        XCTAssertEqual(try meaning("ate about one hundred ml"), "bottle-ate amount=100ml left=0 at=now")
        XCTAssertEqual(try meaning("ate about 2 1/2 tbsp of banana"), "solids foods=banana amount=2.5 tbsp at=now")
        refused("nursed left about 10 to 15 minutes", saying: "makes no sense for a breast feed")
        // Before a time, "about" still softens it.
        XCTAssertEqual(try meaning("wet diaper around 2"), "diaper contents=wet at=2:00")
        XCTAssertEqual(try meaning("wet diaper at about 2:30"), "diaper contents=wet at=2:30")
    }

    func testTheBottleInHandPointedAtInOtherWords() throws {
        check(refusing: ["she drank the five ounces", "she drank her 5", "she drank the entire 5oz"], saying: "is a bottle already made",
              reading: ["fed her five ounces": "bottle-ate amount=5oz left=0 at=now", "she drank 5": "bottle-ate amount=5 left=0 at=now",
                        // "all": with no bottle open the whole of a new one, which the reader cannot tell apart.
                        "Eddie ate all 4oz at 1pm": "bottle-ate amount=4oz left=0 at=1:00pm baby=Eddie",
                        "drank the whole 4 1/2 oz 20 mins ago": "bottle-ate amount=4.5oz left=0 at=-20m"])
        check(refusing: ["drank 2oz for now", "she ate 2oz for now"], saying: "the feed is still going",
              reading: ["wet diaper for now": "diaper contents=wet at=now"])
        check(refusing: ["the formula bottle was 5oz", "the left feed was 20 minutes", "the poop was at 11:30", "her nap was at 11:30",
                         "her nap was an hour ago", "the wet diaper was dirty"], saying: "may describe one already made or logged",
              reading: ["dirty diaper was at 2": "diaper contents=dirty at=2:00", "the diaper was wet": "diaper contents=wet at=now"])
        check(refusing: ["change the wet diaper to dirty"], saying: "sounds like a change")
        check(refusing: ["she slept another 10 minutes", "slept another ten minutes"], saying: "adds to an event already logged")
        XCTAssertThrowsError(try parser.parse("add 10 minutes to the nap"))
    }

    func testEveryClausesSubjectIsAsked() throws {
        check(refusing: ["she ate banana and I ate egg", "she peed and I pooped", "she pooped, I peed", "she fell asleep at 2 and I woke up at 2:30",
                         "she had banana, we tried peanut butter", "dad nursed left 10 min", "the dog nursed on the left for 10 min"],
              saying: "Hush logs",
              reading: ["mom nursed left 10 min": "breast-feed side=left both=false length=10m at=now",
                        "she fell asleep and we put her down": "sleep-start at=now",
                        "she fell asleep at 2 and I woke her at 2:30": "sleep-span from=2:00 to=2:30"])
        check(refusing: ["peanut ate a banana", "my little peanut ate avocado", "pumpkin had yogurt at 2"], saying: "reads as who ate",
              reading: ["she ate banana": "solids foods=banana at=now"])
    }

    func testStatesAreNotEvents() throws {
        check(refusing: ["she was in a wet diaper", "she's been in a dirty diaper"], saying: "says what she had on")
        check(refusing: ["she was awake at 2", "she was up at 2"], saying: "says she was awake then")
        check(refusing: ["she was asleep at 2", "was asleep at 2"], saying: "says she was asleep then",
              reading: ["she fell asleep at 2": "sleep-start at=2:00"])
        check(refusing: ["it's bedtime", "it's naptime"], saying: "hasn't happened yet",
              reading: ["she finally fell asleep": "sleep-start at=now", "fyi she pooped": "diaper contents=dirty at=now"])
    }

    func testAFinishedSleepInsideTheRunningOneIsRefused() throws {
        try withEddiesStore { session, dispatcher in
            let parser = CommandParser(knownNames: ["Eddie"])
            _ = try dispatcher.run(try parser.parse("fell asleep at 1:30"))
            for line in ["she slept 30 minutes", "napped from 2 to 2:30", "slept from 1 to 2"] {
                XCTAssertThrowsError(try dispatcher.run(try parser.parse(line)), line) { error in
                    XCTAssertTrue(ErrorReport.describe(error).0.contains("overlaps the sleep running since 1:30 PM"), "\(line): \(ErrorReport.describe(error).0)")
                }
            }
            // Before it, and its end, log.
            _ = try dispatcher.run(try parser.parse("slept from 11 to 12"))
            _ = try dispatcher.run(try parser.parse("woke up at 2:45"))
            XCTAssertEqual(try session.store.allEvents().filter { $0.kind == .sleep }.count, 2)
        }
    }

    func testTheSeventhRoundsNeighboursStillLog() throws {
        // Lines near the new rules that said something else, each checked against the rule's first form.
        XCTAssertEqual(try meaning("fell asleep at about 20 min ago"), "sleep-start at=-20m")
        XCTAssertEqual(try meaning("wet diaper at around 2 hours ago"), "diaper contents=wet at=-2h")
        XCTAssertEqual(try meaning("fed her another 2oz"), "bottle-ate amount=2oz left=0 at=now")
        XCTAssertEqual(try meaning("she and I ate banana"), "solids foods=banana at=now")
        XCTAssertEqual(try meaning("she ate banana and peanut butter"), "solids foods=banana,peanut butter at=now")
        XCTAssertEqual(try meaning("both wet and dirty"), "diaper contents=both at=now")
        XCTAssertEqual(try meaning("pooped a half hour ago"), "diaper contents=dirty at=-30m")
        // ... and their own variants, refused.
        refused("ate about 2-3oz", saying: "without a unit")
        refused("nursed left about 20", saying: "not how long")
        check(refusing: ["dad fed left 10 min", "dad gave her left side 10 min"], saying: "not dad's",
              reading: ["dad fed her 4oz": "bottle-ate amount=4oz left=0 at=now"])
        refused("she ate banana and peanut ate egg", saying: "reads as who ate")
        check(refusing: ["Eddie's nap was at 1", "Eddie's poop was at 11:30"], saying: "may describe one already made or logged")
        refused("drank 2oz for right now", saying: "'for right now' says the feed is still going")
        refused("1oz in bottle", saying: "tells what a bottle holds")
        refused("she may have pooped", saying: "'may have'")
    }

    func testANightInOtherWordsIsTheWholeSleeps() throws {
        try withEddiesStore { session, dispatcher in
            let parser = CommandParser(knownNames: ["Eddie"])
            let logged = { (line: String) in try self.loggedSleepHours(line, session, dispatcher, parser) }
            XCTAssertEqual(try logged("fell asleep at 9 and woke at 6 last night"), "-18 -9")
            XCTAssertEqual(try logged("slept from 9 to 6 yesterday night"), "-18 -9")
            XCTAssertEqual(try logged("slept from 10pm to 2 yesterday night"), "-17 -13")
            // A start at 4 or 5 is as likely the evening: the end's reading stands, 5 to 7 PM.
            XCTAssertEqual(try logged("slept from 5 to 7 last night"), "-22 -20")
        }
        XCTAssertEqual(try meaning("wet diaper at 2 yesterday night"), "diaper contents=wet at=today_2:00am")
        // An afternoon or a morning said outright is no night: the reading stays as it was.
        XCTAssertEqual(try meaning("slept from 1 to 2:30pm last night"), "sleep-span from=1:00 to=yesterday_2:30pm")
        XCTAssertEqual(try meaning("slept from 9am to 10:15am last night"), "sleep-span from=9:00am to=today_10:15am")
    }

    func testEachLengthBeforeItsSideAndAmericanClocks() throws {
        for line in ["ten minutes on the left and five on the right", "10 min left, 5 min right", "10 min on the left and 5 min on the right"] {
            XCTAssertEqual(try meaning(line), "breast-feed side=left both=true length=15m at=now", line)
        }
        // The first length needs its unit: "4 left" is what was left of a bottle.
        refused("nursed 10 min left then right", saying: "may be one side's or the whole feed's")
        XCTAssertEqual(try meaning("wet diaper at quarter of three"), "diaper contents=wet at=2:45")
        XCTAssertEqual(try meaning("wet diaper at ten of three"), "diaper contents=wet at=2:50")
        XCTAssertEqual(try meaning("ate a quarter of an ounce"), "bottle-ate amount=0.25oz left=0 at=now")
        XCTAssertEqual(try meaning("wet diaper at 12 noon"), "diaper contents=wet at=12:00pm")
        // "mixed" beside a bottle is making it; alone it is still a diaper with both.
        XCTAssertEqual(try meaning("mixed a 4oz bottle"), "bottle-prepare amount=4oz at=now")
        XCTAssertEqual(try meaning("mixed 120ml of formula"), "bottle-prepare amount=120ml contents=formula at=now")
        XCTAssertEqual(try meaning("mixed diaper"), "diaper contents=both at=now")
    }

    func testOneMoreAndASecondAreAnother() throws {
        // "a second" was read as a length of one second, and "more" as a word Hush does not know.
        XCTAssertEqual(try meaning("one more wet diaper"), try meaning("another wet diaper"))
        XCTAssertEqual(try meaning("a second dirty diaper"), try meaning("another dirty diaper"))
        XCTAssertEqual(try meaning("he had one more poop"), try meaning("he had another poop"))
        XCTAssertEqual(try meaning("fed him a second bottle 4oz"), try meaning("fed him another bottle 4oz"))
        XCTAssertEqual(try meaning("another one, dirty"), try meaning("another dirty diaper"))
        // An amount keeps its number, a second of time stays one.
        XCTAssertThrowsError(try parser.parse("ate one more oz"))
        XCTAssertEqual(try meaning("pooped a second ago"), "diaper contents=dirty at=-1s")
    }

    func testIsThatAndWasThatAsk() throws {
        // "was that a poop" logged a poop: "that" and "this" after "is" or "was" make a question.
        for line in ["was that a poop", "is that a wet diaper", "so was that a poop", "is this a wet diaper", "was that the right side for ten minutes",
                     "hmm is that pee", "were those wet diapers"] {
            if let reading = try? meaning(line) { XCTAssertTrue(reading.hasPrefix("question"), "\(line): \(reading)") }
        }
        // Said, not asked, they are still refused as a change to an event logged.
        refused("that was a wet diaper", saying: "sounds like a change")
    }

    func testContractionsWithoutTheirApostrophe() throws {
        // "hes up" was refused with "did you mean 'hrs'?": a recogniser often drops the apostrophe.
        XCTAssertEqual(try meaning("hes up"), try meaning("he's up"))
        XCTAssertEqual(try meaning("shes asleep"), try meaning("she's asleep"))
        refused("he didnt poop", saying: "takes back part of the line")
        refused("she wasnt hungry", saying: "hungry")
    }

    func testEatingWithoutHowMuchIsAsked() throws {
        // "he ate" with a bottle open finished it with nothing left.
        for line in ["he ate", "ate at two", "he ate about two"] { refused(line, saying: "doesn't say how much") }
        XCTAssertEqual(try meaning("she drank it all"), "feeding-finish left=0 at=now")
        XCTAssertEqual(try meaning("drank his bottle"), "feeding-finish left=0 at=now")
    }

    func testTonightIsTheNightAhead() throws {
        // "wet diaper tonight at one" at 10:30 PM was this morning's 1 AM.
        XCTAssertEqual(try meaning("wet diaper tonight at one"), "diaper contents=wet at=tonight_1:00am")
        try withEddiesStore { session, dispatcher in
            XCTAssertThrowsError(try dispatcher.run(try parser.parse("wet diaper tonight at one"))) { error in
                XCTAssertEqual((error as? DomainError)?.message, "1:00 AM tonight is in the future; log things once they have happened")
            }
            session.fixedNow = session.fixedNow!.addingTimeInterval(7.5 * 3600)   // 10:30 PM
            XCTAssertTrue(try dispatcher.run(try parser.parse("wet diaper tonight at 10")).text(style: TextStyle(enabled: false)).contains("10:00 PM"))
            XCTAssertThrowsError(try dispatcher.run(try parser.parse("poop at 1pm tonight"))) { error in
                XCTAssertEqual((error as? DomainError)?.message, "1:00 PM is the day's, not tonight's; say the time alone, or tonight's hour")
            }
            session.fixedNow = session.fixedNow!.addingTimeInterval(2 * 3600)   // 12:30 AM: the night still running
            XCTAssertTrue(try dispatcher.run(try parser.parse("poop tonight at 11")).text(style: TextStyle(enabled: false)).contains("Yesterday 11:00 PM"))
        }
    }

    func testATimeWithItsHalfAFewHoursAheadIsNotYesterdays() throws {
        // "poop at 5pm" at 3 PM was yesterday's 5 PM, a day back no one said.
        try withEddiesStore { _, dispatcher in
            XCTAssertThrowsError(try dispatcher.run(try parser.parse("poop at 5pm"))) { error in
                XCTAssertEqual((error as? DomainError)?.message, "'5pm' hasn't happened yet; did you mean 'yesterday 5pm'? Say it that way")
            }
            XCTAssertThrowsError(try dispatcher.run(try parser.parse("napped from 2 to 5")))
            XCTAssertThrowsError(try dispatcher.run(try parser.parse("napped from 1pm to 5")))
            XCTAssertTrue(try dispatcher.run(try parser.parse("poop at 8pm")).text(style: TextStyle(enabled: false)).contains("Yesterday 8:00 PM"))
        }
    }

    func testHowADiaperLookedIsNoPartOfIt() throws {
        // Each was refused ("did you mean 'bag'?" for "big").
        for (line, plain) in [("huge poop", "poop"), ("big poop", "poop"), ("a really wet diaper", "a wet diaper"), ("tiny pee", "pee"),
                              ("green runny poop at 2", "poop at 2"), ("a wee pee", "pee"), ("slightly wet diaper", "wet diaper"), ("leaky poop", "poop")] {
            XCTAssertEqual(try meaning(line), try meaning(plain), line)
        }
        // Only before a diaper or its contents; "wee" alone is the pee.
        XCTAssertThrowsError(try parser.parse("big bottle"))
        XCTAssertThrowsError(try parser.parse("a really messy diaper"))
        XCTAssertEqual(try meaning("wee diaper"), "diaper contents=wet at=now")
        // "lasted" after an event is "was".
        XCTAssertEqual(try meaning("the nap lasted 45 minutes"), try meaning("the nap was 45 minutes"))
        // "on the right right now": the side, then the time; read as "right now", the side was lost.
        XCTAssertEqual(try meaning("feeding on the right right now"), "breast-feed side=right both=false at=now")
        XCTAssertEqual(try meaning("nursing on the right right now"), "breast-feed side=right both=false at=now")
    }
}

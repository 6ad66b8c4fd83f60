@testable import HushLanguage
import XCTest

/// Ways of saying a sleep's start and end, a pumping session's sides and a diaper that were refused
/// although nothing in them was unsure: "nap started at 1:45" read "started" as a feed begun and refused
/// a sleep and a bottle in one line; "pumped 4oz from both sides" refused pumping and a breast feed.
extension NaturalLanguageTests {
    func testASleepsOwnStartAndEndAreTheSleeps() {
        assertMeanings([
            ("nap started at 1:45", "sleep-start at=1:45"),
            ("nap started 20 minutes ago", "sleep-start at=-20m"),
            ("his nap began at quarter to two", "sleep-start at=1:45"),
            ("sleep started at 1", "sleep-start at=1:00"),
            ("started his nap at 1:45", "sleep-start at=1:45"),
            ("started napping at 1:45", "sleep-start at=1:45"),
            ("nap ended at 2:30", "sleep-end at=2:30"),
            ("nap finished at 2:30", "sleep-end at=2:30"),
            ("finished his nap at 2:30", "sleep-end at=2:30"),
            ("done napping 5 minutes ago", "sleep-end at=-5m"),
            ("nap started at 1:45 and ended at 2:30", "sleep-span from=1:45 to=2:30"),
        ])
        // "over" said of an event is its end: these were logged as a sleep starting and a feed starting.
        assertMeanings([
            ("nap is over", "sleep-end at=now"), ("sleep is over", "sleep-end at=now"), ("his nap was over at 2:30", "sleep-end at=2:30"),
            ("feeding is over", "feeding-finish left=0 at=now"), ("poop all over", "diaper contents=dirty at=now"),
        ])
        XCTAssertNotNil(refusal("he is over"), "'over' said of no event is no end")
        // Beside anything of a feed's, starting and finishing may be the feed's: still refused.
        for phrase in ["started a bottle and a nap", "finished the bottle and his nap at 2", "nap started, fed 4oz", "started feeding after his nap"] {
            XCTAssertNotNil(refusal(phrase), phrase)
        }
        // Alone, they are still a feed's.
        assertMeanings([("started feeding at 2", "feeding-start at=2:00"), ("feeding began at 2", "feeding-start at=2:00"),
                        ("feeding ended at 2:20", "feeding-finish left=0 at=2:20")])
    }

    func testAPumpingSessionsSidesAreThePumps() {
        assertMeanings([
            ("pumped 4oz from both sides", "pump amount=4oz at=now"),
            ("pumped 4 oz on both sides", "pump amount=4oz at=now"),
            ("pumped both sides 4oz", "pump amount=4oz at=now"),
            ("pumped for 15 minutes on both sides", "pump amount=none length=15m at=now"),
            ("I pumped 2 ounces from each side", "pump amount=sides left=2oz right=2oz at=now"),
            ("pumped 60ml per side to the freezer", "pump amount=sides left=60ml right=60ml to=freezer at=now"),
            ("pumped 2oz a side", "pump amount=sides left=2oz right=2oz at=now"),
        ])
        // A breast feed beside the pumping is still a second thing.
        for phrase in ["nursed both sides and pumped 2oz", "pumped 2oz each side and 1oz left"] {
            XCTAssertNotNil(refusal(phrase), phrase)
        }
        assertMeanings([("nursed both sides 20 min starting left", "breast-feed side=left both=true length=20m at=now")])
    }

    func testAWetOneIsADiaper() {
        assertMeanings([
            ("changed a wet one", "diaper contents=wet at=now"),
            ("just changed a dirty one", "diaper contents=dirty at=now"),
            ("she had a poopy one 10 min ago", "diaper contents=dirty at=-10m"),
        ])
        XCTAssertNotNil(refusal("wet diaper one"), "a 'one' that follows no diaper word is still a number")
    }

    /// A part of the day is no time: refused at it, saying how to give the time, where it was once
    /// "'this' doesn't fit here".
    func testAPartOfTheDayAloneAsksForTheTime() {
        let cases = [("he napped for 45 minutes this morning", "this morning", "at 9 this morning"),
                     ("slept 8 hours last night", "last night", "at 11 last night"),
                     ("wet diaper this afternoon", "this afternoon", "at 2 this afternoon")]
        for (phrase, said, example) in cases {
            guard let error = refusal(phrase) else { continue }
            XCTAssertEqual(error.message, "'\(said)' doesn't say when; give the time as well, for example '\(example)' or '2 hours ago'", phrase)
            let range = error.range.map { String(Array(phrase)[$0.start..<$0.end]) }
            XCTAssertEqual(range, said, phrase)
        }
        assertMeanings([("napped 45 min at 9 this morning", "sleep-length length=45m starting=today_9:00am"),
                        ("fell asleep at 8 last night", "sleep-start at=yesterday_8:00pm")])
    }

    /// Going back to sleep, the end of every night waking: "back" was a word Hush did not know, although
    /// the check of "fell" already let "fell back asleep" through.
    func testGoingBackToSleepIsGoingToSleep() {
        assertMeanings([
            ("fell back asleep at 3", "sleep-start at=3:00"), ("she fell back asleep", "sleep-start at=now"),
            ("fell fast asleep 10 min ago", "sleep-start at=-10m"), ("went back to sleep", "sleep-start at=now"),
            ("back asleep at 3", "sleep-start at=3:00"), ("put him back down at 3", "sleep-start at=3:00"),
            ("went back down 5 min ago", "sleep-start at=-5m"),
        ])
        for phrase in ["took the bottle back", "he's back", "fast asleep 10 min ago and ate 4oz"] {
            XCTAssertNotNil(refusal(phrase), phrase)
        }
    }

    /// Lines that were logged although they report nothing done: "put the bottle away" and "go make a
    /// bottle" made a bottle, "took the bottle out" started a feed, "have to make a bottle" made one,
    /// "took a nap" started a sleep now although the nap was over.
    func testWhatIsStillToDoOrPutAwayIsNoLog() {
        for phrase in ["put the bottle away", "put away the bottle", "took the bottle out", "took out the bottle", "got the bottle out",
                       "have to make a bottle", "she has to have a bottle", "go make a bottle", "go change him", "let's change his diaper",
                       "gotta make a bottle", "made the bottle into two", "split the bottle in 2",
                       "took a nap", "he had a nap", "had a sleep"] {
            XCTAssertNotNil(refusal(phrase), phrase)
        }
        // The same verbs where they do report something.
        assertMeanings([
            ("threw the bottle out", "bottle-discard at=now"), ("took a bottle out of the fridge", "bottle-prepare amount=last contents=breast_milk from=fridge at=now"),
            ("put him down at 7", "sleep-start at=7:00"), ("had a nap for 40 min", "sleep-length length=40m ending=now"),
            ("took a 30 minute nap at 1", "sleep-length length=30m starting=1:00"), ("he got to sleep at 8", "sleep-start at=8:00"), ("took 4oz", "bottle-ate amount=4oz left=0 at=now"),
        ])
    }

    /// "did a poo" was answered as "did she poo?", and nothing was logged.
    func testDidAPooIsADiaper() throws {
        assertMeanings([("did a poo", "diaper contents=dirty at=now"), ("did a wee at 2", "diaper contents=wet at=2:00")])
        XCTAssertEqual(CommandMeaning.describe(try parser.parse("did a poo?")), "question did-poop period=today")
        XCTAssertEqual(CommandMeaning.describe(try parser.parse("did she poo")), "question did-poop period=today")
        XCTAssertEqual(CommandMeaning.describe(try parser.parse("did a bottle")), "question did-bottle period=today", "only a diaper is 'did a'")
    }
}

extension NaturalLanguageTests {
    /// "only" says the amount or the event was small, not that anything else happened or didn't: "only ate
    /// 2oz" is "ate 2oz". It was refused as a word Hush doesn't track, with "did you mean 'one'?".
    func testOnlyChangesNothingThatIsLogged() {
        assertMeanings([
            ("only ate 2oz", "bottle-ate amount=2oz left=0 at=now"),
            ("she only drank 2oz", "bottle-ate amount=2oz left=0 at=now"),
            ("ate only 2oz", "bottle-ate amount=2oz left=0 at=now"),
            ("only took 1 oz", "bottle-ate amount=1oz left=0 at=now"),
            ("he only nursed 5 min on the left", "breast-feed side=left both=false length=5m at=now"),
            ("it was only pee", "diaper contents=wet at=now"),
            ("only napped 20 min", "sleep-length length=20m ending=now"),
            ("ate 4oz, only 0.5 left", "bottle-ate amount=4oz left=0.5 at=now"),
        ])
        // Beside a word that takes something back, or a condition, the line is still refused.
        for phrase in ["not only 2oz", "only if she wakes", "only 1 oz"] {
            XCTAssertNotNil(refusal(phrase), phrase)
        }
        // With "has" before it, "only" reads as a total so far ("she's only had 12oz", meaning today):
        // refused, although "she's had 12oz" logs a bottle.
        for phrase in ["she's only had 12oz", "she has only eaten 2oz", "he's only napped 20 min", "baby's only had 3oz"] {
            XCTAssertTrue(refusal(phrase)?.message.contains("total so far") == true, phrase)
        }
        assertMeanings([("she's had 12oz", "bottle-ate amount=12oz left=0 at=now")])
    }
}

extension NaturalLanguageTests {
    /// What was left of the feeding bottle, said with "left" as a verb: after a finish ("finished, left
    /// 1oz"), or alone with its subject ("she left 1oz"). Both were refused as a breast side with an amount.
    func testLeftAsAVerbIsWhatWasLeftOfTheBottle() {
        assertMeanings([
            ("finished, left 1oz", "feeding-finish left=1oz at=now"),
            ("done, left 1 oz", "feeding-finish left=1oz at=now"),
            ("finished and left half an ounce", "feeding-finish left=0.5oz at=now"),
            ("finished at 2, left 1oz", "feeding-finish left=1oz at=2:00"),
            ("she left 1oz", "feeding-finish left=1oz at=now"),
            ("he left half an ounce", "feeding-finish left=0.5oz at=now"),
        ])
        // Without a subject "left" may be a side; with a length it is one; two times or amounts disagree.
        for phrase in ["left 1oz", "finished at 2, left 1oz at 3", "she left 1oz and 2oz"] {
            XCTAssertNotNil(refusal(phrase), phrase)
        }
        assertMeanings([("she left 10 min", "breast-feed side=left both=false length=10m at=now")])
    }
}

extension NaturalLanguageTests {
    /// Where a drunk bottle's milk came from, said after "fed", "gave" or "had": "fed her 4oz from the
    /// freezer" logged a bottle drunk with no source (so the stash kept the milk), and "took 4oz out of the
    /// freezer", which may be milk taken out for a bottle, was logged as 4 oz drunk.
    func testAFedBottlesMilkKeepsWhereItCameFrom() {
        assertMeanings([
            ("fed 4oz from the freezer", "bottle-ate amount=4oz contents=breast_milk thawed from=freezer left=0 at=now"),
            ("gave her 4oz from the fridge", "bottle-ate amount=4oz contents=breast_milk from=fridge left=0 at=now"),
            ("had 4oz from the freezer", "bottle-ate amount=4oz contents=breast_milk thawed from=freezer left=0 at=now"),
            ("ate 4oz from the freezer", "bottle-ate amount=4oz contents=breast_milk thawed from=freezer left=0 at=now"),
            ("took a bottle out of the fridge", "bottle-prepare amount=last contents=breast_milk from=fridge at=now"),
            ("she took 4oz", "bottle-ate amount=4oz left=0 at=now"),
        ])
        for phrase in ["took 4oz out of the freezer", "took 4oz from the fridge", "fed her from the freezer"] {
            XCTAssertNotNil(refusal(phrase), phrase)
        }
    }
}

extension NaturalLanguageTests {
    /// "10 min each side": both sides, as long each, the first side said apart. It was refused at "each".
    func testALengthOnEachSideIsBothSides() {
        assertMeanings([
            ("nursed 10 min each side starting left", "breast-feed side=left both=true length=20m at=now"),
            ("10 minutes each side starting right", "breast-feed side=right both=true length=20m at=now"),
            ("nursed for 10 min on each side, started on the left", "breast-feed side=left both=true length=20m at=now"),
            ("fed 10 min per side starting left", "breast-feed side=left both=true length=20m at=now"),
        ])
        // The first side unsaid is asked for, as for "both sides"; a number without a unit may be ounces; a
        // pump may run both sides at once.
        XCTAssertEqual(refusal("nursed 10 min each side")?.message, "missing which side; for example 'both sides starting left'")
        for phrase in ["nursed 10 each side starting left", "pumped 10 min each side"] {
            XCTAssertNotNil(refusal(phrase), phrase)
        }
    }
}

extension NaturalLanguageTests {
    /// Falling asleep said with a verb and its particle: "dozed off", "nodded off", "drifted off", "conked
    /// out". They were refused ("Hush doesn't track 'off'; did you mean 'of'?"); the verbs alone still are.
    func testDozingOffIsFallingAsleep() {
        assertMeanings([
            ("nodded off", "sleep-start at=now"), ("dozed off at 2", "sleep-start at=2:00"),
            ("she drifted off 10 minutes ago", "sleep-start at=-10m"), ("drifted off to sleep", "sleep-start at=now"),
            ("conked out at 2", "sleep-start at=2:00"), ("dozed off at 1 and woke up at 2", "sleep-span from=1:00 to=2:00"),
        ])
        for phrase in ["he nodded", "dozed", "drifted", "off", "wet diaper off"] {
            XCTAssertNotNil(refusal(phrase), phrase)
        }
    }
}

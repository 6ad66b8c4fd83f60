@testable import HushLanguage
import XCTest

/// Hush understands people as they really talk and type: voice transcripts (lowercase, no punctuation,
/// numbers as words) and one-handed typing. Every table here uses phrasings that are *not* in
/// `grammar/README.md`, and proves two things:
///
/// - the way tired parents say things (spoken numbers and clock times, spoken units, filler and
///   politeness, a baby's name at either end, any tense or word order, one-key typos) reads as exactly
///   the meaning they intended, with any typo correction said out loud in the meaning;
/// - what Hush cannot be sure of is refused, never logged wrongly: ambiguous typos, mistyped number words,
///   "fed 4", negations, two kinds of event in one line, and leftover unknown words (pointed at by column).
///
/// Phrases that the parser currently reads *wrongly* are deliberately left out of these tables (they are
/// reported as bugs rather than encoded here).
final class NaturalLanguageTests: XCTestCase {
    let parser = CommandParser(knownNames: ["Eddie", "Mia"])

    // MARK: - Helpers

    /// Each phrase must parse to exactly its meaning.
    func assertMeanings(_ table: [(phrase: String, meaning: String)], file: StaticString = #filePath, line: UInt = #line) {
        for (phrase, meaning) in table {
            do {
                let parsed = try parser.parse(phrase)
                XCTAssertEqual(CommandMeaning.describe(parsed), meaning, "'\(phrase)'", file: file, line: line)
            } catch {
                XCTFail("'\(phrase)' should mean '\(meaning)' but was refused: \(error)", file: file, line: line)
            }
        }
    }

    /// The error a phrase is refused with; a failure (and nil) when it parses or throws something else.
    func refusal(_ phrase: String, file: StaticString = #filePath, line: UInt = #line) -> ParseError? {
        do {
            let parsed = try parser.parse(phrase)
            XCTFail("'\(phrase)' should be refused but means '\(CommandMeaning.describe(parsed))'", file: file, line: line)
        } catch let error as ParseError {
            return error
        } catch {
            XCTFail("'\(phrase)' threw a non-ParseError: \(error)", file: file, line: line)
        }
        return nil
    }

    // MARK: - Numbers said as words

    func testNumberWordsUpToAHundredAndTwenty() {
        assertMeanings([
            ("she drank three and a half ounces", "bottle-ate amount=3.5oz left=0 at=now"),
            ("he drank two and a quarter ounces", "bottle-ate amount=2.25oz left=0 at=now"),
            ("drank one and a quarter ounces", "bottle-ate amount=1.25oz left=0 at=now"),
            ("ate four and a half oz", "bottle-ate amount=4.5oz left=0 at=now"),
            ("ate twelve and a half ml", "bottle-ate amount=12.5ml left=0 at=now"),
            ("made a two and a quarter ounce bottle", "bottle-prepare amount=2.25oz at=now"),
            ("drank half an ounce", "bottle-ate amount=0.5oz left=0 at=now"),
            ("drank a half ounce", "bottle-ate amount=0.5oz left=0 at=now"),
            ("drank a quarter ounce", "bottle-ate amount=0.25oz left=0 at=now"),
            ("ate a hundred and twenty mls", "bottle-ate amount=120ml left=0 at=now"),
            ("ate one hundred and twenty ml", "bottle-ate amount=120ml left=0 at=now"),
            ("ate a hundred twenty ml", "bottle-ate amount=120ml left=0 at=now"),
            ("ate one hundred and nineteen ml", "bottle-ate amount=119ml left=0 at=now"),
            ("ate a hundred and five mls", "bottle-ate amount=105ml left=0 at=now"),
            ("ate a hundred ml", "bottle-ate amount=100ml left=0 at=now"),
            ("ate ninety nine mls", "bottle-ate amount=99ml left=0 at=now"),
            ("ate eighty-five millilitres", "bottle-ate amount=85ml left=0 at=now"),
            ("drank seventy five milliliters", "bottle-ate amount=75ml left=0 at=now"),
            ("fell asleep forty five minutes ago", "sleep-start at=-45m"),
            ("fell asleep twenty-five minutes ago", "sleep-start at=-25m"),
            ("fell asleep ninety minutes ago", "sleep-start at=-1h30m"),
            ("woke up two and a half hours ago", "sleep-end at=-2h30m"),
            ("woke up one and a half hours ago", "sleep-end at=-1h30m"),
            ("nursed right for twelve and a half minutes", "breast-feed side=right both=false length=12m30s at=now"),
        ])
    }

    /// "a couple of" is two only where an amount is expected.
    func testACoupleOfIsTwoWhereAnAmountIsExpected() {
        assertMeanings([
            ("gave her a couple of ounces", "bottle-ate amount=2oz left=0 at=now"),
            ("he drank a couple of mls", "bottle-ate amount=2ml left=0 at=now"),
            ("ate 5oz, a couple of ounces left", "bottle-ate amount=5oz left=2oz at=now"),
            ("finished with a couple of ounces left", "feeding-finish left=2oz at=now"),
        ])
        // Before "ago" it is two of the unit, as people mean it; elsewhere it is too vague to be a number.
        assertMeanings([
            ("fell asleep a couple of minutes ago", "sleep-start at=-2m"),
            ("woke up a couple of hours ago", "sleep-end at=-2h"),
        ])
        XCTAssertNotNil(refusal("slept a couple"))
        XCTAssertNotNil(refusal("fell asleep a couple ago"))
    }

    /// "one fifty" is 150 where a volume is expected, and ten to two (1:50) where a time is.
    func testOneFiftyIsAVolumeOnlyWhereAVolumeIsExpected() {
        assertMeanings([
            ("made a one fifty ml bottle", "bottle-prepare amount=150ml at=now"),
            ("made a one fifty mil bottle", "bottle-prepare amount=150ml at=now"),
            ("ate one fifty mls", "bottle-ate amount=150ml left=0 at=now"),
            ("she drank one fifty millilitres", "bottle-ate amount=150ml left=0 at=now"),
            ("she drank one twenty milliliters", "bottle-ate amount=120ml left=0 at=now"),
            ("fell asleep at one fifty", "sleep-start at=1:50"),
        ])
    }

    // MARK: - Clock times said aloud

    func testSpokenClockTimes() {
        assertMeanings([
            ("fell asleep at ten past three", "sleep-start at=3:10"),
            ("she fell asleep ten past three", "sleep-start at=3:10"),
            ("wet diaper at ten past three", "diaper contents=wet at=3:10"),
            ("woke up twenty past six", "sleep-end at=6:20"),
            ("woke at five past six am", "sleep-end at=6:05am"),
            ("she woke up at twenty past six this morning", "sleep-end at=today_6:20am"),
            ("fell asleep at quarter to four", "sleep-start at=3:45"),
            ("woke up quarter to four", "sleep-end at=3:45"),
            ("woke up at quarter to four p m", "sleep-end at=3:45pm"),
            ("ate four ounces at quarter to four", "bottle-ate amount=4oz left=0 at=3:45"),
            ("dirty diaper at quarter past eleven", "diaper contents=dirty at=11:15"),
            ("fell asleep at three thirty", "sleep-start at=3:30"),
            ("fell asleep at three thirty p m", "sleep-start at=3:30pm"),
            ("fell asleep at three thirty p.m.", "sleep-start at=3:30pm"),
            ("fell asleep at three thirty pm", "sleep-start at=3:30pm"),
            ("asleep since three thirty p m", "sleep-start at=3:30pm"),
            ("fell asleep at eleven fifteen pm", "sleep-start at=11:15pm"),
            ("fell asleep at seven oh five", "sleep-start at=7:05"),
            ("asleep at half three", "sleep-start at=3:30"),
            ("asleep since half three", "sleep-start at=3:30"),
            ("woke up half three", "sleep-end at=3:30"),
            ("fell asleep half two", "sleep-start at=2:30"),
            ("nursed left half three", "breast-feed side=left both=false at=3:30"),
            ("she went down at half past seven", "sleep-start at=7:30"),
            ("woke up at twenty to five", "sleep-end at=4:40"),
            ("woke up twenty to five", "sleep-end at=4:40"),
            ("wet diaper at twenty to five", "diaper contents=wet at=4:40"),
            ("fell asleep at twenty five to eight", "sleep-start at=7:35"),
            ("nursed left at twenty to five for ten minutes", "breast-feed side=left both=false length=10m at=4:40"),
            ("nap from ten past one to quarter to three", "sleep-span from=1:10 to=2:45"),
            ("slept from half one to three thirty", "sleep-span from=1:30 to=3:30"),
        ])
    }

    // MARK: - Units said aloud

    func testSpokenUnits() {
        assertMeanings([
            ("she drank 5 ounces", "bottle-ate amount=5oz left=0 at=now"),
            ("she drank 5 oz", "bottle-ate amount=5oz left=0 at=now"),
            ("made a 5 ounce bottle", "bottle-prepare amount=5oz at=now"),
            ("ate 90 mils", "bottle-ate amount=90ml left=0 at=now"),
            ("ate 4 mil", "bottle-ate amount=4ml left=0 at=now"),
            ("he drank 90 mls", "bottle-ate amount=90ml left=0 at=now"),
            ("ate 90mls", "bottle-ate amount=90ml left=0 at=now"),
            ("made a 150 mls bottle", "bottle-prepare amount=150ml at=now"),
            ("ate 90 millilitres", "bottle-ate amount=90ml left=0 at=now"),
            ("drank sixty millilitres", "bottle-ate amount=60ml left=0 at=now"),
            ("ate 90 milliliters", "bottle-ate amount=90ml left=0 at=now"),
            ("made a 150 milliliters bottle", "bottle-prepare amount=150ml at=now"),
            ("gave her 60 cc", "bottle-ate amount=60ml left=0 at=now"),
        ])
    }

    // MARK: - Filler, politeness and names

    func testFillerAndPolitenessAreIgnored() {
        assertMeanings([
            ("um uh ok she peed", "diaper contents=wet at=now"),
            ("uh hey hush log a poopy diaper please", "diaper contents=dirty at=now"),
            ("ok record a wet nappy", "diaper contents=wet at=now"),
            ("please just log it the baby pooped", "diaper contents=dirty at=now"),
            ("okay so she just pooped", "diaper contents=dirty at=now"),
            ("um ok um wet", "diaper contents=wet at=now"),
            ("he is asleep", "sleep-start at=now"),
            ("alright she's asleep", "sleep-start at=now"),
            ("hey hush the baby woke up", "sleep-end at=now"),
            ("record she drank 4oz please", "bottle-ate amount=4oz left=0 at=now"),
            ("uh log he just ate 90 mls", "bottle-ate amount=90ml left=0 at=now"),
        ])
        // "they" is the baby when there is one; with two (this parser knows Eddie and Mia) it may be both.
        XCTAssertEqual(try CommandMeaning.describe(CommandParser(knownNames: ["Eddie"]).parse("they woke up")), "sleep-end at=now")
        XCTAssertNotNil(refusal("they woke up"))
    }

    func testALeadingOrTrailingBabyNameSelectsThatBaby() {
        assertMeanings([
            ("Mia had a wet diaper", "diaper contents=wet at=now baby=Mia"),
            ("mia pooped", "diaper contents=dirty at=now baby=Mia"),
            ("Mia's diaper was wet", "diaper contents=wet at=now baby=Mia"),
            ("Mia ate 4oz", "bottle-ate amount=4oz left=0 at=now baby=Mia"),
            ("Eddie fell asleep", "sleep-start at=now baby=Eddie"),
            ("Eddie woke up ten minutes ago", "sleep-end at=-10m baby=Eddie"),
            ("uh Mia just woke up", "sleep-end at=now baby=Mia"),
            ("hey hush Eddie is asleep", "sleep-start at=now baby=Eddie"),
            ("wet diaper for Mia", "diaper contents=wet at=now baby=Mia"),
            ("dirty diaper for eddie", "diaper contents=dirty at=now baby=Eddie"),
            ("ate 4oz for Eddie", "bottle-ate amount=4oz left=0 at=now baby=Eddie"),
            ("record a dirty diaper for Mia please", "diaper contents=dirty at=now baby=Mia"),
            ("wet diaper for Ed", "diaper contents=wet at=now baby=Eddie"),
        ])
        // A name after "for" that is no baby is refused, with the nearest name when there is one.
        XCTAssertEqual(refusal("wet diaper for Bob"), .unknownName("Bob", suggestion: nil, SourceRange(start: 15, end: 18)))
        XCTAssertEqual(refusal("wet diaper for mai"), .unknownName("mai", suggestion: "Mia", SourceRange(start: 15, end: 18)))
        // "Mai" is a real name, so it is not corrected into "Mia": refused, with Mia suggested.
        XCTAssertEqual(refusal("Mai had a wet diaper"), .untrackedWord("Mai", suggestions: ["Mia"], SourceRange(start: 0, end: 3)))
    }

    // MARK: - Tense and word order

    func testTenseAndWordOrder() {
        assertMeanings([
            ("she's asleep", "sleep-start at=now"),
            ("he's asleep", "sleep-start at=now"),
            ("she\u{2019}s asleep", "sleep-start at=now"),
            ("the baby's asleep", "sleep-start at=now"),
            ("he just fell asleep", "sleep-start at=now"),
            ("baby is sleeping", "sleep-start at=now"),
            ("she's falling asleep", "sleep-start at=now"),
            ("she woke up ten minutes ago", "sleep-end at=-10m"),
            ("he woke up twenty minutes ago", "sleep-end at=-20m"),
            ("she's up", "sleep-end at=now"),
            ("baby's awake", "sleep-end at=now"),
            ("she's waking up", "sleep-end at=now"),
            ("she has been up since six", "sleep-end at=6:00"),
            ("changed a wet diaper", "diaper contents=wet at=now"),
            ("changed a dirty nappy", "diaper contents=dirty at=now"),
            ("diaper change, poopy", "diaper contents=dirty at=now"),
            ("diaper change poopy", "diaper contents=dirty at=now"),
            ("diaper change: wet", "diaper contents=wet at=now"),
            ("gave her a four ounce bottle", "bottle-ate amount=4oz left=0 at=now"),
            ("gave him a five ounce bottle", "bottle-ate amount=5oz left=0 at=now"),
            ("gave her a 120ml bottle", "bottle-ate amount=120ml left=0 at=now"),
            ("he drank two and a half ounces", "bottle-ate amount=2.5oz left=0 at=now"),
            ("she drank four ounces with one left", "bottle-ate amount=4oz left=1 at=now"),
            ("drank five ounces, half an ounce left", "bottle-ate amount=5oz left=0.5oz at=now"),
            ("finished the bottle, half an ounce left", "feeding-finish left=0.5oz at=now"),
            ("finished the bottle half an ounce left", "feeding-finish left=0.5oz at=now"),
            ("finished the bottle, one ounce left", "feeding-finish left=1oz at=now"),
            ("ate 4oz an hour ago", "bottle-ate amount=4oz left=0 at=-1h"),
            ("she drank 4oz half an hour ago", "bottle-ate amount=4oz left=0 at=-30m"),
            ("fed her on the left for fifteen minutes", "breast-feed side=left both=false length=15m at=now"),
            ("fed him on the right for twenty minutes", "breast-feed side=right both=false length=20m at=now"),
            ("fed her on the left side for ten minutes", "breast-feed side=left both=false length=10m at=now"),
            ("she nursed for fifteen minutes on the right side", "breast-feed side=right both=false length=15m at=now"),
            ("left side for ten minutes", "breast-feed side=left both=false length=10m at=now"),
            ("nursed on the left and then the right", "breast-feed side=left both=true at=now"),
            ("nursed left for ten minutes ten minutes ago", "breast-feed side=left both=false length=10m at=-10m"),
            ("went down for a nap", "sleep-start at=now"),
            ("went down for a nap ten minutes ago", "sleep-start at=-10m"),
            ("the baby is down for a nap", "sleep-start at=now"),
            ("asleep since two", "sleep-start at=2:00"),
            ("asleep since quarter past two", "sleep-start at=2:15"),
            ("she's been asleep since two", "sleep-start at=2:00"),
            ("been sleeping since one thirty", "sleep-start at=1:30"),
            ("she slept for two hours", "sleep-length length=2h ending=now"),
            ("napped for forty five minutes", "sleep-length length=45m ending=now"),
        ])
    }

    // MARK: - Typos

    /// One key wrong, and every nearby word means the same thing: corrected, and the meaning says so.
    func testOneKeyTyposAreCorrectedAndSaid() {
        assertMeanings([
            ("wet diapr", "diaper contents=wet at=now (read 'diapr' as 'diaper')"),
            ("dirty daiper", "diaper contents=dirty at=now (read 'daiper' as 'diaper')"),
            ("nursd left 10 min", "breast-feed side=left both=false length=10m at=now (read 'nursd' as 'nurse')"),
            ("poopy dipaer", "diaper contents=dirty at=now (read 'dipaer' as 'diaper')"),
            ("wte diaper", "diaper contents=wet at=now (read 'wte' as 'wet')"),
            ("nappy chnage wet", "diaper contents=wet at=now (read 'chnage' as 'change')"),
            ("fell aslep", "sleep-start at=now (read 'aslep' as 'asleep')"),
            ("wokr up", "sleep-end at=now (read 'wokr' as 'woke')"),
            ("slpet 10 min ago", "sleep-start at=-10m (read 'slpet' as 'slept')"),
            ("dirty diaper 10 mni ago", "diaper contents=dirty at=-10m (read 'mni' as 'min')"),
            ("dirty diaper at noom", "diaper contents=dirty at=12:00pm (read 'noom' as 'noon')"),
            ("ate 4 ounes", "bottle-ate amount=4oz left=0 at=now (read 'ounes' as 'ounces')"),
            ("ate 4 ozs", "bottle-ate amount=4oz left=0 at=now (read 'ozs' as 'oz')"),
            ("made a 4oz bottel", "bottle-prepare amount=4oz at=now (read 'bottel' as 'bottle')"),
            ("made a 4oz botle for the frdge", "bottle-prepare amount=4oz fridge at=now (read 'botle' as 'bottle', 'frdge' as 'fridge')"),
            ("toosed the bottle", "bottle-discard at=now (read 'toosed' as 'tossed')"),
            ("nursed lfet 10 min", "breast-feed side=left both=false length=10m at=now (read 'lfet' as 'left')"),
            ("nursed rigth 10 min", "breast-feed side=right both=false length=10m at=now (read 'rigth' as 'right')"),
            ("ate 4oz, 1 lefy", "bottle-ate amount=4oz left=1 at=now (read 'lefy' as 'left')"),
        ])
    }

    /// One key from words that mean different things: refused, naming every candidate, never guessed.
    func testAmbiguousTyposAreRefusedWithTheirCandidates() {
        let cases: [(String, ParseError)] = [
            // Real words ("wed", "Poe", "bet", "woe") name their candidates too, as words Hush does not track.
            ("wed diaper", .untrackedWord("wed", suggestions: ["bed", "fed", "wee", "wet"], SourceRange(start: 0, end: 3))),
            ("poe diaper", .untrackedWord("poe", suggestions: ["pee", "poo"], SourceRange(start: 0, end: 3))),
            ("bet diaper", .untrackedWord("bet", suggestions: ["bed", "wet"], SourceRange(start: 0, end: 3))),
            ("fel asleep", .unclearWord("fel", candidates: ["fed", "fell"], SourceRange(start: 0, end: 3))),
            ("woe up", .untrackedWord("woe", suggestions: ["wee", "woke"], SourceRange(start: 0, end: 3))),
            // "dup" is a word of the larger list ("a dup"), so it is named as one.
            ("wake dup", .untrackedWord("dup", suggestions: ["dump", "up"], SourceRange(start: 5, end: 8))),
        ]
        for (phrase, expected) in cases {
            XCTAssertEqual(refusal(phrase), expected, phrase)
        }
        XCTAssertEqual(ParseError.unclearWord("poe", candidates: ["pee", "poo"], SourceRange(start: 0, end: 3)).message,
                       "'poe' could be 'pee' or 'poo'; type the word again")
    }

    /// An amount is never guessed: a number word one key off is an unknown word (with a suggestion when
    /// exactly one word is that close), never a correction.
    func testNumberWordTyposAreNeverCorrected() {
        let suggested: [(String, String, String, Int)] = [
            ("ate fuor oz", "fuor", "four", 4),
            ("ate fiev oz", "fiev", "five", 4),
            ("ate sevn ounces", "sevn", "seven", 4),
            ("ate twnety ml", "twnety", "twenty", 4),
            ("ate 4oz, hlaf left", "hlaf", "half", 9),
        ]
        for (phrase, word, suggestion, column) in suggested {
            let range = SourceRange(start: column, end: column + word.count)
            XCTAssertEqual(refusal(phrase), .unknownWord(word, suggestion: suggestion, range), phrase)
        }
        XCTAssertEqual(refusal("ate fuor oz")?.message, "unknown word 'fuor' — did you mean 'four'?")
        // Close to a number word and to another word too ("thre": "three" or "threw"): still not corrected.
        for (phrase, word, column) in [("drank thre ounces", "thre", 6), ("ate tow oz", "tow", 4), ("she woke up tne minutes ago", "tne", 12)] {
            // A real word ("tow", "juice") is one Hush doesn't track; a made-up one ("zzz") is unknown.
            let refused = refusal(phrase)
            if case .untrackedWord(let typed, _, let range)? = refused, typed == word, range.start == column { continue }
            guard case .unknownWord(let typed, _, let range)? = refused else {
                XCTFail("'\(phrase)' should be refused for the unknown word '\(word)'")
                continue
            }
            XCTAssertEqual(typed, word, phrase)
            XCTAssertEqual(range.start, column, phrase)
        }
    }

    // MARK: - Never a wrong log

    /// A bare number after "fed" could be an amount or a time: Hush asks instead of choosing.
    func testFedWithABareNumberAsksWhichItMeant() {
        let fedFour = ["ate 4", "fed left at 4", "fed right at 4"]
        XCTAssertEqual(refusal("fed 4"), .ambiguous("fed 4", alternatives: fedFour, SourceRange(start: 0, end: 5)))
        XCTAssertEqual(refusal("fed her 4"), .ambiguous("fed 4", alternatives: fedFour, SourceRange(start: 0, end: 9)))
        XCTAssertEqual(refusal("fed her four"), .ambiguous("fed 4", alternatives: fedFour, SourceRange(start: 0, end: 12)))
        XCTAssertEqual(refusal("gave her 4"), .ambiguous("gave 4", alternatives: fedFour, SourceRange(start: 0, end: 10)))
        XCTAssertEqual(refusal("had 4"), .ambiguous("had 4", alternatives: fedFour, SourceRange(start: 0, end: 5)))
        XCTAssertEqual(refusal("fed five"), .ambiguous("fed 5", alternatives: ["ate 5", "fed left at 5", "fed right at 5"],
                                                       SourceRange(start: 0, end: 8)))
        XCTAssertEqual(refusal("fed 4")?.message, "'fed 4' could mean 'ate 4' or 'fed left at 4' or 'fed right at 4'; say which")
        // With a unit or a side the line is clear.
        assertMeanings([
            ("fed 4oz", "bottle-ate amount=4oz left=0 at=now"),
            ("fed her four ounces", "bottle-ate amount=4oz left=0 at=now"),
            ("fed left 10 min", "breast-feed side=left both=false length=10m at=now"),
        ])
    }

    /// A word that takes something back ("not", "no", "actually", "sorry", "didn't") is refused at that word.
    func testNegationsAreRefused() {
        let cases: [(String, Int, Int)] = [
            ("ate 4oz not 5oz", 8, 11),
            ("ate 4oz no 5oz", 8, 10),
            ("ate four ounces no five", 16, 18),
            ("ate 4oz actually 5oz", 8, 16),
            ("ate 4oz sorry 5oz", 8, 13),
            ("she didn't poop", 4, 10),
            ("wet diaper not dirty", 11, 14),
            ("not asleep", 0, 3),
        ]
        for (phrase, start, end) in cases {
            guard case .conflicting(let message, let range)? = refusal(phrase) else {
                XCTFail("'\(phrase)' should be refused as a negation")
                continue
            }
            XCTAssertEqual(range, SourceRange(start: start, end: end), phrase)
            XCTAssertTrue(message.contains("takes back part of the line"), "\(phrase): \(message)")
        }
    }

    /// One line logs one thing: two kinds of event together are refused.
    func testTwoKindsInOneLineAreRefused() {
        for phrase in [
            "wet diaper and fell asleep", "pooped and ate 4oz", "woke up and had a wet diaper",
            "ate 4oz and nursed left", "fell asleep woke up", "nursed left then made a bottle", "she peed and woke up",
        ] {
            guard case .conflicting(let message, _)? = refusal(phrase) else {
                XCTFail("'\(phrase)' should be refused as two kinds of event")
                continue
            }
            XCTAssertTrue(message.hasSuffix("log one thing per line"), "\(phrase): \(message)")
        }
        // Two amounts or two times in one line are refused the same way.
        XCTAssertNotNil(refusal("ate four ounces and five ounces"))
        XCTAssertNotNil(refusal("wet diaper 10 min ago at 2pm"))
    }

    /// Every word must be understood; the first one that isn't is reported at its column.
    func testLeftoverUnknownWordsAreErrorsAtTheirColumn() {
        let cases: [(String, String, Int)] = [
            ("wet diaper blah", "blah", 11),
            ("ate 4oz zzz", "zzz", 8),
            ("she fell asleep quickly", "quickly", 16),
            ("um the baby pooped xyzzy", "xyzzy", 19),
            ("hey hush she woke up whatever", "whatever", 21),
            ("changed a wet diaper on the sofa", "sofa", 28),
            ("she drank 4oz of juice", "juice", 17),
        ]
        for (phrase, word, column) in cases {
            // A real word ("tow", "juice") is one Hush doesn't track; a made-up one ("zzz") is unknown.
            let refused = refusal(phrase)
            if case .untrackedWord(let typed, _, let range)? = refused, typed == word, range.start == column { continue }
            guard case .unknownWord(let typed, _, let range)? = refused else {
                XCTFail("'\(phrase)' should be refused for the unknown word '\(word)'")
                continue
            }
            XCTAssertEqual(typed, word, phrase)
            XCTAssertEqual(range, SourceRange(start: column, end: column + word.count), phrase)
            XCTAssertEqual(range.caretLine, String(repeating: " ", count: column) + "^" + String(repeating: "~", count: word.count - 1))
        }
    }
}

import Foundation
@testable import HushLanguage
import XCTest

/// One event told in two clauses, as a voice says it without a comma: a start and an end, a bottle and
/// what was left. Each phrasing below is a different way of saying the same parts, so the rule is the
/// grammar's (``CompoundPhrase``), not a list of rows; parts that disagree and lines that tell two events
/// are refused, and lines that logged whole before mean what they meant.
final class CompoundPhraseTests: XCTestCase {
    let parser = CommandParser(knownNames: ["Eddie", "Mia"])

    func meaning(_ line: String) throws -> String { CommandMeaning.describe(try parser.parse(line)) }

    func refused(_ line: String, saying words: [String], file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertThrowsError(try parser.parse(line), line, file: file, line: number) { error in
            let message = (error as? ParseError)?.message ?? "\(error)"
            for word in words { XCTAssertTrue(message.contains(word), "'\(line)': \(message)", file: file, line: number) }
        }
    }

    func testAStartAndAnEndAreOneSleep() throws {
        let spans = [
            "fell asleep at 1:05 and woke up at 2:35": "sleep-span from=1:05 to=2:35",
            "fell asleep at 1:05, woke up at 2:35": "sleep-span from=1:05 to=2:35",
            "fell asleep at 1:05 then woke at 2:35": "sleep-span from=1:05 to=2:35",
            "went down at 1:15 woke at 2:40": "sleep-span from=1:15 to=2:40",
            "she went down at 12:50 and woke up at 2:10": "sleep-span from=12:50 to=2:10",
            "Eddie went down at 12:50 and she woke up at 2:10": "sleep-span from=12:50 to=2:10 baby=Eddie",
            "down at 1 up at 2:30": "sleep-span from=1:00 to=2:30",
            "nap from 1 and she woke at 2:10": "sleep-span from=1:00 to=2:10",
            "asleep at quarter past one and awake at two thirty": "sleep-span from=1:15 to=2:30",
            "fell asleep at 7:30pm and woke up at 6": "sleep-span from=7:30pm to=6:00",
            "fell asleep at 11 and woke up at 1": "sleep-span from=11:00 to=1:00",
            "fell asleep 40 min ago and woke up 5 min ago": "sleep-span from=-40m to=-5m",
            "fell asleep 20 min ago and just woke up": "sleep-span from=-20m to=now",
        ]
        for (line, expected) in spans { XCTAssertEqual(try meaning(line), expected, line) }
        XCTAssertEqual(try meaning("went down at 1 and slept 40 min"), "sleep-length length=40m starting=1:00")
    }

    func testABottleAndWhatWasLeftAreOneBottle() throws {
        let bottles = [
            "she ate four ounces and left half an ounce": "bottle-ate amount=4oz left=0.5oz at=now",
            "okay he ate 5 ounces and left 1": "bottle-ate amount=5oz left=1 at=now",
            "ate 5 and left 1": "bottle-ate amount=5 left=1 at=now",
            "had 120 ml and left 30": "bottle-ate amount=120ml left=30 at=now",
            "drank 4oz and she left 1oz": "bottle-ate amount=4oz left=1oz at=now",
            "ate 4oz at 2pm leaving 0.5": "bottle-ate amount=4oz left=0.5 at=2:00pm",
            "ate 4oz and 0.5 left": "bottle-ate amount=4oz left=0.5 at=now",
            "fed her 3oz of breast milk and left 1": "bottle-ate amount=3oz contents=breast_milk left=1 at=now",
        ]
        for (line, expected) in bottles { XCTAssertEqual(try meaning(line), expected, line) }
    }

    func testAFeedOrAPumpAndItsEndAreOneSession() throws {
        XCTAssertEqual(try meaning("nursing left at 3 and finished at 3:20"), "breast-feed side=left both=false from=3:00 to=3:20")
        XCTAssertEqual(try meaning("fed right at 3 done at 3:15"), "breast-feed side=right both=false from=3:00 to=3:15")
        XCTAssertEqual(try meaning("nursing right from 2 and ended at 2:30"), "breast-feed side=right both=false from=2:00 to=2:30")
        XCTAssertEqual(try meaning("pumped at 2 and finished at 2:20"), "pump amount=none from=2:00 to=2:20")
        XCTAssertEqual(try meaning("pumping at 2 and stopped at 2:20"), "pump amount=none from=2:00 to=2:20")
        // "stopped" is read as "finished" only as the end of a feed or a pump, and never offered as a line.
        refused("fell asleep at 1 and stopped at 2", saying: ["'stopped'"])
    }

    func testPartsThatDisagreeAreRefusedNamingBoth() {
        refused("fell asleep at 2:35 and woke at 1:05", saying: ["'woke at 1:05'", "'fell asleep at 2:35'", "no night"])
        refused("fell asleep at 14:35 and woke at 13:05", saying: ["'woke at 13:05'", "'fell asleep at 14:35'"])
        refused("fell asleep 5 min ago and woke up 40 min ago", saying: ["'woke up 40 min ago'", "'fell asleep 5 min ago'"])
        refused("ate 4 ounces and left 5", saying: ["'left 5'", "'ate 4 ounces'"])
        refused("had 120 ml and left 5oz", saying: ["'left 5oz'", "'had 120 ml'"])
        // Half of an ounce, or half of the bottle: only the speaker knows.
        refused("ate 4 ounces and left half", saying: ["'left half'", "half an ounce left"])
    }

    func testTwoEventsAreRefusedWithTheTwoLines() {
        refused("wet diaper and ate 4oz", saying: ["'wet diaper' (diaper contents=wet at=now)", "'ate 4oz' (bottle-ate", "one thing per line"])
        refused("woke up at 6 and fell asleep at 7", saying: ["'woke up at 6'", "'fell asleep at 7'"])
        refused("diaper change, poopy and fed her 4oz at 3", saying: ["'diaper change poopy' (diaper contents=dirty", "'fed her 4oz at 3' (bottle-ate"])
        // Pumped milk may go into the bottle, which two lines would not say: the line's own error stays.
        refused("pumped 4oz and made a bottle", saying: ["this line mentions both pumping and a bottle; log one thing per line"])
        refused("pumped and dumped", saying: ["both pumping and a bottle"])
        refused("started feeding at 3 and finished at 3:20", saying: ["'started feeding at 3'", "'finished at 3:20'"])
        // A clause that is no line of its own is no offer: the line's own error stays.
        refused("nursed left and made a bottle of breast milk", saying: ["both a breast feed and a bottle"])
        refused("Mia fell asleep at 1 and Eddie woke up at 2", saying: ["names Mia and Eddie"])
        XCTAssertThrowsError(try parser.parse("Eddie ate 4oz and Mia left 1"))
        XCTAssertEqual(try meaning("Eddie ate 4oz and Eddie left 1"), "bottle-ate amount=4oz left=1 at=now baby=Eddie")
    }

    func testLinesReadWholeMeanWhatTheyMeant() throws {
        let whole = [
            "pee and poop": "diaper contents=both at=now",
            "nap between 1 and 2": "sleep-span from=1:00 to=2:00",
            "fed left then right": "breast-feed side=left both=true at=now",
            "pumped 2oz left and 2.5oz right": "pump amount=sides left=2oz right=2.5oz at=now",
            "nursed left for ten and right for five": "breast-feed side=left both=true length=15m at=now",
            "ate 4oz, 0.5 left": "bottle-ate amount=4oz left=0.5 at=now",
            "woke up from her nap at 2": "sleep-end at=2:00",
        ]
        for (line, expected) in whole { XCTAssertEqual(try meaning(line), expected, line) }
        // A question back stays a question back: "fed 4" is asked about, never cut.
        XCTAssertThrowsError(try parser.parse("fed 4")) { error in
            guard case .ambiguous? = error as? ParseError else { return XCTFail("\(error)") }
        }
    }

    func testOnlyTheBabyIsFed() throws {
        refused("fed the fish at 2pm", saying: ["'the fish' is who was fed", "say 'fed her fish'"])
        refused("fed the dog", saying: ["'the dog' is who was fed"])
        refused("fed the cat at 3", saying: ["'the cat' is who was fed"])
        refused("fed our fish", saying: ["'our fish' is who was fed"])
        refused("feeding the chicken", saying: ["'the chicken' is who was fed"])
        refused("I fed the ducks", saying: ["'the ducks' is who was fed"])
        // Past, it was drunk; how much is not said.
        refused("fed him the bottle", saying: ["says the bottle was drunk but not how much", "'feeding' when it has just begun"])
        let babys = [
            "fed her fish": "solids foods=fish at=now",
            "fed Eddie fish": "solids foods=fish at=now baby=Eddie",
            "fed the baby fish": "solids foods=fish at=now",
            "fed the fish to her": "solids foods=fish at=now",
            "fed the baby 4oz": "bottle-ate amount=4oz left=0 at=now",
            "feeding the 5oz bottle": "feeding-start bottle=5oz at=now",
            "gave her the bottle": "feeding-start at=now",
            "fed on the left for 10 min": "breast-feed side=left both=false length=10m at=now",
        ]
        for (line, expected) in babys { XCTAssertEqual(try meaning(line), expected, line) }
    }
}

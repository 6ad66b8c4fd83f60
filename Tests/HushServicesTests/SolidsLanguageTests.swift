import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushServices
import HushTestSupport
import XCTest

/// Solids in the language: bottle or solids decided by the unit and the food word, "tried" a hedge except
/// before a food, whose event it is, and the refusals with their columns; then the pure rules behind
/// logging (a reaction attaches to the day's meal), the foods list, and the importers' solids rows.
final class SolidsLanguageTests: XCTestCase {
    let parser = CommandParser(knownNames: ["Eddie", "Mia"], peopleNames: ["Gavin"], selectedBaby: "Eddie")

    func solids(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) throws -> SolidsPhrase {
        guard case .log(.solids(let phrase)) = try parser.parse(line).command else {
            XCTFail("'\(line)' is not solids: \(try parser.parse(line).command)", file: file, line: lineNumber)
            throw CancellationError()
        }
        return phrase
    }

    func refusal(_ line: String) -> ParseError? {
        do {
            _ = try parser.parse(line)
            return nil
        } catch let error as ParseError {
            return error
        } catch {
            return nil
        }
    }

    // MARK: Bottle or solids

    func testAVolumeWithNoFoodIsABottleAndAFoodOrMeasureIsSolids() throws {
        guard case .log(.bottleAte)? = try? parser.parse("ate 4oz").command else { return XCTFail("ate 4oz is a bottle") }
        guard case .log(.bottleAte)? = try? parser.parse("drank 120 ml").command else { return XCTFail("drank 120 ml is a bottle") }
        XCTAssertEqual(try solids("ate 2 tbsp oatmeal").foods, ["oatmeal"])
        XCTAssertEqual(try solids("ate 2 tbsp oatmeal").amount, "2 tbsp")
        XCTAssertEqual(try solids("ate banana").foods, ["banana"])
        XCTAssertEqual(try solids("ate 2 tbsp").foods, [])
        XCTAssertEqual(try solids("ate 50g of chicken").amount, "50 g")
        XCTAssertEqual(try solids("had some sweet potatoes").foods, ["sweet potato"])
        XCTAssertEqual(try solids("had a little avocado").amount, "a little")
        XCTAssertEqual(try solids("ate 4oz of banana").amount, "4 oz")
    }

    func testAVolumeThatCouldBeABottleBesideAFoodIsRefused() {
        for line in ["ate 4oz and banana", "had banana and a 4oz bottle", "had banana, 4oz", "had oatmeal and milk",
                     "had banana then formula", "nursed left and had banana", "had banana, wet diaper"] {
            XCTAssertNotNil(refusal(line), line)
        }
        XCTAssertEqual(refusal("ate 4oz and banana")?.range, SourceRange(start: 4, end: 7))
    }

    func testUnknownFoodsAreRefusedAndRealWordsAreNeverReadAsFoods() {
        // A real word is said as it is: no food is suggested for it.
        XCTAssertEqual(refusal("had a fever")?.message, "Hush doesn't know 'fever' as a food; if 'fever' is a food, log it as written with 'solids: fever'")
        XCTAssertEqual(refusal("had a fever")?.range, SourceRange(start: 6, end: 11))
        // A typo gets the food it is one key from, and is still refused.
        XCTAssertEqual(refusal("had bnana")?.message, "unknown word 'bnana' — did you mean 'banana'?")
        XCTAssertEqual(refusal("had bnana and egg")?.message,
                       "Hush doesn't know 'bnana' as a food; did you mean 'banana'? if 'bnana' is a food, log it as written with 'solids: bnana'")
        for line in ["had kohlrabi", "ate the remote", "had a meltdown", "banana", "rash", "had banana 2", "ate banana for 10 min"] {
            XCTAssertNotNil(refusal(line), line)
        }
        XCTAssertEqual(try solids("solids: kohlrabi puree, quinoa").foods, ["kohlrabi puree", "quinoa"])
    }

    // MARK: Hedges and whose event

    func testTriedIsAHedgeExceptBeforeAFood() throws {
        XCTAssertEqual(try solids("tried egg for the first time").foods, ["egg"])
        XCTAssertEqual(try solids("tried a bite of peanut butter").foods, ["peanut butter"])
        XCTAssertEqual(try solids("she tried 2 tsp of yogurt").amount, "2 tsp")
        for line in ["tried to nap", "tried feeding", "tried to nurse on the left", "tried the bottle", "maybe had banana",
                     "almost ate banana", "she wants banana", "tried", "I think she had egg"] {
            XCTAssertNotNil(refusal(line), line)
        }
        if case .hedged("tried", _)? = refusal("tried feeding") {} else { XCTFail("tried feeding is hedged") }
    }

    func testSomeoneElsesMealIsNeverTheBabys() throws {
        for line in ["I had banana", "mom had banana", "the dog ate banana", "Gavin had egg", "I tried egg", "I have a rash after peanut"] {
            guard case .notTheBaby? = refusal(line) else { return XCTFail("'\(line)' must be refused as not the baby's") }
        }
        XCTAssertEqual(try solids("she had banana").foods, ["banana"])
        XCTAssertEqual(try solids("I gave her banana").foods, ["banana"])
        XCTAssertEqual(try solids("dad fed her avocado").foods, ["avocado"])
        XCTAssertEqual(try parser.parse("Mia had banana").babyName, "Mia")
    }

    // MARK: Reactions

    func testReactionsAfterAFoodAndWithAMeal() throws {
        let after = try solids("rash after peanut")
        XCTAssertEqual(after.reaction, "rash")
        XCTAssertTrue(after.reactionAfter)
        XCTAssertEqual(try solids("threw up after egg").reaction, "vomiting")
        XCTAssertEqual(try solids("hives after she had egg").foods, ["egg"])
        let meal = try solids("had egg, rash and hives")
        XCTAssertEqual(meal.reaction, "rash, hives")
        XCTAssertFalse(meal.reactionAfter)
        guard case .missing? = refusal("rash") else { return XCTFail("a reaction needs its food") }
    }

    // MARK: Logging rules

    let zone = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)

    func context(at hour: Int) -> LogContext {
        let now = zone.instant(from: CivilDateTime(year: 2026, month: 3, day: 10, hour: hour, minute: 0))
        return LogContext(now: now, calendar: zone, babyID: "b1", babyName: "Eddie", loggedBy: "gavin")
    }

    func testAReactionAttachesToTheDaysLatestMealWithTheFood() throws {
        let nine = context(at: 9)
        let peanut = try SolidsLog(context: nine, birthDate: "2025-08-01", sameDay: []).log(try solids("had peanut")).event!
        let egg = try SolidsLog(context: context(at: 10), birthDate: "2025-08-01", sameDay: []).log(try solids("had egg")).event!
        let attached = try SolidsLog(context: context(at: 11), birthDate: "2025-08-01", sameDay: [peanut, egg]).log(try solids("rash after peanut"))
        XCTAssertEqual(attached.event?.id, peanut.id)
        XCTAssertEqual(attached.event?.data.solids?.reaction, "rash")
        XCTAssertEqual(attached.changes.count, 1)
        XCTAssertNotNil(attached.changes[0].before, "an update of the meal, not a new event")
        XCTAssertEqual(attached.summary, "Noted rash after peanut (the meal at 9:00 AM)")
        // No meal with that food today: a meal of it, with the reaction.
        let fresh = try SolidsLog(context: context(at: 11), birthDate: "2025-08-01", sameDay: [egg]).log(try solids("hives after peanut"))
        XCTAssertNil(fresh.changes[0].before)
        XCTAssertEqual(fresh.event?.data.solids, Solids(foods: ["peanut"], reaction: "hives"))
    }

    func testSolidsBeforeSixMonthsAreLoggedWithANote() throws {
        let young = try SolidsLog(context: context(at: 9), birthDate: "2025-11-01", sameDay: []).log(try solids("had banana"))
        XCTAssertEqual(young.summary, "Logged solids at 9:00 AM: banana · note: Eddie is 4 months old; solids usually start around 6 months")
        let older = try SolidsLog(context: context(at: 9), birthDate: "2025-09-10", sameDay: []).log(try solids("had banana"))
        XCTAssertEqual(older.summary, "Logged solids at 9:00 AM: banana")
    }

    func testTheFoodsListIsOldestFirstWithTimesAndReactions() throws {
        var meals: [Event] = []
        for (hour, line) in [(8, "had banana"), (9, "had egg, rash"), (10, "ate 2 tbsp"), (11, "had banana and peanut butter")] {
            meals.append(try SolidsLog(context: context(at: hour), birthDate: "2025-08-01", sameDay: []).log(try solids(line)).event!)
        }
        let list = FoodsList.build(meals: meals)
        XCTAssertEqual(list.foods.map(\.name), ["banana", "egg", "peanut butter"])
        XCTAssertEqual(list.foods.map(\.times), [2, 1, 1])
        XCTAssertEqual(list.foods.map(\.allergen), [nil, "egg", "peanut"])
        XCTAssertEqual(list.foods[1].reactions.map(\.text), ["rash"])
        XCTAssertEqual(list.unnamedMeals, 1)
    }

    // MARK: Imports

    let baby = Baby(id: "b1", name: "Eddie", birthDate: "2021-06-01", createdAt: Date(timeIntervalSince1970: 1_600_000_000))

    func importContext(_ source: String) -> ImportContext {
        ImportContext(baby: baby, calendar: zone, loggedBy: "gavin", now: Date(timeIntervalSince1970: 1_772_000_000), source: source)
    }

    func testHuckleberryAndBabyConnectSolidsRowsBecomeSolidsEvents() throws {
        let huckleberry = try HuckleberryImporter.read("""
            Type,Start,End,Duration,Start Condition,Start Location,End Condition,Notes
            "Solids","2021-11-13 16:15",,,"Avocado, Sweet potatoes, Spoonful one mixin","Solids","LOVED",
            """, context: importContext("huckleberry"))
        let meal = try XCTUnwrap(huckleberry.events.first)
        XCTAssertEqual(meal.data.solids?.foods, ["avocado", "sweet potato", "spoonful one mixin"])
        XCTAssertEqual(meal.notes, "LOVED")
        let babyConnect = try BabyConnectImporter.read("""
            Date and Time,End Time,Duration (min),Activity,Quantity,Extra data,Text,Notes,Caregiver
            7/20/20 10:00 AM,,,Solid,,,Eva ate veggies: 5 tsp,Squash,A
            7/26/20 10:40 AM,,,Solid,,,Eva ate Food: 5 tsp,,U
            """, context: importContext("babyconnect"))
        XCTAssertEqual(babyConnect.events.map { $0.data.solids }, [Solids(foods: ["squash"], amount: "5 tsp"), Solids(foods: [], amount: "5 tsp")])
    }

    func testTheRealExportsSolidsRowsAreAllKept() throws {
        let path = SharedData.folder.appendingPathComponent("data/huckleberry-export-b.csv").path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw XCTSkip("../shared/data is not beside the project")
        }
        let batch = try HuckleberryImporter.read(text, context: importContext("huckleberry"))
        let meals = batch.events.filter { $0.kind == .solids }
        XCTAssertEqual(meals.count, 133)
        XCTAssertTrue(meals.allSatisfy { !($0.data.solids?.foods.isEmpty ?? true) })
        XCTAssertEqual(FoodsList.build(meals: meals).foods.first?.name, "avocado")
    }
}

/// A logged meal said back (`--json`'s `phrase`) reads again as the same meal.
final class SolidsPhraseRereadTests: XCTestCase {
    func testCanonicalPhrasesReadBackAsTheSameMeal() throws {
        let zone = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
        let now = zone.instant(from: CivilDateTime(year: 2026, month: 3, day: 10, hour: 12, minute: 0))
        let context = LogContext(now: now, calendar: zone, babyID: "b1", babyName: "Eddie", loggedBy: "gavin")
        let parser = CommandParser(knownNames: ["Eddie"])
        for line in ["had banana at 9am", "ate 2 tbsp oatmeal and peanut butter", "had a little sweet potato, hives",
                     "ate 4oz of banana", "had 2 strawberries", "ate 2 tbsp", "had egg, rash and swelling", "had some yogurt"] {
            guard case .log(.solids(let phrase)) = try parser.parse(line).command else { return XCTFail(line) }
            let event = try XCTUnwrap(SolidsLog(context: context, birthDate: "2025-08-01", sameDay: []).log(phrase).event)
            let said = try XCTUnwrap(CanonicalPhrase.text(for: event), line)
            guard case .log(.solids(let again)) = try parser.parse(said).command else { return XCTFail(said) }
            let back = try XCTUnwrap(SolidsLog(context: context, birthDate: "2025-08-01", sameDay: []).log(again).event)
            XCTAssertEqual(back.data, event.data, "\(line) → \(said)")
            XCTAssertEqual(back.start.utc, event.start.utc, "\(line) → \(said)")
        }
    }
}

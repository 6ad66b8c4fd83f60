import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushServices
@testable import HushRendering
@testable import HushKit
import XCTest

/// Every view's speech, heard on a realistic store (a week of two babies, a caregiver who logged this
/// afternoon, a grandparent who subscribes), held to ``SpokenRules`` and to carrying its news. The views
/// come from an exhaustive switch over ``SpokenView``: a new view does not compile until it is walked
/// here, and every answer names its view, so each scenario is checked to produce the view it claims.
/// Errors said aloud are held to the same rules.
final class SpokenViewRulesTests: XCTestCase {
    static let zone = ZoneRules(identifier: "America/New_York")!
    /// Friday 2026-01-02, 3:00 PM in New York.
    static let now = Date(timeIntervalSince1970: 1_767_384_000)
    /// The family's names, and the routine catalog's people (their names are names wherever they are said).
    static let names: Set<String> = {
        let people = ((try? RoutineCatalog.builtIn().entries) ?? []).flatMap { $0.name.split(separator: " ").map(String.init) }
        return Set(["Eddie", "Mia", "Gavin", "Leanne", "Nana", "Bob"] + people)
    }()

    /// The family's store, made once; each scenario runs on a copy.
    static let family: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-spoken-family-\(UUID().uuidString)").path
        let gavin = SpokenViewRulesTests.session(folder, as: "Gavin")
        var lines = ["new baby Eddie born 2025-09-01", "new baby Mia born 2025-09-01", "baby Eddie"]
        for (day, next) in [("2025-12-27", "2025-12-28"), ("2025-12-28", "2025-12-29"), ("2025-12-29", "2025-12-30"),
                            ("2025-12-30", "2025-12-31"), ("2025-12-31", "2026-01-01"), ("2026-01-01", "2026-01-02")] {
            lines += ["ate 4oz at \(day) 7:00am", "wet diaper at \(day) 8:00am", "napped from \(day) 9:30am to \(day) 10:45am",
                      "ate 4.5oz at \(day) 11:00am", "dirty diaper at \(day) 12:00pm", "napped from \(day) 1:00pm to \(day) 2:30pm",
                      "ate 5oz at \(day) 3:00pm", "wet diaper at \(day) 5:00pm", "ate 4oz at \(day) 6:30pm",
                      "napped from \(day) 7:00pm to \(next) 6:00am"]
        }
        lines += ["ate 4oz at 7am", "dirty diaper at 7:10am", "pumped 4oz to the freezer at 8am", "napped from 9 to 10:15am",
                  "nursed left 15 min at 11am", "note gave vitamin D", "ate 2 tbsp of banana at noon", "made a 4oz bottle at 1:50pm"]
        run(gavin, lines)
        // Gavin handed over at one.
        run(SpokenViewRulesTests.session(folder, as: "Gavin", at: now.addingTimeInterval(-7200)), ["handover"])
        // The circle: Leanne co-parents, Nana (a grandparent) subscribes to both babies.
        try? gavin.store.begin()
        for baby in gavin.store.state.babies {
            for (person, role) in [("Leanne", Membership.Role.caregiver), ("Nana", .subscriber)] {
                let member = Membership(id: "\(person)-\(baby.name)", babyID: baby.id, person: person, role: role, joinedAt: now, addedBy: "Gavin")
                _ = try? gavin.store.commit(action: .set, summary: "joined", changes: [RecordChange(before: nil, after: member.record)], at: now, by: "Gavin")
            }
        }
        try? gavin.store.end()
        // Leanne took over after lunch.
        run(SpokenViewRulesTests.session(folder, as: "Leanne", at: now.addingTimeInterval(-1200)), ["baby Eddie", "wet diaper at 1:30pm", "ate another 3oz bottle at 2pm", "fell asleep at 2:20pm"])
        return folder
    }()

    static func session(_ folder: String, as person: String, at now: Date = now) -> Session {
        Session(store: JournalStore(directory: folder), calendar: ZonedCalendar(zone: zone), person: person, fixedNow: now)
    }

    /// Runs lines as the session's person through the interpreter (as `--speak` does); the last answer and
    /// the spoken errors.
    @discardableResult
    static func run(_ session: Session, _ lines: [String]) -> (answer: (any Answer)?, errors: [String]) {
        var options = InterpreterOptions()
        options.speak = true
        var errors: [String] = []
        var answer: (any Answer)?
        let interpreter = Interpreter(session: session, options: options, output: OutputSink { stream, text in
            if stream == .errors { errors.append(text) }
        })
        interpreter.observeOutcome = { answer = $0 }
        for line in lines {
            answer = nil
            _ = interpreter.execute(line, source: nil, lineNumber: nil)
        }
        return (answer, errors)
    }

    /// A copy of the family's store.
    func copy() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-spoken-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.family, toPath: folder)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    /// The scenarios that show `view`: every case is here, and a new one does not compile until it is.
    func scenarios(_ view: SpokenView) -> [SpokenScenario] {
        let server = "https://hush.example.org"
        switch view {
        case .recorded:
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("hush-spoken-\(UUID().uuidString).csv").path
            addTeardownBlock { try? FileManager.default.removeItem(atPath: file) }
            return [SpokenScenario(["wet diaper at 2:45pm"]), SpokenScenario(["ate 4oz yesterday at 3pm"], news: ["yesterday at three PM"]),
                    SpokenScenario(["made a 4oz bottle at 2:50pm"], news: ["expires at"]), SpokenScenario(["undo"], news: ["Undid"]),
                    SpokenScenario(["export csv to \(file)"], news: ["to the file"])]
        case .status: return [SpokenScenario(["status"], news: ["Eddie", "asleep"])]
        case .quickStats: return [SpokenScenario(["how is Mia"], news: ["Mia"])]
        case .today: return [SpokenScenario(["today"], news: ["Eddie"])]
        case .timeline: return [SpokenScenario(["timeline"], news: ["Eddie"])]
        case .trends: return [SpokenScenario(["trends"], news: ["a day"]), SpokenScenario(["trends pumping"], news: ["pumped"])]
        case .stripes: return [SpokenScenario(["stripes"], news: ["a day"])]
        case .napWindow:
            return [SpokenScenario(["woke up at 2:45pm", "next nap"], news: ["window"]),
                    // Late in the evening the window has long passed: say what to do now, not when it was.
                    SpokenScenario(["woke up at 2:45pm", "clock 2026-01-02 21:30", "next nap"], absent: ["ago"])]
        case .napWhileAsleep: return [SpokenScenario(["next nap"], news: ["asleep"])]
        case .napBeforeAnyWake: return [SpokenScenario(["baby Mia", "next nap"], news: ["Mia"])]
        case .foods: return [SpokenScenario(["foods"], news: ["banana"])]
        case .stash: return [SpokenScenario(["stash"], news: ["freezer"])]
        case .reminders: return [SpokenScenario(["reminders"])]
        case .settings: return [SpokenScenario(["settings"], news: ["ounces"])]
        case .help: return [SpokenScenario(["help"]), SpokenScenario(["help sleep"])]
        case .explanation: return [SpokenScenario(["explain napped from 1 to 2pm"], news: ["from one"]), SpokenScenario(["explain ate 4oz, 0.5 left"])]
        case .question:
            return [SpokenScenario(["when did she last eat"], news: ["two PM"]), SpokenScenario(["is Mia asleep"], news: ["Mia"]),
                    SpokenScenario(["how many diapers today"])]
        case .eventDetails: return [SpokenScenario(["show last"])]
        case .deleted: return [SpokenScenario(["delete the last diaper", "deleted"], news: ["pee"])]
        case .document: return [SpokenScenario(["export csv"])]
        case .export: return [SpokenScenario(["export json"])]
        case .storeCheck: return [SpokenScenario(["check store"], news: ["healthy"])]
        case .predictionStats: return [SpokenScenario(["prediction stats"], news: ["Eddie"])]
        case .clock: return [SpokenScenario(["clock 2026-01-02 16:00"], news: ["four PM"])]
        case .quit: return [SpokenScenario(["quit"])]
        case .whoami: return [SpokenScenario(["whoami"], news: ["Gavin"])]
        case .invite: return [SpokenScenario(["invite Bob as caregiver"], news: ["Bob"])]
        case .invites: return [SpokenScenario(["invite Bob as caregiver", "invites"], news: ["Bob"])]
        case .people: return [SpokenScenario(["people"], news: ["Leanne"])]
        case .officeHours:
            return [SpokenScenario(["office hours"]), SpokenScenario(["office hours"], as: "Nana", absent: ["office hours on"])]
        case .inbox: return [SpokenScenario(["inbox"], as: "Nana")]
        case .babies: return [SpokenScenario(["babies"], news: ["Eddie", "Mia"])]
        case .handover: return [SpokenScenario(["handover"], news: ["Leanne", "asleep"])]
        case .routineCatalog: return [SpokenScenario(["routines"])]
        case .routineProfile: return [SpokenScenario(["show routine Tim Cook"])]
        case .routineDay: return [SpokenScenario(["start routine Tim Cook", "clock 2026-01-03 06:00", "routine"])]
        case .routineEmpty: return [SpokenScenario(["routine"])]
        case .routineStrip: return [SpokenScenario(["start routine Tim Cook", "routine days"])]
        case .routineCards: return [SpokenScenario(["start routine Tim Cook", "data"])]
        case .routineDraft: return [SpokenScenario(["buy premium", "new routine"])]
        case .routineOnboarding: return [SpokenScenario(["welcome"])]
        // Sync's views need a server; their answers are made as the interpreter makes them from its replies.
        case .synced:
            var report = SyncReport(server: server)
            report.pushed = 3
            report.pulled = 2
            report.from = ["Leanne"]
            report.openConflicts = 1
            return [SpokenScenario(made: SyncAnswer(view: .synced(report)))]
        case .serverSet: return [SpokenScenario(["set server \(server)"])]
        case .conflicts: return [SpokenScenario(["conflicts"])]
        case .resolved: return [SpokenScenario(made: SyncAnswer(view: .resolved("Kept your version (conflict 1)")))]
        case .joined:
            var report = SyncReport(server: server)
            report.pulled = 40
            return [SpokenScenario(made: SyncAnswer(view: .joined(person: "Leanne", baby: "Eddie", role: "caregiver", report: report)))]
        case .devices:
            let devices = [SyncMessages.Device(id: "d3kq7", person: "Gavin", createdAt: "2026-01-01T10:00:00Z", revokedAt: nil),
                           SyncMessages.Device(id: "d8mn2", person: "Leanne", createdAt: "2026-01-02T09:00:00Z", revokedAt: nil)]
            return [SpokenScenario(made: SyncAnswer(view: .devices(devices, this: "d3kq7")))]
        case .revoked: return [SpokenScenario(made: SyncAnswer(view: .revoked("d8mn2", this: false)))]
        case .deviceLink:
            let offer = DeviceLinkOffer(link: server + "/app/link#k7QmX2", expiresAt: Self.now.addingTimeInterval(600), until: "3:10 PM", drawing: .none)
            return [SpokenScenario(made: SyncAnswer(view: .deviceLink(offer)))]
        }
    }

    func testEveryViewsSpeechKeepsTheRulesAndCarriesItsNews() throws {
        XCTAssertTrue(EnglishLexicon.bundled.isAvailable, "the word list is needed to hear what is not a word")
        let rules = SpokenRules(names: Self.names)
        for view in SpokenView.allCases {
            for scenario in scenarios(view) {
                let answer: any Answer
                var names = Self.names
                if let made = scenario.made {
                    answer = made
                } else {
                    let session = Self.session(try copy(), as: scenario.person)
                    names.formUnion(session.spokenNames)
                    let (heard, errors) = Self.run(session, scenario.lines)
                    guard let heard else {
                        XCTFail("\(view): \(scenario.lines) gave no answer: \(errors)")
                        continue
                    }
                    answer = heard
                }
                XCTAssertEqual(answer.spokenView, view, "\(scenario.lines) shows another view")
                let speech = try SpeechRenderer(names: names).render(answer)
                let said = "\(view) \(scenario.lines.last ?? ""): \"\(speech)\""
                for problem in rules.violations(in: speech) { XCTFail("\(said): \(problem)") }
                for news in scenario.news where !speech.lowercased().contains(news.lowercased()) { XCTFail("\(said): no '\(news)'") }
                for word in scenario.absent where speech.lowercased().contains(word) { XCTFail("\(said): says '\(word)'") }
            }
        }
    }

    func testErrorsSaidAloudKeepTheRules() throws {
        let rules = SpokenRules(names: Self.names)
        let lines = ["baby Mia", "woke up", "xyzzy", "fed the fish bananas quickly", "delete the last diaper for Bob", "show routine Tim Cook",
                     "done 1", "set server", "", "ate 4 oz not 5", "wet diaper in ten minutes"]
        for line in lines {
            let (_, errors) = Self.run(Self.session(try copy(), as: "Gavin"), ["baby Mia", line])
            for error in errors {
                for problem in rules.violations(in: error, said: line) { XCTFail("'\(line)': \"\(error)\": \(problem)") }
            }
        }
    }
}

import Foundation
@testable import HushDomain
@testable import HushLanguage
@testable import HushStore
@testable import HushServices
@testable import HushRendering
@testable import HushKit
import HushTestSupport
import XCTest

/// The property behind `phrase` in JSON answers: for any logged command, the phrase Hush says back
/// (``CanonicalPhrase``), read again in a fresh store with the same baby and clock, means the same and makes
/// the same record (kind, data, start and end). Commands come from a seeded generator of the phrasings
/// people use (several words per meaning, times said several ways), so failures reproduce.
final class PhraseRereadTests: XCTestCase {
    let calendar = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
    let now = Date(timeIntervalSince1970: 1_767_384_000)   // 2026-01-02T15:00:00-05:00

    /// A command someone might type, with a time said one of several ways (all earlier today).
    func command(_ g: inout SeededGenerator) -> String {
        let hour = g.int(1...2), minute = g.pick([0, 5, 15, 30, 45])
        let at = g.pick(["", " \(g.int(2...50)) min ago", " at \(hour):\(minute < 10 ? "0" : "")\(minute)pm", " an hour ago", " at noon"])
        let amount = g.pick(["4oz", "3.5 oz", "five ounces", "120ml", "two and a half ounces", "90 mls", "a couple of ounces"])
        switch g.int(0...6) {
        case 0: return g.pick(["wet diaper", "dirty diaper", "pee and poop", "changed a poopy nappy", "she peed", "diaper change, wet"]) + at
        case 1: return g.pick(["fell asleep", "she's asleep", "went down for a nap", "asleep"]) + at
        case 2: return "napped from \(hour) to \(hour):\(g.pick(["30", "45"]))pm"
        case 3: return g.pick(["made a \(amount) bottle", "made a \(amount) bottle for the fridge", "prepared a \(amount) bottle"]) + at
        case 4: return g.pick(["ate \(amount)", "she drank \(amount)", "ate \(amount), 0.5 left", "gave her \(amount)"]) + at
        // A length with a time starts then: keep it well in the past, as a future end is refused.
        case 5: return g.pick(["nursed left", "nursed right", "fed her on the left", "both sides starting right"]) + " for \(g.int(5...25)) minutes"
            + g.pick(["", " at 1:15pm", " an hour ago", " at noon"])
        default: return "slept \(g.int(10...90)) min" + g.pick(["", " at 1pm"])
        }
    }

    /// Runs one line in a fresh store holding only Eddie; returns the record it made.
    func logged(_ line: String) throws -> Event {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-roundtrip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = Session(store: JournalStore(directory: folder.path), calendar: calendar, person: "gavin", fixedNow: now)
        try session.store.begin()
        defer { try? session.store.end() }
        let dispatcher = Dispatcher(session: session)
        _ = try dispatcher.run(try CommandParser().parse("new baby Eddie born 2025-09-01"))
        guard let event = (try dispatcher.run(try CommandParser(knownNames: ["Eddie"]).parse(line)) as? RecordedAnswer)?.event else {
            throw CocoaError(.featureUnsupported)
        }
        return event
    }

    func testWhatHushSaysBackLogsTheSameRecord() throws {
        var g = SeededGenerator(seed: 20_261_122)
        var checked = 0
        for _ in 0..<300 {
            let line = command(&g)
            let first = try logged(line)
            guard let phrase = CanonicalPhrase.text(for: first) else {
                XCTFail("'\(line)' made a record with no phrase: \(first)")
                continue
            }
            let again = try logged(phrase)
            XCTAssertEqual(again.kind, first.kind, "'\(line)' → '\(phrase)'")
            XCTAssertEqual(again.data, first.data, "'\(line)' → '\(phrase)'")
            XCTAssertEqual(again.start.utc, first.start.utc, "'\(line)' → '\(phrase)'")
            XCTAssertEqual(again.end?.utc, first.end?.utc, "'\(line)' → '\(phrase)'")
            // And the phrase said back of the phrase is itself: one canonical way to say each record.
            XCTAssertEqual(CanonicalPhrase.text(for: again), phrase)
            checked += 1
        }
        XCTAssertEqual(checked, 300)
    }

    func testRecordsMadeInSeveralStepsHaveNoPhrase() throws {
        var bottle = try logged("made a 4oz bottle")
        XCTAssertEqual(CanonicalPhrase.text(for: bottle), "made a 4oz bottle at 2026-01-02 3:00pm")
        if case .bottle(var data) = bottle.data {
            data.feedingStartedAt = now
            bottle.data = .bottle(data)
        }
        XCTAssertNil(CanonicalPhrase.text(for: bottle), "made, then fed from: two commands")
    }
}

import Foundation
import XCTest
@testable import HushDomain
@testable import HushStore
@testable import HushServices
@testable import HushRendering

/// `export json` is written by JSONLineWriter and PrettyJSON for speed; it must stay byte for byte what
/// JSONEncoder writes for the same document, compact and pretty, empty lists and absent fields included.
final class ExportDocumentTests: XCTestCase {
    private let at = Date(timeIntervalSince1970: 1_767_384_000)

    private func document(empty: Bool) -> ExportDocument {
        guard !empty else { return ExportDocument(exportedAt: at, babies: [], events: []) }
        let zone = ZonedCalendar(zone: ZoneRules(identifier: "America/New_York")!)
        var baby = Baby(id: "b1", name: "Eddie \"Ed\"", birthDate: "2025-09-01", createdAt: at)
        baby.settings.defaultBottle = Volume(4.5, .oz)
        baby.settings.napMethod = .prd
        var note = Event(id: "e1", babyID: "b1", loggedBy: "Leanne", start: zone.timestamp(at), end: zone.timestamp(at),
                         data: .note(category: "Medication"), createdAt: at)
        note.notes = "vitamin D, 400 IU / \"drops\"\nnext line"
        let bottle = Event(id: "e2", babyID: "b1", loggedBy: "Gavin", start: zone.timestamp(at), end: nil,
                           data: .bottle(.init(prepared: Volume(120, .ml), remaining: nil, feedingStartedAt: nil)), createdAt: at)
        // Imported without a detail: the document says null.
        let unknownBottle = Event(id: "e3", babyID: "b1", loggedBy: "Gavin", start: zone.timestamp(at), end: zone.timestamp(at),
                                  data: .bottle(.init(prepared: nil)), createdAt: at)
        let unknownDiaper = Event(id: "e4", babyID: "b1", loggedBy: "Gavin", start: zone.timestamp(at), end: zone.timestamp(at),
                                  data: .diaper(nil), createdAt: at)
        let today = CivilDate(text: "2026-01-05")!
        var oprah = Routine(id: "r1", owner: "Leanne", name: "Oprah Winfrey", type: .celebrity, catalogKey: "oprah-winfrey", bio: "Host",
                            tasks: [RoutineTask(minutes: 360, title: "Wake up")], createdAt: at, today: today)
        oprah.periods = [RoutinePeriod(start: today, end: today.adding(days: 2)), RoutinePeriod(start: today.adding(days: 4))]
        let calm = Routine(id: "r2", owner: "Leanne", name: "Calm", type: .custom, tasks: [RoutineTask(minutes: 365, title: "Tea")],
                           createdAt: at, today: today)
        let record = RoutineBook.Record(routineID: "r1", date: today, completedTasksCount: 1, finalized: true)
        let member = Membership(id: "m1", babyID: "b1", person: "Leanne", role: .caregiver, joinedAt: at, addedBy: "Gavin")
        return ExportDocument(
            exportedAt: at, babies: [baby], events: [note, bottle, unknownBottle, unknownDiaper], routines: [RoutineExport(oprah), RoutineExport(calm)],
            dayRecords: [DayRecordExport(record, checked: [0]), DayRecordExport(record, checked: [])], people: [member.json],
            invites: [], officeHours: [OfficeHours(babyID: "b1", available: true, since: at, setBy: "Gavin").json], inbox: [],
            routineDrafts: [RoutineRecords.json(RoutineDraft(owner: "Leanne", title: nil, tasks: []))],
            settings: ["theme": "dark", "selected_baby": "b1"])
    }

    func testWrittenBytesMatchJSONEncoder() throws {
        for empty in [true, false] {
            let document = document(empty: empty)
            for pretty in [false, true] {
                XCTAssertEqual(String(decoding: document.written(pretty: pretty), as: UTF8.self),
                               String(decoding: try document.encoded(pretty: pretty), as: UTF8.self), "empty: \(empty), pretty: \(pretty)")
            }
        }
    }

    func testTheReaderReadsBackWhatWasWritten() throws {
        let records = try ExportReader.records(Data(document(empty: false).written(pretty: true)))
        XCTAssertEqual(records.babies.first?.name, "Eddie \"Ed\"")
        XCTAssertEqual(records.events.count, 4)
        XCTAssertEqual(records.events[2].data, .bottle(.init(prepared: nil)), "amounts null")
        XCTAssertEqual(records.events[3].data, .diaper(nil), "contents null")
        let written = String(decoding: document(empty: false).written(pretty: false), as: UTF8.self)
        XCTAssertTrue(written.contains(#""data":{"contents":null}"#), written)
        XCTAssertTrue(written.contains(#""amount_prepared":null,"amount_remaining":null"#), written)
        XCTAssertEqual(records.routines.map(\.name), ["Oprah Winfrey", "Calm"])
        XCTAssertEqual(records.routines.first?.periods.count, 2)
        XCTAssertEqual(records.routineDays.map(\.checked), [[0], []], "finalized records are kept, checked or not")
        XCTAssertEqual(records.entities.map(\.kind).sorted(), ["membership", "office_hours"])
        XCTAssertEqual(records.settings["theme"], "dark")
    }

    /// The nap method travels with the baby's settings (journal and sync), and is absent while unset.
    func testNapMethodRoundTripsThroughTheBabyRecord() throws {
        var baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: at)
        var writer = JSONLineWriter()
        writer.baby(baby)
        XCTAssertFalse(String(decoding: writer.bytes, as: UTF8.self).contains("nap_method"))
        XCTAssertNil(try JSONRecordReader.baby(JSONValue.parse(writer.bytes)).settings.napMethod)
        baby.settings.napMethod = .prd
        writer = JSONLineWriter()
        writer.baby(baby)
        XCTAssertEqual(try JSONRecordReader.baby(JSONValue.parse(writer.bytes)).settings.napMethod, .prd)
    }
}

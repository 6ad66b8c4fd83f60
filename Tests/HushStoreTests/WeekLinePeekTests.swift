import Foundation
@testable import HushDomain
@testable import HushStore
import HushTestSupport
import XCTest

/// A query over part of a week peeks at every line and decodes only the events it wants. The peek must
/// never say another id or start than the full reader reads, and a week read in part must give exactly the
/// events a whole read gives in that range, on any file: events moved in and out of the range, removed,
/// deleted, written again, and lines damaged.
final class WeekLinePeekTests: XCTestCase {
    private func line(_ event: Event?, gone: String? = nil) -> [UInt8] {
        var writer = JSONLineWriter()
        writer.partitionLine(event: event, gone: gone)
        return writer.bytes
    }

    private func peek(_ line: [UInt8]) -> WeekLinePeek? {
        line.withUnsafeBufferPointer { WeekLinePeek($0) }
    }

    private func full(_ line: [UInt8]) -> WeekLineReader.Line? {
        line.withUnsafeBufferPointer { WeekLineReader.read($0) }
    }

    func testThePeekReadsEveryWrittenLineAsTheFullReaderDoes() throws {
        var lines = SampleEvents.all().map { line($0) }
        lines.append(line(nil, gone: "018cc4d8-50c0-796f-9844-e32ad1e1641e"))
        for line in lines {
            switch (try XCTUnwrap(peek(line), String(decoding: line, as: UTF8.self)), full(line)) {
            case (.event(let id, let start, let kind), .event(let event)?):
                XCTAssertEqual(id, event.id)
                XCTAssertEqual(start, event.start.utc)
                XCTAssertEqual(kind, event.kind, "every line the writer writes has its type peeked")
            case (.gone(let id), .gone(let read)?):
                XCTAssertEqual(id, read)
            case (let peeked, let read):
                XCTFail("peek \(peeked) against \(String(describing: read))")
            }
        }
    }

    /// Damaged lines: whatever the peek says, the full reader says the same id and start, or refuses the line.
    func testOnDamagedLinesThePeekNeverDisagreesWithTheFullReader() {
        var random = SeededGenerator(seed: 1_128)
        var peeked = 0
        for original in SampleEvents.all().map({ line($0) }) {
            for round in 0..<400 {
                let damaged = LineDamage.apply(1 + round % 3, to: original, keysTwice: true, using: &random)
                guard let seen = peek(damaged) else { continue }
                peeked += 1
                switch (seen, full(damaged)) {
                case (.event(let id, let start, let kind), .event(let event)?):
                    XCTAssertEqual(id, event.id, String(decoding: damaged, as: UTF8.self))
                    XCTAssertEqual(start, event.start.utc, String(decoding: damaged, as: UTF8.self))
                    if let kind { XCTAssertEqual(kind, event.kind, String(decoding: damaged, as: UTF8.self)) }
                case (.gone(let id), .gone(let read)?):
                    XCTAssertEqual(id, read, String(decoding: damaged, as: UTF8.self))
                case (_, nil):
                    break
                case (let seen, let read?):
                    XCTFail("peek \(seen) against \(read) for \(String(decoding: damaged, as: UTF8.self))")
                }
            }
        }
        XCTAssertGreaterThan(peeked, 1_000, "the damage left almost nothing the peek reads; the test tests little")
    }

    /// Random week files of moved, removed, deleted and rewritten events, read in part over random ranges:
    /// exactly what the whole read holds in the range, or nil (then the caller reads it whole).
    func testAWeekReadInPartHoldsWhatTheWholeReadHoldsInTheRange() throws {
        var random = SeededGenerator(seed: 2_026)
        let key = WeekPartition.key(for: SampleEvents.at)
        let week = try XCTUnwrap(WeekPartition.bounds(of: key))
        let samples = SampleEvents.all()
        var answered = 0, kindsLeftOut = 0
        for round in 0..<300 {
            var file: [UInt8] = []
            for _ in 0..<Int.random(in: 0...60, using: &random) {
                var event = samples.randomElement(using: &random)!
                event.id = "e\(Int.random(in: 0..<15, using: &random))"
                let offset = Double(Int.random(in: 0..<(7 * 86_400), using: &random))
                event.start.utc = week.start.addingTimeInterval(offset)
                if Int.random(in: 0..<6, using: &random) == 0 { event.deletedAt = event.createdAt }
                file += Int.random(in: 0..<8, using: &random) == 0 ? line(nil, gone: event.id) : line(event)
                file.append(0x0A)
            }
            if round % 10 == 9, !file.isEmpty { file[Int.random(in: 0..<file.count, using: &random)] = UInt8(ascii: "}") }
            let from = week.start.addingTimeInterval(Double(Int.random(in: -86_400...(7 * 86_400), using: &random)))
            let to = from.addingTimeInterval(Double(Int.random(in: 0...(4 * 86_400), using: &random)))
            // Every other round asks for one kind only, as "when did he last poop" does.
            let kind: EventKind? = round % 2 == 0 ? nil : EventKind.allCases.randomElement(using: &random)
            guard let part = WeekPartition.events(in: Data(file), from: from, to: to, kind: kind) else { continue }
            answered += 1
            // A damaged line the range does not need may go unnoticed here; the whole read, which refuses
            // it, is made when a query needs that part of the week.
            guard let read = try? WeekPartition(key: key, contents: Data(file)) else { continue }
            let whole = read.events.values.filter { $0.start.utc >= from && $0.start.utc < to }
            // Read for one kind, the part may hold others (written with escapes), never less of that kind.
            XCTAssertEqual(part.filter { kind == nil || $0.kind == kind }.sorted { $0.id < $1.id },
                           whole.filter { kind == nil || $0.kind == kind }.sorted { $0.id < $1.id }, "round \(round)")
            if kind != nil { kindsLeftOut += whole.count - part.count }
        }
        XCTAssertGreaterThan(answered, 250)
        XCTAssertGreaterThan(kindsLeftOut, 100, "read for one kind, the other kinds' lines were decoded anyway")
    }

    func testAWeeksBoundsAreItsMondayAndTheNext() throws {
        let bounds = try XCTUnwrap(WeekPartition.bounds(of: "2026-11-30"))
        XCTAssertEqual(bounds.start, Date(timeIntervalSince1970: 1_795_996_800))
        XCTAssertEqual(bounds.end.timeIntervalSince(bounds.start), 7 * 86_400)
        XCTAssertEqual(WeekPartition.key(for: bounds.start), "2026-11-30")
        XCTAssertEqual(WeekPartition.key(for: bounds.end.addingTimeInterval(-1)), "2026-11-30")
        XCTAssertNil(WeekPartition.bounds(of: "2026-12-01"), "not a Monday")
    }
}

import Foundation
@testable import HushDomain
@testable import HushStore
@testable import HushKit
@testable import HushServer
import XCTest

/// The embedded server's snapshot of its memory (``MemorySnapshot``): a start from it and the journal's
/// later lines holds exactly what reading the whole journal holds, a snapshot that does not describe its
/// journal (damaged, stale, from another journal) is passed over for the whole journal, and no bytes make
/// its reader trap. Real ledgers in temporary folders, real files.
final class MemorySnapshotTests: XCTestCase {
    let t0 = Date(timeIntervalSince1970: 1_767_384_000)  // 2026-01-02 20:00 UTC
    let gavin = DeviceRecord(id: "d1", household: "h1", person: "Gavin", personID: "pGavin", tokenHash: "t1",
                             createdAt: Date(timeIntervalSince1970: 1_767_384_000))

    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "hush-snapshot-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private func change(_ id: String, _ record: StoreRecord, before: StoreRecord? = nil) -> SyncChange {
        SyncChange(id: id, key: record.key, before: SyncChange.json(before), after: SyncChange.json(record), by: "Gavin", at: t0)
    }

    private func event(_ id: String, minutes: Double, data: EventData, open: Bool = false) -> Event {
        let start = EventTimestamp(utc: t0.addingTimeInterval(minutes * 60), timezone: "UTC", offsetSeconds: 0)
        return Event(id: id, babyID: "b1", loggedBy: "Gavin", start: start, end: open ? nil : start, data: data, createdAt: t0)
    }

    /// A household with every kind of thing memory holds: a baby, a membership, an invite and its code,
    /// events in slots, an open sleep, an edit, a similar-event conflict, a second device revoked, a link.
    private func family(_ ledger: FileLedger) async throws {
        try await ledger.createHousehold("h1", device: gavin)
        let baby = Baby(id: "b1", name: "Eddie", birthDate: "2025-09-01", createdAt: t0)
        let membership = Membership(id: "m1", babyID: "b1", person: "Gavin", role: .primary, joinedAt: t0, addedBy: "Gavin")
        let invite = Invite(id: "i1", code: "7KQM-X2PD-HN4RT", babyID: "b1", role: .subscriber, createdBy: "Gavin", createdAt: t0,
                            expiresAt: t0.addingTimeInterval(7 * 86_400), invitee: "Grandma")
        let first = try await ledger.push([change("x0", .baby(baby)), change("x1", membership.record), change("x2", invite.record)],
                                          by: gavin, now: t0, trusted: false)
        XCTAssertEqual(first.accepted, 3, "\(first.refused)")
        try await events(ledger, from: 0, count: 12)
        let nap = event("s1", minutes: 30, data: .sleep, open: true)
        _ = try await ledger.push([change("x20", .event(nap))], by: gavin, now: t0, trusted: false)
        // Another device's diaper a minute after the first: a similar-event conflict, the first one resolved.
        let nanny = DeviceRecord(id: "d3", household: "h1", person: "Nanny", personID: "pNanny", tokenHash: "t3", createdAt: t0)
        try await ledger.addDevice(nanny)
        for (id, minutes) in [("g1", 1.0), ("g2", 71.0)] {
            let close = try await ledger.push([change("v-" + id, .event(event(id, minutes: minutes, data: .diaper(.wet))))], by: nanny, now: t0, trusted: true)
            XCTAssertEqual(close.conflicts.count, 1)
        }
        let conflicts = await ledger.conflicts(household: "h1")
        let conflict = try XCTUnwrap(conflicts.first)
        let resolved = try await ledger.resolve(conflict: conflict.id, household: "h1", resolution: "keep both", at: t0)
        XCTAssertTrue(resolved)
        let leanne = DeviceRecord(id: "d2", household: "h1", person: "Leanne", personID: nil, tokenHash: "t2", createdAt: t0)
        try await ledger.addDevice(leanne)
        _ = try await ledger.revoke(device: "d2", household: "h1", at: t0)
        try await ledger.addDeviceLink(DeviceLink(code: "ABCDEFGHJKMNPQRSTVWXYZ23", maker: gavin, now: t0))
    }

    /// `count` wet diapers 70 minutes apart from `from`, one a push; the second of each pair of pushes also
    /// logs a similar one two minutes later (a conflict), and each fourth edits the one before.
    private func events(_ ledger: FileLedger, from: Int, count: Int) async throws {
        for number in from..<from + count {
            var changes = [change("y\(number)", .event(event("e\(number)", minutes: Double(number) * 70, data: .diaper(.wet))))]
            if number % 2 == 1 {
                changes.append(change("z\(number)", .event(event("f\(number)", minutes: Double(number) * 70 + 2, data: .diaper(.wet)))))
            }
            if number % 4 == 3 {
                let old = event("e\(number - 1)", minutes: Double(number - 1) * 70, data: .diaper(.wet))
                let edited = event("e\(number - 1)", minutes: Double(number - 1) * 70, data: .diaper(.dirty))
                changes.append(change("w\(number)", .event(edited), before: .event(old)))
            }
            let reply = try await ledger.push(changes, by: gavin, now: t0, trusted: false)
            XCTAssertTrue(reply.refused.isEmpty, "\(reply.refused)")
        }
    }

    /// The memory of a ledger that reads the whole journal of `folder` (copied alone into a new folder).
    private func wholeRead(of folder: String) async throws -> LedgerMemory {
        let alone = try self.folder()
        try FileManager.default.copyItem(atPath: folder + "/ledger.jsonl", toPath: alone + "/ledger.jsonl")
        let ledger = try FileLedger(directory: alone)
        let point = await ledger.snapshotPoint
        XCTAssertEqual(point, .start, "no snapshot there")
        return await ledger.memory
    }

    /// A folder holding the family's journal and the snapshot its clean stop left.
    private func closedFamily() async throws -> String {
        let dir = try folder()
        let ledger = try FileLedger(directory: dir)
        try await family(ledger)
        await ledger.close()
        return dir
    }

    /// A snapshot of the format before digests (version 1) is passed over for the whole journal, and the
    /// next clean stop replaces it with one of this version.
    func testASnapshotOfAnotherVersionIsPassedOverAndReplaced() async throws {
        let dir = try await closedFamily()
        let path = dir + "/" + MemorySnapshot.fileName
        var older = Array(try Data(contentsOf: URL(fileURLWithPath: path)).dropLast(4))
        older.replaceSubrange(0..<MemorySnapshot.magic.count, with: Array("hush memory snapshot 1\n".utf8))
        var writer = SnapshotWriter()
        writer.raw(older)
        writer.fixed(UInt64(JournalChecksum.crc32c(older)), width: 4)
        try Data(writer.bytes).write(to: URL(fileURLWithPath: path))
        let ledger = try FileLedger(directory: dir)
        let point = await ledger.snapshotPoint
        XCTAssertEqual(point, .start, "read whole")
        await ledger.close()
        XCTAssertTrue(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: MemorySnapshot.magic), "replaced by this version")
    }

    func testAStartFromASnapshotAndTheLinesAfterItHoldsWhatTheWholeJournalHolds() async throws {
        let dir = try folder()
        // Each ledger holds its folder's lock until it is released: one at a time, as servers are.
        var first: FileLedger? = try FileLedger(directory: dir)
        try await family(first!)
        await first!.close()
        let firstLines = await first!.journalLines
        let firstDigester = await first!.memory.digester
        first = nil
        let older = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + MemorySnapshot.fileName))
        let olderPoint = try XCTUnwrap(MemorySnapshot.decode([UInt8](older))).journal
        XCTAssertEqual(olderPoint.lines, firstLines, "closing pictures memory at the journal's end")

        var second: FileLedger! = try FileLedger(directory: dir)
        let secondPoint = await second.snapshotPoint
        XCTAssertEqual(secondPoint, olderPoint, "the start read the snapshot")
        let fromSnapshot = await second.memory
        XCTAssertEqual(fromSnapshot.digester, firstDigester, "the digests' key comes back with them")
        let wholeAtFirst = try await wholeRead(of: dir)
        XCTAssertEqual(fromSnapshot, wholeAtFirst)
        try await events(second, from: 40, count: 9)
        _ = try await second.push([change("x99", .event(event("s1", minutes: 30, data: .sleep)), before: .event(event("s1", minutes: 30, data: .sleep, open: true)))],
                                  by: gavin, now: t0, trusted: false)
        let live = await second.memory
        await second.close()
        second = nil

        // The older snapshot back in place: a start from it replays the lines written since.
        try older.write(to: URL(fileURLWithPath: dir + "/" + MemorySnapshot.fileName))
        let third = try FileLedger(directory: dir)
        let thirdPoint = await third.snapshotPoint
        XCTAssertEqual(thirdPoint, olderPoint)
        let replayed = await third.memory
        let whole = try await wholeRead(of: dir)
        XCTAssertEqual(replayed, whole, "snapshot and later lines = the whole journal")
        XCTAssertEqual(replayed, live, "= what the server held when it stopped")
        XCTAssertNotEqual(replayed, fromSnapshot, "the later lines are there")
        let pulled = try await third.changes(household: "h1", after: 0, limit: 1_000).map(\.seq)
        XCTAssertEqual(pulled, Array(1...(live.households["h1"]?.latestSeq ?? 0)), "every change read back, in order")
        XCTAssertEqual(whole.households["h1"]?.openSleeps["b1"], [], "the sleep ended after the snapshot is no longer open")
        let household: HouseholdMemory? = whole.households["h1"]
        XCTAssertFalse(household?.conflicts.isEmpty ?? true, "the similar events' conflicts")
        XCTAssertNotNil(whole.inviteCodes["7KQMX2PDHN4RT"])
    }

    func testASnapshotThatDoesNotDescribeItsJournalIsPassedOver() async throws {
        let dir = try await closedFamily()
        let snapshotPath = dir + "/" + MemorySnapshot.fileName
        let good = try Data(contentsOf: URL(fileURLWithPath: snapshotPath))
        let whole = try await wholeRead(of: dir)

        // One byte of the snapshot changed: its own checksum fails.
        var damaged = good
        damaged[damaged.count / 2] ^= 0x20
        try damaged.write(to: URL(fileURLWithPath: snapshotPath))
        try await assertWholeRead(dir, equals: whole, "a damaged snapshot")

        // The journal edited in place and resealed (a valid journal, but not the one pictured).
        try good.write(to: URL(fileURLWithPath: snapshotPath))
        let journalPath = dir + "/ledger.jsonl"
        let journal = try String(contentsOfFile: journalPath, encoding: .utf8)
        let edited = journal.replacingOccurrences(of: #""person":"Leanne""#, with: #""person":"Leonie""#)
        XCTAssertNotEqual(edited, journal)
        let resealed = edited.split(separator: "\n").map { line -> String in
            let entry = String(line.dropLast(JournalChecksum.sealLength)) + "}"
            return String(decoding: JournalChecksum.seal(Array(entry.utf8)), as: UTF8.self)
        }.joined(separator: "\n") + "\n"
        try resealed.write(toFile: journalPath, atomically: false, encoding: .utf8)
        var renamed: FileLedger! = try FileLedger(directory: dir)
        let point = await renamed.snapshotPoint
        XCTAssertEqual(point, .start, "the journal's bytes differ from the pictured ones")
        let device = await renamed.memory.devices["d2"]
        XCTAssertEqual(device?.person, "Leonie", "what the journal says now")
        renamed = nil

        // The journal cut short (restored from an older backup): shorter than the snapshot's point.
        try journal.write(toFile: journalPath, atomically: false, encoding: .utf8)
        let lines = journal.split(separator: "\n")
        try (lines.prefix(3).joined(separator: "\n") + "\n").write(toFile: journalPath, atomically: false, encoding: .utf8)
        let cut = try FileLedger(directory: dir)
        let cutPoint = await cut.snapshotPoint
        XCTAssertEqual(cutPoint, .start)
        let cutLines = await cut.journalLines
        XCTAssertEqual(cutLines, 3)
    }

    private func assertWholeRead(_ dir: String, equals whole: LedgerMemory, _ what: String) async throws {
        let ledger = try FileLedger(directory: dir)
        let point = await ledger.snapshotPoint
        XCTAssertEqual(point, .start, what)
        let memory = await ledger.memory
        XCTAssertEqual(memory, whole, what)
    }

    func testARunningServerPicturesItsMemoryOnceEnoughLinesAreWritten() async throws {
        let dir = try folder()
        let ledger = try FileLedger(directory: dir, snapshotLeast: 10)
        try await family(ledger)
        await ledger.snapshotWriting?.value
        let point = await ledger.snapshotPoint
        XCTAssertGreaterThanOrEqual(point.lines, 10, "written in the background once 10 lines were")
        let onDisk = try XCTUnwrap(MemorySnapshot.load(directory: dir, journalPath: dir + "/ledger.jsonl"))
        XCTAssertEqual(onDisk.journal, point)
    }

    /// A folder that refuses the snapshot (its temporary file's name taken by a folder) leaves the server
    /// serving; the next try waits for as many lines again rather than coming after every flush.
    func testASnapshotThatCannotBeWrittenIsTriedAgainLater() async throws {
        let dir = try folder()
        let blocker = dir + "/" + MemorySnapshot.fileName + ".tmp-\(getpid())"
        try FileManager.default.createDirectory(atPath: blocker, withIntermediateDirectories: true)
        let ledger = try FileLedger(directory: dir, snapshotLeast: 10)
        try await family(ledger)
        await ledger.snapshotWriting?.value
        let point = await ledger.snapshotPoint
        XCTAssertEqual(point, .start, "nothing written")
        // The family's 22 lines were tried at 10 at least; a try still being written when a later flush
        // comes puts the next one off (the background write's speed decides how far), so the tries are
        // counted from here on, one line at a time with each try seen to its end.
        let (first, lines) = (await ledger.snapshotTried, await ledger.journalLines)
        XCTAssertGreaterThanOrEqual(first, 10)
        XCTAssertEqual(lines, 22)
        var tries: [Int] = []
        var last = first
        for number in 100..<125 {
            _ = try await ledger.push([change("w\(number)", .event(event("w\(number)", minutes: Double(number) * 70, data: .diaper(.wet))))],
                                      by: gavin, now: t0, trusted: false)
            await ledger.snapshotWriting?.value
            let tried = await ledger.snapshotTried
            if tried != last { tries.append(tried) }
            last = tried
        }
        // Each push below is one line: the first try at the first flush 10 lines past the last try, then every 10.
        let expected = Array(stride(from: max(first + 10, lines + 1), through: lines + 25, by: 10))
        XCTAssertEqual(tries, expected, "tried 10 lines after the last try, not after every flush")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/" + MemorySnapshot.fileName))

        try FileManager.default.removeItem(atPath: blocker)
        try await events(ledger, from: 60, count: 10)
        await ledger.snapshotWriting?.value
        let written = await ledger.snapshotPoint
        XCTAssertGreaterThan(written.lines, last, "the next try, once the disk takes it, writes it")
    }

    /// A write cut short by a crash leaves its temporary file; the next start, holding the folder's lock,
    /// removes it and leaves everything else.
    func testAStartRemovesATemporaryFileACrashLeft() async throws {
        let dir = try await closedFamily()
        var ledger: FileLedger?
        let left = [MemorySnapshot.fileName + ".tmp-4242", "ledger.jsonl.tmp-4243"]
        for name in left { try Data("half a write".utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
        ledger = try FileLedger(directory: dir)
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: dir))
        XCTAssertEqual(after, before.subtracting(left), "only the two leftovers went")
        XCTAssertTrue(after.contains(MemorySnapshot.fileName))
        let point = await ledger!.snapshotPoint
        XCTAssertGreaterThan(point.lines, 0, "the snapshot itself is kept and read")
    }

    /// A snapshot whose damage its checksum cannot see (the checksum made right again after the damage):
    /// cut short, bytes flipped or inserted, counts made huge. The reader refuses it or reads something,
    /// and never traps; random bytes, behind the format's name, too.
    func testNoBytesMakeTheSnapshotReaderTrap() async throws {
        let dir = try folder()
        let ledger = try FileLedger(directory: dir)
        try await family(ledger)
        let memory = await ledger.memory
        let point = await ledger.point
        let good = try MemorySnapshot(journal: point, memory: memory).encoded()
        XCTAssertEqual(MemorySnapshot.decode(good)?.memory, memory, "an undamaged one reads back whole")
        var generator = SeededGenerator(seed: 38)
        var refused = 0
        for round in 0..<3_000 {
            var body = Array(good.dropLast(4))
            switch round % 4 {
            case 0: body = Array(body.prefix(Int.random(in: MemorySnapshot.magic.count..<body.count, using: &generator)))
            case 1:
                for _ in 0...Int.random(in: 0...3, using: &generator) {
                    body[Int.random(in: MemorySnapshot.magic.count..<body.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
                }
            case 2: body.insert(contentsOf: [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01],
                                at: Int.random(in: MemorySnapshot.magic.count..<body.count, using: &generator))
            default: body = MemorySnapshot.magic + (0..<Int.random(in: 0...400, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            }
            var writer = SnapshotWriter()
            writer.raw(body)
            let crc = JournalChecksum.crc32c(body)
            writer.raw((0..<4).map { UInt8(truncatingIfNeeded: crc >> UInt32(8 * $0)) })
            if MemorySnapshot.decode(writer.bytes) == nil { refused += 1 }
        }
        XCTAssertGreaterThan(refused, 1_500, "most damage is refused (a flipped byte inside a name can still read)")
        var reader = SnapshotReader([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])
        XCTAssertThrowsError(try reader.unsigned(), "more than 64 bits")
        var counted = SnapshotReader([0x90, 0x4E, 0x41])
        XCTAssertThrowsError(try counted.count(), "10,000 items in one byte")
    }

    func testAJournalPointReadsAFileAMegabyteAtATime() throws {
        let path = try folder() + "/ledger.jsonl"
        let line = Data((String(repeating: "x", count: 999) + "\n").utf8)
        var journal = Data()
        for _ in 0..<2_500 { journal.append(line) }  // 2.5 MB: three reads
        try journal.write(to: URL(fileURLWithPath: path))
        let point = JournalPoint.start.after(journal.prefix(2_000_000), lineCount: 2_000)
        XCTAssertEqual(point.lines, 2_000)
        XCTAssertTrue(point.begins(path: path))
        XCTAssertTrue(point.after(journal.dropFirst(2_000_000), lineCount: 500).begins(path: path), "the checksum continues across appends")
        var mid = point
        mid.length -= 1
        XCTAssertFalse(mid.begins(path: path), "not at a line's end")
        mid.length = -1
        XCTAssertFalse(mid.begins(path: path))
        journal[1_500_000] = UInt8(ascii: "y")
        try journal.write(to: URL(fileURLWithPath: path))
        XCTAssertFalse(point.begins(path: path), "a byte changed in the second megabyte")
        XCTAssertFalse(point.begins(path: path + ".absent"))
        try journal.prefix(1_000_000).write(to: URL(fileURLWithPath: path))
        XCTAssertFalse(point.begins(path: path), "a shorter file")
    }
}

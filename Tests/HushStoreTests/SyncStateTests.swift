import Foundation
@testable import HushStore
import XCTest

/// `STORE/sync.json` is written with `JSONEncoder` and read with HushKit's own parser: the two must agree.
final class SyncStateTests: XCTestCase {
    func testWhatIsSavedIsWhatIsRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-sync-state-\(UUID().uuidString)").path
        try DurableFile.makeDirectory(folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var state = SyncState()
        state.server = "http://127.0.0.1:8080"
        state.household = "h1"
        state.device = "d1"
        state.token = "secret"
        state.person = "Gavin"
        state.pushedOffset = 4_096
        state.pushedSeq = 12
        state.pulled = 40
        state.pulledEntries = [13, 15]
        state.failures = 2
        state.lastError = "connection refused"
        state.lastSynced = "2026-01-02T20:00:00Z"
        var conflict = SyncConflict(id: "c-1", kind: .similar,
                                    first: .init(device: "d2", person: "Leanne", key: "event:a", record: .object(["event": .object(["id": .string("a")])])),
                                    second: .init(device: "d1", person: "Gavin", key: "event:b", record: nil),
                                    createdAt: Date(timeIntervalSince1970: 1_767_384_000))
        conflict.resolution = "keep both (Gavin)"
        state.conflicts = [conflict]
        state.resolutions = ["c-1": "keep both"]
        try state.save(store: folder)
        XCTAssertEqual(try SyncState.load(store: folder), state)
        XCTAssertEqual(try SyncState.load(store: folder + "/absent"), SyncState())
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: folder + "/sync.json"))
        XCTAssertThrowsError(try SyncState.load(store: folder), "a damaged file is an error, never a reset")
    }
}

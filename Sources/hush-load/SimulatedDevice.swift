import Foundation
import HushKit

/// One caregiver's phone in the load: its own household (so no two devices' events can be taken for the
/// same diaper and open a conflict, and the run measures plain throughput), a baby with its primary
/// membership, and `events` diaper changes ten minutes apart, pushed one per request.
///
/// ```swift
/// let device = try await SimulatedDevice.register(index: 7, events: 20, push: serverA, pull: serverB)
/// let pushes = DevicePushes(device: device, connections: [try DeviceConnection(url: serverA.url)], patience: patience)
/// let tally = await device.verify()           // pulled back from serverB: each event exactly once
/// ```
struct SimulatedDevice: Sendable {
    let index: Int
    let person: String
    let grant: SyncMessages.Grant
    /// Where this device pushes; ``verify()`` reads from `pull`, which is another server when there are two,
    /// so a change is only counted once it is visible to a server that did not take it.
    let push: SyncEndpoint
    let pull: SyncEndpoint
    /// The baby and its primary membership, pushed during registration.
    let bootstrap: [SyncChange]
    let events: [SyncChange]
    /// Each event's push, encoded before the clock starts: the load's own work shares the two cores
    /// with the server it measures.
    let bodies: [[UInt8]]

    /// Registers a new household on `push` and brings the baby in (untimed set-up), then prepares the events.
    static func register(index: Int, events count: Int, push: SyncEndpoint, pull: SyncEndpoint) async throws -> SimulatedDevice {
        let person = "Load \(index)"
        let grant: SyncMessages.Grant = try await push.post("/v1/households", SyncMessages.Register(person: person))
        let now = Date()
        let baby = Baby(id: newID(), name: "Baby \(index)", birthDate: "2025-09-01", createdAt: now)
        let membership = Membership(id: newID(), babyID: baby.id, person: person, role: .primary, joinedAt: now, addedBy: person)
        let bootstrap = [StoreRecord.baby(baby), membership.record].enumerated().map { offset, record in
            SyncChange(id: "\(grant.device):setup:\(offset)", key: record.key, before: nil, after: SyncChange.json(record), by: person, at: now)
        }
        let reply: PushReply = try await push.post("/v1/changes", SyncMessages.Push(changes: bootstrap), token: grant.token)
        guard reply.accepted == bootstrap.count else {
            throw LoadFailure("\(person): the server did not take the baby and membership: \(reply.refused)")
        }
        // Ten minutes apart, ending now: well outside the five-minute similar-event window even if a
        // future layout put two devices in one household.
        let first = now.addingTimeInterval(-Double(count) * 600)
        let contents = DiaperContents.allCases
        let events = (0..<count).map { number in
            let at = first.addingTimeInterval(Double(number) * 600)
            let stamp = EventTimestamp(utc: at, timezone: "UTC", offsetSeconds: 0)
            let event = Event(id: newID(), babyID: baby.id, loggedBy: person, start: stamp, end: stamp,
                              data: .diaper(contents[number % contents.count]), createdAt: at)
            let record = StoreRecord.event(event)
            return SyncChange(id: "\(grant.device):load:\(number)", key: record.key, before: nil, after: SyncChange.json(record), by: person, at: at)
        }
        let bodies = try events.map { try JSONTreeEncoder().encode(SyncMessages.Push(changes: [$0])) }
        return SimulatedDevice(index: index, person: person, grant: grant, push: push, pull: pull, bootstrap: bootstrap, events: events, bodies: bodies)
    }

    /// Sends the first event again (to the pulling server, so idempotency holds across servers too), then
    /// pulls the whole household and counts what came back.
    func verify() async -> DeliveryTally {
        var tally = DeliveryTally()
        if let first = events.first {
            tally.retries = 1
            do {
                let reply: PushReply = try await pull.post("/v1/changes", SyncMessages.Push(changes: [first]), token: grant.token)
                if reply.duplicates == 1 && reply.accepted == 0 {
                    tally.retriesAnsweredDuplicate = 1
                } else {
                    tally.failures.append("\(person): retrying \(first.id) was answered accepted \(reply.accepted), duplicates \(reply.duplicates)")
                }
            } catch {
                tally.failures.append("\(person): retrying \(first.id): \(error)")
            }
        }
        var pulled: [ServerChange] = []
        var after = 0
        do {
            while true {
                let page: SyncMessages.Pull = try await pull.get("/v1/changes?after=\(after)", token: grant.token)
                pulled += page.changes
                tally.conflicts = page.conflicts.count
                guard page.more, page.next > after else { break }
                after = page.next
            }
        } catch {
            tally.failures.append("\(person): pulling: \(error)")
        }
        let pushed = Set((bootstrap + events).map(\.id))
        let ids = Dictionary(pulled.map { ($0.change.id, 1) }, uniquingKeysWith: +)
        let keys = Dictionary(pulled.map { ($0.change.key, 1) }, uniquingKeysWith: +)
        tally.missing = events.filter { ids[$0.id] == nil }.count
        // Every record here is created once, so a key seen twice is one change stored twice, whether
        // under the same change id (a retry taken again) or not.
        tally.duplicated = keys.values.reduce(0) { $0 + max(0, $1 - 1) }
        tally.unexpected = pulled.filter { !pushed.contains($0.change.id) }.count
        return tally
    }

    private static func newID() -> String { UUID().uuidString.lowercased() }
}

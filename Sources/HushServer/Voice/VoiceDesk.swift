import Crypto
import Foundation
import HushKit

/// `POST /v1/say`'s engine: finds the caller's ``VoiceStore`` (one per household and person, in `root`)
/// and runs the line there, off the concurrency pool, one request at a time per store. Requests for
/// different people or households run side by side; two for one person wait for each other, so
/// concurrent calls never interleave inside one store (and the ledger orders every push of a household).
///
/// ```swift
/// let desk = VoiceDesk(service: service, root: "/srv/hush/voice", clock: .fromEnvironment())
/// let reply = await desk.say(VoiceRequest(text: "wet diaper"), as: device)
/// ```
public final class VoiceDesk: @unchecked Sendable {
    let service: SyncService
    let root: String
    let clock: VoiceClock
    private let lock = NSLock()
    private var desks: [String: (queue: DispatchQueue, store: VoiceStore)] = [:]

    public init(service: SyncService, root: String, clock: VoiceClock) {
        self.service = service
        self.root = root
        self.clock = clock
    }

    public func say(_ request: VoiceRequest, as caller: DeviceRecord) async -> VoiceReply {
        let now = clock.now()
        if let said = request.saidAt {
            do {
                try SaidAtBounds.check(said, now: now)
            } catch {
                return .failure(error.message, status: error.status)
            }
        }
        return await onStore(of: caller) { store, calendar, service in
            store.say(request, as: caller, now: now, calendar: calendar, service: service)
        }
    }

    /// Runs `work` with the caller's store, on that store's own queue (one request at a time per store),
    /// in the family's calendar: their household's zone, the server's own only until a device sent one.
    func onStore<T: Sendable>(of caller: DeviceRecord,
                              _ work: @escaping @Sendable (VoiceStore, ZonedCalendar, SyncService) -> T) async -> T {
        let (queue, store) = desk(for: caller)
        let zone = try? await service.householdZone(caller.household)
        let calendar = zone.map { ZonedCalendar(zone: $0) } ?? clock.calendar
        let service = service
        return await withCheckedContinuation { continuation in
            // The store's sync waits on the ledger with a semaphore: that wait must hold a dispatch thread,
            // never one of the few threads that run the ledger's own tasks.
            queue.async {
                continuation.resume(returning: work(store, calendar, service))
            }
        }
    }

    /// The folder of a person's store: the household, then a hash of the person id, so any id is a safe
    /// folder name. A device from before person ids keeps the folder its name gave it (the hash of the
    /// lowercased name), so its voice store carries on where it was.
    func directory(for caller: DeviceRecord) -> String {
        let id = caller.identity.id
        let name = Data((id.hasPrefix("~") ? String(id.dropFirst()) : id).utf8)
        let digest = SHA256.hash(data: name).map { String(format: "%02x", $0) }.joined().prefix(24)
        let household = caller.household.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return root + "/" + household + "/" + digest
    }

    private func desk(for caller: DeviceRecord) -> (DispatchQueue, VoiceStore) {
        let directory = directory(for: caller)
        lock.lock()
        defer { lock.unlock() }
        if let known = desks[directory] { return known }
        let made = (DispatchQueue(label: "hush.voice." + directory), VoiceStore(directory: directory))
        desks[directory] = made
        return made
    }
}

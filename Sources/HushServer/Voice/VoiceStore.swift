import Foundation
import HushKit

/// One person's Hush store on the server, for their household: a real HushKit journal store, linked to
/// the household as a device of its own (`v…`), brought up to date from the ledger before each line and
/// pushing what the line changed right after, through ``SyncEngine`` and ``LedgerTransport``. It holds only
/// what that person's devices may read, and its changes reach the other devices as any device's do.
///
/// Calls for one store must not overlap within a process (``VoiceDesk`` runs them on one serial queue);
/// across processes (servers sharing PostgreSQL and a voice folder) the store's own locks order them.
///
/// ```swift
/// let store = VoiceStore(directory: root + "/h…/5f1c…")
/// let reply = store.say(VoiceRequest(text: "wet diaper"), as: device, now: now, calendar: calendar, service: service)
/// ```
final class VoiceStore: @unchecked Sendable {
    let directory: String
    /// Kept between requests: its caches (the store's state, week files read) serve the next line.
    var session: Session?
    /// The answers to the newest lines that came with an id, newest last: the same line sent again (its
    /// answer was lost on the way, and the phone cannot know the line was logged) gets its answer again.
    /// Held in memory: a line resent across a restart of the server is run again.
    private var answered: [(id: String, reply: VoiceReply)] = []
    static let answersKept = 200

    init(directory: String) { self.directory = directory }

    func say(_ request: VoiceRequest, as caller: DeviceRecord, now: Date, calendar: ZonedCalendar, service: SyncService) -> VoiceReply {
        let (engine, storeDevice): (SyncEngine, String)
        switch prepared(caller, now: now, calendar: calendar, service: service) {
        case .success(let ready): (engine, storeDevice) = ready
        case .failure(let refusal): return refusal.reply
        }
        guard let session else { return .failure("the voice store did not open", status: 503) }
        if let id = request.id, let earlier = answered.last(where: { $0.id == id }) {
            // Run once already: only sharing it may be left (``prepared`` pushed what was waiting).
            return shared(earlier.reply, engine: engine)
        }
        do {
            try select(request.baby, in: session, now: now)
        } catch {
            return .failure(ErrorReport.describe(error).message)
        }
        // A line said earlier (sent by a phone that was offline) is read and logged at the time it was said.
        session.fixedNow = request.saidAt ?? now
        var (reply, undoable) = VoiceLine(session: session).run(request.text)
        session.fixedNow = now
        reply.action = undoable.map { VoiceAction(store: storeDevice, seq: $0).id }
        if let id = request.id {
            answered.append((id, reply))
            if answered.count > Self.answersKept { answered.removeFirst(answered.count - Self.answersKept) }
        }
        return shared(reply, engine: engine)
    }

    /// Why a voice store could not be used for a request: the reply saying so.
    struct Unready: Error {
        var reply: VoiceReply
    }

    /// The person's store, open with this request's clock, zone and person, brought up to date with the
    /// household's ledger; its engine pushes what the request changes (``shared(_:engine:)``). With the
    /// engine, the store's own device id (`v…`), which names its actions (``VoiceAction``).
    func prepared(_ caller: DeviceRecord, now: Date, calendar: ZonedCalendar, service: SyncService)
        -> Result<(engine: SyncEngine, device: String), Unready> {
        let session = self.session ?? Session(store: JournalStore(directory: directory), calendar: calendar, person: caller.person)
        self.session = session
        // The server's zone is nobody's home: only a caregiver's device offers the household a zone.
        session.offersItsZone = false
        session.person = caller.person
        session.personIsExplicit = true
        session.fixedNow = now
        session.calendar = calendar
        do {
            let state = try linkedState(caller)
            // The store's own device id, speaking for the caller's person: it reads and writes what they may.
            let device = DeviceRecord(id: state.device!, household: caller.household, person: caller.person, personID: caller.identity.id,
                                      tokenHash: "", createdAt: now)
            let engine = SyncEngine(session: session, transport: LedgerTransport(service: service, device: device, now: now),
                                    notesSyncTime: false)
            _ = try engine.sync()
            return .success((engine, device.id))
        } catch {
            return .failure(Unready(reply: .failure("the household's records could not be read (\(ErrorReport.describe(error).message)); nothing was done",
                                                    status: 503)))
        }
    }

    /// Pushes what the line changed to the household, and says so in `reply` when the server refused it or
    /// another device logged the same at about the same time.
    func shared(_ reply: VoiceReply, engine: SyncEngine) -> VoiceReply {
        var reply = reply
        do {
            let report = try engine.sync()
            if !report.refused.isEmpty {
                return .failure("the household's server refused this change: \(report.refused.joined(separator: "; "))")
            }
            if report.newConflicts > 0, reply.text != nil {
                reply.text! += "\nAnother device logged something similar at about the same time: both are kept; see 'conflicts' on a device"
            }
        } catch {
            // Kept in this store's outbox: the next line for this person sends it.
            var delayed = VoiceReply.failure("done here, but not yet shared with the household (\(ErrorReport.describe(error).message)); it goes with the next request",
                                             status: 503)
            delayed.changed = reply.changed
            delayed.action = reply.action
            return delayed
        }
        return reply
    }

    /// The store's sync state, linking it on first use: a device id of its own, so the caller's device
    /// (which may hold the same token) pulls what this store pushes instead of skipping it as its own.
    private func linkedState(_ caller: DeviceRecord) throws -> SyncState {
        // Under the store's sync lock: two servers sharing this folder must not each link it to a device.
        try SyncEngine.locked(directory) {
            var state = try SyncState.load(store: directory)
            if state.isLinked, state.household == caller.household {
                // The store's own permission checks go by the caller's person id (docs/security.md, Identity).
                if state.personID != caller.identity.id {
                    state.personID = caller.identity.id
                    try state.save(store: directory)
                }
                return state
            }
            state = SyncState()
            state.server = LedgerTransport.server
            state.household = caller.household
            state.device = DeviceToken.id("v")
            state.token = "in-process"
            state.person = caller.person
            state.personID = caller.identity.id
            try state.save(store: directory)
            return state
        }!
    }

    /// `"baby"`: the request's baby becomes the selected one; without it, none is (the line names its baby,
    /// or the only baby is meant, or the person is asked which): a selection never lingers from a past request.
    private func select(_ name: String?, in session: Session, now: Date) throws {
        let store = session.store
        try store.begin()
        var failure: Error?
        do {
            let current = store.preference(Preference.selectedBaby)
            let wanted = try name.map { try BabySelection(babies: store.babies, selectedID: nil).find($0, range: nil).id }
            if wanted != current {
                let record = { (id: String?) in id.map { StoreRecord.preference(Preference(key: Preference.selectedBaby, value: $0)) } }
                let summary = name.map { "Selected \($0) for a voice request" } ?? "No baby selected for a voice request"
                try store.commit(action: .set, summary: summary, changes: [RecordChange(before: record(current), after: record(wanted))],
                                 at: now, by: session.person)
            }
        } catch {
            failure = error
        }
        try store.end()
        if let failure { throw failure }
    }
}

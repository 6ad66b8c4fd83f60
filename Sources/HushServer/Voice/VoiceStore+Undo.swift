import Foundation
import HushKit

/// `POST /app/undo`: takes back exactly the change a `/v1/say` reply named (``VoiceAction``), with the
/// interpreter's own `undo`, only while that change is still the newest of the person's store and nobody
/// has changed what it wrote since. Otherwise nothing is undone (``UndoRefusal``).
extension VoiceStore {
    /// The reply `undo` gives ("Undid: Logged pee at 3:02 AM"), or a refusal with status 409.
    ///
    /// ```swift
    /// store.undo(VoiceAction(store: "v…", seq: 42), as: device, now: now, calendar: calendar, service: service)
    /// ```
    func undo(_ action: VoiceAction, as caller: DeviceRecord, now: Date, calendar: ZonedCalendar, service: SyncService) -> VoiceReply {
        let (engine, storeDevice): (SyncEngine, String)
        switch prepared(caller, now: now, calendar: calendar, service: service) {
        case .success(let ready): (engine, storeDevice) = ready
        case .failure(let refusal): return refusal.reply
        }
        guard let session else { return .failure("the voice store did not open", status: 503) }
        guard action.store == storeDevice else { return .failure(UndoRefusal.unknown.description, status: 409) }
        let refused = RefusalNote()
        // Judged inside the interpreter's turn with the store (its lock held, its state just read), so what
        // is judged is what `undo` then takes back.
        let line = VoiceLine(session: session) { command in
            guard case .undo = command else { return }
            if let refusal = Self.refusal(undoing: action.seq, in: session.store) {
                refused.refusal = refusal
                throw refusal
            }
        }
        let (reply, _) = line.run("undo")
        if let refusal = refused.refusal { return .failure(refusal.description, status: 409) }
        return shared(reply, engine: engine)
    }

    /// Why the entry `seq` may not be undone now, or nil when it is the top of the undo history and no
    /// later entry (another device's change, pulled) touched a record it wrote.
    static func refusal(undoing seq: Int, in store: JournalStore) -> UndoRefusal? {
        guard let top = try? store.lastUndo(), top.seq == seq else {
            if store.state.undo.redo.contains(where: { $0.seq == seq }) { return .alreadyUndone }
            let reachable = (try? store.undoReferences()) ?? []
            return reachable.contains { $0.seq == seq } ? .notNewest : .unknown
        }
        guard let entries = try? store.committedEntries(from: top.offset), let entry = entries.first?.entry, entry.seq == seq else {
            return .unknown
        }
        let keys = Set(entry.changes.compactMap { ($0.after ?? $0.before)?.key })
        let touched = entries.dropFirst().contains { later in
            later.entry.changes.contains { ($0.after ?? $0.before).map { keys.contains($0.key) } ?? false }
        }
        if touched { return .changedSince }
        return nil
    }

    /// The refusal the check threw, kept for the reply's status (the interpreter reports only its words).
    private final class RefusalNote {
        var refusal: UndoRefusal?
    }
}

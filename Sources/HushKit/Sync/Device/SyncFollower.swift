import Dispatch
import FoundationEssentials

/// Keeps a linked store current while `hush watch` runs: holds the server's event stream open and syncs
/// as soon as it says the household changed, then wakes the watcher, so another caregiver's bottle or
/// office hours reach this device's notifications within a second. It also syncs on connecting (what
/// was missed while away) and reconnects with backoff when the server goes away.
///
/// ```swift
/// SyncFollower(directory: store, person: "Grandma", calendar: calendar, transport: transport) { wake.signal() }.start()
/// ```
public final class SyncFollower: @unchecked Sendable {
    let directory: String
    let person: String
    let calendar: ZonedCalendar
    let transport: any SyncTransport
    let changed: @Sendable () -> Void

    public init(directory: String, person: String, calendar: ZonedCalendar, transport: any SyncTransport, changed: @escaping @Sendable () -> Void) {
        self.directory = directory
        self.person = person
        self.calendar = calendar
        self.transport = transport
        self.changed = changed
    }

    /// Starts following on a thread of its own when the store is linked; the thread ends with the process.
    public func start() {
        guard let state = try? SyncState.load(store: directory), state.isLinked else { return }
        DetachedThread.start(stackSize: 1 << 20) { [self] in follow() }
    }

    private func follow() {
        let pending = DispatchSemaphore(value: 0)
        DetachedThread.start { [self] in
            // Its own store object: the watcher's is used on the main thread, and a JournalStore is not shared.
            let session = Session(store: JournalStore(directory: directory), calendar: calendar, person: person)
            let engine = SyncEngine(session: session, transport: transport)
            while true {
                pending.wait()
                // Several signals while a sync ran are one more sync, not several.
                while pending.wait(timeout: .now()) == .success {}
                if (try? engine.sync()) != nil { changed() }
            }
        }
        var delay = 1.0
        while true {
            guard let state = try? SyncState.load(store: directory), let server = state.server, state.isLinked else { return }
            let started = Date()
            do {
                // The first message is the household's position on connecting: a sync then catches up too.
                try transport.listen(url: server + "/v1/stream", token: state.token) { _ in
                    pending.signal()
                    return true
                }
            } catch SyncError.refused(401, _) {
                return  // Revoked: nothing more to follow.
            } catch {
            }
            if Date().timeIntervalSince(started) > 60 { delay = 1 }
            DetachedThread.pause(seconds: delay)
            delay = min(delay * 2, 30)
        }
    }
}

import Foundation
import HushKit

/// What the phone app asks of a person's store besides a line: undoing one action (`POST /app/undo`),
/// the dashboard (`GET /v1/status`), and which store device is the caller's own (`GET /v1/news` leaves
/// its changes out).
extension VoiceDesk {
    /// Takes back the action a `/v1/say` reply named, or refuses (409) and changes nothing.
    ///
    /// ```swift
    /// await desk.undo("v3k9….42", as: device)   // "Undid: Logged pee at 3:02 AM"
    /// ```
    func undo(_ id: String, as caller: DeviceRecord) async -> VoiceReply {
        guard let action = VoiceAction(id: id) else { return .failure(UndoRefusal.unknown.description, status: 409) }
        let now = clock.now()
        return await onStore(of: caller) { store, calendar, service in
            store.undo(action, as: caller, now: now, calendar: calendar, service: service)
        }
    }

    /// `GET /v1/status`: the babies the caller may see the log of (`status --json`'s object and the next
    /// nap), office hours, the household's zone, the server's clock (`now`: the page counts from it, as
    /// `hush status` does) and the quiet hours of the person's store on the server (`"22:00-06:00"` unless
    /// set from the phone, `"off"`), when the page turns dark. `baby`: only the baby of that name.
    ///
    /// ```swift
    /// try await desk.status(baby: nil, as: device)   // {"babies": […], "now": "…", "office_hours": {…}, "quiet_hours": "22:00-06:00", "zone": "America/New_York"}
    /// ```
    func status(baby name: String?, as caller: DeviceRecord) async throws -> JSONValue {
        let now = clock.now()
        var mine = try await service.babies(of: caller)
        if let name {
            mine = mine.filter { PersonName.key($0.baby.name) == PersonName.key(name) }
            guard !mine.isEmpty else { throw SyncFailure.notFound("no baby named \(OriginCheck.quoted(name)) that you belong to; /app/me lists yours") }
        }
        // A subscriber sees office hours and the baby's name, never the log (the permission table).
        let readable = mine.filter { $0.role != .subscriber }.map(\.baby.id)
        let read = try await onStore(of: caller) { store, calendar, service in
            store.statuses(of: readable, as: caller, now: now, calendar: calendar, service: service)
        }.get()
        let zone = try await service.householdZone(caller.household) ?? clock.calendar.zone
        return .object(["babies": .array(read.babies),
                        "now": .string(UTCText.format(now)),
                        "office_hours": try await service.officeHours(of: mine.map(\.baby.id), household: caller.household, at: now),
                        "quiet_hours": .string(read.quietHours),
                        "zone": .string(zone.identifier)])
    }

    /// The device id of the caller's person's store (`v…`), once it has been linked: changes it pushed
    /// are the person's own lines, said from any of their devices.
    func storeDevice(for caller: DeviceRecord) -> String? {
        guard let state = try? SyncState.load(store: directory(for: caller)), state.household == caller.household else { return nil }
        return state.device
    }
}

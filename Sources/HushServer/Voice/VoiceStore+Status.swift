import Foundation
import HushKit

/// `GET /v1/status`'s babies, from the person's own store: for each baby, exactly the object `status
/// --json` prints under `"status"` (the same command through the same dispatcher and renderer), plus the
/// next nap window the dashboard holds (`"next_nap": {"from", "to"}`, or null).
extension VoiceStore {
    /// What the dashboard reads from the person's store: each baby's status, and the store's quiet hours.
    struct StatusRead: Sendable {
        var babies: [JSONValue]
        /// `"22:00-06:00"`, or `"off"` when the person set none.
        var quietHours: String
    }

    /// The statuses of the babies with these ids, in that order (a baby the store does not hold is left
    /// out), and the store's quiet hours.
    ///
    /// ```swift
    /// store.statuses(of: ["b1"], as: device, now: now, calendar: calendar, service: service)   // babies: [{"baby_id": "b1", …, "next_nap": …}]
    /// ```
    func statuses(of babyIDs: [String], as caller: DeviceRecord, now: Date, calendar: ZonedCalendar,
                  service: SyncService) -> Result<StatusRead, Unready> {
        let engine: SyncEngine
        switch prepared(caller, now: now, calendar: calendar, service: service) {
        case .success(let ready): engine = ready.engine
        case .failure(let refusal): return .failure(refusal)
        }
        guard let session else { return .failure(Unready(reply: .failure("the voice store did not open", status: 503))) }
        let store = session.store
        var found: [JSONValue] = []
        var quiet = "off"
        do {
            try store.begin()
            quiet = QuietHours.chosen(by: store.preference(QuietHours.preferenceKey))?.text ?? "off"
            do {
                for id in babyIDs {
                    guard let baby = store.babies.first(where: { $0.id == id }) else { continue }
                    found.append(try Self.status(of: baby, session: session))
                }
            } catch {
                try? store.end()
                throw error
            }
            try store.end()
        } catch {
            return .failure(Unready(reply: .failure("the status could not be read (\(ErrorReport.describe(error).message))", status: 500)))
        }
        // Reading can close office hours past their end, a change of its own: sent like any other.
        _ = try? engine.sync()
        return .success(StatusRead(babies: found, quietHours: quiet))
    }

    /// One baby's `status --json` object and its nap window.
    private static func status(of baby: Baby, session: Session) throws -> JSONValue {
        let answer = try Dispatcher(session: session).run(ParsedLine(command: .view(.status), babyName: baby.name))
        guard let status = answer as? StatusAnswer, case .object(var fields)? = try JSONValue.parse(Array(try status.json().utf8))["status"] else {
            throw LedgerError("status gave no dashboard for \(baby.name)")
        }
        if case .window(let prediction)? = status.dashboard.nap {
            fields["next_nap"] = .object(["from": .string(UTCText.format(prediction.rangeStart)), "to": .string(UTCText.format(prediction.rangeEnd))])
        } else {
            fields["next_nap"] = .null
        }
        return .object(fields)
    }
}

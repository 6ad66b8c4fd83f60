import Foundation
import HTTPTypes
import Hummingbird
import HushKit

/// What the phone app's dashboard and a Home Assistant sensor read (README, On your phone):
///
/// ```
/// GET /v1/status[?baby=NAME]   → {"babies": [status --json's object + "next_nap"], "office_hours": {"available","since"}, "zone"}
/// GET /v1/news?after=SEQ       → {"latest": N, "items": [{"seq","person","text","at"}]}
/// ```
extension SyncRouter {
    static func addReading(_ router: Router<SyncRequestContext>, service: SyncService, desk: VoiceDesk, callers: RequestCaller) {
        router.get("/v1/status") { request, _ in
            try await answer {
                let device = try await callers.device(request)
                do {
                    return try json(try await desk.status(baby: request.uri.queryParameters.get("baby"), as: device))
                } catch let unready as VoiceStore.Unready {
                    return try json(SyncMessages.Failure(error: unready.reply.error ?? unready.reply.speech), status: unready.reply.status)
                }
            }
        }
        router.get("/v1/news") { request, _ in
            try await answer {
                let device = try await callers.device(request)
                let after = request.uri.queryParameters.get("after", as: Int.self) ?? 0
                let zone = try await service.householdZone(device.household)
                let calendar = zone.map { ZonedCalendar(zone: $0) } ?? desk.clock.calendar
                return try json(try await service.news(after: after, for: device, ownStore: desk.storeDevice(for: device),
                                                       calendar: calendar, now: desk.clock.now()))
            }
        }
    }
}

import Foundation
import Hummingbird
import HushKit

/// What a linked device asks besides pushing and pulling: resolving a conflict, the household's devices,
/// revoking one, and the event stream that says when to pull.
///
/// ```
/// POST /v1/conflicts/:id/resolve {"resolution"}  → {"resolved": true}
/// GET  /v1/devices                                → the household's devices
/// POST /v1/devices/:id/revoke                     → {"revoked": true}
/// GET  /v1/stream                                 → server-sent {"seq": N} as the household changes
/// ```
extension SyncRouter {
    static func addDevices(_ router: Router<SyncRequestContext>, service: SyncService, callers: RequestCaller,
                           clock: @escaping @Sendable () -> Date) {
        router.post("/v1/conflicts/:id/resolve") { request, context in
            try await answer {
                let device = try await callers.device(request)
                let body = try await decode(SyncMessages.Resolve.self, request, shape: .resolve)
                try await service.resolve(conflict: try context.parameters.require("id"), resolution: body.resolution, device: device, now: clock())
                return try json(["resolved": true])
            }
        }
        router.get("/v1/devices") { request, context in
            try await answer {
                let device = try await callers.device(request)
                return try json(try await service.devices(of: device))
            }
        }
        router.post("/v1/devices/:id/revoke") { request, context in
            try await answer {
                let device = try await callers.device(request)
                try await service.revoke(try context.parameters.require("id"), by: device, now: clock())
                return try json(["revoked": true])
            }
        }
        router.get("/v1/stream") { request, context in
            try await answer {
                let device = try await callers.device(request)
                let latest = try await service.ledger.latestSeq(household: device.household)
                let signals = service.ledger.feed.subscribe(household: device.household, device: device.id)
                // A revoke between the first check and the subscription would miss this stream: look again now it is listed.
                _ = try await callers.device(request)
                return EventStream.response(signals, first: "{\"seq\":\(latest)}") { seq in
                    "{\"seq\":\(seq)}"
                }
            }
        }
    }
}

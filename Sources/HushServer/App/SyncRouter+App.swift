import Foundation
import HTTPTypes
import Hummingbird
import HushKit

/// The phone app's sign-in and actions (README, On your phone; docs/security.md, The phone app):
///
/// ```
/// POST /app/join      {"code","person"}  → {"ok","person","household"} + the hush_device cookie
/// POST /app/link      {"code"}           → {"ok","person","household"} + the cookie (a device link);
///                                          the phone's previous device, if it had one, revoked
/// POST /app/signout                      → {"ok"}, the device revoked, the cookie cleared
/// GET  /app/me                           → {"person","device","household","role","babies","tls","said_at_limit_hours"}
/// POST /app/undo      {"action"}         → the reply of /v1/say
/// POST /v1/device-links                  → {"code","expires_at","path"} (for `add device`)
/// ```
///
/// Joining and redeeming a link set the cookie, so they are held to the origin rules too, cookie or not:
/// another site must not sign a phone into a household of its choosing. Both, and making a link, take a
/// token from the address's join bucket, as `/v1/join` does.
extension SyncRouter {
    static func addApp(_ router: Router<SyncRequestContext>, service: SyncService, desk: VoiceDesk, callers: RequestCaller,
                       throttle: AddressThrottle) {
        let origins = callers.origins
        router.post("/app/join") { request, context in
            try await answer {
                try await throttle.admit(AddressThrottle.key(context.remoteAddress), now: Date())
                try origins.require(request)
                let body = try await decode(SyncMessages.Join.self, request, shape: .join)
                let caller = try? await callers.device(request)
                let grant = try await service.join(code: body.code, person: body.person, caller: caller, now: desk.clock.now())
                return try signedIn(grant, request, origins)
            }
        }
        router.post("/app/link") { request, context in
            try await answer {
                try await throttle.admit(AddressThrottle.key(context.remoteAddress), now: Date())
                try origins.require(request)
                let body = try await decode(AppMessages.Link.self, request, shape: .deviceLink)
                let before = try? await callers.device(request)
                let grant = try await service.redeemDeviceLink(code: body.code, now: desk.clock.now())
                // The phone was signed in already: its cookie is replaced, so the device it named would
                // linger in `devices` with a token nobody holds. It is signed out, as `/app/signout` would.
                if let before, before.id != grant.device {
                    try? await service.revoke(before.id, by: before, now: desk.clock.now())
                }
                return try signedIn(grant, request, origins)
            }
        }
        router.post("/app/signout") { request, _ in
            try await answer {
                let device: DeviceRecord
                do {
                    device = try await callers.device(request)
                } catch SyncFailure.unauthorized {
                    // A cookie whose device is gone already: forget it, so the page can sign in afresh.
                    var response = try json(SyncMessages.Failure(error: SyncFailure.unauthorized.message), status: 401)
                    response.headers[.setCookie] = DeviceCookie.cleared(secure: origins.scheme(request) == "https")
                    return response
                }
                try await service.revoke(device.id, by: device, now: desk.clock.now())
                var response = try json(["ok": true])
                response.headers[.setCookie] = DeviceCookie.cleared(secure: origins.scheme(request) == "https")
                return response
            }
        }
        router.get("/app/me") { request, _ in
            try await answer {
                let device = try await callers.device(request)
                let babies = try await service.babies(of: device)
                return try json(AppMessages.Me(person: device.person, device: device.id, household: device.household,
                                               role: babies.map(\.role).min()?.rawValue,
                                               babies: babies.map { AppMessages.Me.Baby(id: $0.baby.id, name: $0.baby.name) },
                                               tls: origins.scheme(request) == "https"))
            }
        }
        router.post("/app/undo") { request, _ in
            try await answer {
                let device = try await callers.device(request)
                let body = try await decode(AppMessages.Undo.self, request, shape: .undo)
                let reply = await desk.undo(body.action, as: device)
                return try json(reply, status: reply.status)
            }
        }
        router.post("/v1/device-links") { request, context in
            try await answer {
                try await throttle.admit(AddressThrottle.key(context.remoteAddress), now: Date())
                let device = try await callers.device(request)
                return try json(try await service.makeDeviceLink(for: device, now: desk.clock.now()))
            }
        }
        addReading(router, service: service, desk: desk, callers: callers)
    }

    /// The answer to a join or a redeemed link: who the phone is now, and its token in the cookie only.
    static func signedIn(_ grant: SyncMessages.Grant, _ request: Request, _ origins: OriginCheck) throws -> Response {
        var response = try json(AppMessages.SignedIn(person: grant.person, household: grant.household))
        response.headers[.setCookie] = DeviceCookie.set(grant.token, secure: origins.scheme(request) == "https")
        return response
    }
}

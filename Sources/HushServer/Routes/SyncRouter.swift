import Foundation
import HTTPTypes
import Hummingbird
import HushKit
import NIOCore
import PostgresNIO

/// The HTTP face of ``SyncService``: JSON in and out, the device token in `Authorization: Bearer`,
/// server-sent events for live changes, and the family page.
///
/// ```
/// POST /v1/households            {"person"}            → a grant (household, device, token)
/// POST /v1/join                  {"code","person"}     → a grant
/// POST /v1/changes               {"changes":[…]}       → accepted, duplicates, refused, conflicts
/// GET  /v1/changes?after=SEQ                            → changes the device may read, open conflicts
/// POST /v1/conflicts/ID/resolve  {"resolution"}
/// GET  /v1/devices, POST /v1/devices/ID/revoke
/// GET  /v1/stream                                       → server-sent events: {"seq":N}
/// POST /v1/devices                                     → a grant: another token for the same person
/// POST /v1/say                   {"text","baby"?,"said_at"?} → {"ok","speech","text","changed","action"?} (``VoiceDesk``)
/// GET  /family/CODE, /family/CODE/status, /family/CODE/events
/// the phone app's: /app/join, /app/link, /app/signout, /app/me, /app/undo, /v1/device-links, /v1/status, /v1/news
/// ```
///
/// Every endpoint that takes the token also takes the phone app's cookie (``RequestCaller``).
///
/// Every body is held to its message's shape (``ShapeCheck``) on its raw bytes before any decoding, and
/// registering, joining and every family page request (each looks a code up) are capped per client
/// address, in one bucket (``AddressThrottle``), before the body is read.
enum SyncRouter {
    static func make(service: SyncService, voice: VoiceDesk? = nil, joinRate: Int = 10, tls: Bool = false,
                     clock: @escaping @Sendable () -> Date = { WallClock.now() }) -> Router<SyncRequestContext> {
        let router = Router(context: SyncRequestContext.self)
        // Real time, not `clock`: a pinned clock (HUSH_NOW) never refills a bucket.
        let throttle = AddressThrottle(perMinute: joinRate)
        let callers = RequestCaller(service: service, origins: OriginCheck(tls: tls))
        // Readiness: 503 while the database is unreachable, so a load balancer sends devices elsewhere.
        // Liveness: the process answers, whatever its database does (restarting it would not help).
        router.get("/health") { _, _ in
            let health = await service.ledger.health()
            return try json(health.body, status: health.status)
        }
        router.get("/health/live") { _, _ in try json(["ok": true]) }
        if let voice {
            addVoice(router, service: service, desk: voice, callers: callers)
            addApp(router, service: service, desk: voice, callers: callers, throttle: throttle)
        }
        addAppShell(router)
        router.post("/v1/households") { request, context in
            try await answer {
                try await throttle.admit(AddressThrottle.key(context.remoteAddress), now: Date())
                let body = try await decode(SyncMessages.Register.self, request, shape: .register)
                return try json(try await service.register(person: body.person, now: clock()))
            }
        }
        router.post("/v1/join") { request, context in
            try await answer {
                try await throttle.admit(AddressThrottle.key(context.remoteAddress), now: Date())
                let body = try await decode(SyncMessages.Join.self, request, shape: .join)
                // A token is optional here: when it is valid it says who is asking, otherwise the caller is anyone.
                var caller: DeviceRecord?
                if request.headers[.authorization] != nil || DeviceCookie.token(in: request) != nil { caller = try? await callers.device(request) }
                return try json(try await service.join(code: body.code, person: body.person, caller: caller, now: clock()))
            }
        }
        router.post("/v1/changes") { request, context in
            try await answer {
                let device = try await callers.pushingDevice(request)
                let changes: [SyncChange]
                do {
                    let tree = try await parse(request, shape: .push, maxBody: SyncLimits.pushBody)
                    changes = try SyncChangeTree.changes(in: tree) ?? JSONTreeDecoder().decode(SyncMessages.Push.self, from: tree).changes
                } catch {
                    await service.ledger.pushGivenUp()
                    throw error
                }
                let reply = try await service.push(changes, device: device, now: clock())
                return json(bytes: try PushAnswer.body(reply))
            }
        }
        router.get("/v1/changes") { request, context in
            try await answer {
                let device = try await callers.device(request)
                let after = request.uri.queryParameters.get("after", as: Int.self) ?? 0
                let pull = try await service.pull(after: after, device: device)
                return json(bytes: try PullAnswer.body(pull))
            }
        }
        addDevices(router, service: service, callers: callers, clock: clock)
        addFamilyPage(router, service: service, throttle: throttle)
        return router
    }

    /// Turns a ``SyncFailure`` (or an undecodable body) into its status and `{"error": …}`; a backend
    /// that cannot take the request now into 503 with `Retry-After` (a push's change ids make the retry safe).
    static func answer(_ body: () async throws -> Response) async throws -> Response {
        do {
            return try await body()
        } catch let failure as SyncFailure {
            var response = try json(SyncMessages.Failure(error: failure.message), status: failure.status)
            if case .tooManyRequests(let seconds) = failure { response.headers[.retryAfter] = String(seconds) }
            return response
        } catch let unavailable as BackendUnavailable {
            return try unavailableResponse(unavailable)
        } catch let refused as PSQLError {
            // Only the invite-code race's own error reaches here (after three tries): worth a retry too.
            return try unavailableResponse(.failed(DatabaseCause(refused)))
        } catch is DecodingError {
            return try json(SyncMessages.Failure(error: "the request body is not what this endpoint reads"), status: 400)
        }
    }

    static func unavailableResponse(_ unavailable: BackendUnavailable) throws -> Response {
        var response = try json(SyncMessages.Failure(error: unavailable.message), status: 503)
        response.headers[.retryAfter] = String(BackendUnavailable.retryAfter)
        return response
    }

    /// Reads at most `maxBody` bytes, checks them against `shape` in one pass, and only then decodes.
    static func decode<T: Decodable>(_ type: T.Type, _ request: Request, shape: RequestShape,
                                     maxBody: Int = SyncLimits.smallBody) async throws -> T {
        try JSONTreeDecoder().decode(T.self, from: try await parse(request, shape: shape, maxBody: maxBody))
    }

    /// ``decode(_:_:shape:maxBody:)``'s body as a parsed tree, for a reader faster than `Codable`.
    static func parse(_ request: Request, shape: RequestShape, maxBody: Int) async throws -> JSONValue {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: maxBody)
        } catch is NIOTooManyBytesError {
            throw SyncFailure.tooLarge("the body is larger than \(maxBody) bytes, the most this endpoint reads")
        }
        let bytes = Array(buffer.readableBytesView)
        do {
            try ShapeCheck.check(bytes, against: shape)
        } catch {
            throw SyncFailure.badRequest(error.message)
        }
        // The shape check does not decode strings or numbers: a lone surrogate escape, invalid UTF-8 or a
        // number beyond a double passes it, and is refused here with its byte, as a 400 like the shape's.
        do {
            return try JSONValue.parse(bytes)
        } catch let error as JSONValue.SyntaxError {
            throw SyncFailure.badRequest("the body is not valid JSON: \(error)")
        }
    }

    static func encoded<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONTreeEncoder().encode(value), as: UTF8.self)
    }

    static func json<T: Encodable>(_ value: T, status: Int = 200) throws -> Response {
        json(bytes: try JSONTreeEncoder().encode(value), status: status)
    }

    /// JSON already written as text (``PushAnswer``, ``PullAnswer``).
    static func json(bytes: [UInt8], status: Int = 200) -> Response {
        Response(status: HTTPResponse.Status(code: status), headers: [.contentType: "application/json"],
                 body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

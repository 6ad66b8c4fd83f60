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
        // Most pushes come with a token and are answered by ``PushLane`` before they reach this router;
        // this route answers the rest (the phone app's cookie, a push pipelined behind another request).
        let pushes = PushEndpoint(service: service, clock: clock)
        router.post("/v1/changes") { request, context in
            try await answer {
                let device = try await callers.pushingDevice(request)
                let body: PushEndpoint.Body
                do {
                    body = .bytes(try await collect(request, maxBody: PushEndpoint.maxBody))
                } catch let failure as SyncFailure {
                    body = .refused(failure)
                } catch {
                    await service.ledger.pushGivenUp()
                    throw error
                }
                return json(bytes: try await pushes.push(body, device: device))
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

    /// Runs a route's body and turns what it refuses into its answer (``SyncAnswer/init(refusing:)``).
    static func answer(_ body: () async throws -> Response) async throws -> Response {
        do {
            return try await body()
        } catch {
            return try SyncAnswer(refusing: error).response
        }
    }

    static func unavailableResponse(_ unavailable: BackendUnavailable) throws -> Response {
        try SyncAnswer(unavailable: unavailable).response
    }

    /// Reads at most `maxBody` bytes, checks them against `shape` in one pass, and only then decodes.
    static func decode<T: Decodable>(_ type: T.Type, _ request: Request, shape: RequestShape,
                                     maxBody: Int = SyncLimits.smallBody) async throws -> T {
        try JSONTreeDecoder().decode(T.self, from: try await parse(request, shape: shape, maxBody: maxBody))
    }

    /// ``decode(_:_:shape:maxBody:)``'s body as a parsed tree, for a reader faster than `Codable`.
    static func parse(_ request: Request, shape: RequestShape, maxBody: Int) async throws -> JSONValue {
        try parse(try await collect(request, maxBody: maxBody), shape: shape)
    }

    /// The body's bytes, refused (413) past `maxBody`.
    static func collect(_ request: Request, maxBody: Int) async throws -> [UInt8] {
        var request = request
        do {
            return Array(try await request.collectBody(upTo: maxBody).readableBytesView)
        } catch is NIOTooManyBytesError {
            throw tooLarge(maxBody)
        }
    }

    static func tooLarge(_ maxBody: Int) -> SyncFailure {
        .tooLarge("the body is larger than \(maxBody) bytes, the most this endpoint reads")
    }

    /// A body's bytes checked against `shape` in one pass, and only then parsed.
    static func parse(_ bytes: [UInt8], shape: RequestShape) throws -> JSONValue {
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

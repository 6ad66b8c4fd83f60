import Foundation
import HTTPTypes
import Hummingbird
import HushKit

/// `POST /v1/say` (README, Talking to Hush from a voice assistant): a device token (or the phone app's
/// cookie), `{"text", "baby"?, "said_at"?}`, and `{"ok", "speech", "text", "changed", "action"?}` back. Every answer is the voice reply's shape, errors included, so a
/// voice assistant always finds `speech` to read. And `POST /v1/devices`: a token of its own for the assistant.
extension SyncRouter {
    static func addVoice(_ router: Router<SyncRequestContext>, service: SyncService, desk: VoiceDesk, callers: RequestCaller) {
        router.post("/v1/say") { request, _ in
            let reply: VoiceReply
            do {
                let device = try await callers.device(request)
                var request = request
                let body: ByteBuffer
                do {
                    body = try await request.collectBody(upTo: VoiceRequest.maxBody)
                } catch {
                    throw SyncFailure.badRequest("the body is larger than \(VoiceRequest.maxBody / 1024) KB; send one line")
                }
                reply = await desk.say(try VoiceRequest.read(Data(buffer: body)), as: device)
            } catch let failure as SyncFailure {
                // The header is for whoever sets up the assistant, in `error`; the listener hears what to do.
                reply = failure == .unauthorized
                    ? .failure("no valid device token: send 'Authorization: Bearer TOKEN' with a token from a device linked to the household",
                               status: failure.status, speech: "Sorry, Hush doesn't know this assistant. Give it a new token from one of your devices.")
                    : .failure(failure.message, status: failure.status)
            } catch let unavailable as BackendUnavailable {
                var response = try json(VoiceReply.failure(unavailable.message, status: 503), status: 503)
                response.headers[.retryAfter] = String(BackendUnavailable.retryAfter)
                return response
            }
            return try json(reply, status: reply.status)
        }
        router.post("/v1/devices") { request, _ in
            try await answer {
                let device = try await callers.device(request)
                return try json(try await service.addDevice(for: device, now: desk.clock.now()))
            }
        }
    }
}

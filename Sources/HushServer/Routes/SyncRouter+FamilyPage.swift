import Foundation
import HTTPTypes
import Hummingbird
import HushKit
import NIOCore

/// The family page's three addresses (``FamilyPage``): the page, its status and its live events, each
/// looked up by the invite code in the address.
extension SyncRouter {
    static func addFamilyPage(_ router: Router<SyncRequestContext>, service: SyncService, throttle: AddressThrottle) {
        // The family page's three addresses each look a code up: without the cap, the page guessed codes
        // as fast as the connection allowed where `/v1/join` was held to ten a minute. The stream's own
        // rechecks (every five seconds) are the server's, not requests, and are not counted.
        router.get("/family/:code") { request, context in
            try await answer {
                try await throttle.admit(AddressThrottle.key(context.remoteAddress), now: Date())
                let code = try context.parameters.require("code")
                let found = try await service.familyStatus(code: code)
                let nonce = DeviceToken.make()
                return Response(status: .ok, headers: FamilyPage.headers(nonce: nonce),
                                body: .init(byteBuffer: ByteBuffer(string: FamilyPage.html(code: code, status: found.status, nonce: nonce))))
            }
        }
        router.get("/family/:code/status") { request, context in
            try await answer {
                try await throttle.admit(AddressThrottle.key(context.remoteAddress), now: Date())
                return try json(try await service.familyStatus(code: try context.parameters.require("code")).status)
            }
        }
        router.get("/family/:code/events") { request, context in
            try await answer {
                try await throttle.admit(AddressThrottle.key(context.remoteAddress), now: Date())
                let code = try context.parameters.require("code")
                let found = try await service.familyStatus(code: code)
                let last = LastSent(found.status)
                return EventStream.response(service.ledger.feed.subscribe(household: found.household), first: try encoded(found.status),
                                            recheck: .seconds(5)) { _ in
                    // Only office hours changes are news here; other changes in the household say nothing.
                    guard let now = try? await service.familyStatus(code: code).status, last.swap(now) else { return nil }
                    return try? encoded(now)
                }
            }
        }
    }
}

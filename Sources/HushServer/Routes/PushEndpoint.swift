import Foundation
import HushKit
import NIOCore

/// `POST /v1/changes` once its caller is known: the body held to the push's shape, parsed, pushed and
/// answered. The one implementation behind both ways a push reaches the server: ``PushLane`` (a device's
/// token, the way nearly every push comes) and the router's route (the phone app's cookie, a push
/// pipelined behind another request).
///
/// ```swift
/// let pushes = PushEndpoint(service: service, clock: { Date() })
/// let bytes = try await pushes.push(.bytes(body), device: device)   // {"accepted":1,…,"seq":42}
/// let answer = await pushes.answer(authorization: "Bearer …", body: .arrived(.bytes(body)))   // a refusal included
/// ```
struct PushEndpoint: Sendable {
    /// The most a push's body may hold.
    static let maxBody = SyncLimits.pushBody

    /// A push's body as it arrived: its bytes, or why they were not read (413 past ``maxBody``).
    enum Body: Sendable {
        case bytes([UInt8])
        case refused(SyncFailure)
    }

    let service: SyncService
    let clock: @Sendable () -> Date

    /// The answer's JSON for `device`'s push. A body refused or not a push is thrown, and the ledger told
    /// the push it was counting on will not come (``HouseholdLedger/pushGivenUp()``).
    func push(_ body: Body, device: DeviceRecord) async throws -> [UInt8] {
        let changes: [SyncChange]
        do {
            switch body {
            case .refused(let failure): throw failure
            case .bytes(let bytes):
                let tree = try SyncRouter.parse(bytes, shape: .push)
                changes = try SyncChangeTree.changes(in: tree) ?? JSONTreeDecoder().decode(SyncMessages.Push.self, from: tree).changes
            }
        } catch {
            await service.ledger.pushGivenUp()
            throw error
        }
        return try PushAnswer.body(try await service.push(changes, device: device, now: clock()))
    }

    /// The whole exchange for ``PushLane``: the token first (a refusal is answered while the body may
    /// still be arriving, as the route answers it), then the body when it has come, then the push. Nil
    /// for an error no refusal names, answered 500 as Hummingbird answers it; a body that never came
    /// (the connection closed) is given up and answered nothing anyone reads.
    func answer(authorization: String, body: Arrival) async -> SyncAnswer? {
        let device: DeviceRecord
        do {
            device = try await service.authenticateToPush(authorization)
        } catch {
            return try? SyncAnswer(refusing: error)
        }
        let arrived: Body
        switch body {
        case .arrived(let whole): arrived = whole
        case .coming(let future):
            do {
                arrived = try await future.get()
            } catch {
                await service.ledger.pushGivenUp()
                return nil
            }
        }
        do {
            return SyncAnswer(body: try await push(arrived, device: device))
        } catch {
            return try? SyncAnswer(refusing: error)
        }
    }

    /// A push's body for ``answer(authorization:body:)``: already read whole (as a small push is, in
    /// the same read as its head), or still coming.
    enum Arrival: Sendable {
        case arrived(Body)
        case coming(EventLoopFuture<Body>)
    }
}

import Foundation
import HushKit

/// How a voice store reaches its household: the sync protocol's requests answered inside the server by
/// ``SyncService``, as if they had come over HTTP from a device. So the store syncs through the same
/// ``SyncEngine`` as every device (the same outbox, the same pull, the same ``PushRules`` on the way in),
/// with the same reading rules for its person.
///
/// `exchange` is synchronous (``SyncTransport``): it blocks its thread until the ledger answers, so it must
/// run on a thread of its own (``VoiceDesk`` runs voice stores on dispatch queues), never on the
/// concurrency pool the ledger itself needs.
///
/// ```swift
/// let transport = LedgerTransport(service: service, device: voiceDevice, now: now)
/// try SyncEngine(session: session, transport: transport).sync()
/// ```
struct LedgerTransport: SyncTransport {
    let service: SyncService
    /// The voice store's own device: its id, and the household and person of the token it acts for.
    let device: DeviceRecord
    let now: Date
    /// The server address a voice store's sync state names: requests to it never leave the process.
    static let server = "hush-voice://in-process"

    func exchange(_ method: String, url: String, body: Data?, token: String?) throws -> (status: Int, body: Data) {
        let components = URLComponents(string: url)
        let path = components?.path ?? url
        let service = service, device = device, now = now
        return try Self.blocking {
            do {
                switch (method, path) {
                case ("POST", "/v1/changes"):
                    let push = try JSONTreeDecoder().decode(SyncMessages.Push.self, from: body ?? Data())
                    return (200, Data(try PushAnswer.body(try await service.push(push.changes, device: device, now: now))))
                case ("GET", "/v1/changes"):
                    let after = components?.queryItems?.first { $0.name == "after" }?.value.flatMap(Int.init) ?? 0
                    return (200, Data(try PullAnswer.body(try await service.pull(after: after, device: device))))
                default:
                    // Registering, joining, resolving, devices: a voice store is linked when made and never asks.
                    return (404, try Self.encode(SyncMessages.Failure(error: "\(method) \(path) is not for a voice store")))
                }
            } catch let failure as SyncFailure {
                return (failure.status, try Self.encode(SyncMessages.Failure(error: failure.message)))
            } catch let error as DecodingError {
                return (400, try Self.encode(SyncMessages.Failure(error: "the voice store sent what the ledger cannot read: \(error)")))
            } catch {
                throw SyncError.unreachable("the household's ledger", reason: String(describing: error))
            }
        }
    }

    func listen(url: String, token: String?, message: @escaping @Sendable (String) -> Bool) throws {
        throw SyncError.badReply("a voice store follows no event stream")
    }

    static func encode<T: Encodable>(_ value: T) throws -> Data {
        Data(try JSONTreeEncoder().encode(value))
    }

    /// One result handed from a task to the thread waiting for it; the semaphore orders the write before the read.
    private final class ResultBox<T>: @unchecked Sendable {
        var result: Result<T, Error>?
    }

    /// Runs `work` on the concurrency pool and waits for it on this (non-pool) thread.
    static func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { box.result = .success(try await work()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }
}

import Foundation
import Hummingbird

/// Who a request speaks for: the device of its `Authorization: Bearer` token, or else of its
/// `hush_device` cookie (``DeviceCookie``), which counts only for a request from this server's own page
/// (``OriginCheck``). The bearer token wins when both are sent, and a request with `Authorization` is
/// never judged by the cookie rules: devices and voice assistants send no `Origin`.
///
/// ```swift
/// let callers = RequestCaller(service: service, origins: OriginCheck(tls: false))
/// let device = try await callers.device(request)   // or throws 401, or 403 from another site
/// ```
struct RequestCaller: Sendable {
    let service: SyncService
    let origins: OriginCheck

    /// How the request proved who it is.
    enum Credential: Equatable {
        case bearer
        case cookie
    }

    func device(_ request: Request) async throws -> DeviceRecord {
        try await identify(request).device
    }

    /// ``device(_:)`` before a push, which the ledger may answer from memory (``SyncService/authenticateToPush(_:)``).
    func pushingDevice(_ request: Request) async throws -> DeviceRecord {
        try await service.authenticateToPush(try authorization(request).header)
    }

    /// The device and how it was proved.
    func identify(_ request: Request) async throws -> (device: DeviceRecord, credential: Credential) {
        let (header, credential) = try authorization(request)
        return (try await service.authenticate(header), credential)
    }

    /// The `Authorization` value to look up: the request's own, or the cookie's token as one, once the
    /// request has passed the origin check. 401 with neither.
    func authorization(_ request: Request) throws -> (header: String, credential: Credential) {
        if let header = request.headers[.authorization] { return (header, .bearer) }
        guard let token = DeviceCookie.token(in: request) else { throw SyncFailure.unauthorized }
        try origins.require(request)
        return ("Bearer " + token, .cookie)
    }

    /// The caller when the request says who it is, nil when it says nothing (joining as anyone). A
    /// credential that is wrong is still refused, as the same request elsewhere would be.
    func optionalDevice(_ request: Request) async throws -> DeviceRecord? {
        guard request.headers[.authorization] != nil || DeviceCookie.token(in: request) != nil else { return nil }
        return try await device(request)
    }
}

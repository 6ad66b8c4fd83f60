import AsyncHTTPClient
import Foundation
import HushKit
import NIOCore

/// One server's sync API as a simulated device sees it: JSON bodies in and out, the device's token as
/// `Authorization: Bearer`, and any answer other than 200 turned into a ``LoadFailure`` with the server's
/// own `{"error": …}`.
///
/// ```swift
/// let server = SyncEndpoint(url: "http://127.0.0.1:8080", client: client, timeout: .seconds(60))
/// let grant: SyncMessages.Grant = try await server.post("/v1/households", SyncMessages.Register(person: "Load 1"))
/// ```
struct SyncEndpoint: Sendable {
    let url: String
    let client: HTTPClient
    /// `--timeout`: generous by default (a loaded two-core machine can stall a request for seconds
    /// without anything being wrong), never unbounded.
    var timeout = TimeAmount.seconds(60)

    func post<Body: Encodable, Answer: Decodable>(_ path: String, _ body: Body, token: String? = nil) async throws -> Answer {
        var request = HTTPClientRequest(url: url + path)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.body = .bytes(ByteBuffer(bytes: try JSONTreeEncoder().encode(body)))
        return try await send(request, token: token, describing: "POST \(path)")
    }

    func get<Answer: Decodable>(_ path: String, token: String) async throws -> Answer {
        var request = HTTPClientRequest(url: url + path)
        request.method = .GET
        return try await send(request, token: token, describing: "GET \(path)")
    }

    private func send<Answer: Decodable>(_ request: HTTPClientRequest, token: String?, describing what: String) async throws -> Answer {
        var request = request
        if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        let response = try await client.execute(request, timeout: timeout)
        let body = Data(try await response.body.collect(upTo: 64 << 20).readableBytesView)
        guard response.status.code == 200 else {
            let reason = (try? JSONTreeDecoder().decode(SyncMessages.Failure.self, from: body))?.error ?? String(decoding: body, as: UTF8.self)
            throw LoadFailure("\(what) on \(url) answered \(response.status.code): \(reason)")
        }
        do {
            return try JSONTreeDecoder().decode(Answer.self, from: body)
        } catch {
            throw LoadFailure("\(what) on \(url) answered something unreadable (\(error)): \(String(decoding: body.prefix(300), as: UTF8.self))")
        }
    }
}

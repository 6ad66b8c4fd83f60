import AsyncHTTPClient
import Foundation
import HushKit
import NIOCore
import NIOHTTP1

/// The real HTTP client behind sync (AsyncHTTPClient, HTTP and HTTPS), shaped as the blocking exchange
/// HushKit's ``SyncTransport`` asks for: commands are synchronous, and a sync is a handful of requests.
///
/// ```swift
/// session.syncTransport = HTTPSyncTransport()
/// ```
public struct HTTPSyncTransport: SyncTransport {
    /// A request that has not finished in this long counts as unreachable; the changes wait for the next try.
    public var deadline: TimeAmount = .seconds(60)

    public init() {}

    public func exchange(_ method: String, url: String, body: Data?, token: String?) throws -> (status: Int, body: Data) {
        var headers = HTTPHeaders([("Content-Type", "application/json"), ("Accept", "application/json")])
        if let token { headers.add(name: "Authorization", value: "Bearer \(token)") }
        let request: HTTPClient.Request
        do {
            request = try HTTPClient.Request(url: url, method: HTTPMethod(rawValue: method), headers: headers, body: body.map { .data($0) })
        } catch {
            throw SyncError.unreachable(url, reason: "not a usable address")
        }
        do {
            let response = try SyncHTTPClient.shared.execute(request: request, deadline: .now() + deadline).wait()
            let bytes = response.body.map { Data($0.readableBytesView) } ?? Data()
            return (Int(response.status.code), bytes)
        } catch {
            throw SyncError.unreachable(SyncError.origin(of: url), reason: Self.reason(error))
        }
    }

    public func listen(url: String, token: String?, message: @escaping @Sendable (String) -> Bool) throws {
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        let task = Task {
            defer { done.signal() }
            do {
                var request = HTTPClientRequest(url: url)
                request.headers.add(name: "Accept", value: "text/event-stream")
                if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
                let response = try await SyncHTTPClient.shared.execute(request, timeout: .hours(24 * 365))
                guard response.status == .ok else {
                    failure.set(SyncError.refused(status: Int(response.status.code), message: "the stream was refused"))
                    return
                }
                var pending = ""
                for try await chunk in response.body {
                    pending += String(buffer: chunk)
                    while let end = pending.range(of: "\n\n") {
                        let event = String(pending[..<end.lowerBound])
                        pending = String(pending[end.upperBound...])
                        let data = event.split(separator: "\n").filter { $0.hasPrefix("data:") }
                            .map { $0.dropFirst(5).trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
                        if !data.isEmpty, !message(data) { return }
                    }
                }
            } catch {
                failure.set(SyncError.unreachable(SyncError.origin(of: url), reason: Self.reason(error)))
            }
        }
        done.wait()
        task.cancel()
        if let error = failure.error { throw error }
    }

    /// A short reason a tired person can act on.
    static func reason(_ error: Error) -> String {
        let text = String(describing: error)
        if text.contains("connectTimeout") || text.contains("deadlineExceeded") || text.contains("readTimeout") { return "no answer in time" }
        if text.contains("onnection refused") || text.contains("connectionRefused") || text.contains("ECONNREFUSED") { return "connection refused" }
        if text.contains("remoteConnectionClosed") || text.contains("closed") { return "the connection was cut" }
        if text.contains("NXDOMAIN") || text.contains("lookup") || text.contains("DNS") { return "the name does not resolve" }
        if text.contains("SSL") || text.contains("TLS") || text.contains("handshake") { return "the secure connection failed" }
        return "the network failed"
    }
}

/// The stream task's error, read once the task has ended.
private final class FailureBox: @unchecked Sendable {
    private var stored: Error?
    private let lock = NSLock()
    func set(_ error: Error) { lock.withLock { stored = error } }
    var error: Error? { lock.withLock { stored } }
}

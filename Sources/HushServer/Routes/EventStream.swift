import Foundation
import Hummingbird

/// A server-sent events response (`text/event-stream`): one `data:` line per message, and a comment
/// every 15 seconds so proxies keep the connection and a vanished client is noticed.
///
/// ```swift
/// return EventStream.response(feed.subscribe(household: id)) { seq in "{\"seq\":\(seq)}" }
/// ```
enum EventStream {
    static let heartbeat: Duration = .seconds(15)

    /// `first` is sent at once (the state when the client connects); then `message` for each signal,
    /// skipping signals it answers with nil.
    /// `recheck`: also ask `message` this often with signal 0 (a state that changes with the clock alone,
    /// such as office hours set `for 30 min`).
    static func response(
        _ signals: AsyncStream<Int>, first: String?, recheck: Duration? = nil, message: @escaping @Sendable (Int) async -> String?
    ) -> Response {
        let (merged, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let forward = Task {
            for await signal in signals { continuation.yield(signal) }
            continuation.finish()
        }
        let beat = Task {
            var waited: Duration = .zero
            let step = recheck.map { min($0, heartbeat) } ?? heartbeat
            while !Task.isCancelled {
                try? await Task.sleep(for: step)
                waited += step
                if recheck != nil { continuation.yield(0) }
                if waited >= heartbeat {
                    waited = .zero
                    continuation.yield(-1)
                }
            }
        }
        let body = ResponseBody { writer in
            defer {
                forward.cancel()
                beat.cancel()
                continuation.finish()
            }
            if let first { try await writer.write(ByteBuffer(string: "data: \(first)\n\n")) }
            for await signal in merged {
                if signal < 0 {
                    try await writer.write(ByteBuffer(string: ": ping\n\n"))
                } else if let text = await message(signal) {
                    try await writer.write(ByteBuffer(string: "data: \(text)\n\n"))
                }
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"], body: body)
    }
}

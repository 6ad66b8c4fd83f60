import HTTPTypes
import HushKit
import Hummingbird
import NIOCore

/// An answer of the sync endpoints as its parts: a status, the seconds of `Retry-After` when there are
/// some, and JSON bytes. A route hands it to Hummingbird as a ``response``; ``PushLane`` writes it
/// itself. Both turn a refusal into one through ``init(refusing:)``, so a push says the same whichever
/// way it came.
///
/// ```swift
/// let answer = try SyncAnswer(refusing: SyncFailure.unauthorized)   // 401, {"error":"this device is not linked…"}
/// ```
struct SyncAnswer: Sendable, Equatable {
    var status: Int
    var retryAfter: Int?
    var body: [UInt8]

    init(status: Int = 200, retryAfter: Int? = nil, body: [UInt8]) {
        self.status = status
        self.retryAfter = retryAfter
        self.body = body
    }

    /// A ``SyncFailure`` (or an undecodable body) as its status and `{"error": …}`; a backend that cannot
    /// take the request now as 503 with `Retry-After` (a push's change ids make the retry safe). Any
    /// other error is thrown again: Hummingbird answers it 500, and so does the lane.
    init(refusing error: any Error) throws {
        switch error {
        case let failure as SyncFailure:
            var retryAfter: Int?
            if case .tooManyRequests(let seconds) = failure { retryAfter = seconds }
            self.init(status: failure.status, retryAfter: retryAfter,
                      body: try JSONTreeEncoder().encode(SyncMessages.Failure(error: failure.message)))
        case let unavailable as BackendUnavailable:
            try self.init(unavailable: unavailable)
        case _ where DatabaseRefusal(error) != nil:
            // Only the invite-code race's own refusal reaches here (after three tries): worth a retry too.
            try self.init(unavailable: .failed(DatabaseCause(error)))
        case is DecodingError:
            self.init(status: 400, body: try JSONTreeEncoder().encode(SyncMessages.Failure(error: "the request body is not what this endpoint reads")))
        default:
            throw error
        }
    }

    init(unavailable: BackendUnavailable) throws {
        self.init(status: 503, retryAfter: BackendUnavailable.retryAfter,
                  body: try JSONTreeEncoder().encode(SyncMessages.Failure(error: unavailable.message)))
    }

    /// The headers a route's answer carries beyond those Hummingbird adds to every answer.
    var headers: HTTPFields {
        var fields: HTTPFields = [.contentType: "application/json"]
        if let retryAfter { fields[.retryAfter] = String(retryAfter) }
        return fields
    }

    var response: Response {
        Response(status: HTTPResponse.Status(code: status), headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}

import Foundation

/// A request the server refuses, with its HTTP status and a sentence for the person.
public enum SyncFailure: Error, Equatable {
    case badRequest(String)
    case unauthorized
    case forbidden(String)
    case notFound(String)
    case gone(String)
    /// The request clashes with what the household holds (a name already taken).
    case conflict(String)
    /// 413: the body is larger than the endpoint reads.
    case tooLarge(String)
    /// 429: this address asked too often; it may ask again after `retryAfter` seconds.
    case tooManyRequests(retryAfter: Int)

    var status: Int {
        switch self {
        case .badRequest: return 400
        case .unauthorized: return 401
        case .forbidden: return 403
        case .notFound: return 404
        case .gone: return 410
        case .conflict: return 409
        case .tooLarge: return 413
        case .tooManyRequests: return 429
        }
    }

    var message: String {
        switch self {
        case .badRequest(let text), .forbidden(let text), .notFound(let text), .gone(let text), .conflict(let text), .tooLarge(let text): return text
        case .tooManyRequests(let seconds): return "too many requests from this address; try again in \(seconds) s"
        case .unauthorized: return "this device is not linked to a household, or its token was revoked"
        }
    }
}

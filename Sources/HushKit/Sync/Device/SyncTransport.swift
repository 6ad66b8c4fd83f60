import FoundationEssentials

/// One HTTP exchange with the family's server. HushKit decides what to send and what the answer means;
/// the executable supplies the real HTTP client (``HushSyncClient``), so this library needs no network
/// stack of its own.
public protocol SyncTransport: Sendable {
    /// Sends `body` (JSON) and returns the status and body. Throws ``SyncError/unreachable(_:reason:)``
    /// when no answer came (refused, timed out, DNS): the caller keeps its changes for the next try.
    func exchange(_ method: String, url: String, body: Data?, token: String?) throws -> (status: Int, body: Data)

    /// Holds a server-sent events stream open, calling `message` with each `data:` payload, until the
    /// stream ends or `message` returns false.
    func listen(url: String, token: String?, message: @escaping @Sendable (String) -> Bool) throws
}

extension SyncError: DescribedError {
    public var described: (message: String, range: SourceRange?) { (message, nil) }
}

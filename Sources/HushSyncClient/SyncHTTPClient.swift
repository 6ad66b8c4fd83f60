import AsyncHTTPClient

/// The one HTTP client of a hush process. Unlike AsyncHTTPClient's default, a refused connection fails
/// at once instead of being retried until the connect timeout: an offline device must answer "offline"
/// in milliseconds, and sync has its own retries with backoff (``BackgroundSync``).
enum SyncHTTPClient {
    static let shared: HTTPClient = {
        var configuration = HTTPClient.Configuration(timeout: .init(connect: .seconds(5), read: .seconds(60)))
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()
}

import Hummingbird
import NIOCore

/// Hummingbird's basic request context plus the client's address, which the registration and join caps
/// count by (``AddressThrottle``).
///
/// ```swift
/// let router = Router(context: SyncRequestContext.self)
/// router.post("/v1/join") { request, context in AddressThrottle.key(context.remoteAddress) … }
/// ```
struct SyncRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The peer of the connection (a proxy's address when one sits in front).
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}

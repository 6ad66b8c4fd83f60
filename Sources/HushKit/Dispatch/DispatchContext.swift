import FoundationEssentials

/// What every handler stands on: the session, its store, and the steps several features share (the babies
/// a person sees, logging, the dashboard, the nap forecast, the permission check).
///
/// ```swift
/// struct ViewsHandler: CommandHandler { let session: Session }   // gets `store`, `selection`, `dashboard(…)`
/// ```
protocol DispatchContext {
    var session: Session { get }
}

extension DispatchContext {
    var store: JournalStore { session.store }
}

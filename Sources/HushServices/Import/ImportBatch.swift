import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// What an importer read from another app's export: events for one baby, ready to merge into the store,
/// and every row it could not use, with its line number. Importers are pure: text in, batch out.
///
/// ```swift
/// let batch = try HuckleberryImporter.read(text, context: ImportContext(baby: eddie, calendar: calendar,
///                                                                       loggedBy: "gavin", now: now, source: "huckleberry"))
/// batch.events.count    // rows turned into events
/// batch.skipped         // [ImportIssue(line: 12, reason: "Solids isn't tracked by Hush")]
/// ```
public struct ImportBatch: Sendable {
    public var events: [Event] = []
    public var skipped: [ImportIssue] = []
    /// Rows kept as events with a detail missing, and which.
    public var incomplete: [ImportIssue] = []

    public init(events: [Event] = [], skipped: [ImportIssue] = []) {
        self.events = events
        self.skipped = skipped
    }
}

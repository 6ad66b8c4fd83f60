import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// A row an importer did not turn into an event, and why.
public struct ImportIssue: Hashable, Sendable {
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}

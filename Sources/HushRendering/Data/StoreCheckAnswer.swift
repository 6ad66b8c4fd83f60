import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `check store`: a summary and every problem found; a store with problems fails the line.
///
/// ```swift
/// StoreCheckAnswer(report: report).failsLine   // !report.isHealthy
/// ```
public struct StoreCheckAnswer: Answer {
    public var spokenView: SpokenView { .storeCheck }

    public var report: StoreCheckReport

    public init(report: StoreCheckReport) { self.report = report }

    public func text(style: TextStyle) -> String { StoreCheckText(style: style).render(report) }

    public func json() -> String { StoreCheckJSON.render(report) }

    public var failsLine: Bool { !report.isHealthy }

    /// The verdict and what the store holds; its folder's path is for the eyes.
    public func speech() -> String {
        let count = report.problems.count
        let verdict = report.isHealthy ? "The store is healthy" : "The store has \(count) problem\(count == 1 ? "" : "s"); repair store keeps every readable change"
        return SpokenText.sentences(verdict + " · It holds \(report.events) event\(report.events == 1 ? "" : "s") of "
            + "\(report.babies) bab\(report.babies == 1 ? "y" : "ies")")
    }
}

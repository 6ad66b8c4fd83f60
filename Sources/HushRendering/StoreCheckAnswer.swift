import Foundation
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
    public var report: StoreCheckReport

    public init(report: StoreCheckReport) { self.report = report }

    public func text(style: TextStyle) -> String { StoreCheckText(style: style).render(report) }

    public func json() -> String { StoreCheckJSON.render(report) }

    public var failsLine: Bool { !report.isHealthy }
}

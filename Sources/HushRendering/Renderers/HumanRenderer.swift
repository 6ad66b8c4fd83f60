import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// Renders answers as short text for people: one line per change, compact dashboards, in the chosen style.
///
/// ```swift
/// HumanRenderer(style: TextStyle(enabled: false)).render(RecordedAnswer(summary: "Logged pee at 3:00 PM"))
/// // "Logged pee at 3:00 PM"
/// ```
public struct HumanRenderer: Sendable {
    public var style: TextStyle

    public init(style: TextStyle) { self.style = style }

    public func render(_ answer: any Answer) throws -> String {
        try answer.text(style: style)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

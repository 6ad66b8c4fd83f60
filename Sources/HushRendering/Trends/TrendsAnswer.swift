import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// Many days: the trends table or the sleep stripes.
///
/// ```swift
/// try TrendsAnswer(trends: trends, view: .stripes, calendar: calendar).text(style: style)
/// ```
public struct TrendsAnswer: Answer {
    public var spokenView: SpokenView {
        switch view {
        case .table: return .trends
        case .stripes: return .stripes
        }
    }

    public var trends: DailyTrends
    public var view: TrendsView
    public var calendar: ZonedCalendar

    public init(trends: DailyTrends, view: TrendsView, calendar: ZonedCalendar) {
        self.trends = trends
        self.view = view
        self.calendar = calendar
    }

    public func text(style: TextStyle) -> String {
        switch view {
        case .table: return TrendsText(style: style, calendar: calendar).render(trends)
        case .stripes: return StripesText(style: style, calendar: calendar).render(trends)
        }
    }

    public func json() -> String { TrendsJSON.render(trends, view: view, calendar: calendar) }

    /// The headline figures, not the header: a table read aloud is its averages.
    public func speech() -> String {
        switch view {
        case .table: return TrendsSpeech(trends: trends).table()
        case .stripes: return TrendsSpeech(trends: trends).stripes()
        }
    }
}

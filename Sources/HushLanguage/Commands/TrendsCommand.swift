import HushDomain

/// The pictures of many days: the trends table, the sleep stripes, and the pediatrician's report.
///
/// ```swift
/// try TrendsCommandParser.parse(Lexer.tokens(in: "trends 14d"), line: "trends 14d", knownNames: [])
/// // .table(.days(14), focus: .all)
/// ```
public enum TrendsCommand: Hashable, Sendable {
    /// `trends [7d|14d|30d]`, "how was this week", "sleep this week".
    case table(TrendsSpan, focus: TrendsFocus)
    /// `stripes [14d]`: a line a day across 24 hours.
    case stripes(TrendsSpan)
    /// `report [30d] to FILE.html`: one self-contained page for the pediatrician.
    case report(TrendsSpan, file: String)
}

extension CommandMeaning {
    /// ```swift
    /// CommandMeaning.describe(TrendsCommand.table(.days(14), focus: .sleep))   // "trends days=14d focus=sleep"
    /// ```
    public static func describe(_ trends: TrendsCommand) -> String {
        switch trends {
        case .table(let span, let focus): return "trends days=\(span.meaning)" + (focus == .all ? "" : " focus=\(focus.rawValue)")
        case .stripes(let span): return "stripes days=\(span.meaning)"
        case .report(let span, let file): return "report days=\(span.meaning) file=\(file)"
        }
    }
}

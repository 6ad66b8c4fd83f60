import FoundationEssentials
import HushDomain

/// The CSV export. Its ranges are part of the language (`export csv 7d`); writing the rows is a service
/// above, which extends this namespace.
///
/// ```swift
/// CSVExport.Range(rawValue: "7d")   // .week
/// ```
public enum CSVExport {
    public enum Range: String, CaseIterable, Sendable {
        case day = "24h", week = "7d", month = "30d", all

        /// The earliest start included, or nil for everything. 24 hours is exactly 86,400 seconds; 7 and 30
        /// days go back to the same wall-clock time in the session's zone, so a daylight-saving change in
        /// the window does not move the boundary by an hour.
        public func earliest(now: Date, calendar: ZonedCalendar) -> Date? {
            switch self {
            case .day: return now.addingTimeInterval(-86_400)
            case .week: return calendar.instant(from: calendar.civil(now).addingDays(-7))
            case .month: return calendar.instant(from: calendar.civil(now).addingDays(-30))
            case .all: return nil
            }
        }
    }
}

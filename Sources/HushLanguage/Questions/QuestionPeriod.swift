import HushDomain

/// The stretch of time a question counts over, as said: "today", "last night", "since noon",
/// "between 1 and 3pm", "in the last 3 days". ``QuestionPeriodResolver`` pins it to instants.
///
/// ```swift
/// QuestionPeriod.lastDays(3).label   // "in the last 3 days"
/// ```
public enum QuestionPeriod: Hashable, Sendable {
    case today
    case yesterday
    /// The night before today: from 6 PM the evening before until 6 AM or the day start, whichever is later.
    case lastNight
    /// Since the start of the week (Monday, at the day start).
    case thisWeek
    case lastDays(Int)
    case lastHours(Int)
    case since(LocatedTime)
    case between(LocatedTime, LocatedTime)
    /// A part of today: "this morning" (6 AM, or the day start if later, to noon), "this afternoon" (noon to
    /// 6 PM), "this evening" (6 PM to midnight).
    case partOfToday(PartOfDay)
    /// "since this morning": from the morning's start to now.
    case sinceThisMorning
    /// "at 2pm": half an hour either side of a moment, for "did she poop at 2pm".
    case around(LocatedTime)

    public enum PartOfDay: String, Hashable, Sendable {
        case morning, afternoon, evening
    }

    /// How an answer names it: "today", "since 12:00 PM" (a resolved time replaces what was said).
    public var label: String {
        switch self {
        case .today: return "today"
        case .yesterday: return "yesterday"
        case .lastNight: return "last night"
        case .thisWeek: return "this week"
        case .lastDays(let days): return days == 1 ? "in the last day" : "in the last \(days) days"
        case .lastHours(let hours): return hours == 1 ? "in the last hour" : "in the last \(hours) hours"
        case .since(let time): return "since \(time.text)"
        case .between(let from, let to): return "between \(from.text) and \(to.text)"
        case .partOfToday(let part): return "this \(part.rawValue)"
        case .sinceThisMorning: return "since this morning"
        case .around(let time): return "around \(time.text)"
        }
    }

    /// A canonical form for `explain` and the grammar examples.
    public var meaning: String {
        switch self {
        case .today, .yesterday, .thisWeek: return label.replacing(" ", with: "-")
        case .lastNight: return "last-night"
        case .lastDays(let days): return "last-\(days)d"
        case .lastHours(let hours): return "last-\(hours)h"
        case .since(let time): return "since(\(time.text))"
        case .between(let from, let to): return "between(\(from.text),\(to.text))"
        case .partOfToday(let part): return "this-\(part.rawValue)"
        case .sinceThisMorning: return "since-this-morning"
        case .around(let time): return "around(\(time.text))"
        }
    }
}

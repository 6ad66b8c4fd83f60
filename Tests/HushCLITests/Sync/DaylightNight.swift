import Foundation

/// One daylight-saving night in one zone, for the tests that log across it through the binary and
/// through `POST /v1/say`: a morning after it (`now`, in UTC), the clock time said, and what it must do:
/// be refused naming the gap (`refusal`), or log its most recent past occurrence (`logged`, in UTC).
///
/// ```swift
/// for night in DaylightNight.all where night.refusal != nil { … "wet diaper at \(night.said)" … }
/// ```
struct DaylightNight {
    let zone: String
    /// 10 AM local on the day the clocks changed, in UTC.
    let now: String
    let said: String
    /// The whole error for a time the clocks skipped; nil on the fall-back night.
    let refusal: String?
    /// The instant a doubled time logs: its second occurrence, the most recent past.
    let logged: String?

    static let all = [
        DaylightNight(zone: "America/New_York", now: "2026-03-08T14:00:00Z", said: "2:30am",
                      refusal: "2:30 AM did not happen on Sun Mar 8: clocks went from 2:00 to 3:00 AM; say a time the clocks showed, for example 'today 3:30am'",
                      logged: nil),
        DaylightNight(zone: "America/New_York", now: "2026-11-01T15:00:00Z", said: "1:30am", refusal: nil, logged: "2026-11-01T06:30:00Z"),
        DaylightNight(zone: "Europe/London", now: "2026-03-29T09:00:00Z", said: "1:30am",
                      refusal: "1:30 AM did not happen on Sun Mar 29: clocks went from 1:00 to 2:00 AM; say a time the clocks showed, for example 'today 2:30am'",
                      logged: nil),
        DaylightNight(zone: "Europe/London", now: "2026-10-25T10:00:00Z", said: "1:30am", refusal: nil, logged: "2026-10-25T01:30:00Z"),
        DaylightNight(zone: "Australia/Sydney", now: "2026-10-03T23:00:00Z", said: "2:30am",
                      refusal: "2:30 AM did not happen on Sun Oct 4: clocks went from 2:00 to 3:00 AM; say a time the clocks showed, for example 'today 3:30am'",
                      logged: nil),
        DaylightNight(zone: "Australia/Sydney", now: "2026-04-05T00:00:00Z", said: "2:30am", refusal: nil, logged: "2026-04-04T16:30:00Z"),
    ]
}

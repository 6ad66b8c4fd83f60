import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Values that can happen but rarely do, so a slip is likelier than the truth: a sleep over 16 hours,
/// one breast side over 90 minutes, a bottle over 12 oz. Such an event is logged only when the line
/// confirms it (ends in `yes`, or "yes" at the REPL's question); amounts no bottle holds at all are
/// refused outright by ``BottleLog``.
///
/// ```swift
/// EventPlausibility.doubt(about: twentyHourSleep)   // "a sleep of 20h 0m is longer than 16 hours"
/// EventPlausibility.doubt(about: fourOunceBottle)    // nil
/// ```
public enum EventPlausibility {
    public static let longestSleep: TimeInterval = 16 * 3600
    public static let longestSide: TimeInterval = 90 * 60
    public static let largestBottle = Volume(12, .oz)
    public static let longestPump: TimeInterval = 60 * 60
    public static let largestPump = Volume(16, .oz)

    /// Why `event` is doubtful, as a phrase; nil when it is ordinary.
    public static func doubt(about event: Event) -> String? {
        let length = event.end.map { $0.utc.timeIntervalSince(event.start.utc) }
        return event.data.presentation.doubt(event, length: length)
    }
}

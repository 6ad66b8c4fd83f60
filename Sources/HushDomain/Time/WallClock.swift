import FoundationEssentials

/// The time of day as hush reads it when no `--now` pins it: the system clock, moved by
/// `HUSH_CLOCK_SHIFT` seconds when that is set. Every process of a run (hush, its sync children, a
/// `hush serve`, a `hush watch`) reads the same variable, so they agree with each other while the
/// machine's clock stays untouched: `.ci/any-hour` runs the whole suite this way at 23:30, 3:00 and
/// 5:59, where a fault that only shows at night would otherwise wait for a night to show.
///
/// ```swift
/// // HUSH_CLOCK_SHIFT=3600 hush status   → the dashboard as it will read an hour from now
/// WallClock.now()
/// ```
public enum WallClock {
    /// The environment variable holding the shift, in seconds (may be negative or fractional).
    public static let shiftVariable = "HUSH_CLOCK_SHIFT"

    /// Seconds added to the system clock; 0 unless `HUSH_CLOCK_SHIFT` is a number of seconds within a
    /// century either way (a time past that, or infinity, has no record id, no week and no date to show).
    public static let shift: TimeInterval = shift(ProcessEnvironment.value(shiftVariable))

    static let mostShift: TimeInterval = 100 * 366 * 86_400

    static func shift(_ text: String?) -> TimeInterval {
        guard let seconds = text.flatMap(Double.init), seconds.magnitude <= mostShift else { return 0 }
        return seconds
    }

    public static func now() -> Date { shift == 0 ? Date() : Date(timeIntervalSinceNow: shift) }
}

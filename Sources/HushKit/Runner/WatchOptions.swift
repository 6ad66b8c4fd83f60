import FoundationEssentials

/// How `hush watch` runs.
///
/// ```
/// hush watch                                   print each notification when due, until Ctrl-C
/// hush watch --exec 'notify-send "$HUSH_TITLE" "$HUSH_BODY"'
/// hush watch --once                            deliver what is due now and exit (cron, systemd timers)
/// hush watch --now 2026-01-10T01:00:00-05:00 --speed 3600 --until 2026-01-10T07:00:00-05:00
/// ```
public struct WatchOptions: Sendable {
    /// The hook run for each notification.
    public var exec: String?
    public var once = false
    /// Stop when the clock reaches this (with a simulated clock, for tests and demos).
    public var until: Date?
    /// How much faster than real time a `--now` clock runs.
    public var speed: Double = 1
    /// One JSON object per notification instead of a line of text.
    public var json = false
    /// Redraw the dashboard every this many real seconds (a terminal only); nil never draws it.
    public var dashboardEvery: TimeInterval?
    /// How often, in real seconds, the store is looked at for other processes' changes.
    public var pollEvery: TimeInterval = 1

    public init() {}
}

import Foundation

/// Durations as the logs and PostgreSQL's settings read them.
///
/// ```swift
/// Duration.seconds(2.5).secondsText    // "2.5"
/// Duration.seconds(10).milliseconds    // 10000
/// ```
extension Duration {
    /// Whole and fractional seconds, for messages: "2.5", "10".
    var secondsText: String {
        let value = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// Whole milliseconds.
    var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}

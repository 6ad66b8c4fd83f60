import FoundationEssentials

/// A date as whole seconds since 1970, for the calendar arithmetic done in integers (``CivilDateTime``,
/// week files, ``UTCText``). `Int(date.timeIntervalSince1970)` traps on a date past ±2^63 seconds and on
/// NaN; a record can hold such a date only when it was damaged or written by a hostile device, and one
/// record must never take every view of a household down with it.
///
/// ```swift
/// Date(timeIntervalSince1970: 1e300).wholeSeconds()   // 253402300799: 9999-12-31T23:59:59Z
/// ```
extension Date {
    /// The seconds Hush writes and reads (`UTCText`'s four-digit years, 0000-01-01 to 9999-12-31 in UTC).
    public static let writtenSeconds = -62_167_219_200...253_402_300_799

    /// Seconds since 1970 rounded by `rule`, held to ``writtenSeconds`` (NaN reads as 1970).
    public func wholeSeconds(_ rule: FloatingPointRoundingRule = .down) -> Int {
        let seconds = timeIntervalSince1970.rounded(rule)
        if seconds.isNaN { return 0 }
        return Int(min(max(seconds, Double(Self.writtenSeconds.lowerBound)), Double(Self.writtenSeconds.upperBound)))
    }
}

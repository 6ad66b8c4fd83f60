/// The values a baby's settings can hold when read from a record (the store's files, a pulled change, an
/// import). `set …` stays far inside them (a window of a minute to 8 days, a freezer of 1 to 12 months, a
/// day start before midnight); a value outside them came from a damaged or hostile record, reads as
/// unset (the default stands), and so can never overflow the arithmetic done with it (minutes × 60, the
/// day start as an hour of the clock).
///
/// ```swift
/// BabySettings.checked(4_611_686_018_427_387_904, in: BabySettings.windowMinutes)   // nil
/// ```
extension BabySettings {
    /// A safety window, in minutes: at most a year.
    public static let windowMinutes = 1...525_600
    /// Where the day starts, in minutes after midnight.
    public static let dayStartMinutes = 0...1_439
    /// How long frozen milk keeps, in months.
    public static let freezerMonths = 1...120

    /// `value` when `range` holds it, else nil.
    public static func checked(_ value: Int?, in range: ClosedRange<Int>) -> Int? {
        value.flatMap { range.contains($0) ? $0 : nil }
    }
}

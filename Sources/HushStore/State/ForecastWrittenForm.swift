/// The recorded predictions of a ``ForecastCache`` as the state file held them (``ForecastRecordedText``),
/// kept while they stay what was read, so the state is written back with the same bytes.
///
/// Every command reads and writes the state, and most commands leave the forecast as it was: writing
/// its 14 days of predictions again from their dates, number by number, made a store used for two
/// weeks or more cost about 5% more a `wet diaper` than a week-old one. A copy of the recorded list in
/// another form, so it never makes two caches differ: equal to every other.
///
/// ```swift
/// var cache = ForecastCache(…, recorded: recorded)
/// cache.written = ForecastWrittenForm(bytes: Array(text.utf8))   // as read
/// cache.recorded.append(next)                                    // written is nil again
/// ```
struct ForecastWrittenForm: Hashable, Sendable {
    var bytes: [UInt8]?

    static func == (_: Self, _: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

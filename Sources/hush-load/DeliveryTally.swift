/// What one device found when it pulled its household back, summed over devices with ``adding(_:)``.
/// `missing` counts pushed events not there; `duplicated` counts extra copies of any record; `unexpected`
/// counts changes this device never pushed (there should be none in a household of one device).
///
/// ```swift
/// let total = tallies.reduce(DeliveryTally()) { $0.adding($1) }
/// total.missing == 0 && total.duplicated == 0
/// ```
struct DeliveryTally: Sendable {
    var missing = 0
    var duplicated = 0
    var unexpected = 0
    /// Open conflicts the household reports: zero unless events from different devices met.
    var conflicts = 0
    var retries = 0
    var retriesAnsweredDuplicate = 0
    var failures: [String] = []

    func adding(_ other: DeliveryTally) -> DeliveryTally {
        DeliveryTally(missing: missing + other.missing, duplicated: duplicated + other.duplicated,
                      unexpected: unexpected + other.unexpected, conflicts: conflicts + other.conflicts,
                      retries: retries + other.retries, retriesAnsweredDuplicate: retriesAnsweredDuplicate + other.retriesAnsweredDuplicate,
                      failures: failures + other.failures)
    }
}

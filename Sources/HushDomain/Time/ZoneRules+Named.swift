import FoundationEssentials

/// Zones by name, each read from the zone database once per process: a listing can name the same zone
/// for every line (an event logged elsewhere), and a zone is a file to read and parse.
///
/// ```swift
/// ZoneRules.named("America/New_York")?.abbreviation(at: Date())   // "EST"
/// ZoneRules.named("Nowhere/Atlantis")                             // nil
/// ```
extension ZoneRules {
    /// The zone `identifier` names, or nil when the database has no such zone (remembered too).
    public static func named(_ identifier: String) -> ZoneRules? {
        ZoneRulesByName.shared.rules(identifier)
    }

    /// UTC, which needs no file: Foundation's `TimeZone(identifier: "UTC")`, named "GMT" as it names it.
    public static let utc: ZoneRules = ZoneRules.fixed(secondsFromGMT: 0)!
}

/// The zones read so far, by the name they were asked for.
private final class ZoneRulesByName: @unchecked Sendable {
    static let shared = ZoneRulesByName()
    private let lock = ThreadLock()
    private var read: [String: ZoneRules?] = [:]

    func rules(_ identifier: String) -> ZoneRules? {
        lock.lock()
        defer { lock.unlock() }
        if let known = read[identifier] { return known }
        // A bounded table: names come from records other devices send.
        if read.count > 1_000 { read.removeAll() }
        let made = ZoneRules(identifier: identifier)
        read[identifier] = made
        return made
    }
}

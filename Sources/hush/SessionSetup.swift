import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain
import HushKit

/// Resolves the global options and their environment fallbacks into a ``Session``.
struct SessionSetup {
    var storePath: String
    var calendar: ZonedCalendar
    var person: String
    var fixedNow: Date?
    var personIsExplicit: Bool
    /// The environment given; nil for the process's own, read a variable at a time. A command reads five
    /// or six of them, and making a table of all of them (a few dozen in a shell) cost a one-shot about
    /// 100,000 instructions; the session makes that table later only if something asks for all of them.
    var environment: [String: String]?

    init(store: String?, now: String?, tz: String?, person: String?, environment: [String: String]? = nil) throws {
        self.environment = environment
        let variable = Self.lookup(environment)
        storePath = store ?? variable("HUSH_STORE").flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultStore(variable)
        let zoneName = tz ?? SystemTimeZone.requested(tz: variable("TZ"))
        if let zoneName, !zoneName.isEmpty {
            guard let zone = ZoneRules.named(zoneName) else {
                throw ValidationError("unknown time zone '\(zoneName)'; use a name like America/New_York or UTC")
            }
            calendar = ZonedCalendar(zone: zone)
        } else {
            calendar = ZonedCalendar(zone: SystemTimeZone.current())
        }
        personIsExplicit = person != nil
        let named = person ?? variable("USER") ?? variable("LOGNAME") ?? UserAccount.name()
        self.person = named.isEmpty ? "me" : named
        if let text = now ?? variable("HUSH_NOW").flatMap({ $0.isEmpty ? nil : $0 }) {
            guard ISOTimeText.parse(text) != nil else {
                throw ValidationError("--now '\(text)' is not an ISO 8601 time; for example 2026-01-02T15:00:00-05:00")
            }
            fixedNow = Self.instant(text, calendar: calendar)
            if let fixedNow, !ClockMoveRule.isWithinRecords(fixedNow) {
                throw ValidationError("--now '\(text)' is outside the times Hush keeps; use a time from 1970 to the end of 2199")
            }
        }
    }

    /// An ISO 8601 time; one without an offset is read in `calendar`'s zone.
    static func instant(_ text: String, calendar: ZonedCalendar) -> Date? {
        guard let parsed = ISOTimeText.parse(text) else { return nil }
        if let offset = parsed.offset { return Date(timeIntervalSince1970: Double(parsed.civil.secondsAsUTC - offset)) }
        return calendar.instant(from: parsed.civil)
    }

    /// One variable's value: from `environment` when one is given (a variable it lacks is unset), else
    /// from the process's own.
    static func lookup(_ environment: [String: String]?) -> (String) -> String? {
        { name in environment.map { $0[name] } ?? ProcessEnvironment.value(name) }
    }

    /// `$XDG_DATA_HOME/hush`, else `~/.local/share/hush`.
    static func defaultStore(_ variable: (String) -> String?) -> String {
        if let data = variable("XDG_DATA_HOME"), data.hasPrefix("/") { return data + "/hush" }
        let home = variable("HOME") ?? UserAccount.home()
        return home + "/.local/share/hush"
    }

    /// One variable of the environment this setup reads.
    func variable(_ name: String) -> String? {
        Self.lookup(environment)(name)
    }

    func makeSession() -> Session {
        let session = Session(store: JournalStore(directory: storePath), calendar: calendar, person: person, fixedNow: fixedNow)
        session.personIsExplicit = personIsExplicit
        if let environment { session.environment = environment }
        session.syncTransport = SubprocessSyncTransport()
        session.clipboard = SystemClipboard()
        return session
    }
}

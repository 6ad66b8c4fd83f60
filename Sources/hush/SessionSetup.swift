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
    var environment: [String: String]

    init(store: String?, now: String?, tz: String?, person: String?, environment: [String: String]) throws {
        self.environment = environment
        storePath = store ?? environment["HUSH_STORE"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultStore(environment)
        let zoneName = tz ?? SystemTimeZone.requested(environment)
        if let zoneName, !zoneName.isEmpty {
            guard let zone = ZoneRules.named(zoneName) else {
                throw ValidationError("unknown time zone '\(zoneName)'; use a name like America/New_York or UTC")
            }
            calendar = ZonedCalendar(zone: zone)
        } else {
            calendar = ZonedCalendar(zone: SystemTimeZone.current())
        }
        personIsExplicit = person != nil
        let named = person ?? environment["USER"] ?? environment["LOGNAME"] ?? UserAccount.name()
        self.person = named.isEmpty ? "me" : named
        if let text = now ?? environment["HUSH_NOW"].flatMap({ $0.isEmpty ? nil : $0 }) {
            guard ISOTimeText.parse(text) != nil else {
                throw ValidationError("--now '\(text)' is not an ISO 8601 time; for example 2026-01-02T15:00:00-05:00")
            }
            fixedNow = Self.instant(text, calendar: calendar)
        }
    }

    /// An ISO 8601 time; one without an offset is read in `calendar`'s zone.
    static func instant(_ text: String, calendar: ZonedCalendar) -> Date? {
        guard let parsed = ISOTimeText.parse(text) else { return nil }
        if let offset = parsed.offset { return Date(timeIntervalSince1970: Double(parsed.civil.secondsAsUTC - offset)) }
        return calendar.instant(from: parsed.civil)
    }

    /// `$XDG_DATA_HOME/hush`, else `~/.local/share/hush`.
    static func defaultStore(_ environment: [String: String]) -> String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/hush" }
        let home = environment["HOME"] ?? UserAccount.home()
        return home + "/.local/share/hush"
    }

    func makeSession() -> Session {
        let session = Session(store: JournalStore(directory: storePath), calendar: calendar, person: person, fixedNow: fixedNow)
        session.personIsExplicit = personIsExplicit
        session.environment = environment
        session.syncTransport = SubprocessSyncTransport()
        session.clipboard = SystemClipboard()
        return session
    }
}

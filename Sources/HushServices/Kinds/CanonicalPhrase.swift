import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
/// A record said back in Hush's own language, with full dates and times ("wet diaper at 2026-01-02
/// 3:00pm", "napped from 2026-01-02 2:30pm to 2026-01-02 3:25pm"), so whoever reads the answer can see
/// exactly what was understood, and reading the phrase again, in a store with the same baby, makes the
/// same record. `--json` answers carry it as `phrase`. Records that took several commands (a bottle made,
/// then fed from) have none.
///
/// ```swift
/// CanonicalPhrase.text(for: diaperEvent)   // "wet diaper at 2026-01-02 3:00pm"
/// ```
public enum CanonicalPhrase {
    /// `contents` is what a bottle holds when the line doesn't say (the baby's `set bottle contents`): a
    /// bottle holding anything else says so, so the phrase makes the same bottle again.
    public static func text(for event: Event, defaultContents contents: MilkContents = .formula) -> String? {
        guard event.deletedAt == nil else { return nil }
        return event.data.presentation.phrase(event, defaultContents: contents)
    }

    /// "2026-01-02 3:00pm", in the zone where it happened. The first pass through a fall-back hour is said
    /// in UTC ("2026-11-01 5:30am UTC"): its wall time, said again, means the second pass.
    package static func stamp(_ time: EventTimestamp) -> String {
        var civil = time.localCivil
        var zone = ""
        if let local = ZoneRules.named(time.timezone) {
            let readings = ZonedCalendar(zone: local).readings(of: civil)
            if readings.count == 2, readings.first?.instant?.wholeSeconds() == time.utc.wholeSeconds() {
                civil = CivilDateTime(secondsAsUTC: time.utc.wholeSeconds())
                zone = " UTC"
            }
        }
        let hour = civil.hour % 12 == 0 ? 12 : civil.hour % 12
        return "\(civil.dateText) \(hour):\(civil.minute < 10 ? "0" : "")\(civil.minute)\(civil.hour < 12 ? "am" : "pm")\(zone)"
    }

    package static func volume(_ value: Double, _ unit: Volume.Unit) -> String { Volume.number(value) + unit.rawValue }
}

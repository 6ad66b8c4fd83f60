import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// Who hears what, and when: the household's switch per kind (`set notifications feeding due on`), the
/// master switch (`notifications off`), one person's mutes (`mute nap window`), and quiet hours.
///
/// ```swift
/// let policy = ReminderPolicy(preferences: store.state.preferences, person: "Gavin")
/// policy.allows(.feedingDue)                                 // false until switched on (PRD 10)
/// policy.ringTime(of: .feedingDue, due: threeAM, calendar: c)  // 6:00 AM, after quiet hours
/// ```
public struct ReminderPolicy: Hashable, Sendable {
    /// The store preference behind `notifications on|off`.
    public static let masterPreference = "notify.all"

    public static let ringsThroughQuietHours: Set<NotificationKind> = [.bottleExpiry, .routine, .officeHours]

    public var masterOn: Bool
    public var household: [NotificationKind: Bool]
    public var muted: Set<NotificationKind>
    public var quietHours: QuietHours?

    public init(masterOn: Bool = true, household: [NotificationKind: Bool] = [:], muted: Set<NotificationKind> = [],
                quietHours: QuietHours? = .standard) {
        self.masterOn = masterOn
        self.household = household
        self.muted = muted
        self.quietHours = quietHours
    }

    /// The policy the store's preferences set for `person`.
    public init(preferences: [String: String], person: String) {
        var household: [NotificationKind: Bool] = [:]
        for kind in NotificationKind.allCases {
            if let value = preferences[kind.preferenceKey] { household[kind] = value == "on" }
        }
        self.init(masterOn: preferences[Self.masterPreference] != "off", household: household,
                  muted: Self.mutes(preferences[Self.muteKey(person)]),
                  quietHours: QuietHours.chosen(by: preferences[QuietHours.preferenceKey]))
    }

    /// The preference holding one person's mutes, as kind codes separated by commas.
    public static func muteKey(_ person: String) -> String { "mute." + person.lowercased() }

    public static func mutes(_ stored: String?) -> Set<NotificationKind> {
        Set((stored ?? "").split(separator: ",").compactMap { NotificationKind.named(String($0)) })
    }


    public func isOnForHousehold(_ kind: NotificationKind) -> Bool { household[kind] ?? kind.isOnByDefault }

    /// Whether this person hears `kind` at all.
    public func allows(_ kind: NotificationKind) -> Bool {
        masterOn && isOnForHousehold(kind) && !muted.contains(kind)
    }

    /// When a reminder due at `due` rings. Bottle expiry rings through quiet hours: it is a safety
    /// reminder, and night feeds are when bottles are made. So does the routine's reminder: its time is
    /// one the person chose (Better Morning 9.1 fires it "exactly at midnight" if that is the first task),
    /// which is PRD 10's "explicitly enabled". So does office hours: a parent who opens them at night has
    /// just chosen to be available, and the notice held until morning would announce a window long past.
    /// Everything else waits for the end of quiet hours.
    public func ringTime(of kind: NotificationKind, due: Date, calendar: ZonedCalendar) -> Date {
        guard !Self.ringsThroughQuietHours.contains(kind), let quietHours else { return due }
        return quietHours.release(of: due, calendar: calendar) ?? due
    }
}

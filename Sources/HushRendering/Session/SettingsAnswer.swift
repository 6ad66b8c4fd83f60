import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// `settings`: every setting with its value and the command that changes it.
///
/// ```swift
/// try SettingsAnswer(baby: eddie, theme: "auto", notifications: [], quietHours: nil, muted: [], zone: nil).json()
/// // {"baby":{…},"muted":[],"notifications":{},"ok":true,"quiet_hours":"off","theme":"auto"}
/// ```
public struct SettingsAnswer: Answer {
    public var spokenView: SpokenView { .settings }

    public var baby: Baby
    public var theme: String
    public var notifications: [(NotificationKind, Bool)]
    public var quietHours: QuietHours?
    public var muted: Set<NotificationKind>
    /// The household's zone (``HouseholdZone``), nil before one is set or offered.
    public var zone: String?

    public init(baby: Baby, theme: String, notifications: [(NotificationKind, Bool)], quietHours: QuietHours?,
                muted: Set<NotificationKind>, zone: String?) {
        self.baby = baby
        self.theme = theme
        self.notifications = notifications
        self.quietHours = quietHours
        self.muted = muted
        self.zone = zone
    }

    public func text(style: TextStyle) -> String {
        let s = baby.settings
        let milk = MilkSafety(settings: s)
        let rows = [
            ("units", s.units.rawValue + "   (set units ml|oz)"),
            ("default bottle", (s.defaultBottle?.text ?? "none yet") + "   (set default bottle 5oz)"),
            ("expiry room", DurationText.spoken(Double(s.expiryRoomMinutes * 60)) + "   (set expiry room 2h)"),
            ("expiry fridge", DurationText.spoken(Double(s.expiryFridgeMinutes * 60)) + "   (set expiry fridge 24h)"),
            ("expiry feeding", DurationText.spoken(Double(s.expiryFeedingMinutes * 60)) + "   (set expiry feeding 1h)"),
            ("bottle contents", (s.bottleContents ?? .formula).label + "   (set bottle contents breast milk|formula)"),
            ("milk room", DurationText.window(Int(milk.room / 60)) + "   (set expiry milk room 4h)"),
            ("milk fridge", DurationText.window(Int(milk.fridge / 60)) + "   (set expiry milk fridge 4 days)"),
            ("milk feeding", DurationText.window(Int(milk.afterFirstSip / 60)) + "   (set expiry milk feeding 2h)"),
            ("milk freezer", "\(milk.freezerMonths) months   (set expiry freezer 6 months)"),
            ("thawed fridge", DurationText.window(Int(milk.thawedFridge / 60)) + "   (set expiry thawed fridge 24h)"),
            ("thawed room", DurationText.window(Int(milk.thawedRoom / 60)) + "   (set expiry thawed room 2h)"),
            ("day start", TimeText.clockOnly(CivilDateTime(year: 2000, month: 1, day: 1, hour: s.dayStartMinutes / 60, minute: s.dayStartMinutes % 60)) + "   (set day start 6am)"),
            ("nap method", (s.napMethod ?? .standard).name + "   (set nap method by-nap|standard)"),
            ("theme", theme + "   (set theme dark|light|auto)"),
        ] + notifications.map { kind, on in
            ("notify " + kind.rawValue, (on ? "on" : "off") + "   (set notifications \(kind.rawValue) \(on ? "off" : "on"))")
        } + [("quiet hours", ReminderText.quietHours(quietHours) + "   (set quiet hours 22:00-06:00|off)")]
          + [("household zone", (zone ?? "none yet") + "   (set zone America/New_York)")]
          + (muted.isEmpty ? [] : [("muted for you", NotificationKind.allCases.filter(muted.contains).map(\.rawValue).joined(separator: ", ") + "   (unmute all)")])
        return ([style.bold("Settings") + " · \(baby.name)"] + rows.map { "  " + $0.0.paddedToColumn(22) + $0.1 }).joined(separator: "\n")
    }

    /// What the settings are that a listener acts on, in words: units, the bottle, how long bottles keep.
    public func speech() -> String {
        let s = baby.settings
        let units = s.units == .oz ? "ounces" : "millilitres"
        let bottle = s.defaultBottle.map { "the usual bottle \($0.text)" } ?? "no usual bottle yet"
        return SpokenText.sentences("\(baby.name)'s settings: \(units), \(bottle), \((s.bottleContents ?? .formula).label) · "
            + "Bottles keep \(DurationText.spoken(Double(s.expiryRoomMinutes * 60))) at room temperature, "
            + "\(DurationText.spoken(Double(s.expiryFridgeMinutes * 60))) in the fridge, and \(DurationText.spoken(Double(s.expiryFeedingMinutes * 60))) once a feed starts")
    }

    public func json() throws -> String {
        let toggles = Dictionary(uniqueKeysWithValues: notifications.map { ($0.0.rawValue, $0.1) })
        return try AnswerJSON.text(JSONRenderer.Reply(baby: baby, theme: theme, notifications: toggles, quietHours: quietHours?.text ?? "off",
                                                      muted: NotificationKind.allCases.filter(muted.contains).map(\.code)))
    }
}

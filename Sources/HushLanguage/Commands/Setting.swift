import HushDomain

/// One setting as said.
public enum Setting: Hashable, Sendable {
    public enum Expiry: String, Hashable, Sendable {
        case room, fridge, feeding
        case milkRoom = "milk-room", milkFridge = "milk-fridge", milkFeeding = "milk-feeding"
        case thawedFridge = "thawed-fridge", thawedRoom = "thawed-room"
    }
    public enum Theme: String, Hashable, Sendable, CaseIterable { case dark, light, auto }

    case units(Volume.Unit)
    case defaultBottle(VolumeSpec)
    case expiry(Expiry, minutes: Int, range: SourceRange)
    /// `set expiry freezer 6 months`: frozen breast milk's window.
    case freezerMonths(Int, range: SourceRange)
    /// `set bottle contents breast milk`: what "made a bottle" holds when the line doesn't say.
    case bottleContents(MilkContents)
    case dayStart(minutes: Int)
    case napMethod(NapMethod)
    case theme(Theme)
    case notifications(NotificationKind, on: Bool)
    /// `set quiet hours 23:00-07:00`; nil for `set quiet hours off`.
    case quietHours(QuietHours?)
    /// `set output speech` (answers read aloud, as `--speak`) or `set output text`.
    case speech(Bool)
    /// `set zone America/New_York`: the household's zone (``HouseholdZone``), which travels with it.
    case zone(String, range: SourceRange)
}

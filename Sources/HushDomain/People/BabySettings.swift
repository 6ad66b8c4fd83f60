import FoundationEssentials

/// Per-baby settings (the PRD's `settings` JSON, `settings` to show, `set …` to change).
public struct BabySettings: Codable, Hashable, Sendable {
    /// The last bottle size used: "made a bottle" reuses it (PRD 4.2 "remembers last used amount").
    public var defaultBottle: Volume?
    /// The unit amounts are shown in, and what a bare number means ("ate 4").
    public var units: Volume.Unit
    /// Formula safety windows (PRD 5), in minutes: room temperature, refrigerated, after the first sip.
    public var expiryRoomMinutes = 120
    public var expiryFridgeMinutes = 24 * 60
    public var expiryFeedingMinutes = 60
    /// Where "today" begins, in minutes after midnight (dashboard spec: the user's day start time).
    public var dayStartMinutes = 0
    /// How nap windows are made (`set nap method by-nap|prd`); nil is `NapMethod.standard`.
    public var napMethod: NapMethod?
    /// What "made a bottle" holds when the line doesn't say (`set bottle contents breast milk`); nil is formula.
    public var bottleContents: MilkContents?
    /// Breast-milk windows (CDC) when changed from ``MilkSafety``'s defaults, in minutes (the freezer's in
    /// months); nil keeps the default, so babies that never change them keep their records as they were.
    public var milkRoomMinutes: Int?
    public var milkFridgeMinutes: Int?
    public var milkFreezerMonths: Int?
    public var thawedFridgeMinutes: Int?
    public var thawedRoomMinutes: Int?
    public var milkFeedingMinutes: Int?

    public init(defaultBottle: Volume? = nil, units: Volume.Unit = .oz) {
        self.defaultBottle = defaultBottle
        self.units = units
    }

    enum CodingKeys: String, CodingKey {
        case units
        case defaultBottle = "default_bottle"
        case expiryRoomMinutes = "expiry_room_minutes"
        case expiryFridgeMinutes = "expiry_fridge_minutes"
        case expiryFeedingMinutes = "expiry_feeding_minutes"
        case dayStartMinutes = "day_start_minutes"
        case napMethod = "nap_method"
        case bottleContents = "bottle_contents"
        case milkRoomMinutes = "expiry_milk_room_minutes"
        case milkFridgeMinutes = "expiry_milk_fridge_minutes"
        case milkFreezerMonths = "expiry_milk_freezer_months"
        case thawedFridgeMinutes = "expiry_thawed_fridge_minutes"
        case thawedRoomMinutes = "expiry_thawed_room_minutes"
        case milkFeedingMinutes = "expiry_milk_feeding_minutes"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        defaultBottle = try container.decodeIfPresent(Volume.self, forKey: .defaultBottle)
        units = try container.decodeIfPresent(Volume.Unit.self, forKey: .units) ?? .oz
        // Out of range reads as unset (BabySettings+Ranges).
        func minutes(_ key: CodingKeys, _ range: ClosedRange<Int> = Self.windowMinutes) throws -> Int? {
            Self.checked(try container.decodeIfPresent(Int.self, forKey: key), in: range)
        }
        expiryRoomMinutes = try minutes(.expiryRoomMinutes) ?? 120
        expiryFridgeMinutes = try minutes(.expiryFridgeMinutes) ?? 24 * 60
        expiryFeedingMinutes = try minutes(.expiryFeedingMinutes) ?? 60
        dayStartMinutes = try minutes(.dayStartMinutes, Self.dayStartMinutes) ?? 0
        napMethod = try container.decodeIfPresent(String.self, forKey: .napMethod).flatMap(NapMethod.init(rawValue:))
        bottleContents = try container.decodeIfPresent(MilkContents.self, forKey: .bottleContents)
        milkRoomMinutes = try minutes(.milkRoomMinutes)
        milkFridgeMinutes = try minutes(.milkFridgeMinutes)
        milkFreezerMonths = try minutes(.milkFreezerMonths, Self.freezerMonths)
        thawedFridgeMinutes = try minutes(.thawedFridgeMinutes)
        thawedRoomMinutes = try minutes(.thawedRoomMinutes)
        milkFeedingMinutes = try minutes(.milkFeedingMinutes)
    }
}

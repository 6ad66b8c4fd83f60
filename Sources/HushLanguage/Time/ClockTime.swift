import HushDomain

/// A wall-clock time with whatever the speaker gave: hour and minute, maybe am/pm, maybe a day.
public struct ClockTime: Hashable, Sendable {
    public enum Day: Hashable, Sendable {
        case today, yesterday
        /// "tonight": the night that begins this evening, its small hours the next day's; said in the small
        /// hours, the night still running. Read as today's night, "tonight at one" was this morning's 1 AM.
        case tonight
        case date(year: Int, month: Int, day: Int)
        /// "the day before yesterday": 2.
        case daysAgo(Int)
        /// "sunday" (ISO 7): the most recent Sunday the time has passed on, today included; "last sunday"
        /// (`beforeToday`) never today.
        case weekday(Int, beforeToday: Bool)
        /// "feb 11", "the 11th of february": this year's, or last year's when this year's is still ahead.
        case monthDay(month: Int, day: Int)
        /// "on 2/11", "3/3/15": read in the household's date order (``DateOrder``) when the resolver pins it.
        case numeric(first: Int, second: Int, year: Int?)
    }

    public var hour: Int
    public var minute: Int
    public var meridiem: Token.Meridiem?
    /// Written in 24-hour style ("14:15", "02:15"): the hour is not reinterpreted as am or pm.
    public var twentyFourHour: Bool
    public var day: Day?
    /// Seconds east of UTC when a zone was said ("8am PST"): the time and its day are read in that zone.
    public var zoneOffset: Int?

    public init(hour: Int, minute: Int, meridiem: Token.Meridiem? = nil, twentyFourHour: Bool = false, day: Day? = nil,
                zoneOffset: Int? = nil) {
        self.hour = hour
        self.minute = minute
        self.meridiem = meridiem
        self.twentyFourHour = twentyFourHour
        self.day = day
        self.zoneOffset = zoneOffset
    }

    /// The hours of the day this could mean: 2:15 → 2:15 and 14:15; 2:15pm → 14:15 only.
    public var candidateHours: [Int] {
        if let meridiem { return [hour % 12 + (meridiem == .pm ? 12 : 0)] }
        if twentyFourHour || hour == 0 || hour > 12 { return [hour] }
        return [hour % 12, hour % 12 + 12]
    }
}

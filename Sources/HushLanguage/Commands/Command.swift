import HushDomain

/// What a line asks for, fully understood, with source ranges kept for errors that surface later
/// (a time that turns out to be in the future, a name that matches no baby).
///
/// ```swift
/// let parsed = try CommandParser(knownNames: ["Eddie"]).parse("wet diaper 10 min ago")
/// // parsed.command == .log(.moment(.diaper(.wet), at: 10 minutes ago))
/// ```
public enum Command: Hashable, Sendable {
    case newBaby(name: String, birthDate: CivilDateTime, range: SourceRange, birthRange: SourceRange)
    case selectBaby(name: String, range: SourceRange)
    case log(EventPhrase)
    /// A view of the baby's log named by its words alone: `status`, `today`, `foods`, `stash`.
    case view(ViewCommand)
    /// `timeline`, `timeline 24h`, `timeline yesterday`, `timeline 2026-01-02`.
    case timeline(TimelineSpan)
    /// `next nap`, "when should she nap", "nap window".
    case nextNap
    /// `why` (or `explain` alone): the explanation of the nap prediction.
    case whyNap
    /// `stats predictions`: the hit rate (PRD 15).
    case predictionStats
    /// PRD 9 quick stats: "how is Eddie".
    case quickStats
    /// A question answered from the log ("when did she last eat"); it never changes the store.
    case question(Question)
    case exportJSON
    case undo
    case redo
    case help(topic: String?)
    /// A change to an existing event.
    case edit(EventReference, EditChange)
    /// Soft delete: restorable for 30 days.
    case delete(EventReference)
    case restore(EventReference)
    /// Lists deleted events that can still be restored.
    case deleted
    /// `discard stash 2`, `discard the expired milk`: milk thrown away from the stash, the sessions kept.
    case discardStash(StashPick)
    /// Every field of one event.
    case show(EventReference)
    /// `settings`: everything that can be set, with its value.
    case settings
    case set(Setting)
    /// `explain PHRASE`: what Hush understands PHRASE to mean, without doing it.
    case explain(String)
    case quit
    case clock(ClockMove)
    /// `tz Europe/London`: the session moves to another zone (a trip); events keep the zone they happened in.
    case timeZone(String, range: SourceRange)
    /// A morning-routine command.
    case routine(RoutineCommand)
    /// People, roles, invites and Baby Office Hours.
    case people(PeopleCommand)
    /// Exports to files or the clipboard, and imports.
    case data(DataCommand)
    /// Notifications: what is scheduled, the master switch, a person's mutes.
    case reminders(ReminderCommand)
    /// Sharing through the family's server: `sync`, `set server URL`, `conflicts`, `keep mine`….
    case sync(SyncCommand)
    /// Checking, repairing, backing up and restoring the store.
    case store(StoreCommand)
    /// Many days at once: `trends`, `stripes`, `report … to FILE`.
    case trends(TrendsCommand)

    /// Runs with the store closed, taking its lock itself (``StoreCommand/runsOnClosedStore``).
    public var runsOnClosedStore: Bool {
        if case .store(let command) = self { return command.runsOnClosedStore }
        return false
    }
}

/// Which stretch of time a timeline shows.
public enum TimelineSpan: Hashable, Sendable {
    /// 6 hours back and 3 ahead (PRD 4.1).
    case around
    /// The last N seconds up to now.
    case last(seconds: Double)
    case yesterday
    case day(year: Int, month: Int, day: Int)
}

/// `clock 2026-01-02 06:30` (an absolute local time) or `clock +45m` (forward by a duration).
public enum ClockMove: Hashable, Sendable {
    case to(CivilDateTime)
    case toTimeToday(hour: Int, minute: Int)
    case by(seconds: Double)
}

/// A volume as said: the unit may be left out ("ate 4"), then the baby's unit applies.
public struct VolumeSpec: Hashable, Sendable {
    public var value: Double
    public var unit: Volume.Unit?
    public var range: SourceRange

    public init(value: Double, unit: Volume.Unit?, range: SourceRange) {
        self.value = value
        self.unit = unit
        self.range = range
    }
}

/// Something that happened to the baby, as said.
public enum EventPhrase: Hashable, Sendable {
    case sleepStart(at: LocatedTime?)
    case sleepEnd(at: LocatedTime?)
    case sleepSpan(from: LocatedTime, to: LocatedTime)
    /// "slept 45 min": a finished sleep of that length, ending now, or starting at the time given.
    case sleepDuration(seconds: Double, range: SourceRange, startingAt: LocatedTime?)
    /// An event that is a moment, said as what it holds and when: "wet diaper", "pee and poop at 2pm".
    /// A kind whose phrase is no more than that reads into this case and needs no phrase of its own: it
    /// is said back, moved ("… 10 min earlier") and logged from its payload.
    case moment(EventData, at: LocatedTime?)
    case bottlePrepare(amount: VolumeSpec?, at: LocatedTime?, refrigerated: Bool)
    /// "discard the bottle": thrown away, kept as waste.
    case bottleDiscard(at: LocatedTime?)
    /// "feeding", or "started feeding the 5oz bottle" to pick one of several.
    case feedingStart(at: LocatedTime?, bottle: VolumeSpec?)
    /// "finished, 0.5 left"; remaining nil means "all gone".
    case feedingFinish(remaining: VolumeSpec?, at: LocatedTime?)
    /// "ate 4oz, 0.5 left": a whole bottle, finished at the time given (now by default).
    case bottleAte(amount: VolumeSpec, remaining: VolumeSpec?, at: LocatedTime?)
    /// "nursed left 15 min", "fed left then right", "both sides starting right".
    case breastFeed(BreastFeedPhrase)
    /// "had banana", "ate 2 tbsp oatmeal", "tried egg for the first time", "rash after peanut".
    case solids(SolidsPhrase)
    /// "pumped 4oz", "pumped 2oz left and 2.5oz right to the freezer".
    case pump(PumpPhrase)
    /// A bottle whose milk the line names: "made a 4oz bottle of breast milk", "thawed a 3oz bag".
    case milkBottle(MilkBottlePhrase)
    /// `note TEXT`, `note medication: vitamin D 400 IU`: the text as typed, after the word "note".
    case note(text: String, range: SourceRange)
}

/// A breast feed as said: the side it began on, whether both were used, and its timing.
public struct BreastFeedPhrase: Hashable, Sendable {
    public var startedSide: BreastSide
    public var bothSides: Bool
    /// How long it lasted; nil when not said (the feed is then a moment).
    public var seconds: Double?
    public var durationRange: SourceRange?
    /// When it started (with a length) or happened; nil for now.
    public var at: LocatedTime?
    public var span: (from: LocatedTime, to: LocatedTime)?

    public init(startedSide: BreastSide, bothSides: Bool, seconds: Double? = nil, durationRange: SourceRange? = nil,
                at: LocatedTime? = nil, span: (from: LocatedTime, to: LocatedTime)? = nil) {
        self.startedSide = startedSide
        self.bothSides = bothSides
        self.seconds = seconds
        self.durationRange = durationRange
        self.at = at
        self.span = span
    }

    public static func == (a: BreastFeedPhrase, b: BreastFeedPhrase) -> Bool {
        a.startedSide == b.startedSide && a.bothSides == b.bothSides && a.seconds == b.seconds && a.at == b.at
            && a.span?.from == b.span?.from && a.span?.to == b.span?.to
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(startedSide)
        hasher.combine(bothSides)
        hasher.combine(seconds)
        hasher.combine(at)
    }
}

/// A parsed line: the command plus line-level choices.
public struct ParsedLine: Hashable, Sendable {
    public var command: Command
    /// A baby named in the line ("wet diaper for Eddie"), which overrides the selected baby for this line.
    public var babyName: String?
    public var babyNameRange: SourceRange?
    /// `--json` written at the end of the line: answer this one command as JSON.
    public var json: Bool
    /// `status --watch`: redraw every 30 seconds in a terminal, like the app's auto-refresh.
    public var watch = false
    /// `--yes` at the end of the line: a destructive command goes ahead without asking.
    public var confirmed = false
    /// Typos corrected in the line ("diapr" read as "diaper"), which the answer reports.
    public var corrections: [TypoCorrection.Correction] = []
    /// Said as a question ("when is his next nap"), not as a command (`next nap`): answered in a
    /// question's shapes, while the command keeps its own.
    public var asked = false

    func with(json: Bool) -> ParsedLine {
        var copy = self
        copy.json = json
        return copy
    }

    public init(command: Command, babyName: String? = nil, babyNameRange: SourceRange? = nil, json: Bool = false) {
        self.command = command
        self.babyName = babyName
        self.babyNameRange = babyNameRange
        self.json = json
    }
}

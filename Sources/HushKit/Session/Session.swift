import FoundationEssentials
import HushDomain

/// Everything a command runs against: the store, the clock (fixed by `--now` or `clock`, else real
/// time), the time zone, and who is logging.
///
/// ```swift
/// let session = Session(store: JournalStore(directory: path), calendar: calendar, person: "gavin",
///                       fixedNow: ISOTimeText.parse("2026-01-02T15:00:00-05:00").map(…))
/// ```
public final class Session {
    public let store: JournalStore
    public var calendar: ZonedCalendar
    public var person: String
    /// True when `--as` named the person; otherwise `i am NAME` (remembered in the store) wins over the OS user.
    public var personIsExplicit = false
    /// Set by `--now` or `clock`; nil follows the real clock.
    public var fixedNow: Date?
    /// A person types at a terminal: commands may ask before they act.
    public var interactive = false
    /// Guided routine creation is under way: lines are its steps.
    public var composingRoutine = false
    /// The person's role with each baby, while the memberships stay as they are (``RememberedRoles``).
    var rememberedRoles: RememberedRoles?
    /// The data card week shown last, for `data previous` / `data next`.
    public var shownWeek: (routineID: String?, start: CivilDate)?
    /// The first day of the week, 1 = Monday ... 7 = Sunday, from the locale (`LC_ALL`, `LC_TIME`, `LANG`).
    /// The HTTP client for sync, given by the executable; nil where there is no network (then sync commands fail clearly).
    public var syncTransport: (any SyncTransport)?
    /// A caregiver's device, whose zone is where the family is: its sync gives babies without a household
    /// zone this one (``ZoneSeeding``). Off for the server's voice stores, whose zone is only the server's.
    public var offersItsZone = true
    /// Hands the store's lock back before slow work (the network), so nobody's logging waits on it. The
    /// interpreter gives its own: commits made durable and held answers released first. Nil: the store is ended.
    public var releaseStore: (() -> Void)?
    /// Copies text to the system clipboard, returning the tool's name; given by the executable (nil: no clipboard here).
    public var clipboard: (any ClipboardWriter)?
    /// Draws `add device`'s QR code; given by the executable when its output is a terminal (nil: the link alone).
    public var qrCodes: (any QRCodeDrawer)?
    public lazy var firstWeekday: Int = WeekConvention.firstWeekday(environment: localeVariables)
    /// How numeric dates ("on 2/11") are read, from the same locale variables.
    public lazy var dateOrder: DateOrder = DateOrder(environment: localeVariables)
    /// Every environment variable, for a child process or the terminal: the ones a caller gave, else the
    /// process's own, read whole when first asked for.
    public var environment: [String: String] {
        get {
            if let givenEnvironment { return givenEnvironment }
            let variables = ProcessEnvironment.variables
            givenEnvironment = variables
            return variables
        }
        set { givenEnvironment = newValue }
    }
    private var givenEnvironment: [String: String]?

    /// The three variables the locale's conventions come from: from the environment given, else read one
    /// at a time. A one-shot that reads a date asks for these alone, and making a table of every variable
    /// cost it about 85,000 instructions.
    private var localeVariables: [String: String] {
        if let givenEnvironment { return givenEnvironment }
        var variables: [String: String] = [:]
        for name in ["LC_ALL", "LC_TIME", "LANG"] {
            if let value = ProcessEnvironment.value(name) { variables[name] = value }
        }
        return variables
    }

    public init(store: JournalStore, calendar: ZonedCalendar, person: String, fixedNow: Date? = nil) {
        self.store = store
        self.calendar = calendar
        self.person = person
        self.fixedNow = fixedNow
    }

    public var now: Date {
        let instant = fixedNow ?? WallClock.now()
        // Whole seconds: stored times are written with whole seconds, so keep the clock on them too.
        return Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
    }

    /// Takes the person remembered by `i am NAME`, unless `--as` named one.
    public func adoptRememberedPerson() {
        guard !personIsExplicit, let remembered = store.preference("me"), !remembered.isEmpty else { return }
        person = remembered
    }

    /// Names of known babies, for the parser and Tab completion.
    public var babyNames: [String] { store.babies.map(\.name) }

    /// The people of the store (members of any baby, and whoever is logging): never the baby.
    public var peopleNames: [String] {
        // Every line's parse asks; the members change far more rarely than the store does.
        let memberships = store.state.entities[Membership.kind]
        if let known = rememberedPeople, known.person == person, known.memberships == memberships { return known.names }
        var names = Set([person])
        for value in (memberships ?? [:]).values {
            if let name = value["person"]?.string { names.insert(name) }
        }
        let sorted = names.sorted()
        rememberedPeople = (person, memberships, sorted)
        return sorted
    }
    private var rememberedPeople: (person: String, memberships: [String: JSONValue]?, names: [String])?

    /// The selected baby's name, when one is selected.
    public var selectedBabyName: String? {
        let babies = store.babies
        guard let id = store.preference(Preference.selectedBaby) else { return babies.count == 1 ? babies[0].name : nil }
        return babies.first { $0.id == id }?.name
    }
}

extension Session {
    /// Releases the store's lock (``releaseStore``) before the network.
    func releasingStore() throws {
        if let releaseStore { releaseStore() } else { try store.end() }
    }
}

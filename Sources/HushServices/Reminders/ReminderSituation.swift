import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// What the reminders depend on, read from the store for one person: the babies they care for, their
/// active routine, the office hours they subscribe to, and what they have already been sent. Everything
/// ``ReminderPlanner`` needs, so the planner stays a pure function of this and the clock.
public struct ReminderSituation: Sendable {
    /// One baby the person cares for (primary or caregiver).
    public struct BabyState: Sendable {
        public var baby: Baby
        /// Bottles prepared and not yet finished or discarded.
        public var openBottles: [Event]
        /// The latest feed: a bottle fed from or finished, or a breast feed.
        public var lastFeed: Event?
        public var isAsleep: Bool
        /// The predicted nap window since the latest wake, and the sleep that wake ended.
        public var napWindow: (wakeEventID: String, start: Date, end: Date)?

        public init(baby: Baby, openBottles: [Event] = [], lastFeed: Event? = nil, isAsleep: Bool = false,
                    napWindow: (wakeEventID: String, start: Date, end: Date)? = nil) {
            self.baby = baby
            self.openBottles = openBottles
            self.lastFeed = lastFeed
            self.isAsleep = isAsleep
            self.napWindow = napWindow
        }
    }

    /// The person's active routine's daily reminder at its first task (Better Morning 9).
    public struct RoutineState: Sendable {
        public var id: String
        public var name: String
        public var startDate: CivilDate
        public var firstTask: RoutineTask

        public init(id: String, name: String, startDate: CivilDate, firstTask: RoutineTask) {
            self.id = id
            self.name = name
            self.startDate = startDate
            self.firstTask = firstTask
        }
    }

    /// Office hours that are on for a baby the person subscribes to.
    public struct OpenOfficeHours: Sendable {
        public var officeHours: OfficeHours
        public var babyName: String

        public init(officeHours: OfficeHours, babyName: String) {
            self.officeHours = officeHours
            self.babyName = babyName
        }
    }

    public var babies: [BabyState]
    public var routine: RoutineState?
    public var officeHours: [OpenOfficeHours]
    /// Keys already delivered to this person.
    public var delivered: Set<String>

    public init(babies: [BabyState] = [], routine: RoutineState? = nil, officeHours: [OpenOfficeHours] = [], delivered: Set<String> = []) {
        self.babies = babies
        self.routine = routine
        self.officeHours = officeHours
        self.delivered = delivered
    }
}

import HushKit
/// A young baby's days as a `.hush` script: the commands a parent would type, each after a `clock` line
/// that moves the interpreter's clock to when it happened.
///
/// Every day follows one plan (27 commands: five sleeps, six feeds, five diapers) with a few minutes of
/// seeded jitter, so the store is realistic but identical on every run. Sleeps never overlap and every
/// bottle is made, fed and finished before the next, so each line is one the interpreter must accept.
///
/// ```swift
/// let history = BabyHistory(eventLines: 20_000)
/// try history.text.write(toFile: path, atomically: true, encoding: .utf8)
/// ```
struct BabyHistory {
    static let zone = "America/New_York"
    /// Where `--now` starts the clock for the store build: 01:00 on the first day, local time.
    static let start = "2024-01-01T06:00:00Z"
    static let firstDay = CivilDay(year: 2024, month: 1, day: 1)

    /// The script, one command a line.
    let text: String
    /// Lines in the script, `clock` lines included.
    let lineCount: Int
    /// Commands that record or change an event (every line except `clock` and `new baby`).
    let eventLines: Int
    /// Events the store holds afterwards: a sleep or a bottle takes several commands but is one event.
    let records: Int
    let days: Int
    /// The day on which the history's last event happened; timed commands run later that morning.
    let lastDay: CivilDay

    /// Event commands in one day of the plan.
    static var eventsPerDay: Int { plan.count }

    private enum Step {
        case changeDiaper, makeBottle, startFeeding, finishBottle, ateBottle, fallAsleep, wakeUp
    }

    /// One day from 06:40 to the next morning's waking, in minutes after that day's midnight.
    /// The night feed sits between 03:00 and 04:10 on purpose: 01:00–03:00 holds New York's skipped and
    /// repeated hours, and a benchmark should not depend on how those are resolved.
    private static let plan: [(minute: Int, step: Step)] = [
        (6 * 60 + 40, .changeDiaper), (6 * 60 + 50, .makeBottle), (7 * 60, .startFeeding), (7 * 60 + 20, .finishBottle),
        (8 * 60 + 30, .fallAsleep), (9 * 60 + 45, .wakeUp), (9 * 60 + 50, .changeDiaper), (10 * 60 + 15, .ateBottle),
        (12 * 60, .fallAsleep), (13 * 60 + 30, .wakeUp), (13 * 60 + 35, .changeDiaper),
        (13 * 60 + 45, .makeBottle), (13 * 60 + 55, .startFeeding), (14 * 60 + 15, .finishBottle),
        (15 * 60 + 45, .fallAsleep), (16 * 60 + 30, .wakeUp), (16 * 60 + 35, .changeDiaper), (17 * 60 + 15, .ateBottle),
        (18 * 60 + 45, .changeDiaper), (19 * 60, .makeBottle), (19 * 60 + 5, .startFeeding), (19 * 60 + 25, .finishBottle),
        (19 * 60 + 45, .fallAsleep), (27 * 60 + 15, .wakeUp), (27 * 60 + 30, .ateBottle),
        (28 * 60, .fallAsleep), (30 * 60 + 30, .wakeUp),
    ]

    /// Whole days until at least `target` event lines are written.
    init(eventLines target: Int, seed: UInt64 = 20_240_101) {
        var random = SeededGenerator(seed: seed)
        var lines = ["new baby Eddie born 2023-12-01"]
        var events = 0
        var records = 0
        var days = 0
        // Minutes since the first day's midnight; each event lands at least two minutes after the last.
        var previous = 0
        var lastDay = Self.firstDay
        while events < target {
            for (nominal, step) in Self.plan {
                let minute = max(days * 1440 + nominal + Int.random(in: -8...8, using: &random), previous + 2)
                previous = minute
                lastDay = Self.firstDay.adding(days: minute / 1440)
                let clock = minute % 1440
                lines.append("clock \(lastDay) " + String(format: "%02d:%02d", clock / 60, clock % 60))
                lines.append(Self.command(for: step, using: &random))
                events += 1
                if step == .changeDiaper || step == .makeBottle || step == .ateBottle || step == .fallAsleep {
                    records += 1
                }
            }
            days += 1
        }
        text = lines.joined(separator: "\n") + "\n"
        lineCount = lines.count
        eventLines = events
        self.records = records
        self.days = days
        self.lastDay = lastDay
    }

    private static func command(for step: Step, using random: inout SeededGenerator) -> String {
        switch step {
        case .changeDiaper:
            let kinds = ["wet diaper", "wet diaper", "wet diaper", "dirty diaper", "pee and poop"]
            return kinds.randomElement(using: &random)!
        case .makeBottle:
            return "made a \(Int.random(in: 3...5, using: &random))oz bottle"
        case .startFeeding:
            return "feeding"
        case .finishBottle:
            return "finished, \(["0.5", "1"].randomElement(using: &random)!) left"
        case .ateBottle:
            return "ate \(Int.random(in: 3...5, using: &random))oz, 0.5 left"
        case .fallAsleep:
            return "fell asleep"
        case .wakeUp:
            return "woke up"
        }
    }
}

/// Households whose push a batch has just answered, for a moment: a device that pushes again at once (a
/// phone catching up on a queue of records, a voice store's burst, a load) is back within a round trip,
/// and a batch about to start without it may wait that long, so that one batch carries what would have
/// been two. PostgreSQL's `commit_delay` with `commit_siblings` makes the same bet for its commits.
///
/// ```swift
/// var returning = ReturningHouseholds(window: .milliseconds(1))
/// returning.answered(["h1", "h2"], at: .now, except: [])
/// returning.back("h1")
/// returning.awaited(at: .now)   // true: h2 may be on its way
/// ```
struct ReturningHouseholds {
    /// How long after its answer a household is still expected back.
    let window: Duration
    private var pending: [String: ContinuousClock.Instant] = [:]
    /// The answers in the order they were given, so the expired leave from the front without a scan.
    private var answers: [(household: String, at: ContinuousClock.Instant)] = []
    private var expired = 0

    init(window: Duration) {
        self.window = window
    }

    /// A batch's households, answered now; one whose next push already waits (`except`) is back.
    mutating func answered(_ batch: [String], at now: ContinuousClock.Instant, except waiting: Set<String>) {
        for household in batch where !waiting.contains(household) {
            pending[household] = now
            answers.append((household, now))
        }
    }

    /// The household pushed again.
    mutating func back(_ household: String) {
        pending.removeValue(forKey: household)
    }

    /// Whether a household answered within the window has not pushed again yet.
    mutating func awaited(at now: ContinuousClock.Instant) -> Bool {
        let oldest = now - window
        while expired < answers.count, answers[expired].at < oldest {
            let answer = answers[expired]
            if pending[answer.household] == answer.at { pending.removeValue(forKey: answer.household) }
            expired += 1
        }
        if expired > 64 && expired * 2 > answers.count {
            answers.removeFirst(expired)
            expired = 0
        }
        return !pending.isEmpty
    }
}

import FoundationEssentials

/// A forecast made only when asked for. A wake used to make and record its window at once, so that later
/// windows could be scored against it (PRD 15); now it is noted (its end, when it was logged, its sleep) and
/// the windows are made when something asks for a forecast, each with the inputs it had at its wake: the
/// same windows and hit rates, byte for byte, without predicting at every wake of a long script.
///
/// The replay reads the sleeps as they are now, so before anything changes a sleep it would read (or the
/// baby's settings, zone or birth date) the backlog is replayed first: see `docs/performance.md`.
///
/// ```swift
/// try noteWake(baby: baby, now: now)          // at "woke up"
/// let forecast = try napForecast(baby: baby, now: now)   // replays the noted wakes, then answers
/// ```
extension DispatchContext {
    /// At a logged wake: what making the forecast would have recorded, noted instead. The checks are the
    /// forecast's own (a sleep still open, no finished sleep, the window already made for this wake).
    func noteWake(baby: Baby, now: Date) throws {
        if store.openEvents(for: baby.id).contains(where: { $0.kind == .sleep }) { return }
        guard let last = store.latest(.sleep, for: baby.id), let wake = last.end?.utc,
              ISOTimeText.parse(baby.birthDate) != nil else { return }
        let method = baby.settings.napMethod ?? .standard
        let zone = session.calendar.identifier
        if let backlog = store.wakeBacklog(for: baby.id) {
            // The newest noted wake is the window the cache will hold once the backlog is replayed.
            if backlog.sleepID == last.id, backlog.wakes.last?.end == wake, backlog.method == method { return }
            if backlog.method != method || backlog.zone != zone || backlog.wakes.count >= WakeBacklog.limit { try settleWakes(of: baby) }
        } else if let cached = store.forecast(for: baby.id), cached.wakeEventID == last.id, cached.wakeEnd == wake, cached.method == method {
            return
        }
        store.appendWake(.init(end: wake, loggedAt: now), sleepID: last.id, for: baby.id, method: method, zone: zone)
    }

    /// Makes the windows of a baby's noted wakes, oldest first, each as it would have been made at its wake.
    func settleWakes(of baby: Baby) throws {
        guard let backlog = store.takeWakeBacklog(for: baby.id),
              let birth = ISOTimeText.parse(baby.birthDate)?.civil.dayNumber else { return }
        let calendar = backlog.zone == session.calendar.identifier
            ? session.calendar
            : ZoneRules.named(backlog.zone).map(ZonedCalendar.init(zone:)) ?? session.calendar
        // Each window is cached under the newest wake's sleep: only the last one stays, and the ones before
        // it are read only for their records, which carry no id.
        for wake in backlog.wakes {
            try forecast(baby: baby, wakeOf: backlog.sleepID, at: wake.end, birth: birth, method: backlog.method,
                         now: wake.loggedAt, calendar: calendar)
        }
    }

    /// Every baby's backlog: before a command that may change what a replay reads.
    func settleWakes() throws {
        guard !store.state.wakeBacklogs.isEmpty else { return }
        for id in store.babiesWithWakeBacklogs {
            if let baby = store.baby(id: id) { try settleWakes(of: baby) } else { _ = store.takeWakeBacklog(for: id) }
        }
    }

    /// Before a log is committed: the backlogs whose replay would read a sleep these changes add, move or remove.
    func settleWakes(touchedBy changes: [RecordChange]) throws {
        guard !store.state.wakeBacklogs.isEmpty else { return }
        for change in changes {
            for case .event(let event)? in [change.before, change.after] where event.kind == .sleep {
                guard let backlog = store.wakeBacklog(for: event.babyID), backlog.reads(sleepStartingAt: event.start.utc),
                      let baby = store.baby(id: event.babyID) else { continue }
                try settleWakes(of: baby)
            }
        }
    }
}

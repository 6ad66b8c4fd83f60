import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// `hush watch`: a long-running process that delivers the session person's notifications when they
/// are due. Each round it locks the store, claims what is due (``Dispatcher/claimDueReminders(now:)``),
/// unlocks, then prints each notification and runs the hook. Between rounds it sleeps until the next
/// reminder, but never longer than `pollEvery`, so a bottle logged by another process (or another
/// caregiver's sync) is planned within a second. SIGINT and SIGTERM end it after the current delivery.
///
/// ```swift
/// let watcher = Watcher(session: session, options: options, clock: WatchClock(start: nil), style: style)
/// exit(watcher.run())
/// ```
public final class Watcher {
    let session: Session
    let options: WatchOptions
    let clock: WatchClock
    let style: TextStyle
    let output: OutputSink
    private let wake = DispatchSemaphore(value: 0)
    private let stopping = StopRequest()
    private var delivered: [(Date, NotificationBatch)] = []

    public init(session: Session, options: WatchOptions, clock: WatchClock, style: TextStyle, output: OutputSink = OutputSink()) {
        self.session = session
        self.options = options
        self.clock = clock
        self.style = style
        self.output = output
    }

    /// Runs until stopped, `--until`, or after one round with `--once`; returns the exit status.
    public func run() -> Int32 {
        let sources = [SIGINT, SIGTERM].map(listen)
        defer { sources.forEach { $0.cancel() } }
        if !options.once, let transport = session.syncTransport {
            let wake = self.wake
            SyncFollower(directory: session.store.directory, person: session.person, calendar: session.calendar, transport: transport) {
                wake.signal()
            }.start()
        }
        var lastDrawn: Date?
        var failed = false
        while !stopping.requested {
            let now = clock.now()
            session.fixedNow = now
            var next: Date?
            do {
                let claimed = try claim(now: now, next: &next)
                for batch in NotificationBatch.grouping(claimed) { deliver(batch) }
                failed = false
            } catch {
                let (message, _) = ErrorReport.describe(error)
                output.hold(.errors, "hush watch: \(message)")
                output.release()
                if options.once { return 1 }
                failed = true
            }
            if options.once { break }
            if let until = options.until, now >= until { break }
            if let every = options.dashboardEvery, lastDrawn.map({ Date().timeIntervalSince($0) >= every }) ?? true {
                drawDashboard()
                lastDrawn = Date()
            }
            var wait = failed ? 5 : options.pollEvery
            if let next { wait = min(wait, clock.realSeconds(until: next)) }
            if let until = options.until { wait = min(wait, clock.realSeconds(until: until)) }
            if let every = options.dashboardEvery, let lastDrawn { wait = min(wait, max(every - Date().timeIntervalSince(lastDrawn), 0)) }
            _ = wake.wait(timeout: .now() + max(wait, 0.001))
        }
        return 0
    }

    /// One locked look at the store: claims what is due and finds when the next thing is.
    private func claim(now: Date, next: inout Date?) throws -> [Reminder] {
        let store = session.store
        try store.begin()
        do {
            session.adoptRememberedPerson()
            let (claimed, upcoming) = try Dispatcher(session: session).claimDueReminders(now: now)
            next = upcoming
            try store.end()
            return claimed
        } catch {
            try? store.end()
            throw error
        }
    }

    /// Prints the notification (or writes its JSON line), then runs the hook with it.
    private func deliver(_ batch: NotificationBatch) {
        delivered.append((clock.now(), batch))
        if delivered.count > 5 { delivered.removeFirst() }
        output.hold(.output, options.json ? WatchText.json(batch) : WatchText.line(batch, calendar: session.calendar, style: style))
        output.release()
        guard let command = options.exec else { return }
        do {
            let status = try NotificationHook(command: command).run(batch)
            if status != 0 {
                output.hold(.errors, "hush watch: the --exec command exited with status \(status) for '\(batch.title)'")
            }
        } catch NotificationHook.Failure.couldNotStart(let reason) {
            output.hold(.errors, "hush watch: could not run the --exec command: \(reason)")
        } catch NotificationHook.Failure.timedOut(let seconds) {
            output.hold(.errors, "hush watch: the --exec command was still running after \(seconds) s and was stopped")
        } catch {
            output.hold(.errors, "hush watch: \(error)")
        }
        output.release()
    }

    /// The terminal view: the dashboard, what is planned, and the last notifications, redrawn in place.
    private func drawDashboard() {
        do {
            try session.store.begin()
            defer { try? session.store.end() }
            let dispatcher = Dispatcher(session: session)
            let renderer = HumanRenderer(style: style)
            var text = TerminalText.styleEscape + "[H" + TerminalText.styleEscape + "[2J"
            if !session.store.babies.isEmpty {
                text += try renderer.render(try dispatcher.run(ParsedLine(command: .view(.status)))) + "\n\n"
            }
            text += try renderer.render(try dispatcher.run(ParsedLine(command: .reminders(.list))))
            if !delivered.isEmpty {
                text += "\n\n" + style.bold("Delivered") + "\n" + delivered.map { _, batch in
                    "  " + WatchText.line(batch, calendar: session.calendar, style: style)
                }.joined(separator: "\n")
            }
            text += "\n\n" + style.dim("Watching for \(session.person) · Ctrl-C stops")
            output.hold(.output, text)
        } catch {
            output.hold(.errors, "hush watch: \(ErrorReport.describe(error).0)")
        }
        output.release()
    }

    private func listen(_ signalNumber: Int32) -> DispatchSourceSignal {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        let stopping = self.stopping, wake = self.wake
        source.setEventHandler {
            stopping.request()
            wake.signal()
        }
        source.resume()
        return source
    }
}

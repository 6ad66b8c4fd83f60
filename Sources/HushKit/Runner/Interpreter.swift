import FoundationEssentials
import HushDomain

/// The one input loop behind the REPL, scripts, pipes and one-shot commands: read a line, lock the
/// store, parse, dispatch, commit, make it durable, then answer.
///
/// ```swift
/// let interpreter = Interpreter(session: session, options: .script, output: OutputSink())
/// var source = try TextLineSource(contentsOf: "day.hush")
/// exit(interpreter.run(&source))   // 0 when every line succeeded
/// ```
public final class Interpreter {
    public let session: Session
    public var options: InterpreterOptions
    public let output: OutputSink
    private var pendingChanges = 0
    private var storeOpen = false
    /// Something was committed since the last ``takeChanged()``: the executable's cue to sync in the background.
    private var changed = false

    /// True when a command committed something since the last call (and resets it).
    public func takeChanged() -> Bool {
        defer { changed = false }
        return changed
    }

    /// Called after each line of a run (the REPL's cue to sync what the line changed).
    public var afterLine: (() -> Void)?

    /// Sees each parsed command before it runs and may throw to refuse it: `POST /v1/say` admits only what
    /// makes sense by voice on a server (no files, no settings of the server's own store).
    public var admit: ((Command) throws -> Void)?
    /// Sees each outcome before it is rendered, and each error's message and position: `POST /v1/say`
    /// answers with both the text and the spoken form of one outcome.
    public var observeOutcome: ((any Answer) -> Void)?
    public var observeError: ((String, SourceRange?) -> Void)?

    public init(session: Session, options: InterpreterOptions, output: OutputSink = OutputSink()) {
        self.session = session
        self.options = options
        self.output = output
        // A sync releases the store through this run's settling, so what it committed is durable first.
        session.releaseStore = { [weak self] in _ = self?.settle(keepLock: false) }
    }

    /// Runs every line of `source`; returns the exit status (0 all fine, 1 something failed).
    public func run(_ source: inout some LineSource) -> Int32 {
        var failed = false
        var number = 0
        while let raw = source.nextLine(prompt: prompt(interactive: source.isInteractive)) {
            number += 1
            let line = raw
            let trimmed = Self.trimmed(line)
            if number == 1 && trimmed.hasPrefix("#!") { continue }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                if options.echo { output.hold(.output, line) }
                continue
            }
            if options.echo { output.hold(.output, "> " + line) }
            switch execute(line, name: source.isInteractive ? nil : source.name, lineNumber: number, input: &source) {
            case .quit:
                finish()
                return failed && !source.isInteractive ? 1 : 0
            case .failed:
                failed = true
                if options.stopOnError {
                    finish()
                    return 1
                }
            case .succeeded:
                break
            }
            afterLine?()
        }
        if !finish() { failed = true }
        // A person at a terminal saw each error as it happened; leaving is not a failure (as in python, sqlite3).
        return failed && !source.isInteractive ? 1 : 0
    }

    public enum LineResult { case succeeded, failed, quit }

    /// The line without the spaces and tabs around it. Most lines start and end with a printable ASCII
    /// character and are returned as they are: Foundation's trim bridges every line to NSString and back.
    static func trimmed(_ line: String) -> String {
        if let first = line.utf8.first, let last = line.utf8.last,
           first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return line }
        return line.trimming(.whitespaces)
    }

    /// Runs one line. `source` and `lineNumber` locate errors (nil for typed or one-shot commands).
    @discardableResult
    public func execute(_ line: String, source: String?, lineNumber: Int?) -> LineResult {
        var noAnswers = TextLineSource(text: "", name: source ?? "<command>")
        return execute(line, name: source, lineNumber: lineNumber, input: &noAnswers)
    }

    /// Runs one line; a command that must be confirmed asks `input` when a person is typing there.
    func execute<Input: LineSource>(_ line: String, name source: String?, lineNumber: Int?, input: inout Input) -> LineResult {
        var result = LineResult.succeeded
        var json = options.json
        do {
            // `check store`, `repair store`, `backup to`, `restore from` read the files themselves, and must work
            // on a store that will not load: opening it first would only rebuild a cache they then read again.
            if !storeOpen && !Self.runsOnClosedStore(line) {
                try session.store.begin()
                storeOpen = true
                if journalAtStart == nil { journalAtStart = DurableFile.mark(session.store.directory + "/journal.jsonl") ?? .init(size: 0, inode: 0, modified: 0) }
            }
            session.adoptRememberedPerson()
            var parsed: ParsedLine
            do {
                parsed = try parse(line)
                // --dry-run: the line was understood (or its error reported, at its column); now only say how.
                if options.dryRun { parsed = ParsedLine(command: .explain(line), json: parsed.json) }
            } catch ParseError.ambiguous(let text, let alternatives, _) where input.isInteractive {
                return try choose(text, alternatives, name: source, lineNumber: lineNumber, input: &input)
            }
            json = json || parsed.json
            if parsed.watch, watchInterval != nil {
                return try watch(parsed, json: json)
            }
            do {
                result = try perform(parsed, json: json)
            } catch let request as ConfirmationRequest where input.isInteractive {
                result = try confirm(request, json: json, input: &input)
            }
        } catch {
            result = .failed
            report(error, line: line, source: source, lineNumber: lineNumber, json: json)
        }
        if pendingChanges >= options.batchSize || result != .succeeded || options.batchSize <= 1 {
            if !settle(keepLock: options.batchSize > 1 && result == .succeeded) { result = .failed }
        }
        return result
    }

    /// The line as a command. During guided routine creation a line shaped like a step is one, and until
    /// the draft has a title any other line is the title. After that commands still work, except logging
    /// for the baby: a task typed without its time ("make coffee") must not become a bottle.
    private func parse(_ line: String) throws -> ParsedLine {
        let parser = CommandParser(knownNames: session.babyNames, taskTitles: taskTitles(), peopleNames: session.peopleNames,
                                   selectedBaby: session.selectedBabyName)
        guard session.composingRoutine else { return try parser.parse(line) }
        if let step = try DraftStepParser.step(line) { return ParsedLine(command: .routine(.draft(step))) }
        let hasTitle = session.store.state.routineDrafts.first { $0.owner == session.person }?.title != nil
        // Asked for a title, a person types a title: only leaving and help mean something else then.
        if !hasTitle, !["help", "quit", "exit", "bye"].contains(Lexer.tokens(in: line).first?.word ?? "") {
            return ParsedLine(command: .routine(.draft(try DraftStepParser.title(line))))
        }
        if let parsed = try? parser.parse(line) {
            switch parsed.command {
            case .log: break
            default: return parsed
            }
        }
        if !hasTitle { return ParsedLine(command: .routine(.draft(try DraftStepParser.title(line)))) }
        throw DraftStepParser.notAStep(line)
    }

    /// The active routine's task titles once it has started, for "did drink water".
    private func taskTitles() -> [String] {
        let routines = session.store.state.routines
        guard !routines.isEmpty else { return [] }
        let today = CivilDate(session.calendar.civil(session.now))
        return routines.first { $0.owner == session.person && $0.isActive && $0.startDate <= today }?.tasks.map(\.title) ?? []
    }

    /// Dispatches and renders one command; its answer waits in the output until the store is durable.
    private func perform(_ parsed: ParsedLine, json: Bool) throws -> LineResult {
        let seqBefore = session.store.state.seq
        // These take the store's lock themselves: commits so far are made durable and the lock released.
        if parsed.command.runsOnClosedStore { settle(keepLock: false) }
        try admit?(parsed.command)
        let outcome = try Dispatcher(session: session).run(parsed)
        observeOutcome?(outcome)
        let text = json ? try JSONRenderer().render(outcome)
            : speaking ? try SpeechRenderer(names: session.spokenNames).render(outcome) : try HumanRenderer(style: currentStyle()).render(outcome)
        if !text.isEmpty { output.hold(.output, text) }
        // Counted by the lines that committed: a script's `clock` lines between its events are not changes.
        if session.store.hasUnflushedCommits && session.store.state.seq != seqBefore {
            pendingChanges += 1
            changed = true
        }
        if outcome.endsSession { return .quit }
        if case .people(.invite) = parsed.command { inviteReachesServer() }
        if outcome.failsLine { return .failed }
        return .succeeded
    }

    /// With a server set, an invite is sent at once, so its code works on another device straight away
    /// (the invite flow); offline, the code waits in the outbox like any change and the person is told.
    private func inviteReachesServer() {
        guard let transport = session.syncTransport, let state = try? SyncState.load(store: session.store.directory),
              state.server != nil, !options.dryRun else { return }
        guard settle(keepLock: false) else { return }
        do {
            _ = try SyncEngine(session: session, transport: transport).sync()
        } catch {
            output.hold(.errors, "Not on the server yet (\(ErrorReport.describe(error).0)); the code works there after the next 'sync'")
        }
    }

    /// A line that could mean several things, at a terminal: lists them and runs the one picked; nothing
    /// is logged until the person says which ("never a wrong log").
    private func choose<Input: LineSource>(_ text: String, _ alternatives: [String], name source: String?, lineNumber: Int?,
                                           input: inout Input) throws -> LineResult {
        settle(keepLock: false)
        output.hold(.output, "'\(text)' could mean:\n" + alternatives.enumerated().map { "  \($0.offset + 1)) \($0.element)" }.joined(separator: "\n"))
        output.release()
        let answer = input.nextLine(prompt: "Which one? [1-\(alternatives.count), Enter for none] ")?.trimming(.whitespaces) ?? ""
        // Checked before subtracting: "-9223372036854775808" is an `Int`, and one less is not.
        guard let number = Int(answer), number >= 1, number <= alternatives.count else {
            // The store is already unlocked and nothing changed: say so now, before the next prompt.
            output.hold(.output, "Nothing logged")
            output.release()
            return .succeeded
        }
        return execute(alternatives[number - 1], name: source, lineNumber: lineNumber, input: &input)
    }

    /// Asks at the terminal, with the store unlocked while the person thinks; "y" or "yes" goes ahead.
    private func confirm<Input: LineSource>(_ request: ConfirmationRequest, json: Bool, input: inout Input) throws -> LineResult {
        settle(keepLock: false)
        if let preamble = request.preamble { output.hold(.output, preamble) }
        output.release()
        let answer = input.nextLine(prompt: request.question + " [y/N] ")?.trimming(.whitespaces).lowercased() ?? ""
        guard answer == "y" || answer == "yes" else {
            output.hold(.output, "Nothing changed")
            return .succeeded
        }
        if !request.then.contains(where: { $0.command.runsOnClosedStore }) {
            try session.store.begin()
            storeOpen = true
        }
        var result = LineResult.succeeded
        for line in request.then where result == .succeeded {
            result = try perform(line, json: json)
        }
        return result
    }

    /// Seconds between redraws for `--watch`; nil where nobody is watching (scripts and pipes answer once).
    /// `HUSH_WATCH_SECONDS` changes the 30-second default (the tests use 1).
    public var watchInterval: Double?

    /// Redraws until interrupted (or `HUSH_WATCH_COUNT` redraws, for tests), re-reading the store each time
    /// so other caregivers' logs appear, like the app's auto-refresh.
    private func watch(_ parsed: ParsedLine, json: Bool) throws -> LineResult {
        var remaining = Int(ProcessEnvironment.value("HUSH_WATCH_COUNT") ?? "") ?? Int.max
        while remaining > 0 {
            remaining -= 1
            if !storeOpen {
                try session.store.begin()
                storeOpen = true
            }
            let outcome = try Dispatcher(session: session).run(parsed)
            let text = json ? try JSONRenderer().render(outcome) : try HumanRenderer(style: currentStyle()).render(outcome)
            // Clear the screen and draw from the top, as a dashboard does.
            output.hold(.output, (options.style.enabled ? TerminalText.styleEscape + "[H" + TerminalText.styleEscape + "[2J" : "") + text)
            settle(keepLock: false)
            if remaining > 0 { DetachedThread.pause(seconds: watchInterval ?? 30) }
        }
        return .succeeded
    }

    /// The onboarding (Better Morning 4), shown at a person's first REPL session and again after `reset all data`.
    public func welcome() {
        do {
            try session.store.begin()
            storeOpen = true
            session.adoptRememberedPerson()
            let dispatcher = Dispatcher(session: session)
            if dispatcher.needsOnboarding {
                try dispatcher.markOnboarded(now: session.now)
                output.hold(.output, RoutineText.onboarding)
            }
        } catch {
            report(error, line: "", source: nil, lineNumber: nil, json: false)
        }
        finish()
    }

    /// Makes commits durable and releases held answers; on failure, drops the confirmations.
    @discardableResult
    public func finish() -> Bool {
        let durable = settle(keepLock: false)
        // Once per run, not per settle: a script replaying months with `clock` lines would otherwise copy
        // the journal at every day it passes.
        if durable && wroteSinceBackup {
            wroteSinceBackup = false
            takeDailyBackup()
            output.release()
        }
        return durable
    }

    /// A change was made durable since the last daily-backup check.
    private var wroteSinceBackup = false
    /// The journal when this run first opened the store: the daily snapshot holds the day up to there.
    private var journalAtStart: DurableFile.Mark?

    @discardableResult
    private func settle(keepLock: Bool) -> Bool {
        defer { pendingChanges = 0 }
        guard storeOpen else {
            output.release()
            return true
        }
        do {
            // Between a script's batches the lock stays held and only the journal is made durable (what the
            // answers confirm); the cache's files are written once, when the lock is let go.
            if keepLock { try session.store.syncJournal() } else { try session.store.end() }
            storeOpen = keepLock
            if session.store.takeWroteJournal() { wroteSinceBackup = true }
            output.release()
            return true
        } catch {
            storeOpen = false
            output.discard()
            report(error, line: "", source: nil, lineNumber: nil, json: options.json)
            output.release()
            return false
        }
    }

    /// Whether `line` is a store command that works on a store that refuses to load.
    static func runsOnClosedStore(_ line: String) -> Bool {
        // A look at the first word first: every other line (a script's thousands of events) is parsed once.
        let first = line.drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" }.lowercased()
        guard ["check", "repair", "backup", "restore"].contains(first) else { return false }
        return (try? CommandParser().parse(line))?.command.runsOnClosedStore ?? false
    }

    /// The rolling daily snapshot, after a change was written (unless `set backups off`). A failure is
    /// reported but fails nothing: the change itself is durable.
    private func takeDailyBackup() {
        guard session.store.preference(Dispatcher.backupsPreference) != "off" else { return }
        let day = CivilDate(session.calendar.civil(session.now)).text
        // What the store held before this run's changes: usually what the last daily held plus little, so
        // only that little is compressed. A run that rewrote the journal (a new inode) snapshots all of it.
        let current = DurableFile.mark(session.store.directory + "/journal.jsonl")
        let length = journalAtStart.flatMap { $0.inode == current?.inode ? $0.size : nil }
        do {
            try StoreBackup(directory: session.store.directory).daily(day: day, length: length)
        } catch {
            output.hold(.errors, "The daily backup was not written: \(ErrorReport.describe(error).0)")
        }
    }

    /// `--speak`, or `set output speech` in the store.
    private var speaking: Bool { options.speak || session.store.preference(Dispatcher.outputPreference) == "speech" }

    private func report(_ error: Error, line: String, source: String?, lineNumber: Int?, json: Bool) {
        let (message, range) = ErrorReport.describe(namingTheBaby(error, line: line))
        observeError?(message, range)
        if speaking && !json {
            output.hold(.errors, SpeechRenderer(names: session.spokenNames).error(message))
            return
        }
        if json {
            output.hold(.output, JSONRenderer().error(message: message, source: source, line: lineNumber, column: range?.column))
            return
        }
        let report = ErrorReport(message: message, range: range, source: options.showLocation ? source : nil,
                                 lineNumber: lineNumber, line: line)
        output.hold(.errors, report.render(style: options.style))
    }

    /// "which baby?" for a line that named none: the line said again with the first baby's name, when
    /// that is read as the same line for that baby ("timeline" → "timeline for Eddie", "did she poop" →
    /// "did Eddie poop").
    private func namingTheBaby(_ error: Error, line: String) -> Error {
        guard case DomainError.whichBaby(let names, nil) = error, let name = names.first else { return error }
        var said = Substring(line)
        while let last = said.last, last.isWhitespace || ".!".contains(last) { said = said.dropLast() }
        let asked = said.last == "?"
        if asked { said = said.dropLast() }
        var words = said.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let named = ["she": name, "he": name, "her": name + "'s", "his": name + "'s", "him": name, "they": name]
        let question = asked || ["when", "did", "is", "has", "how", "what", "was", "does", "which", "where"].contains(words.first?.lowercased() ?? "")
        var candidates = asked ? [] : [words.joined(separator: " ") + " for " + name]
        // "note for Eddie: …", the note's text kept whole.
        if ["note", "notes"].contains(words.first?.lowercased() ?? ""), words.count > 1 {
            candidates.insert("note for \(name): " + words.dropFirst().joined(separator: " "), at: 0)
        }
        if question, let pronoun = words.firstIndex(where: { named[$0.lowercased()] != nil }) {
            words[pronoun] = named[words[pronoun].lowercased()]!
            candidates.insert(words.joined(separator: " ") + (asked ? "?" : ""), at: 0)
        }
        let parser = CommandParser(knownNames: session.babyNames, peopleNames: session.peopleNames)
        guard let example = candidates.first(where: { (try? parser.parse($0))?.babyName == name }) else { return error }
        return DomainError.whichBaby(names, example: example)
    }

    /// The chosen theme: `dark`, `light`, or `auto` (dark from 8 PM to 7 AM on the session's clock).
    private func currentStyle() -> TextStyle {
        var style = options.style
        switch session.store.preference("theme") ?? "auto" {
        case "dark": style.night = true
        case "light": style.night = false
        default:
            let hour = session.calendar.civil(session.now).hour
            style.night = hour >= 20 || hour < 7
        }
        return style
    }

    /// The REPL prompt names the selected baby, so a parent always knows whose log this is.
    public func prompt(interactive: Bool) -> String {
        guard interactive else { return "" }
        let store = session.store
        let name = store.preference(Preference.selectedBaby).flatMap { id in store.babies.first { $0.id == id }?.name }
            ?? (store.babies.count == 1 ? store.babies[0].name : "hush")
        // The name may come from another device: it reaches libedit, not the output, so it is escaped here.
        let text = session.composingRoutine ? "new routine> " : "\(TerminalText.escaped(name))> "
        // \u{1} … \u{2} tell libedit the colour codes take no room on screen.
        return options.style.enabled ? "\u{1}\u{1B}[1m\u{2}\(text)\u{1}\u{1B}[0m\u{2}" : text
    }
}

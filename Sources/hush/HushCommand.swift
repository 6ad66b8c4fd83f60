import ArgumentParser
import Foundation
import HushKit
import HushNet

/// `hush [OPTIONS] [COMMAND WORDS...]`, `hush run FILE.hush`, `hush FILE.hush`, `hush -c "COMMAND"`.
///
/// ```
/// hush --store ~/baby --now 2026-01-02T15:00:00-05:00 wet diaper
/// ```
struct HushCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hush",
        abstract: "Baby tracking in short sentences: 'wet diaper', 'fell asleep 10 min ago', 'ate 4oz, 0.5 left'.",
        discussion: """
        With no command, reads commands from the terminal (a REPL) or, when input is piped, one per line.
        'hush run FILE.hush' (or 'hush FILE.hush') runs a script. Type 'help' inside for the language.
        'hush watch [--exec CMD] [--once]' delivers notifications when they are due ('help watch').
        """,
        version: "0.1.0"
    )

    @Option(help: ArgumentHelp("The store folder (default $XDG_DATA_HOME/hush; also HUSH_STORE).", valueName: "dir"))
    var store: String?

    @Option(help: ArgumentHelp("Fix the clock at this ISO 8601 time (also HUSH_NOW).", valueName: "time"))
    var now: String?

    @Option(help: ArgumentHelp("Time zone, e.g. America/New_York (else TZ, else the system's).", valueName: "zone"))
    var tz: String?

    @Option(name: .customLong("as"), help: ArgumentHelp("Who is logging (default: your user name).", valueName: "name"))
    var person: String?

    @Flag(help: "Answer each command as one line of JSON on stdout.")
    var json = false

    @Option(help: ArgumentHelp("Colour: auto, always or never (NO_COLOR is honoured).", valueName: "when"))
    var color: ColorChoice = .auto

    @Flag(name: .customLong("keep-going"), help: "In scripts, run on after a failing line (still exits 1).")
    var keepGoing = false

    @Flag(help: "Print each command before its answer (for transcripts).")
    var echo = false

    @Flag(help: "Answer in short sentences to be read aloud (for voice assistants; also 'set output speech').")
    var speak = false

    @Flag(name: .customLong("dry-run"), help: "Show how each line is understood, without doing anything.")
    var dryRun = false

    @Option(name: .customShort("c"), help: ArgumentHelp("Run one command and exit.", valueName: "command"))
    var command: String?

    // Unrecognized inputs, so a command may end with a flag of its own ("status --watch").
    @Argument(parsing: .allUnrecognized, help: "A command to run once, or 'run FILE.hush', or FILE.hush.")
    var words: [String] = []

    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    static func main(_ arguments: [String]) {
        // `watch --help` is the watch's own usage; ArgumentParser would answer any --help with the general one.
        if let index = arguments.firstIndex(of: "watch"), !valueOptions.contains(index > 0 ? arguments[index - 1] : ""),
           arguments[(index + 1)...].contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(watchHelp)
            Foundation.exit(0)
        }
        // `hush serve …` is the network half's, run in this process (which its signals then reach).
        if let index = firstWordIndex(arguments), arguments[index] == "serve" {
            Foundation.exit(NetworkProgram.run(["serve"] + arguments[(index + 1)...]))
        }
        do {
            let command = try PlainCommandLine.command(from: arguments) ?? parse(arguments)
            let status = try command.execute()
            Foundation.exit(status)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            // Bad usage is exit 2, as the interpreter issue pins (ArgumentParser's default is 64).
            Foundation.exit(2)
        }
    }

    /// Where the first command word is, past the global options and their values.
    static func firstWordIndex(_ arguments: [String]) -> Int? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if valueOptions.contains(argument) {
                index += 2
            } else if argument.hasPrefix("-") {
                index += 1
            } else {
                return index
            }
        }
        return nil
    }

    /// The global options that take a value (so `--as watch` names a person, not the subcommand).
    static let valueOptions: Set<String> = ["--store", "--now", "--tz", "--as", "--color", "-c"]

    /// Flags a command line may carry after its words; any other dashed word is bad usage.
    static let commandFlags: Set<String> = ["--watch", "--yes", "--copy"]

    func execute() throws -> Int32 {
        if words.first == "watch" { return try watch() }
        if let unknown = words.first(where: { $0.hasPrefix("-") && $0.count > 1 && !Self.commandFlags.contains($0) && Double($0) == nil }) {
            throw ValidationError("Unknown option '\(unknown)'")
        }
        let environment = ProcessInfo.processInfo.environment
        let setup = try SessionSetup(store: store, now: now, tz: tz, person: person, environment: environment)
        let session = setup.makeSession()
        // `add device`'s QR code is for a person at a terminal; JSON and pipes get the link alone.
        if isatty(1) == 1, !json, environment["TERM"] != "dumb" { session.qrCodes = SubprocessQRCodeDrawer() }
        let style = TextStyle(enabled: colorEnabled(environment))
        if environment[BackgroundSync.environmentKey] == "1", words == ["sync"] {
            return BackgroundSync.run(session: session)
        }

        if let command {
            return oneShot(command, session: session, style: style, store: setup.storePath)
        }
        if words.first == "run" {
            guard words.count == 2 else { throw ValidationError("usage: hush run FILE.hush") }
            return try script(words[1], session: session, style: style, store: setup.storePath)
        }
        // A path, not a command: "set server http://…" quoted as one word has spaces, a path rarely does.
        if words.count == 1, words[0].hasSuffix(".hush") || (words[0].contains("/") && !words[0].contains(" ")) {
            return try script(words[0], session: session, style: style, store: setup.storePath)
        }
        if !words.isEmpty {
            return oneShot(words.joined(separator: " "), session: session, style: style, store: setup.storePath)
        }
        if isatty(0) == 1 && isatty(1) == 1 {
            var options = InterpreterOptions.interactive
            options.style = style
            options.json = json
            options.speak = speak
            options.dryRun = dryRun
            session.interactive = true
            let interpreter = Interpreter(session: session, options: options)
            interpreter.watchInterval = Self.watchInterval(terminal: true)
            interpreter.afterLine = { [storePath = setup.storePath] in
                if interpreter.takeChanged() { BackgroundSync.launchIfLinked(store: storePath, arguments: ["--store", storePath]) }
            }
            interpreter.welcome()
            var source = TerminalSource.make(session: session, environment: environment)
            return interpreter.run(&source)
        }
        var options = InterpreterOptions.pipe
        options.json = json
        options.echo = echo
        options.style = style
        options.speak = speak
        options.dryRun = dryRun
        var source = StandardInputSource()
        let interpreter = Interpreter(session: session, options: options)
        let status = interpreter.run(&source)
        syncAfterwards(interpreter, store: setup.storePath)
        return status
    }

    /// Changes made: a detached child pushes them (and pulls others') when the store has a server.
    private func syncAfterwards(_ interpreter: Interpreter, store: String) {
        if interpreter.takeChanged() { BackgroundSync.launchIfLinked(store: store, arguments: ["--store", store]) }
    }

    private func oneShot(_ line: String, session: Session, style: TextStyle, store: String) -> Int32 {
        var options = InterpreterOptions.interactive
        options.json = json
        options.style = style
        options.speak = speak
        options.dryRun = dryRun
        let interpreter = Interpreter(session: session, options: options)
        interpreter.watchInterval = Self.watchInterval(terminal: isatty(1) == 1)
        let result = interpreter.execute(line, source: nil, lineNumber: nil)
        let durable = interpreter.finish()
        syncAfterwards(interpreter, store: store)
        // Exit here, with the session still alive: everything is durable and printed, and freeing what a big
        // command loaded (an import holds two years of events) would only delay the answer.
        Foundation.exit(result == .failed || !durable ? 1 : 0)
    }

    private func script(_ path: String, session: Session, style: TextStyle, store: String) throws -> Int32 {
        var source: TextLineSource
        do {
            source = try TextLineSource(contentsOf: path)
        } catch let error as ScriptError {
            throw ValidationError(error.message)
        }
        var options = InterpreterOptions.script
        options.json = json
        options.echo = echo
        options.style = style
        options.speak = speak
        options.dryRun = dryRun
        options.stopOnError = !keepGoing
        // As for one-shots: exit with everything still in memory rather than free it first.
        let interpreter = Interpreter(session: session, options: options)
        let status = interpreter.run(&source)
        syncAfterwards(interpreter, store: store)
        Foundation.exit(status)
    }

    /// `--watch` redraws only for a person at a terminal (or when a test sets `HUSH_WATCH_COUNT`).
    static func watchInterval(terminal: Bool) -> Double? {
        let environment = ProcessInfo.processInfo.environment
        guard terminal || environment["HUSH_WATCH_COUNT"] != nil else { return nil }
        return Double(environment["HUSH_WATCH_SECONDS"] ?? "") ?? 30
    }

    func colorEnabled(_ environment: [String: String]) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            return isatty(1) == 1 && environment["TERM"] != "dumb"
        }
    }
}

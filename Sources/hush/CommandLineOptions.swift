import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain
import HushKit

/// The command line as read, by ``PlainCommandLine`` for the everyday ones and by ArgumentParser
/// (``HushCommand``) for the rest, and the run it asks for: REPL, script, pipe or one-shot. Plain values:
/// building a `HushCommand` initialises ArgumentParser's property wrappers, which cost a one-shot command
/// its first sets of option names (and a scan of the program's protocol conformances) for nothing.
///
/// ```swift
/// let status = try PlainCommandLine.command(from: ["--store", "/tmp/b", "wet", "diaper"])!.execute()
/// ```
struct CommandLineOptions {
    var store: String?
    var now: String?
    var tz: String?
    var person: String?
    var json = false
    var color: HushCommand.ColorChoice = .auto
    var keepGoing = false
    var echo = false
    var speak = false
    var dryRun = false
    /// `-c COMMAND`.
    var command: String?
    var words: [String] = []

    func execute() throws -> Int32 {
        if words.first == "watch" { return try watch() }
        if let unknown = words.first(where: { $0.hasPrefix("-") && $0.count > 1 && !HushCommand.commandFlags.contains($0) && Double($0) == nil }) {
            throw ValidationError("Unknown option '\(unknown)'")
        }
        let setup = try SessionSetup(store: store, now: now, tz: tz, person: person)
        let session = setup.makeSession()
        // `add device`'s QR code is for a person at a terminal; JSON and pipes get the link alone.
        if isatty(1) == 1, !json, setup.variable("TERM") != "dumb" { session.qrCodes = SubprocessQRCodeDrawer() }
        let style = TextStyle(enabled: colorEnabled(setup.variable))
        if setup.variable(BackgroundSync.environmentKey) == "1", words == ["sync"] {
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
            // Joined by hand: `joined(separator:)` ran unspecialised here, and its first use cost a scan of
            // every protocol conformance in the program (about 0.1 ms of every one-shot).
            var line = words[0]
            for word in words.dropFirst() { line += " " + word }
            return oneShot(line, session: session, style: style, store: setup.storePath)
        }
        if isatty(0) == 1 && isatty(1) == 1 {
            var options = InterpreterOptions.interactive
            options.style = style
            options.json = json
            options.speak = speak
            options.dryRun = dryRun
            session.interactive = true
            let interpreter = Interpreter(session: session, options: options)
            interpreter.watchInterval = HushCommand.watchInterval(terminal: true)
            interpreter.afterLine = { [storePath = setup.storePath] in
                if interpreter.takeChanged() { BackgroundSync.launchIfLinked(store: storePath, arguments: ["--store", storePath]) }
            }
            interpreter.welcome()
            var source = TerminalSource.make(session: session, environment: session.environment)
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
        interpreter.watchInterval = HushCommand.watchInterval(terminal: isatty(1) == 1)
        let result = interpreter.execute(line, source: nil, lineNumber: nil)
        let durable = interpreter.finish()
        syncAfterwards(interpreter, store: store)
        // Exit here, with the session still alive: everything is durable and printed, and freeing what a big
        // command loaded (an import holds two years of events) would only delay the answer.
        Glibc.exit(result == .failed || !durable ? 1 : 0)
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
        Glibc.exit(status)
    }

    func colorEnabled(_ variable: (String) -> String?) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = variable("NO_COLOR"), !noColor.isEmpty { return false }
            return isatty(1) == 1 && variable("TERM") != "dumb"
        }
    }
}

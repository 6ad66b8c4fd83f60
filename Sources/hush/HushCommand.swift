import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain
import HushKit

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

    /// What ArgumentParser read, as the plain options a run needs.
    var options: CommandLineOptions {
        CommandLineOptions(store: store, now: now, tz: tz, person: person, json: json, color: color, keepGoing: keepGoing,
                           echo: echo, speak: speak, dryRun: dryRun, command: command, words: words)
    }

    static func main(_ arguments: [String]) {
        // `watch --help` is the watch's own usage; ArgumentParser would answer any --help with the general one.
        if let index = arguments.firstIndex(of: "watch"), !valueOptions.contains(index > 0 ? arguments[index - 1] : ""),
           arguments[(index + 1)...].contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(watchHelp)
            Glibc.exit(0)
        }
        // `hush serve …` is the network half's: `hush-net` takes this process's place (so its signals reach it).
        if let index = firstWordIndex(arguments), arguments[index] == "serve" {
            NetworkHelper.replaceProcess(["serve"] + arguments[(index + 1)...])
        }
        do {
            let command = try PlainCommandLine.command(from: arguments) ?? parse(arguments).options
            let status = try command.execute()
            Glibc.exit(status)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Glibc.exit(0)
            }
            StandardError.write(fullMessage(for: error) + "\n")
            // Bad usage is exit 2, as the interpreter issue pins (ArgumentParser's default is 64).
            Glibc.exit(2)
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

    /// `--watch` redraws only for a person at a terminal (or when a test sets `HUSH_WATCH_COUNT`).
    static func watchInterval(terminal: Bool) -> Double? {
        guard terminal || ProcessEnvironment.value("HUSH_WATCH_COUNT") != nil else { return nil }
        return Double(ProcessEnvironment.value("HUSH_WATCH_SECONDS") ?? "") ?? 30
    }

}

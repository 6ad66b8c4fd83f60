import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain
import HushKit

/// `hush watch [--exec CMD] [--once] [--speed N] [--until TIME]`: the words after `watch`, read by hand
/// because the global options already claim the rest of the line (`--now`, `--as`, `--json`, ...).
extension CommandLineOptions {
    func watch() throws -> Int32 {
        let setup = try SessionSetup(store: store, now: now, tz: tz, person: person)
        var options = try HushCommand.watchOptions(Array(words.dropFirst()), setup: setup)
        options.json = json
        let terminal = isatty(1) == 1
        if terminal, !options.once, !options.json {
            options.dashboardEvery = Double(setup.variable("HUSH_WATCH_SECONDS") ?? "") ?? 30
        }
        let session = setup.makeSession()
        let clock = WatchClock(start: setup.fixedNow, speed: options.speed)
        let style = TextStyle(enabled: colorEnabled(setup.variable))
        return Watcher(session: session, options: options, clock: clock, style: style).run()
    }
}

extension HushCommand {
    static func watchOptions(_ arguments: [String], setup: SessionSetup) throws -> WatchOptions {
        var options = WatchOptions()
        var index = 0
        func value(_ name: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw ValidationError("\(name) needs a value; see 'hush watch --help'") }
            return arguments[index]
        }
        while index < arguments.count {
            var argument = arguments[index]
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inline = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            switch argument {
            case "--exec":
                options.exec = try inline ?? value(argument)
            case "--once":
                options.once = true
            case "--speed":
                let text = try inline ?? value(argument)
                guard let speed = Double(text), speed > 0 else { throw ValidationError("--speed '\(text)' is not a positive number") }
                guard setup.fixedNow != nil else { throw ValidationError("--speed runs a simulated clock: give its start with --now") }
                options.speed = speed
            case "--until":
                let text = try inline ?? value(argument)
                guard let until = SessionSetup.instant(text, calendar: setup.calendar) else {
                    throw ValidationError("--until '\(text)' is not an ISO 8601 time; for example 2026-01-10T07:00:00-05:00")
                }
                options.until = until
            default:
                throw ValidationError("unknown option '\(arguments[index])' for watch; it takes --exec CMD, --once, --speed N and --until TIME")
            }
            index += 1
        }
        return options
    }

    static let watchHelp = """
    USAGE: hush [--store DIR] [--as NAME] [--tz ZONE] [--json] watch [--exec CMD] [--once] [--now TIME --speed N] [--until TIME]

    Delivers the person's notifications when they are due: printed, and handed to --exec.

      --exec CMD     run CMD with /bin/sh for each notification, with HUSH_TITLE, HUSH_BODY, HUSH_KIND,
                     HUSH_AT and HUSH_BABY set (e.g. 'notify-send "$HUSH_TITLE" "$HUSH_BODY"')
      --once         deliver what is due now, then exit (for cron and systemd timers)
      --speed N      with --now: a simulated clock running N times faster (for tests and demos)
      --until TIME   stop when the clock reaches TIME
      --json         one JSON object per notification

    Each notification is recorded in the store before it is delivered, so it is never delivered twice,
    even across restarts or with several watch processes. SIGINT and SIGTERM stop it cleanly.
    """
}

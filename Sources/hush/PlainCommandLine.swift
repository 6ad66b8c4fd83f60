#if canImport(Glibc)
import Glibc
#endif
/// The everyday command lines, read without ArgumentParser: only the global options spelled out in full
/// (`--store DIR`, `--now TIME`, `--tz ZONE`, `--as NAME`, `--color WHEN`, `-c COMMAND`, the flags) and
/// command words. ArgumentParser builds its model of `HushCommand` by reflection on every run, which was a
/// third of a one-shot command's own time; anything this reader does not know (`--help`, `--store=DIR`, a
/// repeated option, a missing value, an unknown dash) goes to ArgumentParser, so usage, help and errors
/// stay exactly its own.
///
/// ```swift
/// PlainCommandLine.command(from: ["--store", "/tmp/b", "wet", "diaper"])?.words   // ["wet", "diaper"]
/// PlainCommandLine.command(from: ["--help"])                                       // nil: ArgumentParser's
/// ```
enum PlainCommandLine {
    /// The command this line means, or nil when ArgumentParser must read it. Plain variables and a switch,
    /// not a dictionary keyed by an enum: a generic type with requirements costs the runtime a scan of every
    /// protocol conformance in the binary the first time it is used.
    static func command(from arguments: [String]) -> CommandLineOptions? {
        var store, now, tz, person, color, line: String?
        var json = false, keepGoing = false, echo = false, speak = false, dryRun = false
        var words: [String] = []
        var index = 0
        /// The option's value, once: nil for a second use or a missing or dashed value.
        func value(_ current: String?) -> String? {
            guard current == nil, index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
            index += 1
            return arguments[index - 1]
        }
        /// The flag set, once: nil for a second use.
        func set(_ current: Bool) -> Bool? { current ? nil : true }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                words.append(argument)
                continue
            }
            var known: Bool?
            switch argument {
            case "--store": store = value(store); known = store.map { _ in true }
            case "--now": now = value(now); known = now.map { _ in true }
            case "--tz": tz = value(tz); known = tz.map { _ in true }
            case "--as": person = value(person); known = person.map { _ in true }
            case "--color": color = value(color); known = color.map { _ in true }
            case "-c": line = value(line); known = line.map { _ in true }
            case "--json": known = set(json); json = true
            case "--keep-going": known = set(keepGoing); keepGoing = true
            case "--echo": known = set(echo); echo = true
            case "--speak": known = set(speak); speak = true
            case "--dry-run": known = set(dryRun); dryRun = true
            default: known = nil
            }
            if known == nil { return nil }
        }
        var command = CommandLineOptions()
        command.store = store
        command.now = now
        command.tz = tz
        command.person = person
        command.command = line
        switch color {
        case nil: command.color = .auto
        case let color?:
            guard let choice = HushCommand.ColorChoice(rawValue: color) else { return nil }
            command.color = choice
        }
        command.json = json
        command.keepGoing = keepGoing
        command.echo = echo
        command.speak = speak
        command.dryRun = dryRun
        command.words = words
        return command
    }
}

import FoundationEssentials

/// A command reached a handler that does not know it: the dispatcher's table and the handler disagree.
struct UnhandledCommand: Error, CustomStringConvertible {
    var command: Command
    var description: String { "no handler runs '\(command)' (a bug in Hush)" }
}

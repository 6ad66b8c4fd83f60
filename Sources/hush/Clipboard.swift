import FoundationEssentials
import HushKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Copies text to the system clipboard through whichever command-line tool the machine has
/// (`export csv --copy`, PRD 13's "copy to clipboard").
///
/// The first usable of these wins: `wl-copy` when `WAYLAND_DISPLAY` is set, `xclip -selection clipboard`
/// when `DISPLAY` is set, then `pbcopy` (macOS, which needs no display variable). Each is looked up on
/// the environment's `PATH`. `HUSH_CLIPBOARD` overrides the choice with a command of its own, split on
/// whitespace with no shell quoting (`HUSH_CLIPBOARD="tee /tmp/copied.csv"`); tests use it, and so can
/// anyone whose clipboard tool is something else.
///
/// ```swift
/// let tool = try Clipboard.copy(csv, environment: ProcessEnvironment.variables)
/// print("Copied \(rows) rows with \(tool).")
/// ```
enum Clipboard {
    /// Why nothing was copied; `message` is written for the person at the terminal.
    struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Pipes `text` to the clipboard tool and returns the tool's name (`wl-copy`, `xclip`, `pbcopy`,
    /// or the first word of `HUSH_CLIPBOARD`). Throws ``Failure`` when no tool can be used or it fails.
    static func copy(_ text: String, environment: [String: String]) throws -> String {
        let command = try choose(environment: environment)
        try run(command, input: Data(text.utf8), environment: environment)
        return PathText.lastComponent(of: command[0])
    }

    /// The command line to run: the override, or the first tool whose display is there and which is installed.
    static func choose(environment: [String: String]) throws -> [String] {
        if let override = environment["HUSH_CLIPBOARD"], !override.allSatisfy(\.isWhitespace) {
            let words = override.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let path = locate(words[0], environment: environment) else {
                throw Failure(message: "HUSH_CLIPBOARD names '\(words[0])', which is not an executable on PATH.")
            }
            return [path] + words.dropFirst()
        }
        let candidates: [(tool: String, arguments: [String], display: String?)] = [
            ("wl-copy", [], "WAYLAND_DISPLAY"), ("xclip", ["-selection", "clipboard"], "DISPLAY"), ("pbcopy", [], nil),
        ]
        var withoutDisplay: [String] = []
        for candidate in candidates {
            guard let path = locate(candidate.tool, environment: environment) else { continue }
            if let variable = candidate.display, (environment[variable] ?? "").isEmpty {
                // Installed but unusable here (an ssh session, a bare console): say so rather than "not found".
                withoutDisplay.append("\(candidate.tool) is installed but \(variable) is not set")
                continue
            }
            return [path] + candidate.arguments
        }
        var message = "No clipboard tool is available: install wl-copy (Wayland), xclip (X11) or pbcopy (macOS)"
        if !withoutDisplay.isEmpty { message += " (\(withoutDisplay.joined(separator: "; ")))" }
        throw Failure(message: message + ", or write the export to a file instead.")
    }

    /// `name` itself when it holds a slash, else the first executable of that name on `PATH`.
    static func locate(_ name: String, environment: [String: String]) -> String? {
        let files = FileManager.default
        if name.contains("/") { return files.isExecutableFile(atPath: name) ? name : nil }
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            let path = "\(directory)/\(name)"
            if files.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs the tool with the text on its standard input and waits for it to exit.
    static func run(_ command: [String], input: Data, environment: [String: String]) throws {
        let name = PathText.lastComponent(of: command[0])
        // wl-copy and xclip leave a child behind to serve the clipboard, and it inherits stdout and stderr:
        // a pipe there would never reach end-of-file. The tool's own output is not ours to print either.
        let child: ChildProcess
        do {
            child = try ChildProcess(path: command[0], arguments: Array(command.dropFirst()), environment: environment,
                                     output: .discarded, errors: .discarded)
        } catch let failure as ChildProcess.StartFailure {
            throw Failure(message: "Could not start \(name): \(failure.reason)")
        }
        let written = child.send(Array(input))
        switch child.wait() {
        case .exited(0): break
        case .exited(let status): throw Failure(message: "\(name) exited with status \(status); nothing was copied.")
        case .signalled(let signal): throw Failure(message: "\(name) was killed by signal \(signal); nothing was copied.")
        }
        guard written else { throw Failure(message: "\(name) stopped reading before all the text was sent; nothing was copied.") }
    }
}

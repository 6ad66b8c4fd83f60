import Foundation
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
        return (command[0] as NSString).lastPathComponent
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
        let name = (command[0] as NSString).lastPathComponent
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment
        let pipe = Pipe()
        process.standardInput = pipe
        // wl-copy and xclip leave a child behind to serve the clipboard, and it inherits stdout and stderr:
        // a pipe there would never reach end-of-file. The tool's own output is not ours to print either.
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(message: "Could not start \(name): \(error.localizedDescription)")
        }
        let written = send(input, to: pipe.fileHandleForWriting.fileDescriptor)
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how = process.terminationReason == .exit ? "exited with status" : "was killed by signal"
            throw Failure(message: "\(name) \(how) \(process.terminationStatus); nothing was copied.")
        }
        guard written else { throw Failure(message: "\(name) stopped reading before all the text was sent; nothing was copied.") }
    }

    /// Writes everything to the pipe, or returns false if the reader went away. SIGPIPE is blocked on this
    /// thread meanwhile (a write to a closed pipe signals the writing thread), so a tool that exits early
    /// becomes an error message instead of killing the program; a signal left pending is consumed.
    private static func send(_ data: Data, to descriptor: Int32) -> Bool {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                // Already pending, so this returns at once; sigwait exists on Linux and macOS alike.
                var signal: Int32 = 0
                _ = sigwait(&blocked, &signal)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
    }
}

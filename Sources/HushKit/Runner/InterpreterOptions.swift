/// How the input loop behaves for one kind of input.
///
/// ```swift
/// var options = InterpreterOptions.script
/// options.keepGoing = true      // --keep-going
/// ```
public struct InterpreterOptions: Sendable {
    /// Answer every command as one line of JSON.
    public var json = false
    public var style = TextStyle(enabled: false)
    /// Stop at the first failing line (scripts, unless `--keep-going`).
    public var stopOnError = false
    /// Print each command before its answer (makes transcripts such as the golden examples readable).
    public var echo = false
    /// Group commit: keep the store locked across lines and fsync every `batchSize` changes and at the
    /// end, holding answers until then. For scripts, where nobody waits on each line.
    public var batchSize = 1
    /// Prefix errors with `SOURCE:LINE:COL:`.
    public var showLocation = false
    /// `--speak`: answers as short sentences to read aloud (``SpeechRenderer``).
    public var speak = false
    /// `--dry-run`: every line is explained, nothing is done.
    public var dryRun = false

    public init() {}

    /// A person at a terminal.
    public static var interactive: InterpreterOptions { InterpreterOptions() }

    /// A `.hush` file: stop at the first error, located errors, group commit.
    public static var script: InterpreterOptions {
        var options = InterpreterOptions()
        options.stopOnError = true
        options.showLocation = true
        options.batchSize = 512
        return options
    }

    /// Lines piped in (a voice assistant): every answer at once, keep going after errors.
    public static var pipe: InterpreterOptions {
        var options = InterpreterOptions()
        options.showLocation = true
        return options
    }
}

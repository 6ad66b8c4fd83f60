import HushDomain

/// A parsed line: the command plus line-level choices.
public struct ParsedLine: Hashable, Sendable {
    public var command: Command
    /// A baby named in the line ("wet diaper for Eddie"), which overrides the selected baby for this line.
    public var babyName: String?
    public var babyNameRange: SourceRange?
    /// `--json` written at the end of the line: answer this one command as JSON.
    public var json: Bool
    /// `status --watch`: redraw every 30 seconds in a terminal, like the app's auto-refresh.
    public var watch = false
    /// `--yes` at the end of the line: a destructive command goes ahead without asking.
    public var confirmed = false
    /// Typos corrected in the line ("diapr" read as "diaper"), which the answer reports.
    public var corrections: [TypoCorrection.Correction] = []
    /// Said as a question ("when is his next nap"), not as a command (`next nap`): answered in a
    /// question's shapes, while the command keeps its own.
    public var asked = false
    /// Where an event line describes one rather than reports it ("it was dirty", "he only drank 3 oz",
    /// ``EventDescription``): logged only when nothing of its kind was logged just before.
    public var described: SourceRange?
    /// Whether an event line names a bottle or its milk ("finished the bottle"), not only an end ("done").
    public var namesBottle = false
    /// Whether a line that describes adds to what was told ("and poop", "also right 10 min").
    public var adds = false
    /// Whether an event line says its event is another of its kind ("another wet diaper", "pooped again").
    public var saysAnother = false
    /// The line speaks of the baby by a pronoun ("he woke up", "did she poop"), which refers to the baby
    /// last spoken of: with two babies, not always the one selected (``DispatchContext``'s `lineBaby`).
    public var refersBack = false
    /// The line begins by going on from the one before ("then right 10 min", "and right 10 min").
    public var goesOn = false

    func with(json: Bool) -> ParsedLine {
        var copy = self
        copy.json = json
        return copy
    }

    public init(command: Command, babyName: String? = nil, babyNameRange: SourceRange? = nil, json: Bool = false) {
        self.command = command
        self.babyName = babyName
        self.babyNameRange = babyNameRange
        self.json = json
    }
}

import HushDomain

/// Everything one kind of event is called, in one value: the words that name it in an event phrase, after
/// "last" and "show", in a question and in other apps' exports, its `help` topics, and its colour and noun.
/// ``Vocabulary``, the edit commands' kind words, the question topics, the importers' row labels, the
/// terminal's look and `help` are built from these values and hold no word of a kind themselves.
///
/// Each kind's value is in a file of its own (`KindWords+Diaper.swift`, …), and `EventKind.words` (in
/// `PhraseFamily.swift`, the language's list of kinds) picks it with a `switch`, so a new `EventKind` is a
/// compile error until it has its words.
///
/// ```swift
/// EventKind.diaper.words.references   // [(.every(.diaper), ["diaper", "nappy", "change", …])]
/// EventKind.pump.words.noun           // "pumping"
/// ```
public struct KindWords: Sendable {
    /// The words that name it in an event phrase, and what each contributes ("pee" → ``Concept/wet``).
    public var phrase: [(Concept, [String])]
    /// Its words after "last", "show", "delete the last": "last diaper", "show last pump"; the first word of
    /// the kind's own entry is its name ("no pump logged", `last-pump` in `explain`).
    public var references: [(EventReference.Kind, [String])]
    /// The question topics it answers, each with the words that ask about it ("did she poop").
    public var questions: [(QuestionTopic, [String])]
    /// The labels other apps' exports give its rows, in their translations, folded (lower case, no accents).
    public var imports: [ImportLabels]
    /// Its `help` topics: a name, the other words that find it, and the text.
    public var help: [(name: String, aliases: [String], text: String)]
    /// Its colour in the terminal: an SGR code, 24-bit so the themes can dim it.
    public var colour: String
    /// Its noun in the sync line's "Failed to save the last …".
    public var noun: String

    public init(phrase: [(Concept, [String])], references: [(EventReference.Kind, [String])], questions: [(QuestionTopic, [String])],
                imports: [ImportLabels], help: [(name: String, aliases: [String], text: String)], colour: String, noun: String) {
        self.phrase = phrase
        self.references = references
        self.questions = questions
        self.imports = imports
        self.help = help
        self.colour = colour
        self.noun = noun
    }

    /// Every kind's words, in `EventKind.allCases` order.
    public static let all: [KindWords] = EventKind.allCases.map(\.words)
}

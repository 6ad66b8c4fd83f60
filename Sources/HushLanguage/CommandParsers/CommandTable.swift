import HushDomain

/// Which parser reads a line, decided in one place: each row names the first words its commands start
/// with, rows are tried in the order below for the line's first word, and a line no row takes is an
/// event phrase ("wet diaper", "fell asleep 10 min ago"), the declared fallback.
///
/// Adding a command: a parser file with its start words, one row here, and its help text.
///
/// ```swift
/// CommandTable.routes(startingWith: "set").map(\.name)   // ["store", "sync", "settings"]
/// ```
enum CommandTable {
    /// The rows, in the order they are tried. The order only matters for the words several rows
    /// share; ``sharedWords`` says for each why the earlier row goes first.
    static let rows: [CommandRoute] = [
        CommandRoute("trends", startWords: TrendsCommandParser.startWords) { parser, line in
            try TrendsCommandParser.parse(line.tokens, line: line.text, knownNames: parser.knownNames).map { command, name in
                ParsedLine(command: .trends(command), babyName: name?.name, babyNameRange: name?.range, json: line.json)
            }
        },
        CommandRoute("quick stats", startWords: CommandParser.questionStarts) { parser, line in
            parser.quickStats(line.tokens)?.with(json: line.json)
        },
        CommandRoute("nap window", startWords: CommandParser.questionStarts) { parser, line in
            guard var nap = parser.napQuestion(line.tokens) else { return nil }
            nap.asked = QuestionShape.isQuestion(line.tokens, babies: parser.knownNames)
            return nap.with(json: line.json)
        },
        CommandRoute("office hours question", startWords: OfficeHoursQuestion.startWords) { parser, line in
            OfficeHoursQuestion.parse(line.tokens, knownNames: parser.knownNames).map { command, name in
                ParsedLine(command: .people(command), babyName: name?.0, babyNameRange: name?.1, json: line.json)
            }
        },
        CommandRoute("question", anyWord: { parser, line in
            if let advice = QuestionParser.advice(line.tokens, babies: parser.knownNames) {
                throw ParseError.conflicting("'\(advice.text)' asks for advice, and Hush answers only from the log; ask your pediatrician, or ask what happened, for example 'how much did he drink today'", advice.range)
            }
            guard let question = QuestionParser(knownNames: parser.knownNames, peopleNames: parser.peopleNames).parse(line.tokens) else { return nil }
            var parsed = ParsedLine(command: question.command, babyName: question.baby?.text, babyNameRange: question.baby?.range, json: line.json)
            parsed.asked = true
            return parsed
        }),
        CommandRoute("another baby's view", startWords: ViewCommand.anotherBabyWords) { _, line in
            CommandParser.viewOfAnotherBaby(line)
        },
        CommandRoute("data", startWords: ["export", "import"]) { _, line in
            try DataCommandParser.parse(line.tokens, line: line.text).map { ParsedLine(command: .data($0), json: line.json) }
        },
        CommandRoute("store", startWords: StoreCommandParser.startWords) { _, line in
            try StoreCommandParser.parse(line.tokens, line: line.text).map { ParsedLine(command: .store($0), json: line.json) }
        },
        CommandRoute("sync", startWords: SyncCommandParser.startWords) { _, line in
            try SyncCommandParser.parse(line.tokens, line: line.text).map { ParsedLine(command: .sync($0), json: line.json) }
        },
        CommandRoute("people", startWords: PeopleCommandParser.startWords) { parser, line in
            try PeopleCommandParser.parse(line.tokens, line: line.text, knownNames: parser.knownNames).map { command, name in
                ParsedLine(command: .people(command), babyName: name?.0, babyNameRange: name?.1, json: line.json)
            }
        },
        CommandRoute("reminders", startWords: ReminderCommandParser.startWords) { _, line in
            try ReminderCommandParser.parse(line.tokens).map { ParsedLine(command: .reminders($0), json: line.json) }
        },
        CommandRoute("routines", startWords: RoutineCommandParser.startWords) { parser, line in
            try RoutineCommandParser.parse(line.tokens, line: line.text, taskTitles: parser.taskTitles).map {
                ParsedLine(command: .routine($0), json: line.json)
            }
        },
        CommandRoute("fixed shape", startWords: CommandParser.fixedShapeWords) { parser, line in
            try parser.fixedShape(line.tokens, first: line.tokens[0], line: line.text).map { ParsedLine(command: $0, json: line.json) }
        },
        CommandRoute("stash", startWords: StashCommandParser.discardWords) { _, line in
            try StashCommandParser.parse(line.tokens).map { ParsedLine(command: $0, json: line.json) }
        },
        CommandRoute("settings", startWords: SettingsParser.startWords) { _, line in
            try SettingsParser.parse(line.tokens).map { ParsedLine(command: $0, json: line.json) }
        },
        CommandRoute("edit", anyWord: { parser, line in
            if let asked = parser.lastEventAsked(line.tokens) { return asked.with(json: line.json) }
            guard let command = try EditPhraseParser.parse(line.tokens, knownNames: parser.knownNames) else { return nil }
            // "last bottle was 5oz?" asks; only the statement edits.
            if let mark = line.tokens.last, mark.text == "?" { throw ParseError.conflicting(QuestionShape.refusal, mark.range) }
            return ParsedLine(command: command, json: line.json)
        }),
    ]

    /// Every word more than one row starts with, and why the rows are in the order they are. A test
    /// fails when a row gains a shared word that is not explained here.
    static let sharedWords: [String: String] = {
        // The question words quick stats and the nap window both start with: each row takes only whole
        // lines of its own shape ("stats", "how is Eddie" / "next nap", "stats predictions", "why"), so
        // neither can take the other's; quick stats is first because it is the cheaper check.
        let questions = "quick stats (\"stats\", \"how is Eddie\") before the nap window (\"next nap\", \"why\"): disjoint shapes"
        var reasons = Dictionary(uniqueKeysWithValues: ["nap", "next", "stats", "quick", "when", "when's", "what's", "why", "hit",
                                                        "prediction", "how's"].map { ($0, questions) })
        reasons["how"] = "trends first: \"how was this week\" is a trends table; \"how is Eddie\" is quick stats"
        reasons["explain"] = "the nap window's \"explain\" alone (why that window) before the fixed \"explain PHRASE\""
        reasons["set"] = "the store (\"set backups off\"), sync (\"set server URL\"), then the household's settings; each takes only its own"
        reasons["export"] = "the data formats (\"export csv\", ranges) before the fixed shape's plain \"export json\""
        let view = "\"status for Mia\" (one name after it) shows another baby; the word alone is the fixed view"
        for word in ViewCommand.anotherBabyWords { reasons[word] = view }
        reasons["baby"] = "people's \"baby is available\" before selecting a baby by name (\"baby Eddie\")"
        reasons["check"] = "the store's \"check store\" before routines' \"check 2\"; each needs its own second word"
        reasons["restore"] = "the store's \"restore from FILE\", routines' \"restore purchases\", then edits' \"restore #3\""
        reasons["delete"] = "people's \"delete baby Eddie\" and \"delete my account\" before routines' \"delete routine NAME\""
        reasons["remove"] = "people's \"remove caregiver NAME\" before routines' \"remove routine NAME\""
        reasons["revoke"] = "sync's \"revoke device ID\" before people's \"revoke invite NAME\"; each needs its own second word"
        reasons["new"] = "routines' \"new routine\" before the fixed \"new baby NAME born DATE\""
        reasons["start"] = "people's \"start office hours\" before routines' \"start routine NAME\"; each needs its own second word"
        return reasons
    }()

    /// The rows to try for a line starting with `word`, in order: each row is asked about the word. No
    /// table of every first word is made: a one-shot command looks up one word, the rows' own lists answer
    /// it by comparing it with their words, and a table of every word cost fifty times that. A process
    /// that reads many lines keeps the answers for the words it meets (``CommandRouteMemo``).
    static func routes(startingWith word: String) -> [CommandRoute] {
        memo.routes(for: word) { rows.filter { $0.starts(with: word) } }
    }

    /// Answers kept for a process that reads many lines; a one-shot's single question keeps nothing.
    static let memo = CommandRouteMemo()
}

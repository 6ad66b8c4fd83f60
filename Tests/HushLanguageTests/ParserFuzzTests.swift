import Foundation
@testable import HushDomain
@testable import HushLanguage
import HushTestSupport
import XCTest

/// Throws random and mangled lines at the command parser and proves that, whatever is typed:
///
/// - `parse` never crashes (a crash fails the whole run) and refuses only with a ``ParseError`` whose
///   range, when it has one, lies inside the line (`0 <= start <= end <= count + 1`, in characters);
/// - parsing is deterministic: the same line gives the same meaning (or the same error) every time;
/// - very long lines finish instead of blowing up;
/// - numbers too big to hold (ten digits or more) are answered, not trapped on; these lines run in a
///   child `hush explain`, so a trap fails one test with the line named instead of ending the run.
///
/// Lines come from three families, each from its own fixed seed so any failure reproduces: (a) random
/// sequences of vocabulary words, number words, clock-like tokens, digits and punctuation, (b) mutations
/// of the valid phrases in `grammar/README.md`, and (c) random bytes decoded as UTF-8. Every failure
/// message names the family, the line's own seed and the line (escaped). Set `HUSH_FUZZ_SEED` to run
/// the same budget from another seed, `HUSH_FUZZ_SCALE` to run more lines.
final class ParserFuzzTests: XCTestCase {
    let parser = CommandParser(knownNames: ["Eddie", "Mia"], taskTitles: ["drink water", "stretch"])

    static let environment = ProcessInfo.processInfo.environment

    /// Lines per family: 10,000 in all by default, which a debug build parses in a few seconds;
    /// `HUSH_FUZZ_SCALE=10` runs ten times as many.
    static let budget: (words: Int, mutations: Int, bytes: Int) = {
        let scale = environment["HUSH_FUZZ_SCALE"].flatMap { Int($0) }.map { max($0, 1) } ?? 1
        return (4_000 * scale, 4_000 * scale, 2_000 * scale)
    }()

    static let baseSeed: UInt64 = environment["HUSH_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x4855_5348_2026

    /// A crash ends the process before any assertion can name the line, so with `HUSH_FUZZ_TRACE=FILE`
    /// each line is appended to FILE before it is parsed: after a crash, FILE's last line is the culprit.
    static let trace: FileHandle? = environment["HUSH_FUZZ_TRACE"].flatMap { path in
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)
    }

    // MARK: - The generator

    /// One generated line and how to find it again.
    struct Sample {
        var family: String
        var seed: UInt64
        var line: String

        var label: String { "[\(family) seed \(seed)] \(line.debugDescription)" }
    }

    /// Runs `count` lines of one family, each from its own seed derived from the family's seed, so a
    /// failing line can be regenerated alone from the seed in its message.
    func samples(_ family: String, salt: UInt64, count: Int, make: (inout SeededGenerator) -> String) -> [Sample] {
        var seeds = SeededGenerator(seed: Self.baseSeed ^ salt)
        return (0..<count).map { _ in
            let seed = seeds.next()
            var rng = SeededGenerator(seed: seed)
            return Sample(family: family, seed: seed, line: make(&rng))
        }
    }

    // MARK: - Ingredients

    static let words: [String] = Vocabulary.allWords.sorted()
    static let numberWords: [String] = NumberPhrase.vocabulary.sorted() + ["twenty-two", "a hundred and twenty", "and a half", "a couple of"]
    static let clockLike = [
        "2:15pm", "2:15", "14:15", "0:00", "00:30", "12:00am", "11pm", "6am", "6 a.m.", "3 p m", "27:00", "12:99", "99:99",
        "1430", "o'clock", "noon", "midnight", "2025-09-01", "2026-01-02", "2025-02-30", "2025-13-40", "+45m", "-10m",
    ]
    /// Digit runs stay within nine digits here: ten or more lex as infinity, and today that crashes the
    /// process (see `testHugeNumbersDoNotCrash`, which checks those lines in a child process instead).
    static let digits = [
        "0", "1", "4", "12", "23", "24", "99", "120", "0.5", ".5", "4.", "1/2", "4/0", "½", "¾", "4oz", "120ml", "4 oz", "10m",
        "1h", "45min", "1.5hrs", "90s", "999999999", "123456789oz", "007",
    ]
    static let punctuation = [",", ".", ";", ":", "!", "?", "+", "&", "-", "--", "--json", "--yes", "--watch", "@", "#", "\"", "'", "(", ")", "/", "*", "’"]
    static let names = ["Eddie", "Mia", "for Mia", "Mia's", "for Ed", "for Bob"]
    static let oddities = [
        "👶", "🏳️‍🌈", "🇺🇸", "e\u{301}", "\u{301}", "\u{200D}", "\u{202E}", "\u{FEFF}", "\u{00A0}", "\r\n", "\t", "\n", "\u{0}", "\u{7F}",
        "\u{1B}[2J", "İ", "ß", "ﬁ", "ǅ", "４", "٤", "Ⅻ", "—", "…", "\u{FFFD}", "4\u{20E3}", "1\u{301}", "\u{D7FF}", "日本", "ñ", "Ωmega",
    ]

    static let readmePhrases: [String] = {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("grammar/README.md")
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[1] != "`error`" else { return nil }
            return String(cells[0].dropFirst().dropLast())
        }
    }()

    static func randomBytes(_ rng: inout SeededGenerator, upTo limit: Int) -> String {
        let bytes = (0..<rng.int(0...limit)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Families

    /// (a) Random sequences of the language's own pieces.
    static func wordSoup(_ rng: inout SeededGenerator) -> String {
        let pools = [words, words, numberWords, clockLike, digits, punctuation, names]
        // No empty separator: two digit tokens glued together would make a run of ten digits or more.
        let separators = [" ", " ", " ", ", ", "  ", "\t", " - "]
        var line = ""
        for index in 0..<rng.int(1...12) {
            if index > 0 { line += rng.pick(separators) }
            line += rng.pick(rng.pick(pools))
        }
        return line
    }

    /// (b) A documented phrase, mangled one to three times.
    static func mutation(_ rng: inout SeededGenerator) -> String {
        var line = rng.pick(readmePhrases)
        for _ in 0..<rng.int(1...3) {
            var tokens = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let at = rng.int(0...max(tokens.count - 1, 0))
            switch rng.int(0...9) {
            case 0 where tokens.count > 1: tokens.remove(at: at)
            case 1: tokens.insert(tokens[at], at: at)
            case 2 where tokens.count > 1:
                let other = at + 1 < tokens.count ? at + 1 : at - 1
                tokens.swapAt(at, other)
            case 3: tokens[at] = rng.pick(rng.pick([words, numberWords, clockLike, digits, punctuation, names]))
            case 4: tokens[at] = typo(tokens[at], &rng)
            case 5: tokens[at] = rng.chance(50) ? tokens[at].uppercased() : tokens[at].capitalized
            default:
                // Character-level damage: insert bytes or an oddity somewhere, or cut the line short.
                var chars = Array(tokens.joined(separator: " "))
                let position = rng.int(0...chars.count)
                switch rng.int(0...2) {
                case 0: chars.insert(contentsOf: randomBytes(&rng, upTo: 6), at: position)
                case 1: chars.insert(contentsOf: rng.pick(oddities), at: position)
                default: chars = Array(chars[..<position])
                }
                tokens = [String(chars)]
            }
            line = tokens.joined(separator: " ")
        }
        return line
    }

    /// One letter dropped, added, changed or swapped with its neighbour.
    static func typo(_ word: String, _ rng: inout SeededGenerator) -> String {
        var chars = Array(word)
        guard !chars.isEmpty else { return word }
        let at = rng.int(0...chars.count - 1)
        let letter = Character(UnicodeScalar(UInt8(rng.int(97...122))))
        switch rng.int(0...3) {
        case 0: chars.remove(at: at)
        case 1: chars.insert(letter, at: at)
        case 2: chars[at] = letter
        default: if at + 1 < chars.count { chars.swapAt(at, at + 1) }
        }
        return String(chars)
    }

    // MARK: - Properties

    struct Tally {
        var parsed = 0
        var refused = 0
        var failures: [String] = []
    }

    /// The properties every line must have, whatever it is.
    func check(_ sample: Sample, _ tally: inout Tally) {
        let count = sample.line.count
        Self.trace?.write(Data((sample.label + "\n").utf8))
        do {
            let meaning = CommandMeaning.describe(try parser.parse(sample.line))
            tally.parsed += 1
            do {
                let again = CommandMeaning.describe(try parser.parse(sample.line))
                if again != meaning { tally.failures.append("\(sample.label): meant '\(meaning)', then '\(again)'") }
            } catch {
                tally.failures.append("\(sample.label): meant '\(meaning)', then was refused: \(error)")
            }
        } catch let error as ParseError {
            tally.refused += 1
            if let range = error.range, !(0 <= range.start && range.start <= range.end && range.end <= count + 1) {
                tally.failures.append("\(sample.label): \(error) has range \(range.start)..<\(range.end) outside the line's \(count) characters")
            }
            // Refusals are most lines and re-parsing them all would double the run: one in eight is re-checked.
            guard sample.seed % 8 == 0 else { return }
            do {
                let meaning = CommandMeaning.describe(try parser.parse(sample.line))
                tally.failures.append("\(sample.label): refused with \(error), then meant '\(meaning)'")
            } catch let again as ParseError {
                if again != error { tally.failures.append("\(sample.label): refused with \(error), then with \(again)") }
            } catch {
                tally.failures.append("\(sample.label): second parse threw a non-ParseError \(error)")
            }
        } catch {
            tally.failures.append("\(sample.label): threw \(type(of: error)) \(error), not a ParseError")
        }
    }

    func run(_ samples: [Sample], file: StaticString = #filePath, line: UInt = #line) -> Tally {
        var tally = Tally()
        for sample in samples { check(sample, &tally) }
        for failure in tally.failures.prefix(20) { XCTFail(failure, file: file, line: line) }
        if tally.failures.count > 20 { XCTFail("… and \(tally.failures.count - 20) more failures", file: file, line: line) }
        return tally
    }

    // MARK: - Tests

    func testRandomVocabularySequences() {
        let tally = run(samples("words", salt: 0xA, count: Self.budget.words, make: Self.wordSoup))
        XCTAssertEqual(tally.parsed + tally.refused, Self.budget.words)
        XCTAssertGreaterThan(tally.parsed, 0, "no random word sequence parsed: the generator is not reaching the parser's paths")
    }

    func testMutationsOfDocumentedPhrases() {
        XCTAssertGreaterThan(Self.readmePhrases.count, 60, "grammar/README.md's tables were not found")
        let tally = run(samples("mutations", salt: 0xB, count: Self.budget.mutations, make: Self.mutation))
        XCTAssertEqual(tally.parsed + tally.refused, Self.budget.mutations)
        // Many mutations (a duplicated filler, a changed case, a corrected typo) still mean something.
        XCTAssertGreaterThan(tally.parsed, Self.budget.mutations / 10)
        XCTAssertGreaterThan(tally.refused, Self.budget.mutations / 10)
    }

    func testRandomBytes() {
        let tally = run(samples("bytes", salt: 0xC, count: Self.budget.bytes) { Self.randomBytes(&$0, upTo: 80) })
        XCTAssertEqual(tally.parsed + tally.refused, Self.budget.bytes)
    }

    /// The generator itself is reproducible: the same seed gives the same lines.
    func testSeedsReproduce() {
        let first = samples("words", salt: 0xA, count: 50, make: Self.wordSoup).map(\.line)
        let second = samples("words", salt: 0xA, count: 50, make: Self.wordSoup).map(\.line)
        XCTAssertEqual(first, second)
        var rng = SeededGenerator(seed: 0)
        XCTAssertEqual(rng.next(), 0xE220_A839_7B1D_CDAF, "SeededGenerator's reference output for seed 0")
    }

    /// Long lines finish. This counts no time: it only requires an answer. `CommandParser` refuses any line
    /// over `maximumLength` (1,000 characters) before reading it, so the 1,000- and 10,000-word lines are
    /// refused at once; to make the parser itself work through them, the same words also go straight to
    /// the public `Lexer` and `EventPhraseParser`, which have no length cap. No public API counts the
    /// tokens a parser visits, so there is no linearity check beyond the lexer's token count.
    func testVeryLongLinesFinish() throws {
        for count in [1_000, 10_000] {
            for pattern in ["wet", "um the baby", "ate 4oz", "from"] {
                let line = Array(repeating: pattern, count: count).joined(separator: " ")
                let label = "\(count) × '\(pattern)'"
                do {
                    _ = CommandMeaning.describe(try parser.parse(line))
                } catch let error as ParseError {
                    XCTAssertEqual(error, .tooLong(line.count), label)
                }
            }
        }
        // Lines just under the cap, through the whole parser: an answer, and a range inside the line.
        var tally = Tally()
        for (index, pattern) in ["from", "a", "one and a", "wet", "from one to", "quarter past", "for", "10 min", "½", "fed"].enumerated() {
            let words = Array(repeating: pattern, count: (CommandParser.maximumLength - 20) / (pattern.count + 1))
            check(Sample(family: "long", seed: UInt64(index), line: (words + ["wet diaper"]).joined(separator: " ")), &tally)
        }
        XCTAssertEqual(tally.failures, [])
        XCTAssertEqual(tally.parsed + tally.refused, 10)

        // Past the cap, straight to the event parser: 10,000 words of filler, of one concept, of amounts.
        let events = EventPhraseParser(knownNames: ["Mia"])
        for (pattern, expected) in [("um", "diaper contents=wet at=now"), ("wet", "diaper contents=wet at=now")] {
            let line = Array(repeating: pattern, count: 10_000).joined(separator: " ") + " wet diaper"
            let tokens = Lexer.tokens(in: line)
            XCTAssertEqual(tokens.count, 10_000 * pattern.split(separator: " ").count + 2, "the lexer makes one token per word")
            XCTAssertEqual(CommandMeaning.describe(try events.read(tokens).phrase), expected, "10,000 × '\(pattern)'")
        }
        let amounts = Lexer.tokens(in: Array(repeating: "ate 4oz", count: 10_000).joined(separator: " "))
        XCTAssertThrowsError(try events.read(amounts)) { XCTAssertNotNil($0 as? ParseError) }
        // "from" makes the event parser scan ahead for a span's "to" at every occurrence; 1,000 of them are
        // read here; 10,000 take about forty seconds in a debug build (the time grows with the square of
        // the count), so they are left out of the budget.
        let froms = Lexer.tokens(in: Array(repeating: "from", count: 1_000).joined(separator: " ") + " wet diaper")
        XCTAssertEqual(CommandMeaning.describe(try events.read(froms).phrase), "diaper contents=wet at=now")
    }

    /// Numbers of ten digits or more lex as infinity. Every command shape that takes a number must refuse
    /// or accept such a line, not trap. A trap would end this test process, so each line goes to the built
    /// `hush explain` (which parses the line and describes its meaning) in a child process, and the check
    /// is only that the child exits rather than dying by a signal.
    func testHugeNumbersDoNotCrash() throws {
        let bundle = Bundle(for: Self.self).bundleURL
        let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        let hush = products.appendingPathComponent("hush")
        guard FileManager.default.isExecutableFile(atPath: hush.path) else {
            throw XCTSkip("the hush executable is not built at \(hush.path); run 'swift build --build-tests' first")
        }
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("hush-fuzz-\(UUID().uuidString)")
        let account = URL(fileURLWithPath: store.path + ".account.json")
        defer {
            try? FileManager.default.removeItem(at: store)
            try? FileManager.default.removeItem(at: account)
        }
        let huge = "99999999999"
        let templates = [
            "slept Nh", "fell asleep N min ago", "fell asleep in Nm", "napped N min at 1pm", "nursed left N min",
            "wet diaper N hours ago", "ate 4oz N min ago", "ate Noz", "made a Nml bottle", "fed N", "wet diaper at N",
            "done N", "check N", "uncheck N", "delete sleep N", "show #N", "edit #N started at 1:45",
            "export csv Nd", "routine N days ago", "data N weeks ago", "office hours on for N min", "clock +Nh",
            "timeline Nh", "set expiry room Nh", "invite grandma as subscriber for N days",
            // A command taking a file lets a number inside a path through; "restore #3" and a range are
            // numbers all the same.
            "restore N.x", "restore the N.x", "export csv Nh.csv", "export csv Nh-x", "backup to N.x", "report N_x",
            "discard stash N", "resolve mine N", "trends Nd",
        ]
        // Ten digits or more lex as infinity, a division by zero as infinity or not a number.
        let lines = templates.flatMap { template in [huge, "1/0", "0/0"].map { template.replacingOccurrences(of: "N", with: $0) } }
        var crashed: [String] = []
        for line in lines {
            let process = Process()
            process.executableURL = hush
            process.arguments = ["--store", store.path, "explain", line]
            var environment = Self.environment.filter { !$0.key.hasPrefix("HUSH_") }
            environment["HUSH_ACCOUNT"] = account.path
            environment["SWIFT_BACKTRACE"] = "enable=no"
            process.environment = environment
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal {
                let fatal = stderr.split(separator: "\n").first { $0.contains("Fatal error") }.map(String.init) ?? "signal \(process.terminationStatus)"
                crashed.append("'\(line)': \(fatal)")
            }
        }
        XCTAssertTrue(crashed.isEmpty, "\(crashed.count) of \(lines.count) lines crashed hush explain:\n" + crashed.joined(separator: "\n"))
    }
}

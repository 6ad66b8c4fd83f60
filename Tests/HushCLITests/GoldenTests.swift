import Foundation
import XCTest

/// Golden transcripts: every `examples/*.hush` (and `examples/*/*.hush`) runs through the real binary
/// and must print exactly its `examples/NAME.out`.
///
/// Each example declares how it runs in a header comment:
///
/// ```
/// # hush-test: --now 2026-01-02T06:00:00-05:00 --tz America/New_York --keep-going exit=1
/// ```
///
/// The run is `hush --store STORE --now … --tz … --echo --color never [--keep-going] run FILE` with
/// stdout and stderr in one pipe, so errors land between the lines that caused them. To rewrite the
/// `.out` files after an intended change, run `HUSH_RECORD=1 swift test --filter GoldenTests` and read
/// the diff before committing it: a golden file is a claim that the output is right.
final class GoldenTests: XCTestCase {
    /// The folder holding the examples.
    static var examplesDirectory: URL { HushProcess.projectRoot.appendingPathComponent("examples") }

    /// True when the run should rewrite the `.out` files instead of comparing.
    static var recording: Bool {
        let value = ProcessInfo.processInfo.environment["HUSH_RECORD"] ?? ""
        return !value.isEmpty && value != "0"
    }

    func testEveryExampleMatchesItsTranscript() throws {
        let examples = try Self.exampleFiles()
        XCTAssertFalse(examples.isEmpty, "no examples/*.hush found in \(Self.examplesDirectory.path)")
        for example in examples {
            try check(example)
        }
    }

    /// Runs one example and compares (or records) its transcript and exit status.
    private func check(_ relativePath: String) throws {
        let script = Self.examplesDirectory.appendingPathComponent(relativePath)
        let expectedURL = script.deletingPathExtension().appendingPathExtension("out")
        let header: GoldenHeader
        do {
            header = try GoldenHeader(script: String(decoding: try Data(contentsOf: script), as: UTF8.self))
        } catch let error as GoldenHeader.Problem {
            XCTFail("\(relativePath): \(error.message)")
            return
        }

        let store = try TemporaryStore()
        // Each `# hush-test: restart [--now TIME]` line ends the process and starts a new one on the same
        // store, as a person closing and reopening hush (or a crash) would; `# hush-test: watch --once --now
        // TIME` also runs `hush watch` between the two, as cron would.
        var output = ""
        var status: Int32 = 0
        for segment in try GoldenSegment.split(String(decoding: try Data(contentsOf: script), as: UTF8.self), now: header.now) {
            var arguments = ["--store", store.path, "--now", segment.now, "--tz", header.zone]
            if let person = header.person { arguments += ["--as", person] }
            arguments += ["--echo", "--color", "never"]
            if header.keepGoing { arguments.append("--keep-going") }
            if header.speak { arguments.append("--speak") }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-golden-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let copy = folder.appendingPathComponent(relativePath)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(segment.text.utf8).write(to: copy)
            arguments += ["run", relativePath]
            var environment = ["HUSH_ACCOUNT": store.path + ".account.json", "LC_ALL": header.locale + ".UTF-8"]
            if let seed = header.seed { environment["HUSH_TEST_SEED"] = seed }
            if let watch = segment.watch {
                var watchArguments = ["--store", store.path, "--now", segment.now, "--tz", header.zone]
                if let person = header.person { watchArguments += ["--as", person] }
                let delivery = try Self.runMerged(watchArguments + ["--color", "never", "watch"] + watch.arguments, in: folder, environment: environment)
                output += watch.line + "\n" + delivery.output
                if status == 0 { status = delivery.status }
            }
            let run = try Self.runMerged(arguments, in: folder, environment: environment)
            output += run.output
            if status == 0 { status = run.status }
        }
        // Record ids are random by design (UUIDv7); transcripts show them as <id>.
        let actual = output.replacingOccurrences(of: store.path, with: "STORE")
            .replacingOccurrences(of: #"[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"#, with: "<id>", options: .regularExpression)
        let run = (status: status, output: actual)

        XCTAssertEqual(run.status, header.exitStatus,
                       "\(relativePath): exit status \(run.status), header says exit=\(header.exitStatus)")

        if Self.recording {
            try Data(actual.utf8).write(to: expectedURL, options: .atomic)
            return
        }
        guard let expectedData = FileManager.default.contents(atPath: expectedURL.path) else {
            XCTFail("\(relativePath): no \(expectedURL.lastPathComponent); record it with HUSH_RECORD=1 swift test --filter GoldenTests")
            return
        }
        let expected = String(decoding: expectedData, as: UTF8.self)
        if expected != actual {
            let label = expectedURL.lastPathComponent
            XCTFail("\(relativePath): output differs from \(label) (- expected, + actual):\n"
                    + Self.unifiedDiff(expected: expected, actual: actual, label: label))
        }
    }

    /// `examples/*.hush` and `examples/*/*.hush`, as paths relative to `examples/`, sorted.
    static func exampleFiles() throws -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        for name in try manager.contentsOfDirectory(atPath: examplesDirectory.path) {
            if name.hasSuffix(".hush") {
                found.append(name)
                continue
            }
            var isDirectory: ObjCBool = false
            let folder = examplesDirectory.appendingPathComponent(name)
            guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for inner in try manager.contentsOfDirectory(atPath: folder.path) where inner.hasSuffix(".hush") {
                found.append(name + "/" + inner)
            }
        }
        return found.sorted()
    }

    /// Runs `hush` with one pipe for both stdout and stderr, so the transcript keeps their order.
    /// The caller's HUSH_*, TZ and colour settings are kept out, as in ``HushProcess/run(_:stdin:environment:currentDirectory:)``.
    static func runMerged(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = HushProcess.binary
        process.arguments = arguments
        process.environment = HushProcess.environment(for: arguments, extra: extra)
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Reading to the end before waiting keeps a chatty child from blocking on a full pipe.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A unified diff from `/usr/bin/diff -u`, or a plain line-by-line listing where there is no `diff`.
    static func unifiedDiff(expected: String, actual: String, label: String) -> String {
        let manager = FileManager.default
        let diffTool = "/usr/bin/diff"
        if manager.isExecutableFile(atPath: diffTool) {
            let folder = manager.temporaryDirectory.appendingPathComponent("hush-golden-\(UUID().uuidString)")
            defer { try? manager.removeItem(at: folder) }
            do {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                let expectedFile = folder.appendingPathComponent("expected")
                let actualFile = folder.appendingPathComponent("actual")
                try Data(expected.utf8).write(to: expectedFile)
                try Data(actual.utf8).write(to: actualFile)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: diffTool)
                process.arguments = ["-u", "-L", label, "-L", "actual", expectedFile.path, actualFile.path]
                let pipe = Pipe()
                process.standardOutput = pipe
                process.standardError = pipe
                try process.run()
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                let text = String(decoding: data, as: UTF8.self)
                if !text.isEmpty { return text }
            } catch {
                // Fall through to the simple listing.
            }
        }
        return lineDiff(expected: expected, actual: actual)
    }

    /// Lines that differ, by line number: enough to see what changed without a diff tool.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil
            let after = index < new.count ? new[index] : nil
            guard before != after else { continue }
            if let before { lines.append("\(index + 1): - \(before)") }
            if let after { lines.append("\(index + 1): + \(after)") }
        }
        return lines.joined(separator: "\n")
    }
}

/// The `# hush-test:` line of an example: the clock, the zone, `--keep-going`, an optional `--as NAME`,
/// and the expected exit status (`exit=1`; 0 when absent).
struct GoldenHeader: Equatable {
    var now: String
    var zone: String
    var person: String?
    var keepGoing = false
    var exitStatus: Int32 = 0
    /// The locale (`locale=en_GB`): it decides the first day of the week on data cards. en_US unless said.
    var locale = "en_US"
    /// `seed=N`: invite codes come from a repeatable generator (`HUSH_TEST_SEED`), so a transcript can use them.
    var seed: String?
    /// `--speak`: answers as sentences to read aloud.
    var speak = false

    struct Problem: Error {
        var message: String
    }

    static let marker = "# hush-test:"

    init(script: String) throws {
        guard let line = script.split(separator: "\n", omittingEmptySubsequences: false)
            .first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(Self.marker) }) else {
            throw Problem(message: "no '\(Self.marker) --now TIME --tz ZONE' header line")
        }
        let rest = line.trimmingCharacters(in: .whitespaces).dropFirst(Self.marker.count)
        var words = rest.split(whereSeparator: \.isWhitespace).map(String.init)[...]
        var now: String?
        var zone: String?
        func value(after option: String) throws -> String {
            guard let next = words.popFirst() else { throw Problem(message: "'\(option)' needs a value in the header") }
            return next
        }
        while let word = words.popFirst() {
            switch word {
            case "--now": now = try value(after: word)
            case "--tz": zone = try value(after: word)
            case "--as": person = try value(after: word)
            case "--keep-going": keepGoing = true
            case "--speak": speak = true
            default:
                if word.hasPrefix("exit="), let status = Int32(word.dropFirst("exit=".count)) {
                    exitStatus = status
                } else if word.hasPrefix("locale=") {
                    locale = String(word.dropFirst("locale=".count))
                } else if word.hasPrefix("seed="), UInt64(word.dropFirst("seed=".count)) != nil {
                    seed = String(word.dropFirst("seed=".count))
                } else {
                    throw Problem(message: "unknown '\(word)' in the header; expected --now, --tz, --as, --keep-going, --speak, locale=NAME, seed=N or exit=N")
                }
            }
        }
        guard let now else { throw Problem(message: "the header has no --now") }
        guard let zone else { throw Problem(message: "the header has no --tz") }
        self.now = now
        self.zone = zone
    }
}

/// One process's share of a golden script. Lines that belong to other processes are blanked rather than
/// dropped, so error positions (`FILE:LINE:COL`) still match the example file.
struct GoldenSegment {
    static let restart = "# hush-test: restart"
    /// `# hush-test: watch --once --now TIME`: runs `hush watch --once` at TIME as its own process, then
    /// goes on with a new process at TIME, as a cron job delivering between two sessions would.
    static let watch = "# hush-test: watch"

    var text: String
    var now: String
    /// The directive line and the arguments after `watch`, when the segment starts with a delivery.
    var watch: (line: String, arguments: [String])?

    static func split(_ script: String, now: String) throws -> [GoldenSegment] {
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var starts = [0]
        var times = [now]
        var watches: [(line: String, arguments: [String])?] = [nil]
        for (index, line) in lines.enumerated() where line.hasPrefix(restart) || line.hasPrefix(watch) {
            let isWatch = line.hasPrefix(watch)
            var words = line.dropFirst(isWatch ? watch.count : restart.count).split(whereSeparator: \.isWhitespace).map(String.init)
            if let flag = words.firstIndex(of: "--now"), flag + 1 < words.count {
                times.append(words[flag + 1])
                words.removeSubrange(flag...(flag + 1))
            } else if isWatch {
                throw GoldenHeader.Problem(message: "line \(index + 1): expected '\(watch) [OPTIONS] --now TIME'")
            } else {
                times.append(now)
            }
            if isWatch {
                watches.append((line, words))
            } else if words.isEmpty {
                watches.append(nil)
            } else {
                throw GoldenHeader.Problem(message: "line \(index + 1): expected '\(restart)' or '\(restart) --now TIME'")
            }
            starts.append(index)
        }
        // The runner echoes a watch line itself, before the delivery it causes.
        for (index, line) in lines.enumerated() where line.hasPrefix(watch) { lines[index] = "" }
        return starts.indices.map { part in
            let range = starts[part]..<(part + 1 < starts.count ? starts[part + 1] : lines.count)
            let text = lines.indices.map { range.contains($0) ? lines[$0] : "" }.joined(separator: "\n")
            return GoldenSegment(text: text, now: times[part], watch: watches[part])
        }
    }
}

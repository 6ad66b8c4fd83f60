import Foundation
import XCTest

/// `man hush`: the options part is swift-argument-parser's page for hush's own option definitions
/// (`man/hush-options.1`, remade by `make man`), the language part is `hush help` and each topic, appended
/// at install time by `man/append-language`. These tests fail when the committed options page lags behind
/// the options, or when the installed page would lack a topic or not render cleanly.
final class ManPageTests: XCTestCase {
    private var root: URL { HushProcess.projectRoot }

    /// Long option names as the argument parser itself reports them.
    private func longOptions() throws -> [String] {
        let dump = try HushProcess.run(["--experimental-dump-help"])
        XCTAssertEqual(dump.status, 0, dump.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let command = try XCTUnwrap(json["command"] as? [String: Any])
        let arguments = try XCTUnwrap(command["arguments"] as? [[String: Any]])
        return arguments.flatMap { argument in
            (argument["names"] as? [[String: Any]] ?? []).compactMap { name in
                name["kind"] as? String == "long" ? name["name"] as? String : nil
            }
        }
    }

    func testTheOptionsPageNamesEveryOption() throws {
        let page = try String(contentsOf: root.appendingPathComponent("man/hush-options.1"), encoding: .utf8)
        let options = try longOptions()
        XCTAssertGreaterThan(options.count, 8, "the option dump was not read")
        for option in options where option != "experimental-dump-help" {
            // The name must end there: "--tz" is not named by "--tzz".
            let named = ["Fl -\(option)\n", "Fl -\(option) ", "Fl -\(option),"].contains { page.contains($0) }
            XCTAssertTrue(named, "man/hush-options.1 lacks --\(option): run `make man`")
        }
    }

    func testTheInstalledPageHoldsEveryHelpTopicAndRendersCleanly() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("hush-man-\(UUID().uuidString).1")
        defer { try? FileManager.default.removeItem(at: output) }
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/bin/sh")
        script.arguments = ["-c", "\"$0\" \"$1\" \"$2\" > \"$3\"", root.appendingPathComponent("man/append-language").path,
                            HushProcess.binary.path, root.appendingPathComponent("man/hush-options.1").path, output.path]
        try script.run()
        script.waitUntilExit()
        XCTAssertEqual(script.terminationStatus, 0)
        let page = try String(contentsOf: output, encoding: .utf8)

        let help = try HushProcess.run(["help"])
        let topicLine = help.stdout.components(separatedBy: "Topics:").last?.components(separatedBy: "(").first ?? ""
        let topics = topicLine.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        XCTAssertGreaterThan(topics.count, 10, "the help topics were not read")
        for topic in topics {
            XCTAssertTrue(page.contains(".Ss \(topic)\n"), "the page lacks the topic \(topic)")
        }
        XCTAssertTrue(page.contains(".Sh NAME") && page.contains(".Sh LANGUAGE"))

        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else {
            throw XCTSkip("groff is not installed: the page's rendering was not checked")
        }
        let render = Process()
        render.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        render.arguments = ["-k", "-mandoc", "-ww", "-z", "-Tutf8", output.path]
        let errors = Pipe()
        render.standardError = errors
        try render.run()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        render.waitUntilExit()
        XCTAssertEqual(render.terminationStatus, 0)
        XCTAssertEqual(warnings, "", "groff warns about the page")
    }
}

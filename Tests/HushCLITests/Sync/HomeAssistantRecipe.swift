import Foundation
import XCTest

/// The Home Assistant voice recipe of the voice guide (`docs/guide-voice-home-assistant.md`), read from
/// the guide itself and run as Home Assistant runs it (`Tests/HomeAssistant/intent_script.py`): the YAML
/// parsed with PyYAML (`!secret` included), the intent script's steps run in order with their templates
/// rendered by Jinja2 (the engine Home Assistant renders with; `tojson` is Jinja2's own), and the rest
/// command's request made to a real server with the recipe's headers, body and `timeout`, so a test sees
/// what Assist would say and which events fire, for an answer, a refusal, and a server that does not answer.
///
/// ```swift
/// let recipe = try HomeAssistantRecipe.fromGuide()
/// let turn = try recipe.send("ate four ounces", to: server, token: token)
/// try recipe.spoken(turn)   // what Assist says
/// ```
struct HomeAssistantRecipe {
    /// The recipe's `configuration.yaml` part: `rest_command:` and `intent_script:`.
    var yaml: String

    /// The user guide that holds the recipes users copy, relative to the repository.
    static let guidePath = "docs/guide-voice-home-assistant.md"

    static func fromGuide() throws -> HomeAssistantRecipe {
        let guide = try String(contentsOf: HushProcess.projectRoot.appendingPathComponent(guidePath), encoding: .utf8)
        guard let start = guide.range(of: "rest_command:\n  hush_say:"), let end = guide.range(of: "```", range: start.upperBound..<guide.endIndex) else {
            // A failure, not a skip: the recipe is what users copy, and these tests are its proof.
            throw RecipeMissing()
        }
        return HomeAssistantRecipe(yaml: String(guide[start.lowerBound..<end.lowerBound]))
    }

    /// Renders a template with Jinja2's sandbox, as Home Assistant does; skips where Jinja2 is missing.
    static func render(_ template: String, _ variables: [String: Any]) throws -> String {
        let script = """
        import json, sys
        from jinja2.sandbox import ImmutableSandboxedEnvironment
        given = json.load(sys.stdin)
        sys.stdout.write(ImmutableSandboxedEnvironment().from_string(given["template"]).render(**given["variables"]))
        """
        let (rendered, failure, status) = try python(["-c", script], input: try JSONSerialization.data(withJSONObject: ["template": template, "variables": variables]))
        XCTAssertEqual(status, 0, failure)
        return String(decoding: rendered, as: UTF8.self)
    }

    /// python3 with `arguments`, `input` on stdin; skips where Jinja2 or PyYAML is missing (CI installs both).
    private static func python(_ arguments: [String], input: Data) throws -> (Data, String, Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let failure = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if failure.contains("No module named 'jinja2'") || failure.contains("No module named 'yaml'") || process.terminationStatus == 127 {
            throw XCTSkip("python3 with Jinja2 and PyYAML is needed to run the recipe (pip install jinja2 pyyaml)")
        }
        return (output, failure, process.terminationStatus)
    }

    /// What Home Assistant does when Assist hears "tell hush" and then `heard`: the intent script run
    /// against `url` (the recipe's scheme and host replaced), with `Bearer token` as the secret.
    func send(_ heard: String, to url: String, token: String) throws -> HomeAssistantTurn {
        let script = HushProcess.projectRoot.appendingPathComponent("Tests/HomeAssistant/intent_script.py").path
        let given: [String: Any] = ["yaml": yaml, "line": heard, "server": url, "authorization": "Bearer \(token)"]
        let (output, failure, status) = try Self.python([script], input: try JSONSerialization.data(withJSONObject: given))
        XCTAssertEqual(status, 0, failure)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: output) as? [String: Any], failure)
        let events = (report["events"] as? [[String: Any]] ?? []).map { (type: $0["event"] as? String ?? "", data: $0["data"] as? [String: Any] ?? [:]) }
        return HomeAssistantTurn(body: report["body"] as? String ?? "", status: report["status"] as? Int ?? 0,
                                 content: report["content"] as? [String: Any] ?? [:], callError: report["call_error"] as? String,
                                 failed: report["failed"] as? String, events: events, speech: report["speech"] as? String ?? "")
    }

    func send(_ heard: String, to server: SyncServerProcess, token: String) throws -> HomeAssistantTurn {
        try send(heard, to: server.url, token: token)
    }

    /// What Assist says; a script that failed says only Home Assistant's own words.
    func spoken(_ turn: HomeAssistantTurn) throws -> String {
        turn.failed == nil ? turn.speech : "An unexpected error occurred"
    }

    /// Whether the recipe's refusal branch ran (it fires `hush_refused`).
    func refused(_ turn: HomeAssistantTurn) throws -> Bool {
        !turn.refusals.isEmpty
    }
}

/// The voice guide lost its Home Assistant recipe (or its `rest_command` block).
struct RecipeMissing: Error, CustomStringConvertible {
    var description: String { "\(HomeAssistantRecipe.guidePath) has no Home Assistant recipe (rest_command: hush_say:)" }
}

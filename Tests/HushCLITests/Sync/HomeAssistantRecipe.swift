import Foundation
import XCTest

/// The README's Home Assistant recipe, read from the README itself and rendered with Jinja2 (the engine
/// Home Assistant renders templates with; its `tojson` is Jinja2's own), so a test sends exactly the
/// request the recipe makes: `POST /v1/say` with the `Authorization` header from `secrets.yaml`,
/// `Content-Type: application/json` (`content_type`), and the rendered `payload` as the body.
///
/// ```swift
/// let recipe = try HomeAssistantRecipe.fromReadme()
/// let reply = try recipe.send("ate four ounces", to: server, token: token)
/// try recipe.spoken(reply)   // what Assist says
/// ```
struct HomeAssistantRecipe {
    /// `rest_command.hush_say.payload`, as YAML gives it to Home Assistant.
    var payload: String
    /// The intent script's `data.text` for the rest command (`{{ line }}`).
    var lineData: String
    /// The intent script's refusal condition (`if:`).
    var refusedCondition: String
    /// `speech.text`.
    var speech: String

    static func fromReadme() throws -> HomeAssistantRecipe {
        let readme = try String(contentsOf: HushProcess.projectRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "rest_command:\n  hush_say:"), let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex) else {
            // A failure, not a skip: the recipe is what users copy, and these tests are its proof.
            throw RecipeMissing()
        }
        let yaml = String(readme[start.lowerBound..<end.lowerBound])
        func value(_ pattern: String) throws -> String {
            let expression = try NSRegularExpression(pattern: pattern)
            let whole = NSRange(yaml.startIndex..., in: yaml)
            let match = try XCTUnwrap(expression.firstMatch(in: yaml, range: whole), "no \(pattern) in the recipe")
            return String(yaml[Range(match.range(at: 1), in: yaml)!])
        }
        return HomeAssistantRecipe(payload: try value(#"payload: '(.+)'"#).replacingOccurrences(of: "''", with: "'"),
                                   lineData: try value(#"\n {10}text: "(\{\{ line \}\})""#),
                                   refusedCondition: try value(#"- if: "(.+)""#),
                                   speech: try value(#"speech:\n\s+text: "(.+)""#))
    }

    /// Renders a template with Jinja2's sandbox, as Home Assistant does; skips where Jinja2 is missing.
    static func render(_ template: String, _ variables: [String: Any]) throws -> String {
        let script = """
        import json, sys
        from jinja2.sandbox import ImmutableSandboxedEnvironment
        given = json.load(sys.stdin)
        sys.stdout.write(ImmutableSandboxedEnvironment().from_string(given["template"]).render(**given["variables"]))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: ["template": template, "variables": variables]))
        try input.fileHandleForWriting.close()
        let rendered = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let failure = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if failure.contains("No module named 'jinja2'") || process.terminationStatus == 127 {
            throw XCTSkip("python3 with Jinja2 is needed to render the recipe's templates (pip install jinja2)")
        }
        XCTAssertEqual(process.terminationStatus, 0, failure)
        return rendered
    }

    /// The body the rest command sends for what Assist heard after "tell hush".
    func body(for heard: String) throws -> String {
        let text = try Self.render(lineData, ["line": heard])
        return try Self.render(payload, ["text": text])
    }

    /// Sends the recipe's request; the status and the parsed reply, as `action_response` holds them.
    func send(_ heard: String, to server: SyncServerProcess, token: String) throws -> (body: String, status: Int, content: [String: Any]) {
        let body = try body(for: heard)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "-w", "\n%{http_code}", "-X", "POST", "-H", "Authorization: Bearer \(token)",
                             "-H", "Content-Type: application/json", "--data-binary", "@-", server.url + "/v1/say"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(body.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let content = (try? JSONSerialization.jsonObject(with: Data(lines.dropLast().joined(separator: "\n").utf8))) as? [String: Any]
        return (body, Int(lines.last ?? "") ?? 0, try XCTUnwrap(content, text))
    }

    /// What Assist says: the intent script's speech with `action_response` set to the rest command's result.
    func spoken(_ reply: (body: String, status: Int, content: [String: Any])) throws -> String {
        try Self.render(speech, ["action_response": ["status": reply.status, "content": reply.content]])
    }

    /// Whether the recipe's refusal branch runs (and fires `hush_refused`) for this reply.
    func refused(_ reply: (body: String, status: Int, content: [String: Any])) throws -> Bool {
        try Self.render(refusedCondition, ["hush": ["status": reply.status, "content": reply.content]]).trimmingCharacters(in: .whitespaces) == "True"
    }
}

/// The README lost its Home Assistant recipe (or its `rest_command` block).
struct RecipeMissing: Error, CustomStringConvertible {
    var description: String { "the README has no Home Assistant recipe (rest_command: hush_say:)" }
}

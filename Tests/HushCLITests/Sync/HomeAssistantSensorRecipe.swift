import Foundation
import XCTest

/// The voice guide's Home Assistant sensors (`rest:` on `GET /v1/status`), read from the guide with a real
/// YAML parser (PyYAML, with Home Assistant's `!secret` tag) so the templates are exactly what Home
/// Assistant gets after YAML's folding, and rendered with Jinja2 as ``HomeAssistantRecipe`` renders the
/// voice recipe's.
///
/// ```swift
/// let recipe = try HomeAssistantSensorRecipe.fromGuide()
/// let status = try recipe.fetch(from: server, token: token)
/// try recipe.states(for: status)["Eddie asleep"]   // "False"
/// ```
struct HomeAssistantSensorRecipe {
    /// One entity: its name, Home Assistant's platform (`sensor` or `binary_sensor`), device class and template.
    struct Entity {
        var platform: String
        var name: String
        var deviceClass: String?
        var valueTemplate: String
    }

    var resource: String
    var headers: [String: String]
    var entities: [Entity]

    /// The one `rest:` block of the voice guide, parsed; skips where python3 has no PyYAML (CI installs it).
    static func fromGuide() throws -> HomeAssistantSensorRecipe {
        let guide = try String(contentsOf: HushProcess.projectRoot.appendingPathComponent(HomeAssistantRecipe.guidePath), encoding: .utf8)
        guard let start = guide.range(of: "```yaml\nrest:\n"),
              let end = guide.range(of: "```", range: start.upperBound..<guide.endIndex) else {
            // A failure, not a skip: the recipe is what users copy, and these tests are its proof.
            throw SensorRecipeMissing()
        }
        let yaml = String(guide[guide.index(start.lowerBound, offsetBy: 8)..<end.lowerBound])
        let script = """
        import json, sys, yaml
        class Loader(yaml.SafeLoader): pass
        Loader.add_constructor("!secret", lambda loader, node: "!secret " + loader.construct_scalar(node))
        json.dump(yaml.load(sys.stdin.read(), Loader=Loader), sys.stdout)
        """
        let (parsed, failure) = try python(script, input: Data(yaml.utf8))
        if failure.contains("No module named 'yaml'") { throw XCTSkip("python3 with PyYAML is needed to read the recipe (apt-get install python3-yaml)") }
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: parsed) as? [String: Any], failure)
        let resources = try XCTUnwrap(document["rest"] as? [[String: Any]], "rest: is a list of resources")
        XCTAssertEqual(resources.count, 1, "one resource for the whole dashboard")
        let first = try XCTUnwrap(resources.first)
        var entities: [Entity] = []
        for platform in ["sensor", "binary_sensor"] {
            for entity in first[platform] as? [[String: Any]] ?? [] {
                entities.append(Entity(platform: platform, name: try XCTUnwrap(entity["name"] as? String),
                                       deviceClass: entity["device_class"] as? String,
                                       valueTemplate: try XCTUnwrap(entity["value_template"] as? String, "\(entity)")))
            }
        }
        return HomeAssistantSensorRecipe(resource: try XCTUnwrap(first["resource"] as? String),
                                         headers: first["headers"] as? [String: String] ?? [:], entities: entities)
    }

    /// The resource's path and query on `server`, fetched as Home Assistant does (`Authorization` from
    /// `secrets.yaml`, `Bearer TOKEN`); the body as text.
    func fetch(from server: SyncServerProcess, token: String) throws -> (status: Int, body: String) {
        let components = try XCTUnwrap(URLComponents(string: resource))
        let url = server.url + components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "-w", "\n%{http_code}", "-H", "Authorization: Bearer \(token)", url]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
    }

    /// Every entity's state: its template rendered with `value_json` (the parsed body) and `value` (the text).
    func states(for body: String) throws -> [String: String] {
        let json = try JSONSerialization.jsonObject(with: Data(body.utf8))
        var states: [String: String] = [:]
        for entity in entities {
            states[entity.name] = try HomeAssistantRecipe.render(entity.valueTemplate, ["value_json": json, "value": body])
        }
        return states
    }

    private static func python(_ script: String, input: Data) throws -> (Data, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
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
        return (output, failure)
    }
}

/// The voice guide lost its Home Assistant sensors (its `rest:` block).
struct SensorRecipeMissing: Error, CustomStringConvertible {
    var description: String { "\(HomeAssistantRecipe.guidePath) has no Home Assistant sensor recipe (a yaml block starting rest:)" }
}

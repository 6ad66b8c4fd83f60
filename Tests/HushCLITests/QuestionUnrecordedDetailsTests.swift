import Foundation
import XCTest

/// An imported diaper without its contents is a change, never a pee or a poop it may not have been: the
/// questions count it among diapers only.
final class QuestionUnrecordedDetailsTests: XCTestCase {
    func testADiaperWithoutContentsIsNeitherAPeeNorAPoop() throws {
        let source = try StoreProbe()
        try source.newBaby()
        try source.ok("wet diaper at 9am")
        try source.ok("poop at 10am")
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try source.ok("export json").utf8)) as? [String: Any])
        var events = try XCTUnwrap(document["events"] as? [[String: Any]])
        for index in events.indices where (events[index]["data"] as? [String: Any])?["contents"] as? String == "wet" {
            events[index]["data"] = ["contents": NSNull()]
        }
        document["events"] = events
        let file = try source.script("unrecorded.json", [String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)])

        let store = try StoreProbe()
        try store.ok("import json \(file)")
        let answers = try store.run([], stdin: "how many pees today\nhow many diapers today\ndid he poop today\nwhen was the last pee\n")
        XCTAssertEqual(answers.status, 0, answers.stderr)
        XCTAssertEqual(answers.stdout.split(separator: "\n"), [
            "No pees today",
            "2 diapers today, at 9:00 AM and 10:00 AM",
            "Yes: 1 poop today, at 10:00 AM",
            "No pees logged yet for Eddie",
        ])
    }
}

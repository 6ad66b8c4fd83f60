import Foundation
import XCTest

/// The pediatrician's report opened in a real headless Chromium: it must render with no error of any
/// kind (no script exception, no console or log error, nothing refused by its policy), load nothing,
/// draw its four charts, and carry in its table exactly the numbers `trends --json` gives for the same
/// days. Skipped where Chromium is not installed.
final class ReportBrowserTests: XCTestCase {
    private var browser: ChromiumSession?

    override func tearDown() {
        browser?.close()
        browser = nil
        super.tearDown()
    }

    func testTheReportRendersCleanlyAndItsNumbersAreTheTrends() throws {
        let session = try ChromiumSession.launch()
        browser = session
        let (store, base) = try TrendsTests.logged()
        let file = store.url.appendingPathComponent("eddie report.html").path
        let written = try HushProcess.run(base + ["report 10d to \(file)"])
        XCTAssertEqual(written.status, 0, written.stderr)
        let trends = try HushProcess.run(base + ["trends 10d --json"])
        let expected = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(trends.stdout.utf8)) as? [String: Any])?["days"] as? [[String: Any]])

        let tab = try session.open("about:blank")
        for domain in ["Runtime.enable", "Log.enable", "Page.enable"] { try session.send(domain, session: tab.sessionID) }
        try session.send("Page.navigate", ["url": URL(fileURLWithPath: file).absoluteString], session: tab.sessionID)
        try session.waitUntil("document.readyState === 'complete' && document.getElementById('days') !== null", in: tab, timeout: 15)

        let rowsScript = """
            JSON.stringify([...document.querySelectorAll('#days tr.day')].map(row => Object.fromEntries(row.getAttributeNames()
                .filter(name => name.startsWith('data-')).map(name => [name.slice(5).replaceAll('-', '_'), row.getAttribute(name)]))))
            """
        let text = try XCTUnwrap(try session.evaluate(rowsScript, in: tab) as? String)
        let rows = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: String]])
        XCTAssertEqual(rows.count, 10)
        XCTAssertEqual(rows.count, expected.count)
        for (row, day) in zip(rows, expected) {
            XCTAssertEqual(Set(row.keys), Set(day.keys), "the report's fields are the JSON's")
            for (key, value) in day {
                if let text = value as? String {
                    XCTAssertEqual(row[key], text, "\(day["date"] ?? "?") \(key)")
                } else {
                    XCTAssertEqual(row[key].flatMap(Double.init), (value as? NSNumber)?.doubleValue, "\(day["date"] ?? "?") \(key)")
                }
            }
        }
        // Days with something logged carry numbers that are not all zero: the comparison above can fail.
        XCTAssertTrue(rows.contains { $0["sleep_minutes"] == "450" })

        XCTAssertEqual(try session.evaluate("document.scripts.length", in: tab) as? Int, 0)
        XCTAssertEqual(try session.evaluate("performance.getEntriesByType('resource').length", in: tab) as? Int, 0)
        XCTAssertEqual(try session.evaluate("[...document.querySelectorAll('svg')].filter(s => s.getBoundingClientRect().height > 50).length", in: tab) as? Int, 4)
        XCTAssertGreaterThan(try session.evaluate("document.querySelectorAll('svg rect').length", in: tab) as? Int ?? 0, 10)
        let summary = try XCTUnwrap(try session.evaluate("document.getElementById('summary').innerText", in: tab) as? String)
        XCTAssertTrue(summary.contains("Since birth"), summary)
        XCTAssertTrue(summary.contains("6 in all"), summary)   // every feed since birth: 3 + 2 + 0 + 1

        let problems = session.events.filter { event in
            let method = event["method"] as? String, parameters = event["params"] as? [String: Any] ?? [:]
            switch method {
            case "Runtime.exceptionThrown": return true
            case "Runtime.consoleAPICalled": return ["error", "warning", "assert"].contains(parameters["type"] as? String ?? "")
            case "Log.entryAdded": return ["error", "warning"].contains((parameters["entry"] as? [String: Any])?["level"] as? String ?? "")
            default: return false
            }
        }
        XCTAssertTrue(problems.isEmpty, "the report's page reported problems: \(problems)")
    }
}

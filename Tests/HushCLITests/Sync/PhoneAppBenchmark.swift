import Foundation
import XCTest

/// The phone app's speed (`make bench-app`), printed, never asserted: a test of time would fail on a busy
/// machine and pass on a fast one without saying anything about the app. Runs only when
/// `HUSH_BENCH_APP` names the folder of the `hush` to serve with (the release build), else it skips.
///
/// - First render: navigation start to the dashboard drawn from the server's first status (the page's
///   `hush-first-render` mark), reloading a signed-in phone; with its service worker and without.
/// - A line's round trip: the message box submitted to the answer in the page, and to the next frame.
/// - Another device's push: its `hush sync` to the phone's dashboard showing the change.
///
/// ```sh
/// make bench-app      # release builds, then this test with HUSH_BENCH_APP set
/// ```
final class PhoneAppBenchmark: XCTestCase {
    private var family: PhoneAppFamily?

    override func tearDown() {
        family?.close()
        family = nil
        super.tearDown()
    }

    private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted[max(0, min(sorted.count - 1, Int((fraction * Double(sorted.count)).rounded(.up)) - 1))]
    }

    private static func summary(_ values: [Double]) -> String {
        String(format: "median %.1f ms, p95 %.1f ms, max %.1f ms (%d)", percentile(values, 0.5), percentile(values, 0.95),
               values.max() ?? .nan, values.count)
    }

    func testPhoneAppSpeed() throws {
        guard let folder = ProcessInfo.processInfo.environment["HUSH_BENCH_APP"], !folder.isEmpty else {
            throw XCTSkip("the phone app benchmark runs with `make bench-app` (HUSH_BENCH_APP names the release build)")
        }
        let binary = URL(fileURLWithPath: folder).appendingPathComponent("hush")
        let family = try PhoneAppFamily.make(server: binary)
        self.family = family
        let browser = family.browser
        let tab = try family.joinOnPhone(as: "Leanne", code: try family.invite("Leanne"))
        try browser.waitUntil("navigator.serviceWorker.controller !== null", in: tab, timeout: family.patience)
        let version = (try browser.send("Browser.getVersion"))["product"] as? String ?? "Chromium"
        let load = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
        print("phone app benchmark, \(Date()) — server \(binary.path), \(version), \(Self.machine()), load average \(load)")

        // First render, reloading the signed-in phone.
        for bypass in [false, true] {
            try browser.send("Network.setBypassServiceWorker", ["bypass": bypass], session: tab.sessionID)
            var drawn: [Double] = [], painted: [Double] = []
            for _ in 0..<20 {
                try browser.send("Page.reload", session: tab.sessionID)
                try browser.waitUntil("document.documentElement.dataset.drawn === 'true' && performance.getEntriesByName('hush-first-render').length",
                                      in: tab, timeout: family.patience)
                drawn.append(try XCTUnwrap(try browser.evaluate("performance.getEntriesByName('hush-first-render')[0].startTime", in: tab) as? Double))
                if let paint = try browser.evaluate("(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime", in: tab) as? Double {
                    painted.append(paint)
                }
            }
            let how = bypass ? "without the service worker" : "through the service worker"
            print("first render (navigation → dashboard drawn), \(how): \(Self.summary(drawn))")
            print("first contentful paint, \(how): \(Self.summary(painted))")
        }
        try browser.send("Network.setBypassServiceWorker", ["bypass": false], session: tab.sessionID)
        try family.waitForApp(tab)

        // A line's round trip, measured inside the page: submit → answer in the page → the next frame. A
        // quarter of a second apart, as a person taps at most: the page then refreshes its dashboard (and
        // hears its own change on the stream) between lines, as it does in use.
        for line in ["wet diaper", "when was the last diaper?"] {
            var inPage: [Double] = [], framed: [Double] = []
            // The browser's own timing of each POST /v1/say: how much of the round trip is the request.
            _ = try browser.evaluate("performance.setResourceTimingBufferSize(10000); performance.clearResourceTimings(); true", in: tab)
            for _ in 0..<10 {
                let batch = try browser.evaluate("""
                    (async function () { const times = [];
                      for (let i = 0; i < 10; i++) {
                        const before = document.querySelectorAll('#chat li.exchange').length;
                        const start = performance.now();
                        const shown = new Promise(function (resolve) {
                          const observer = new MutationObserver(function () {
                            const all = document.querySelectorAll('#chat li.exchange');
                            if (all.length > before && /^(answered|refused)$/.test(all[before].dataset.state)) {
                              observer.disconnect(); const inPage = performance.now();
                              requestAnimationFrame(function () { resolve([inPage - start, performance.now() - start]); });
                            }
                          });
                          observer.observe(document.getElementById('chat'), {childList: true, subtree: true, attributes: true});
                        });
                        document.getElementById('line').value = \(ChromiumSession.quoted(line));
                        document.getElementById('say-form').requestSubmit();
                        times.push(await shown);
                        await new Promise(function (r) { setTimeout(r, 250); });
                      }
                      return times; })()
                    """, in: tab) as? [[Double]] ?? []
                inPage += batch.map { $0[0] }
                framed += batch.map { $0[1] }
            }
            print("round trip '\(line)' (send → answer in the page): \(Self.summary(inPage))")
            print("round trip '\(line)' (send → next frame): \(Self.summary(framed))")
            let requests = try browser.evaluate("""
                performance.getEntriesByType('resource').filter(function (e) { return e.name.endsWith('/v1/say'); })
                  .map(function (e) { return e.responseEnd - e.startTime; })
                """, in: tab) as? [Double] ?? []
            print("  of which the request (POST /v1/say, as the browser timed it): \(Self.summary(requests))")
        }

        // The floor under those: a request the server answers in about a millisecond (`GET /app/me`), from the page.
        let floor = try browser.evaluate("""
            (async function () { const times = [];
              for (let i = 0; i < 50; i++) { const start = performance.now();
                await (await fetch('/app/me', {cache: 'no-store'})).json(); times.push(performance.now() - start);
                await new Promise(function (r) { setTimeout(r, 50); }); }
              return times; })()
            """, in: tab) as? [Double] ?? []
        print("a request the server answers at once (GET /app/me from the page): \(Self.summary(floor))")

        // Another device's push reaching the dashboard.
        var afterStart: [Double] = [], afterReturn: [Double] = []
        for _ in 0..<10 {
            _ = try browser.evaluate("""
                window.__changedAt = 0; var before = document.getElementById('today').textContent;
                new MutationObserver(function (m, o) { if (document.getElementById('today').textContent !== before) {
                  window.__changedAt = Date.now(); o.disconnect(); } })
                  .observe(document.getElementById('today'), {childList: true, characterData: true, subtree: true}); true
                """, in: tab)
            try family.gavin.ok("dirty diaper")
            let started = Date()
            try family.gavin.ok("sync")
            let returned = Date()
            try browser.waitUntil("window.__changedAt > 0", in: tab, timeout: family.patience)
            let changed = try XCTUnwrap(try browser.evaluate("window.__changedAt", in: tab) as? Double) / 1000
            afterStart.append((changed - started.timeIntervalSince1970) * 1000)
            afterReturn.append((changed - returned.timeIntervalSince1970) * 1000)
            Thread.sleep(forTimeInterval: 0.3)
        }
        print("dashboard refreshed after another device's `hush sync` started: \(Self.summary(afterStart))")
        print("dashboard refreshed relative to that `hush sync` returning (negative: before it had): \(Self.summary(afterReturn))")
    }

    /// "Linux 6.1.0, 2 × Intel(R) Xeon(R) …": what the figures were measured on.
    private static func machine() -> String {
        var system = utsname()
        uname(&system)
        let release = withUnsafeBytes(of: &system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let cpu = ((try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? "").split(separator: "\n")
            .first { $0.hasPrefix("model name") }.map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces) } ?? "?"
        return "Linux \(release), \(ProcessInfo.processInfo.activeProcessorCount) × \(cpu)"
    }
}

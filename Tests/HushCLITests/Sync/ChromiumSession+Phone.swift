import Foundation
import XCTest

/// A phone in the headless Chromium: a 360 × 740 screen at the phone's pixel density, touch, network
/// switched off and on, the colour scheme and motion the phone asks for, screenshots; and a watch on
/// what the page must never do (a Content-Security-Policy violation, a dialog, an uncaught error).
///
/// ```swift
/// let tab = try browser.openPhone(server.url + "/app/")
/// try browser.setOffline(true, in: tab)
/// try browser.problems(in: tab)          // [] when nothing was blocked, thrown or shown
/// ```
extension ChromiumSession {
    /// Opens a blank tab, makes it a phone, installs the watch, then loads `url`: the first request is
    /// already made as a phone would make it.
    func openPhone(_ url: String, width: Int = 360, height: Int = 740, isolated: Bool = false) throws -> Tab {
        let tab: Tab
        if isolated {
            // A browser context of its own: another phone, with its own cookies, storage and service worker.
            let context = try send("Target.createBrowserContext")
            guard let id = context["browserContextId"] as? String else { throw Failure(description: "no browserContextId in \(context)") }
            let created = try send("Target.createTarget", ["url": "about:blank", "browserContextId": id])
            guard let target = created["targetId"] as? String else { throw Failure(description: "no targetId in \(created)") }
            let attached = try send("Target.attachToTarget", ["targetId": target, "flatten": true])
            guard let session = attached["sessionId"] as? String else { throw Failure(description: "no sessionId in \(attached)") }
            tab = Tab(targetID: target, sessionID: session)
        } else {
            tab = try open("about:blank")
        }
        try makePhone(tab, width: width, height: height)
        try send("Page.navigate", ["url": url], session: tab.sessionID)
        return tab
    }

    func makePhone(_ tab: Tab, width: Int = 360, height: Int = 740) throws {
        try send("Page.enable", session: tab.sessionID)
        try send("Runtime.enable", session: tab.sessionID)
        try send("Log.enable", session: tab.sessionID)
        try send("Network.enable", session: tab.sessionID)
        try send("Emulation.setDeviceMetricsOverride",
                 ["width": width, "height": height, "deviceScaleFactor": 2, "mobile": true], session: tab.sessionID)
        try send("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5], session: tab.sessionID)
        // Runs before the page's own script in every document of the tab (DevTools' scripts are not held to
        // the page's CSP): records violations, dialogs and errors where the test can read them.
        try send("Page.addScriptToEvaluateOnNewDocument", ["source": """
            window.__problems = [];
            document.addEventListener('securitypolicyviolation', function (e) {
              window.__problems.push('CSP blocked ' + e.violatedDirective + ': ' + e.blockedURI + ' ' + (e.sample || ''));
            });
            window.addEventListener('error', function (e) { window.__problems.push('error: ' + e.message); });
            window.alert = function (m) { window.__problems.push('alert: ' + m); };
            """], session: tab.sessionID)
    }

    /// What the watch saw in the page, plus DevTools' own log of violations and exceptions for this tab.
    func problems(in tab: Tab) throws -> [String] {
        var found = (try evaluate("window.__problems || []", in: tab) as? [String]) ?? []
        for event in events where event["sessionId"] as? String == tab.sessionID {
            let method = event["method"] as? String ?? ""
            let parameters = event["params"] as? [String: Any] ?? [:]
            switch method {
            case "Log.entryAdded":
                let entry = parameters["entry"] as? [String: Any] ?? [:]
                let text = entry["text"] as? String ?? ""
                if entry["level"] as? String == "error", text.contains("Content Security Policy") || entry["source"] as? String == "security" {
                    found.append("log: \(text)")
                }
            case "Runtime.exceptionThrown":
                found.append("exception: \(parameters["exceptionDetails"] ?? parameters)")
            case "Page.javascriptDialogOpening":
                found.append("dialog: \(parameters["message"] ?? "")")
            default:
                continue
            }
        }
        return found
    }

    /// The phone loses its connection (every request fails at once), or gets it back.
    func setOffline(_ offline: Bool, in tab: Tab) throws {
        try send("Network.emulateNetworkConditions",
                 ["offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1], session: tab.sessionID)
    }

    /// `prefers-color-scheme`, `prefers-reduced-motion`: what the phone's settings say.
    func emulateMedia(_ features: [String: String], in tab: Tab) throws {
        try send("Emulation.setEmulatedMedia",
                 ["features": features.map { ["name": $0.key, "value": $0.value] }], session: tab.sessionID)
    }

    /// The page as the phone's screen shows it, PNG.
    func screenshot(_ tab: Tab) throws -> Data {
        let shot = try send("Page.captureScreenshot", ["format": "png"], session: tab.sessionID, timeout: 30)
        guard let text = shot["data"] as? String, let data = Data(base64Encoded: text) else {
            throw Failure(description: "no image in Page.captureScreenshot's answer")
        }
        return data
    }

    /// A tap where a thumb would put it: the middle of the element `selector` finds (scrolled to first,
    /// as a person would), as touch events.
    func tap(_ selector: String, in tab: Tab) throws {
        let box = try evaluate("""
            (function () { const e = document.querySelector(\(Self.quoted(selector)));
              e.scrollIntoView({block: 'nearest'}); const r = e.getBoundingClientRect();
              return [r.left + r.width / 2, r.top + r.height / 2]; })()
            """, in: tab) as? [Double]
        guard let box, box.count == 2 else { throw Failure(description: "nothing to tap at \(selector)") }
        let point = [["x": box[0], "y": box[1]]]
        try send("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": point], session: tab.sessionID)
        try send("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": []], session: tab.sessionID)
    }

    /// `text` as a JavaScript string literal.
    static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}

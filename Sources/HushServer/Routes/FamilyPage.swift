import Foundation
import HTTPTypes
import HushKit

/// The page a subscriber's link opens (`/family/CODE`), for family who will never install a terminal
/// program: whether the baby is in for a video call and since when, updating live over server-sent events.
/// It shows nothing else about the baby.
///
/// The page's address is a credential (the invite's code), so it is sent with headers that keep it to
/// itself: no referrer, no framing, no sniffing, and a Content-Security-Policy that runs only its own
/// inline script and style (by a nonce fresh for each response) and connects only back to this server.
enum FamilyPage {
    /// The response headers for the page; `nonce` is the one ``html(code:status:nonce:)`` was given.
    static func headers(nonce: String) -> HTTPFields {
        [
            .contentType: "text/html; charset=utf-8",
            .contentSecurityPolicy: "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'; connect-src 'self'; "
                + "img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
            HTTPField.Name("X-Frame-Options")!: "DENY",
            HTTPField.Name("Referrer-Policy")!: "no-referrer",
            HTTPField.Name("X-Content-Type-Options")!: "nosniff",
            .cacheControl: "no-store",
        ]
    }

    static func html(code: String, status: SyncMessages.FamilyStatus, nonce: String) -> String {
        let name = escape(status.baby)
        // Script text is not HTML-decoded: keep "</script>" out of it with a JSON escape instead.
        let initial = String(decoding: (try? JSONEncoder().encode(status)) ?? Data("{}".utf8), as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(name)'s office hours</title>
        <style nonce="\(nonce)">
        body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: flex; align-items: center;
               justify-content: center; text-align: center; background: #f6f3ee; color: #222; }
        main { padding: 2rem; max-width: 30rem; }
        #state { font-size: 2rem; font-weight: 600; margin: 0 0 .5rem; }
        #since { font-size: 1.1rem; color: #555; margin: 0; }
        .in #state { color: #1b7f3b; }
        #live { margin-top: 2rem; font-size: .85rem; color: #888; }
        </style>
        </head>
        <body class="\(status.available ? "in" : "out")">
        <main>
        <p id="state">\(stateText(status))</p>
        <p id="since">\(escape(status.since.flatMap(UTCText.parse).map { sinceText($0, zone: status.zone) } ?? ""))</p>
        <p id="live">Updates by itself.</p>
        </main>
        <script id="initial" type="application/json">\(initial)</script>
        <script nonce="\(nonce)">
        function show(s) {
          document.body.className = s.available ? "in" : "out";
          document.getElementById("state").textContent = s.available
            ? s.baby + " is in! The baby will see you now \\u{1F476}" : s.baby + " is not taking calls right now";
          var since = s.since ? new Date(s.since) : null;
          document.getElementById("since").textContent = since
            ? "since " + since.toLocaleTimeString([], {hour: "numeric", minute: "2-digit"}) : "";
        }
        show(JSON.parse(document.getElementById("initial").textContent));
        var events = new EventSource("/family/\(escape(code))/events");
        events.onmessage = function (message) { show(JSON.parse(message.data)); };
        events.onerror = function () { document.getElementById("live").textContent = "Reconnecting…"; };
        events.onopen = function () { document.getElementById("live").textContent = "Updates by itself."; };
        </script>
        </body>
        </html>
        """
    }

    /// "since 3:16 AM EST": the household's wall clock, and which zone that is (the page's script then
    /// shows the reader's own); UTC for a household no device has sent a zone for yet.
    static func sinceText(_ instant: Date, zone name: String?) -> String {
        let zone = name.flatMap { ZoneRules.named($0) } ?? ZoneRules.utc
        let civil = ZonedCalendar(zone: zone).civil(instant)
        return "since \(TimeText.clockOnly(civil)) \(zone.abbreviation(at: instant))"
    }

    static func stateText(_ status: SyncMessages.FamilyStatus) -> String {
        escape(status.available ? "\(status.baby) is in! The baby will see you now 👶" : "\(status.baby) is not taking calls right now")
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

import Foundation
import HTTPTypes
import Hummingbird

/// Whether a request that a browser's cookie would authenticate comes from this server's own page. A
/// cookie is sent with whatever request a page of any site makes to this server (a form posted from
/// elsewhere, an image, a fetch): without this check another site could log a bottle, or sign a phone out,
/// with the phone's own cookie (docs/security.md, The phone app).
///
/// - `Sec-Fetch-Site`, when sent, must be `same-origin` (or `none`, a GET typed in the address bar).
/// - `Origin`, when sent, must be this server's own: its scheme and the request's `Host`.
/// - A POST must carry one of the two saying so: every browser sends at least one with a POST, so a POST
///   with neither did not come from a page.
///
/// ```swift
/// let check = OriginCheck(tls: false)
/// try check.require(request)   // or throws SyncFailure.forbidden("…")
/// ```
struct OriginCheck: Sendable {
    /// The server runs with `--tls-cert`: its pages' origin is `https://HOST`.
    let tls: Bool

    /// Header names HTTPTypes has no constant for (valid tokens, so never nil).
    static let fetchSite = HTTPField.Name("Sec-Fetch-Site")!
    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!

    /// The scheme a browser sees: `https` under TLS, or behind a TLS proxy that says so
    /// (`X-Forwarded-Proto: https`); a page cannot set that header on a request to another site.
    func scheme(_ request: Request) -> String {
        if tls { return "https" }
        // Several proxies append theirs: the first is the one the browser reached.
        let first = request.headers[Self.forwardedProto]?.split(separator: ",").first?.trimmingCharacters(in: .whitespaces)
        return first?.lowercased() == "https" ? "https" : "http"
    }

    /// This server's origin as the browser that sent `request` names it.
    func origin(_ request: Request) -> String? {
        request.head.authority.map { Self.withoutDefaultPort(scheme(request) + "://" + $0.lowercased()) }
    }

    /// `http://host:80` is `http://host` (a browser's `Origin` leaves the default port out; a `Host` may not).
    static func withoutDefaultPort(_ origin: String) -> String {
        for (scheme, port) in [("http://", ":80"), ("https://", ":443")] where origin.hasPrefix(scheme) && origin.hasSuffix(port) {
            return String(origin.dropLast(port.count))
        }
        return origin
    }

    /// Throws ``SyncFailure/forbidden(_:)`` with the reason when the request did not come from this server's page.
    func require(_ request: Request) throws {
        if let refusal = refusal(request) { throw SyncFailure.forbidden(refusal) }
    }

    func refusal(_ request: Request) -> String? {
        let site = request.headers[Self.fetchSite]?.lowercased()
        let origin = request.headers[.origin]
        let isGet = request.method == .get || request.method == .head
        if let site, site != "same-origin", !(site == "none" && isGet) {
            return "this request came from another site (Sec-Fetch-Site: \(Self.quoted(site))); open the app from this server's own address"
        }
        if let origin, Self.withoutDefaultPort(origin.lowercased()) != self.origin(request) {
            return "this request came from another site (Origin: \(Self.quoted(origin))); open the app from this server's own address"
        }
        if !isGet, origin == nil, site != "same-origin" {
            return "a request signed in by the app's cookie must say where it comes from (Origin or Sec-Fetch-Site), as a browser does; "
                + "a program sends 'Authorization: Bearer TOKEN' instead"
        }
        return nil
    }

    /// A header's value as it may be shown back: printable ASCII, at most 100 characters.
    static func quoted(_ value: String) -> String {
        String(value.unicodeScalars.prefix(100).map { $0.isASCII && $0.value >= 32 && $0.value < 127 ? Character($0) : "?" })
    }
}

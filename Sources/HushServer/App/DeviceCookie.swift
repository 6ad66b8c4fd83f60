import Foundation
import Hummingbird

/// The phone app's sign-in: the device token in a cookie the page's script never sees (`HttpOnly`), sent
/// by the browser only to this site (`SameSite=Strict`), over HTTPS only when the server has TLS (`Secure`).
/// A request carrying it is held to ``OriginCheck`` before the token is looked up.
///
/// ```swift
/// response.headers[.setCookie] = DeviceCookie.set(token, secure: true)
/// // "hush_device=…; Max-Age=34560000; Path=/; HttpOnly; SameSite=Strict; Secure"
/// DeviceCookie.token(in: request)   // the token, or nil when the request has no such cookie
/// ```
enum DeviceCookie {
    static let name = "hush_device"
    /// 400 days: the most a browser keeps a cookie (Chrome caps `Max-Age` there). A phone signed in stays
    /// signed in; signing out or `revoke device` on a terminal ends the token itself, whatever the cookie.
    static let maxAge = 400 * 86_400

    static func set(_ token: String, secure: Bool) -> String {
        "\(name)=\(token); Max-Age=\(maxAge); Path=/; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }

    /// Tells the browser to forget the cookie (signing out).
    static func cleared(secure: Bool) -> String {
        "\(name)=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }

    /// The token the request's cookie holds; nil without one, or with an empty one (a cleared cookie).
    static func token(in request: Request) -> String? {
        guard let value = request.cookies[name]?.value, !value.isEmpty else { return nil }
        return value
    }
}

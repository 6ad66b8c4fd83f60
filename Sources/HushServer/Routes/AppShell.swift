import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The phone app's files as `hush serve` sends them: the shell (`/app`, `/app/`, and `/app/link`, where a
/// device link lands), its script, style, web manifest, service worker and icon. They are compiled into
/// the program (``embedded``, written by the EmbedAppShell build plugin from `Sources/HushServer/PhoneApp`), so
/// the page always matches the server that answers it and nothing is looked for at run time.
///
/// ```swift
/// let script = AppShell.files["app.js"]!     // its bytes, type and ETag
/// AppShell.response(for: script, request: request).headers[.contentSecurityPolicy]   // AppShell.policy
/// ```
enum AppShell {
    /// One file: its bytes, `Content-Type`, and an ETag from its SHA-256 (so a phone revalidating gets 304).
    struct File: Sendable {
        var name: String
        var bytes: ByteBuffer
        var contentType: String
        var etag: String
    }

    /// The file served for the shell's addresses.
    static let shellName = "index.html"
    /// The addresses that answer the shell: `/app` (the router answers `/app/` there too: one route, or
    /// it stops at start with "GET already has a handler") and the device link's landing.
    static let shellPaths = ["/app", "/app/link"]

    /// Only this server's own files, no inline script or style (so no injected markup can run), no
    /// `eval`, no framing, and no form or connection anywhere else.
    static let policy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        + "manifest-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    static let files: [String: File] = {
        var files: [String: File] = [:]
        for (name, base64) in embedded {
            // The plugin wrote this base64 from the files' bytes; it cannot fail to decode.
            let bytes = Data(base64Encoded: base64) ?? Data()
            let digest = SHA256.hash(data: bytes).prefix(16).map { String(format: "%02x", $0) }.joined()
            files[name] = File(name: name, bytes: ByteBuffer(bytes: bytes), contentType: contentType(of: name), etag: "\"\(digest)\"")
        }
        return files
    }()

    static func contentType(of name: String) -> String {
        switch name.split(separator: ".").last ?? "" {
        case "html": "text/html; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "webmanifest": "application/manifest+json"
        case "svg": "image/svg+xml"
        default: "application/octet-stream"
        }
    }

    /// The file with the page's headers; 304 with no body when the phone already holds this version.
    static func response(for file: File, request: Request) -> Response {
        var headers: HTTPFields = [
            .contentType: file.contentType,
            .contentSecurityPolicy: policy,
            HTTPField.Name("X-Content-Type-Options")!: "nosniff",
            HTTPField.Name("Referrer-Policy")!: "no-referrer",
            HTTPField.Name("X-Frame-Options")!: "DENY",
            // Always asked again (the ETag makes that a 304), so a new install reaches phones at once;
            // offline, the service worker answers from its own cache instead.
            .cacheControl: "no-cache",
            .eTag: file.etag,
        ]
        if let held = request.headers[.ifNoneMatch], held.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == file.etag }) {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        if request.method == .head {
            // What a GET would send, without its body: a link checker or a proxy asking if the app is there.
            headers[.contentLength] = String(file.bytes.readableBytes)
            return Response(status: .ok, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: file.bytes))
    }
}

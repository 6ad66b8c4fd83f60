import Hummingbird

/// The phone app's static files (``AppShell``): the shell at `/app`, `/app/` and `/app/link` (a device
/// link's landing, its code after `#`), every other file at `/app/NAME`. No sign-in: the files hold
/// nothing of anyone's; what the page shows comes from the authenticated `/v1` and `/app` requests.
///
/// ```
/// GET /app, /app/, /app/link      → the shell (text/html)
/// GET /app/app.js, /app/app.css, /app/manifest.webmanifest, /app/sw.js, /app/icon.svg
/// HEAD on each of them: the same headers, no body
/// ```
extension SyncRouter {
    static func addAppShell(_ router: Router<SyncRequestContext>) {
        guard let shell = AppShell.files[AppShell.shellName] else { return }
        for path in AppShell.shellPaths {
            router.get(RouterPath(path)) { request, _ in AppShell.response(for: shell, request: request) }
            router.head(RouterPath(path)) { request, _ in AppShell.response(for: shell, request: request) }
        }
        // One address per file: the shell is not also /app/index.html.
        for file in AppShell.files.values where file.name != AppShell.shellName {
            router.get(RouterPath("/app/\(file.name)")) { request, _ in AppShell.response(for: file, request: request) }
            router.head(RouterPath("/app/\(file.name)")) { request, _ in AppShell.response(for: file, request: request) }
        }
    }
}

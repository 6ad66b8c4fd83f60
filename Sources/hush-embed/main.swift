import Foundation

// hush-embed OUTPUT FILE...: writes OUTPUT, a Swift source holding each FILE's bytes as base64, by its
// name, as `AppShell.embedded` (the phone app's files, read by HushServer's `AppShell`). Run by the
// EmbedAppShell build plugin, not by people.

/// Standard error, then exit 1: the build stops with the reason.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("hush-embed: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first, arguments.count > 1 else { fail("usage: hush-embed OUTPUT FILE...") }

var source = """
// Generated at build time by hush-embed (Plugins/EmbedAppShell) from Sources/HushServer/PhoneApp:
// edit those files, not this one.

extension AppShell {
    /// Every file of the phone app, by name, its bytes in base64.
    static let embedded: [(name: String, base64: String)] = [

"""
// A name becomes a route (/app/NAME) and a Swift string: only plain characters, so neither needs escaping.
let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
for path in arguments.dropFirst() {
    let name = URL(fileURLWithPath: path).lastPathComponent
    guard !name.isEmpty, name.allSatisfy(allowed.contains) else {
        fail("\(path): a file name of letters, digits, '.', '_' and '-' only (it becomes the address /app/NAME)")
    }
    guard let bytes = FileManager.default.contents(atPath: path) else { fail("\(path) cannot be read") }
    source += "        (\"\(name)\", \"\(bytes.base64EncodedString())\"),\n"
}
source += "    ]\n}\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    fail("cannot write \(output): \(error)")
}

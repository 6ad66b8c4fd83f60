import Foundation

/// The network half of hush: `hush serve`, each HTTP exchange of a sync on `hush`'s behalf, and `add
/// device`'s QR code. One program holds both halves, installed as `hush` and as `hush-net` (a link to it);
/// called by the second name it is this. One file, because a second static program would carry its own
/// Swift runtime, Foundation and ICU's data (docs/performance.md, Size).
///
/// ```swift
/// exit(NetworkProgram.run(["serve", "--port", "8080"]))
/// ```
public enum NetworkProgram {
    /// Whether a program run as `argument0` is the network half (called `hush-net`, by any path).
    public static func isCalled(_ argument0: String) -> Bool {
        argument0 == "hush-net" || argument0.hasSuffix("/hush-net")
    }

    /// Runs `hush-net ARGUMENTS` and returns its exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case "serve": ServeCommand.run(Array(arguments.dropFirst()))
        case "qr": QRCommand.run(Array(arguments.dropFirst()))
        default: HTTPBridge.run(arguments)
        }
    }
}

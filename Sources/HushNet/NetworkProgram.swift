import Foundation

/// The network half of hush: `hush serve`, each HTTP exchange of a sync on `hush`'s behalf, and `add
/// device`'s QR code. The program `hush-net`, installed beside `hush`: it links all of Foundation and the
/// network stack, which `hush` (FoundationEssentials alone) leaves out (docs/guide-sync.md, Two programs).
///
/// ```swift
/// exit(NetworkProgram.run(["serve", "--port", "8080"]))
/// ```
public enum NetworkProgram {
    /// Runs `hush-net ARGUMENTS` and returns its exit status.
    public static func run(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case "serve": ServeCommand.run(Array(arguments.dropFirst()))
        case "qr": QRCommand.run(Array(arguments.dropFirst()))
        default: HTTPBridge.run(arguments)
        }
    }
}

import FoundationEssentials

/// Somewhere `export csv --copy` puts its text: the session is given one by the program that has a
/// clipboard (the `hush` executable's is the system's tools); a server's sessions have none.
///
/// ```swift
/// session.clipboard = SystemClipboard()
/// let tool = try session.clipboard?.copy(csv)   // "xclip"
/// ```
public protocol ClipboardWriter {
    /// Copies `text` and returns the name of what took it (`xclip`), for the confirmation.
    func copy(_ text: String) throws -> String
}

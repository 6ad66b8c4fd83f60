import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import HushDomain
import HushKit

/// The session's clipboard in the `hush` program: the system's tools, chosen by this process's environment
/// at the moment of copying.
///
/// ```swift
/// session.clipboard = SystemClipboard()
/// ```
struct SystemClipboard: ClipboardWriter {
    func copy(_ text: String) throws -> String {
        try Clipboard.copy(text, environment: ProcessEnvironment.variables)
    }
}

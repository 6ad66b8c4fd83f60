#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The account the program runs as, from the password database: for when `HOME` or `USER` is unset,
/// as Foundation's `NSHomeDirectory` and `NSUserName` fell back (neither is in FoundationEssentials).
/// `/etc/passwd` is read first (``PasswordEntry``); an account it does not name (one from a directory
/// service, say) is asked of the C library.
///
/// ```swift
/// UserAccount.home()   // "/home/gavin"
/// UserAccount.name()   // "gavin"
/// ```
public enum UserAccount {
    /// The account's home folder; "/" when it has no entry.
    public static func home() -> String {
        if let entry = fileEntry(), !entry.home.isEmpty { return entry.home }
        guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return "/" }
        return String(cString: folder)
    }

    /// The account's login name; empty when it has no entry.
    public static func name() -> String {
        if let entry = fileEntry() { return entry.name }
        guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return "" }
        return String(cString: name)
    }

    /// The largest password file read by hand; a larger one is left to the C library.
    static let fileLimit = 1 << 20

    private static func fileEntry() -> PasswordEntry? {
        guard let bytes = passwordFile() else { return nil }
        return PasswordEntry.find(uid: UInt32(getuid()), in: bytes)
    }

    private static func passwordFile() -> [UInt8]? {
        let file = open("/etc/passwd", O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { return bytes }
            bytes += chunk[0..<got]
            guard bytes.count <= fileLimit else { return nil }
        }
    }
}

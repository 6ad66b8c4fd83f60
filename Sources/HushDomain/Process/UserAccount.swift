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
        guard let bytes = SmallFile.bytes(atPath: "/etc/passwd", limit: fileLimit) else { return nil }
        return PasswordEntry.find(uid: UInt32(getuid()), in: bytes)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The account the program runs as, from the password database: for when `HOME` or `USER` is unset,
/// as Foundation's `NSHomeDirectory` and `NSUserName` fell back (neither is in FoundationEssentials).
///
/// ```swift
/// UserAccount.home()   // "/home/gavin"
/// UserAccount.name()   // "gavin"
/// ```
public enum UserAccount {
    /// The account's home folder; "/" when it has no entry.
    public static func home() -> String {
        guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return "/" }
        return String(cString: folder)
    }

    /// The account's login name; empty when it has no entry.
    public static func name() -> String {
        guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return "" }
        return String(cString: name)
    }
}

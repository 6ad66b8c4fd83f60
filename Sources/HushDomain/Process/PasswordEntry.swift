/// One account's line of `/etc/passwd`: `name:password:uid:gid:gecos:home:shell`.
///
/// Read by hand because the C library's `getpwuid` first sets up its name services (it reads
/// `/etc/nsswitch.conf` and tries the `nscd` daemon's socket twice): 0.07–0.17 ms of a command's start
/// here, where reading the file costs about 0.04 ms. The C library's answer is still asked for whenever
/// the file does not name the account (``UserAccount``).
///
/// ```swift
/// let text = Array("root:x:0:0:root:/root:/bin/bash\ngavin:x:1000:1000::/home/gavin:/bin/sh\n".utf8)
/// PasswordEntry.find(uid: 1000, in: text)?.home   // "/home/gavin"
/// PasswordEntry.find(uid: 7, in: text)            // nil
/// ```
public struct PasswordEntry: Equatable, Sendable {
    public var name: String
    public var uid: UInt32
    public var home: String

    /// The first line naming `uid`, as the C library's file lookup takes the first. Comments, lines of
    /// the old NIS forms (`+name`, `-name`, a bare `+`) and lines with too few fields or an unreadable uid
    /// are passed over, never guessed at.
    public static func find(uid: UInt32, in bytes: [UInt8]) -> PasswordEntry? {
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            if let entry = parse(bytes[start..<end]), entry.uid == uid { return entry }
            start = end + 1
        }
        return nil
    }

    /// One line, without its newline; nil when it is not an account's line.
    static func parse(_ whole: ArraySlice<UInt8>) -> PasswordEntry? {
        // Leading blanks are skipped, and a line that then starts with `#` is a comment, as glibc reads it.
        let line = whole.drop(while: { $0 == 0x20 || $0 == 0x09 })
        guard let first = line.first, first != 0x2B, first != 0x2D, first != 0x23 else { return nil }
        let fields = line.split(separator: 0x3A, omittingEmptySubsequences: false)
        guard fields.count >= 7, !fields[0].isEmpty, let uid = number(fields[2]) else { return nil }
        return PasswordEntry(name: String(decoding: fields[0], as: UTF8.self), uid: uid, home: String(decoding: fields[5], as: UTF8.self))
    }

    /// Decimal digits only, at most `UInt32.max`; nil for anything else (never traps).
    static func number(_ digits: ArraySlice<UInt8>) -> UInt32? {
        guard !digits.isEmpty, digits.count <= 10 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            guard digit >= 0x30, digit <= 0x39 else { return nil }
            value = value * 10 + UInt64(digit - 0x30)
        }
        return value <= UInt64(UInt32.max) ? UInt32(value) : nil
    }
}

import Foundation

/// The machine's time zone, as the link `/etc/localtime` names it ("…/zoneinfo/America/New_York").
/// Foundation's `TimeZone.current` reads the same link, but first builds the process's whole
/// environment to look for `TZ` (which a command has already looked at): about 2% of a one-shot
/// command's processor time. Anything but a link into a zone database Foundation knows (a copied
/// file, a missing link, a name it refuses) is left to `TimeZone.current`.
///
/// ```swift
/// let zone = SystemTimeZone.current()          // TZ unset: the system's zone
/// ```
public enum SystemTimeZone {
    /// The zone `TZ` names, without the leading `:` the C library allows; nil when `TZ` is unset or
    /// empty. A path (":/etc/localtime") comes back as it is, and names no zone `TimeZone` knows.
    public static func requested(_ environment: [String: String]) -> String? {
        guard let value = environment["TZ"] else { return nil }
        let name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        return name.isEmpty ? nil : name
    }

    /// `link`: where the system's zone is named; a parameter so tests can point it elsewhere.
    public static func current(link: String = "/etc/localtime") -> TimeZone {
        identifier(link: link).flatMap { TimeZone(identifier: $0) } ?? TimeZone.current
    }

    /// The zone's name after the last `zoneinfo/` in the link's target; nil when the path is no link or
    /// names no zone there.
    public static func identifier(link: String) -> String? {
        var target = [UInt8](repeating: 0, count: 1024)
        let count = target.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { readlink(link, $0, buffer.count) }
        }
        guard count > 0, count < target.count else { return nil }
        let marker = Array("zoneinfo/".utf8)
        var start: Int?
        var index = 0
        while index + marker.count <= count {
            if target[index..<index + marker.count].elementsEqual(marker) { start = index + marker.count }
            index += 1
        }
        guard let start, start < count else { return nil }
        return String(decoding: target[start..<count], as: UTF8.self)
    }
}

import FoundationEssentials
import Glibc

/// The machine's time zone, as the link `/etc/localtime` names it ("…/zoneinfo/America/New_York"), or
/// as `/etc/timezone` names it where `/etc/localtime` is a copy (Debian writes both). A machine with
/// neither is on UTC, as the C library takes it to be.
///
/// ```swift
/// let zone = SystemTimeZone.current()          // TZ unset: the system's zone
/// ```
public enum SystemTimeZone {
    /// The zone `TZ` names, without the leading `:` the C library allows; nil when `TZ` is unset or
    /// empty. A path (":/etc/localtime") comes back as it is, and names no zone.
    public static func requested(_ environment: [String: String]) -> String? {
        requested(tz: environment["TZ"])
    }

    /// The same, from `TZ`'s value alone (nil when it is unset), for a caller that reads one variable.
    public static func requested(tz value: String?) -> String? {
        guard let value else { return nil }
        let name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        return name.isEmpty ? nil : name
    }

    /// `link` and `nameFile`: where the system's zone is named; parameters so tests can point them elsewhere.
    public static func current(link: String = "/etc/localtime", nameFile: String = "/etc/timezone") -> ZoneRules {
        if let name = identifier(link: link), let zone = ZoneRules.named(name) { return zone }
        if let bytes = FileManager.default.contents(atPath: nameFile), bytes.count < 256,
           let name = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).first,
           let zone = ZoneRules.named(String(name).trimming(.whitespaces)) {
            return zone
        }
        return ZoneRules.utc
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

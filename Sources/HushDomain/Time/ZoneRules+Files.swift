import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a zone's file in the tz database and reading it: one `open`, `fstat` and `read` per zone,
/// once per process.
extension ZoneRules {
    /// `TZDIR` when it is set and not empty (as the C library reads it), else `/usr/share/zoneinfo`.
    public static var defaultDirectory: String {
        if let value = getenv("TZDIR") {
            let directory = String(cString: value)
            if !directory.isEmpty { return directory }
        }
        return "/usr/share/zoneinfo"
    }

    /// The zone `identifier` names: "GMT", "UTC" and Foundation's other fixed-offset spellings
    /// ("GMT+1", "UTC-05:30") as Foundation reads them, else the TZif file at `directory/identifier`.
    /// Nil for a name that could reach outside the directory (empty, absolute, with a `..`, `.` or
    /// empty component, or a NUL), and for a file that is missing or not a well-formed TZif file.
    public init?(identifier: String, directory: String = ZoneRules.defaultDirectory) {
        guard Self.isZoneName(identifier) else { return nil }
        if let offset = GMTOffsetName.offset(parsing: identifier), let zone = Self.fixed(secondsFromGMT: offset) {
            // Foundation names UTC "GMT" too; its abbreviation stays the database's.
            let abbreviation = identifier == "UTC" ? "UTC" : zone.typeAbbreviations[0]
            self.init(identifier: zone.identifier, transitionTimes: [], transitionTypes: [],
                      typeOffsets: zone.typeOffsets, typeAbbreviations: [abbreviation], footer: nil)
            return
        }
        guard let bytes = Self.zoneFile(atPath: directory + "/" + identifier) else { return nil }
        self.init(tzif: bytes, identifier: identifier)
    }

    /// A relative path of plain components, no longer than any zone's name could be.
    static func isZoneName(_ identifier: String) -> Bool {
        let bytes = identifier.utf8
        guard !bytes.isEmpty, bytes.count <= 1024, bytes.first != UInt8(ascii: "/"), !bytes.contains(0) else { return false }
        return !identifier.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// The zone file at `path` (``SmallFile``), or nil when it is missing, not a regular file, or larger
    /// than any zone file.
    static func zoneFile(atPath path: String) -> [UInt8]? {
        SmallFile.bytes(atPath: path, limit: maximumFileSize)
    }

    static func isRegularFile(_ mode: mode_t) -> Bool { SmallFile.isRegularFile(mode) }

    static func isDirectory(_ mode: mode_t) -> Bool { mode & mode_t(S_IFMT) == mode_t(S_IFDIR) }
}

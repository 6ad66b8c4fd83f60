import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of the zones a tz database holds, for suggesting a spelling after a misspelled zone.
/// Every file is read and parsed, so it is slow (a few hundred files); nothing else needs it.
extension ZoneRules {
    /// The database's copies of itself in other clocks (`posix/`, `right/`) and the names that are
    /// no zone of their own: the POSIX default rule and a link to this machine's zone.
    private static let skippedTopLevelNames: Set<String> = ["posix", "right", "posixrules", "localtime"]

    /// Sorted names of the TZif files under `directory` ("America/New_York", "UTC", "Etc/GMT+5"),
    /// following links but never into a directory twice; tables and other files are left out.
    public static func knownIdentifiers(directory: String = ZoneRules.defaultDirectory) -> [String] {
        var names: [String] = []
        var visited: Set<[UInt64]> = []
        var status = stat()
        guard stat(directory, &status) == 0, isDirectory(status.st_mode) else { return [] }
        visited.insert(fileIdentity(status))
        collectZones(in: directory, prefix: "", visited: &visited, into: &names)
        return names.sorted()
    }

    private static func collectZones(in path: String, prefix: String, visited: inout Set<[UInt64]>, into names: inout [String]) {
        // Zones are two or three levels down ("America/Argentina/Buenos_Aires"); a deeper tree is a loop
        // the inode check could not see (another file system) or no tz database.
        guard prefix.utf8.count(where: { $0 == UInt8(ascii: "/") }) < 8, let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != "..", !(prefix.isEmpty && skippedTopLevelNames.contains(name)) else { continue }
            let childPath = path + "/" + name
            let identifier = prefix.isEmpty ? name : prefix + "/" + name
            var status = stat()
            // stat follows links; a broken one or a link loop fails here and is skipped.
            guard stat(childPath, &status) == 0 else { continue }
            if isDirectory(status.st_mode) {
                guard visited.insert(fileIdentity(status)).inserted else { continue }
                collectZones(in: childPath, prefix: identifier, visited: &visited, into: &names)
            } else if isRegularFile(status.st_mode), let bytes = zoneFile(atPath: childPath),
                      ZoneRules(tzif: bytes, identifier: identifier) != nil {
                names.append(identifier)
            }
        }
    }

    /// Device and inode: what a directory is, whatever path or link reached it.
    private static func fileIdentity(_ status: stat) -> [UInt64] {
        [UInt64(truncatingIfNeeded: status.st_dev), UInt64(truncatingIfNeeded: status.st_ino)]
    }
}

import FoundationEssentials
import HushServices
import HushStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a file named for `import`, checked before any is read: a regular file (a device or a
/// pipe, such as `/dev/zero`, never ends) of at most ``mostBytes``. A family's whole export is tens of
/// megabytes after years, so anything past a gigabyte is the wrong file, and reading it whole would take
/// the machine's memory first.
///
/// ```swift
/// let data = try ImportFileBytes.read("eddie.json")   // ImportError.unreadable("eddie.json is a folder, …")
/// ```
enum ImportFileBytes {
    static let mostBytes = 1 << 30

    static func read(_ path: String) throws -> Data {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw ImportError.unreadable("no file at \(path)") }
            throw ImportError.unreadable("\(path): \(String(cString: strerror(errno)))")
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            throw ImportError.unreadable("\(path) is \(type == S_IFDIR ? "a folder" : "not a regular file"); name the exported file")
        }
        guard Int(info.st_size) <= mostBytes else {
            let gigabytes = Double(info.st_size) / Double(mostBytes)
            throw ImportError.unreadable("\(path) holds \(gigabytes < 10 ? "\((gigabytes * 10).rounded() / 10)" : "\(Int(gigabytes))") GB; "
                                         + "Hush imports files of up to 1 GB (years of a family's history are far less)")
        }
        do {
            // Bounded again as it is read: the file may grow after it was measured.
            let data = try DurableFile.read(path, from: 0, upTo: mostBytes + 1)
            guard data.count <= mostBytes else { throw ImportError.unreadable("\(path) grew past 1 GB while it was read") }
            return data
        } catch let error as StoreError {
            throw ImportError.unreadable(error.message)
        }
    }
}

import Foundation

/// The binaries under test, found beside the benchmark's own executable: `swift build -c release`
/// puts every product of the package in one folder, so no install or PATH is involved.
struct Products {
    let folder: String
    var hush: String { folder + "/hush" }
    var trivial: String { folder + "/hush-trivial" }
    /// A static program that prints the time in a zone, linked as `hush` is: the floor a one-shot command is honestly
    /// compared with. `make bench` builds it; without it the table has no floor column.
    var floor: String? {
        let path = folder + "/hush-floor"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The floor on FoundationEssentials alone (`hush-floor-essentials`), printed beside the other.
    var essentialsFloor: String? {
        let path = folder + "/hush-floor-essentials"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Fails with a hint when a binary is missing, since a stale or absent build is the usual cause.
    static func beside(_ executable: String) throws -> Products {
        let products = Products(folder: (executable as NSString).deletingLastPathComponent)
        for binary in [products.hush, products.trivial] where !FileManager.default.isExecutableFile(atPath: binary) {
            throw BenchFailure("\(binary) is missing; build it first: swift build -c release --product "
                + (binary as NSString).lastPathComponent)
        }
        return products
    }

    /// Asks the kernel to drop every program's cached pages (after writing back any it still holds), so the
    /// warm-up passes read each from disk alike. A program linked a moment ago was held as it was written, in
    /// larger pieces, and took 30–40 fewer page faults a run than one read back from disk: enough to move a
    /// ratio to the floor by a tenth, by whichever was linked last. (Linux only: elsewhere nothing is dropped.)
    func evictFromPageCache() {
        #if canImport(Glibc)
        sync()
        for path in [hush, trivial] + [floor, essentialsFloor].compactMap({ $0 }) {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
            close(descriptor)
        }
        #endif
    }

    /// This process's executable: /proc/self/exe where it exists, which also resolves symlinks,
    /// else the first argument made absolute.
    static func ownExecutable() -> String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        let first = CommandLine.arguments[0]
        if first.hasPrefix("/") { return first }
        if first.contains("/") { return FileManager.default.currentDirectoryPath + "/" + first }
        return Bundle.main.executablePath ?? first
    }
}

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

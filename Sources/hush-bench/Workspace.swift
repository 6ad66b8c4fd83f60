import Foundation

/// The benchmark's scratch folder: scripts, the pristine store, the per-run copies and captured errors.
///
/// The store built from the history stays pristine; the timed runs work on a copy of it.
struct Workspace {
    let root: String
    var pristineStore: String { root + "/store" }
    var workingStore: String { root + "/working-store" }
    var historyScript: String { root + "/history.hush" }
    var keyboardScript: String { root + "/keyboard.hush" }
    /// The history's first week, and the store it builds: the reference the long history's rows are held to.
    var weekScript: String { root + "/week.hush" }
    var weekStore: String { root + "/week-store" }
    var errors: String { root + "/stderr.txt" }

    /// Creates a uniquely named folder under the system's temporary directory.
    init() throws {
        var template = Array((NSTemporaryDirectory() + "/hush-bench-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw BenchFailure("cannot create a temporary folder: \(String(cString: strerror(errno)))")
        }
        root = (String(cString: made) as NSString).standardizingPath
    }

    /// Replaces the working store with a copy of the pristine one.
    func copyPristineStore() throws {
        let files = FileManager.default
        if files.fileExists(atPath: workingStore) { try files.removeItem(atPath: workingStore) }
        try files.copyItem(atPath: pristineStore, toPath: workingStore)
    }

    /// The total size of the files under `path`, to show how big the store under test is.
    func bytes(under path: String) -> Int {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return 0 }
        var total = 0
        while let name = walker.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path + "/" + name)
            if attributes?[.type] as? FileAttributeType == .typeRegular {
                total += (attributes?[.size] as? Int) ?? 0
            }
        }
        return total
    }

    /// What the last child wrote to standard error.
    func lastErrors() -> String {
        (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

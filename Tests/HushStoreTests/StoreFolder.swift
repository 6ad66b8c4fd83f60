import Foundation
@testable import HushStore

/// A store's folder of its own under the temporary directory, and commands on it one at a time, each on a
/// store opened afresh, as each `hush` run opens it.
///
/// ```swift
/// let store = try StoreFolder("undo")
/// try store.command { try $0.commit(action: .do, summary: "pee", changes: [change], at: now, by: "test") }
/// store.remove()
/// ```
struct StoreFolder {
    /// The folder the store is made in, for copies beside it.
    let folder: URL
    var directory: String { folder.appendingPathComponent("store").path }

    init(_ name: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hush-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// One command: the store opened, `body` run, and everything written and the lock released.
    func command<T>(_ body: (JournalStore) throws -> T) throws -> T {
        let store = JournalStore(directory: directory)
        try store.begin()
        let result = try body(store)
        try store.end()
        return result
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

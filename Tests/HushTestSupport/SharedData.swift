import Foundation

/// Where `../shared` is for in-process tests: the real exports (`data/`) and corpora kept beside the
/// repository. It is absent on most machines, so the tests that read it skip with a message.
///
/// ```swift
/// let text = try? String(contentsOf: SharedData.data.appendingPathComponent("huckleberry-export-b.csv"), encoding: .utf8)
/// ```
package enum SharedData {
    /// `../shared`, beside the repository.
    package static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared")
    }

    /// `../shared/data`: the real exports.
    package static var data: URL { folder.appendingPathComponent("data") }
}

import Foundation
import HushDomain

/// Finds a data file that ships with hush: beside the executable, where SwiftPM puts a target's
/// resources (and where tests run), then in `../share/hush`, where `make install` puts them.
///
/// ```swift
/// BundledResource.paths(for: "routines.json", override: "HUSH_CATALOG")
/// // ["/usr/local/bin/Hush_HushKit.resources/routines.json", "/usr/local/bin/../share/hush/routines.json"]
/// ```
public enum BundledResource {
    /// Where to look for `name`, in order; an environment variable named by `override` replaces the search.
    public static func paths(for name: String, override: String? = nil) -> [String] {
        if let override, let named = ProcessEnvironment.value(override), !named.isEmpty { return [named] }
        var folders: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            folders.append(executable.deletingLastPathComponent().path)
        }
        folders.append(Bundle.main.bundleURL.path)
        return folders.flatMap { [$0 + "/Hush_HushKit.resources/" + name, $0 + "/../share/hush/" + name] }
    }

    /// The first of ``paths(for:override:)`` that can be read.
    public static func contents(of name: String, override: String? = nil) -> Data? {
        for path in paths(for: name, override: override) {
            if let data = FileManager.default.contents(atPath: path) { return data }
        }
        return nil
    }
}

import FoundationEssentials
import HushDomain

/// Finds a data file that ships with hush: beside the executable, where SwiftPM puts a target's
/// resources (and where tests run), then in `../share/hush`, where `make install` puts them.
///
/// ```swift
/// BundledResource.paths(for: "routines.json", override: "HUSH_CATALOG")
/// // ["/usr/local/bin/Hush_HushResources.resources/routines.json", "/usr/local/bin/../share/hush/routines.json"]
/// ```
public enum BundledResource {
    /// Where to look for `name`, in order; an environment variable named by `override` replaces the search.
    public static func paths(for name: String, override: String? = nil) -> [String] {
        if let override, let named = ProcessEnvironment.value(override), !named.isEmpty { return [named] }
        // The program's own file (a link to it resolved, as the kernel knows it), then the folder it was
        // run from by name, which differs when `hush` is a link into the folder that holds it.
        var folders: [String] = []
        if let executable = OwnExecutable.path() { folders.append(PathText.folder(of: executable)) }
        if let called = CommandLine.arguments.first, called.contains("/") {
            let folder = PathText.folder(of: called)
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders.flatMap { [$0 + "/Hush_HushResources.resources/" + name, $0 + "/../share/hush/" + name] }
    }

    /// The first of ``paths(for:override:)`` that can be read.
    public static func contents(of name: String, override: String? = nil) -> Data? {
        for path in paths(for: name, override: override) {
            if let data = FileManager.default.contents(atPath: path) { return data }
        }
        return nil
    }
}

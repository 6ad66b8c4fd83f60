import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore

/// The built-in celebrity routines (Better Morning 5), read from the `routines.json` resource: data, not
/// code, so the catalog changes without touching the program.
///
/// ```swift
/// let catalog = try RoutineCatalog.builtIn()
/// catalog.entries.first?.name   // "Oprah Winfrey"
/// ```
public struct RoutineCatalog: Sendable {
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var name: String
        public var bio: String
        public var tasks: [RoutineTask]
    }

    public static let format = "hush-routine-catalog"
    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// Reads and checks the catalog file's bytes.
    public init(data: Data) throws {
        guard let json = try? JSONValue.parse(data), json["format"]?.string == Self.format,
              let items = json["routines"]?.array else { throw RoutineCatalogError.malformed("not a routine catalog") }
        entries = try items.map { item in
            guard let key = item["key"]?.string, let name = item["name"]?.string, let bio = item["bio"]?.string,
                  let tasks = try? RoutineRecords.tasks(item["tasks"]) else {
                throw RoutineCatalogError.malformed("an entry lacks key, name, bio or tasks")
            }
            guard !tasks.isEmpty, tasks.count <= RoutineLimits.maximumTasks,
                  tasks.allSatisfy({ $0.minutes % RoutineLimits.timeStep == 0 }), tasks == tasks.sorted() else {
                throw RoutineCatalogError.malformed("\(name): tasks must be 1 to 20, sorted, on 5-minute steps")
            }
            return Entry(key: key, name: name, bio: bio, tasks: tasks)
        }
    }

    /// The catalog that ships with hush. It is looked for beside the executable (where SwiftPM puts a
    /// target's resources, and where tests run) and then in `../share/hush` (where `make install` puts it);
    /// `HUSH_CATALOG` names another file.
    public static func builtIn() throws -> RoutineCatalog {
        for path in candidatePaths() {
            if let data = FileManager.default.contents(atPath: path) {
                return try RoutineCatalog(data: data)
            }
        }
        throw RoutineCatalogError.missing(candidatePaths())
    }

    static func candidatePaths() -> [String] { BundledResource.paths(for: "routines.json", override: "HUSH_CATALOG") }
}

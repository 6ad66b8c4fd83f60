import Foundation
import XCTest

/// `make install` from the release build, into a temporary prefix: the installed programs must run with
/// the operating system's own libraries alone (none from the Swift toolchain, which may be removed or
/// upgraded, or absent on the family's server), and the whole install must stay within 120 MB.
///
/// Needs a release build (`make release`; about fifteen minutes from scratch), which a test run does not
/// make: without one the test is skipped, and says so.
final class InstallTests: XCTestCase {
    /// What `make install` may put on disk, in MiB (as `du` and the README count them).
    static let sizeLimit = 120

    /// Libraries every Linux system has, and zlib. libedit is linked in from its static archive, and
    /// libqrencode (which the README's install instructions install) is opened only to draw a code. The C++
    /// runtime under Swift's (libstdc++, libgcc_s) is not among them: it is linked from GCC's static
    /// archives, so a command's start loads neither.
    static let systemLibraries: Set<String> = [
        "linux-vdso.so.1", "ld-linux-x86-64.so.2", "ld-linux-aarch64.so.1", "libc.so.6", "libm.so.6", "libpthread.so.0",
        "libdl.so.2", "librt.so.1", "libz.so.1",
    ]

    private var root: URL { HushProcess.projectRoot }

    func testTheInstalledProgramsNeedOnlyTheSystemsLibrariesAndFitIn120MB() throws {
        let release = root.appendingPathComponent(".build/release")
        guard FileManager.default.isExecutableFile(atPath: release.appendingPathComponent("hush").path),
              FileManager.default.isExecutableFile(atPath: release.appendingPathComponent("hush-net").path) else {
            throw XCTSkip("no release build in \(release.path): run `make release` first")
        }
        // A release build made by hand (`swift build -c release`) links the toolchain's runtime; only the
        // one `make release` makes (with --static-swift-stdlib, which its build plan records) is installed.
        let plan = (try? String(contentsOf: root.appendingPathComponent(".build/release.yaml"), encoding: .utf8)) ?? ""
        guard plan.contains("-static-stdlib") else {
            throw XCTSkip("the release build in \(release.path) was not made by `make release` (no --static-swift-stdlib): run `make release` first")
        }
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("hush-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let make = try run("/usr/bin/env", ["make", "-C", root.path, "install-files", "PREFIX=\(prefix.path)",
                                            "RELEASE_BIN=\(release.resolvingSymlinksInPath().path)"])
        XCTAssertEqual(make.status, 0, make.output)

        let bin = prefix.appendingPathComponent("bin")
        // Two programs: the one-shots' without ICU's data, the network half with it.
        let oneShot = try XCTUnwrap(FileManager.default.contents(atPath: bin.appendingPathComponent("hush").path))
        let network = try XCTUnwrap(FileManager.default.contents(atPath: bin.appendingPathComponent("hush-net").path))
        let icuData = Data("zoneinfo64".utf8)
        XCTAssertNil(oneShot.range(of: icuData), "hush carries ICU's data")
        XCTAssertNotNil(network.range(of: icuData), "hush-net was expected to carry ICU's data (is the check still right?)")
        for program in ["hush", "hush-net"] {
            let path = bin.appendingPathComponent(program).path
            let ldd = try run("/usr/bin/ldd", [path])
            XCTAssertEqual(ldd.status, 0, ldd.output)
            let libraries = Self.libraries(inLdd: ldd.output)
            XCTAssertGreaterThan(libraries.count, 2, "ldd was not read:\n\(ldd.output)")
            for (name, location) in libraries {
                XCTAssertTrue(Self.systemLibraries.contains(name), "\(program) needs \(name) (\(location)), not a system library:\n\(ldd.output)")
                XCTAssertTrue(location.isEmpty || ["/lib/", "/lib64/", "/usr/lib/"].contains { location.hasPrefix($0) },
                              "\(program) loads \(name) from \(location), outside the system's folders:\n\(ldd.output)")
            }
        }
        // Each runs as its half: hush answers, hush-net speaks for the network half.
        let version = try run(bin.appendingPathComponent("hush").path, ["--version"])
        XCTAssertEqual(version.status, 0, version.output)
        let usage = try run(bin.appendingPathComponent("hush-net").path, [])
        XCTAssertEqual(usage.status, 2, usage.output)
        XCTAssertTrue(usage.output.contains("usage: hush-net exchange"), usage.output)

        let du = try run("/usr/bin/du", ["-s", "-B", "1M", prefix.path])
        let megabytes = try XCTUnwrap(Int(du.output.prefix { $0.isNumber }), du.output)
        XCTAssertLessThanOrEqual(megabytes, Self.sizeLimit, "make install puts \(megabytes) MB on disk")
    }

    /// Each library `ldd` lists, by name, with the file it resolved to ("" for the vDSO and the loader
    /// named by its own path, "not found" when missing).
    static func libraries(inLdd output: String) -> [(name: String, location: String)] {
        output.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = words.first, !first.hasSuffix(":") else { return nil }
            if words.count >= 3, words[1] == "=>" {
                return ((first as NSString).lastPathComponent, words[2] == "not" ? "not found" : words[2])
            }
            return ((first as NSString).lastPathComponent, first.hasPrefix("/") ? first : "")
        }
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

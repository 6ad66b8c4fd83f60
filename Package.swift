// swift-tools-version:6.1
import PackageDescription

// The Swift driver exports every public symbol of an executable on Linux (54,000 of them in hush): the
// runtime looks itself up with dladdr at start-up, which walks them all (0.4 ms of every command), and
// nothing loads hush as a library. hush-floor is linked the same way, as the floor of a command should be.
let oneShotLinking = ["-Xlinker", "--no-export-dynamic"]

// The functions the one-shot commands run, laid out together instead of spread over hush's 35 MB of code
// (gold's --section-ordering-file, the linker the toolchain uses on Linux; names that no longer exist are
// skipped): 13% of `status`'s processor time (docs/performance.md). .ci/one-shot-functions writes the list.
let oneShotOrdering = ["-Xlinker", "--section-ordering-file=\(Context.packageDirectory)/.ci/one-shot-functions.txt"]

// The C++ runtime the Swift runtime stands on, from GCC's static archives: libstdc++ through the linker
// script in .ci/link (the toolchain's static-stdlib line names `-lstdc++` itself, and that directory is
// searched first), libgcc through `-static-libgcc`. A program linked so loads neither shared library, whose
// relocations cost every command about 0.3 ms (docs/performance.md). A build without `--static-swift-stdlib`
// (the tests') links the shared Swift runtime, which asks for libstdc++.so itself: this changes nothing there.
let staticRuntimeLinking: [LinkerSetting] = [
    .unsafeFlags(["-L\(Context.packageDirectory)/.ci/link", "-Xclang-linker", "-static-libgcc"], .when(platforms: [.linux]))
]

// libedit and the three libraries it needs, from the system's static archives (`-l:NAME.a`): four shared
// libraries fewer for every command to load, for the one mode (the terminal's) that edits a line.
let libeditLinking: [LinkerSetting] = [":libedit.a", ":libtinfo.a", ":libbsd.a", ":libmd.a"]
    .map { .linkedLibrary($0, .when(platforms: [.linux])) } + [.linkedLibrary("edit", .when(platforms: [.macOS]))]

// One library that does everything (HushKit), a thin executable over it (hush),
// the system libraries (libedit, zlib, libqrencode), and a benchmark driver that times whole processes.
let package = Package(
    name: "Hush",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "hush", targets: ["hush"]),
        .executable(name: "hush-net", targets: ["hush-net"]),
        .library(name: "HushKit", targets: ["HushKit"]),
    ],
    dependencies: [
        // The executable's option parsing.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Sync (README, Sync): the server's HTTP and server-sent events, its PostgreSQL backend, and the
        // client's HTTP. No default traits: Hummingbird's pull in swift-configuration, which Hush does not use.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0", traits: []),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // SHA-256 of device tokens (already built for postgres-nio).
        .package(url: "https://github.com/apple/swift-crypto", "3.9.0"..<"5.0.0"),
        // Certificates for `hush serve --tls-cert` (already built for the two above).
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    ],
    targets: [
        // libedit and libqrencode are declared without pkg-config, whose flags would link their shared
        // libraries: libedit (with libtinfo, libbsd and libmd under it) is linked from Debian's static
        // archives, and libqrencode is opened when a code is drawn. Loading those six shared libraries cost
        // every command about 0.5 ms of processor time before it ran a line (docs/performance.md).
        .systemLibrary(name: "CLibEdit", providers: [.apt(["libedit-dev"])]),
        // QR codes for `add device`'s link, drawn in the terminal by the network half (HushNet).
        .systemLibrary(name: "CLibQREncode", providers: [.apt(["libqrencode-dev"])]),
        // zlib: the store's daily snapshots are gzip'd (a journal compresses sixteen-fold).
        // libdeflate writes the store's gzip files (a journal's snapshot in a third of zlib's time, a little
        // smaller). zlib reads them (every member of a daily, which libdeflate's one-shot calls do not).
        // Both come from Debian's static archives, so no one-shot command loads them; the server's HTTP
        // client still loads the shared zlib for its own decompression.
        .systemLibrary(name: "CLibDeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // The celebrity routine catalog is data: a JSON resource, copied beside the binaries.
        // English words (SCOWL, via Debian's wamerican, with its licence) tell a typo from a real word.
        // The domain: events, babies, people, time and volumes. Every layer above stands on it.
        .target(name: "HushDomain"),
        // The language: tokens, phrases and commands with where each came from. Knows the domain, nothing above.
        .target(name: "HushLanguage", dependencies: ["HushDomain"]),
        // CRC-32C with the processor's instruction where it has one (the journal's checksum).
        .target(name: "CHardwareCRC"),
        // The server's tasks on NIO's event loops (SyncServer.runTasksOnEventLoops): the runtime's hook,
        // set from C, as NIO's dlsym cannot find it in a program with the runtime linked in.
        .target(name: "CTaskHook"),
        // The store: the journal, week partitions, snapshots and the device's sync records, on the domain only.
        .target(
            name: "HushStore", dependencies: ["HushDomain", "CZlib", "CLibDeflate", "CHardwareCRC"],
            linkerSettings: [
                .linkedLibrary(":libdeflate.a", .when(platforms: [.linux])), .linkedLibrary("deflate", .when(platforms: [.macOS])),
                .linkedLibrary(":libz.a", .when(platforms: [.linux])), .linkedLibrary("z", .when(platforms: [.macOS])),
            ]
        ),
        // The rules: logs, safety timers, predictions, trends, questions' answers, people, routines, importers.
        // Pure, with the clock given; they read the store and the language's commands, nothing above.
        .target(name: "HushServices", dependencies: ["HushDomain", "HushLanguage", "HushStore"]),
        // The answers: each view's text, JSON and speech, and the renderers that pick one. Knows the rules' results.
        .target(name: "HushRendering", dependencies: ["HushDomain", "HushLanguage", "HushStore", "HushServices"]),
        .target(name: "HushKit", dependencies: ["HushDomain", "HushLanguage", "HushStore", "HushServices", "HushRendering"]),
        // The data files, in a target of their own: SwiftPM's accessor for a target's resources imports all
        // of Foundation, and the one-shot program links FoundationEssentials only.
        .target(name: "HushResources",
                resources: [.copy("Resources/routines.json"), .copy("Resources/english-words.txt"),
                            .copy("Resources/english-words.LICENSE"),
                            .copy("Resources/chat-words.txt")]),
        // The family's shared server: HTTP routes, authorisation, and two storage backends behind one protocol.
        .target(
            name: "HushServer",
            dependencies: [
                "HushKit",
                "CTaskHook",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            // The phone app's files (PhoneApp: HTML, script, style, manifest, service worker, icon) are compiled into
            // hush-net by EmbedAppShell: the page and the server that answers it are always one version.
            exclude: ["PhoneApp"],
            plugins: ["EmbedAppShell"]
        ),
        // Writes the phone app's files into a Swift source as base64 (an array literal of 100 KB of bytes
        // took the compiler 15 s; one string, under a second).
        .executableTarget(name: "hush-embed"),
        .plugin(name: "EmbedAppShell", capability: .buildTool(), dependencies: ["hush-embed"]),
        // A device's side of sync: the HTTP client that pushes the outbox and pulls others' changes.
        .target(
            name: "HushSyncClient",
            dependencies: [
                "HushKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // The network half: `hush serve`, a sync's HTTP exchanges and `add device`'s QR code (libqrencode).
        .target(name: "HushNet", dependencies: ["HushDomain", "HushKit", "HushServer", "HushSyncClient", "CLibQREncode"]),
        // The one-shot program: everything but the network, on FoundationEssentials alone (no ICU, no NIO),
        // so a command starts with only what it uses (docs/performance.md).
        .executableTarget(
            name: "hush",
            dependencies: [
                "HushDomain",
                "HushKit",
                "CLibEdit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: libeditLinking + staticRuntimeLinking
                + [.unsafeFlags(oneShotLinking), .unsafeFlags(oneShotOrdering, .when(platforms: [.linux]))]
        ),
        // The network half, installed beside `hush`: `hush serve`, a sync's HTTP, QR codes. It carries the data
        // files too, so that a build of the programs puts them beside both (BundledResource).
        .executableTarget(name: "hush-net", dependencies: ["HushNet", "HushResources"], linkerSettings: staticRuntimeLinking),
        .executableTarget(name: "hush-bench", dependencies: ["HushKit"]),
        .executableTarget(name: "hush-trivial"),
        // The one-shot commands' floor: a static program that formats a date (the benchmark's last column).
        .executableTarget(name: "hush-floor", linkerSettings: staticRuntimeLinking + [.unsafeFlags(oneShotLinking)]),
        // The same on FoundationEssentials alone, as `hush` is linked: printed beside the floor, not judged.
        .executableTarget(name: "hush-floor-essentials", linkerSettings: staticRuntimeLinking + [.unsafeFlags(oneShotLinking)]),
        // The sync load test's driver: many simulated devices pushing to real servers over loopback.
        .executableTarget(
            name: "hush-load",
            dependencies: [
                "HushKit",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // A test target per module, each depending on its module and what its tests need (a test lives with
        // the highest layer it uses; docs/testing.md). What several share is HushTestSupport's.
        .target(name: "HushTestSupport", dependencies: ["HushDomain"], path: "Tests/HushTestSupport"),
        .testTarget(name: "HushDomainTests", dependencies: ["HushDomain", "HushTestSupport"]),
        .testTarget(name: "HushLanguageTests", dependencies: ["HushDomain", "HushLanguage", "HushTestSupport"]),
        .testTarget(name: "HushStoreTests", dependencies: ["HushDomain", "HushStore", "HushTestSupport"]),
        .testTarget(name: "HushServicesTests", dependencies: ["HushDomain", "HushLanguage", "HushStore", "HushServices", "HushTestSupport"]),
        .testTarget(name: "HushRenderingTests", dependencies: ["HushDomain", "HushLanguage", "HushStore", "HushServices", "HushRendering"]),
        .testTarget(name: "HushKitTests", dependencies: ["HushKit", "HushDomain", "HushLanguage", "HushStore", "HushServices", "HushRendering", "HushTestSupport"]),
        // The JSON fuzz test holds the server's request shape check to the parser.
        .testTarget(name: "HushServerTests", dependencies: ["HushDomain", "HushLanguage", "HushKit", "HushServer", "HushTestSupport", "CTaskHook",
                                                      .product(name: "PostgresNIO", package: "postgres-nio"),
                                                      .product(name: "NIOEmbedded", package: "swift-nio"),
                                                      .product(name: "NIOHTTP1", package: "swift-nio"),
                                                      .product(name: "NIOConcurrencyHelpers", package: "swift-nio")]),
        // The CLI tests also reach into the `hush` program for what only it holds (its clipboard).
        .testTarget(name: "HushCLITests", dependencies: ["HushKit", "HushLanguage", "HushDomain", "HushStore", "HushServices", "HushRendering", "hush"]),
    ],
    swiftLanguageModes: [.v6]
)

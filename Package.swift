// swift-tools-version:6.0
import PackageDescription

// One library that does everything (HushKit), a thin executable over it (hush),
// the system library for libedit, and a benchmark driver that times whole processes.
let package = Package(
    name: "Hush",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "hush", targets: ["hush"]),
        .library(name: "HushKit", targets: ["HushKit"]),
    ],
    dependencies: [
        // The only dependency: the executable's option parsing. Everything else is Foundation and libc.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The celebrity routine catalog is data (Better Morning 5): a JSON resource, copied beside the binaries.
        .target(name: "HushKit", resources: [.copy("Resources/routines.json")]),
        .executableTarget(
            name: "hush",
            dependencies: [
                "HushKit",
                "CLibEdit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "hush-bench", dependencies: ["HushKit"]),
        .executableTarget(name: "hush-trivial"),
        .testTarget(name: "HushKitTests", dependencies: ["HushKit"]),
        .testTarget(name: "HushCLITests", dependencies: ["HushKit"]),
    ],
    swiftLanguageModes: [.v6]
)

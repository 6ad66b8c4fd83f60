import Foundation
import PackagePlugin

/// Compiles the phone app's files (`Sources/HushServer/PhoneApp`) into HushServer: `hush-embed` writes them into
/// one Swift source, `AppShellFiles.swift`, as an extension of `AppShell`. Rebuilt whenever a file there
/// changes, since each is an input of the command.
///
/// ```swift
/// // Package.swift
/// .target(name: "HushServer", exclude: ["PhoneApp"], plugins: ["EmbedAppShell"])
/// ```
@main
struct EmbedAppShell: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "PhoneApp")
        // Sorted, so the generated source is the same from one build to the next.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") }
            .sorted()
        let inputs = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "AppShellFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the phone app's \(names.count) files",
                executable: try context.tool(named: "hush-embed").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            ),
        ]
    }
}

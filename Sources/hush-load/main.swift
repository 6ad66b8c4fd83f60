import Foundation

// The sync load test's driver (README, Sync): many simulated devices pushing to real servers on loopback,
// then checking every event arrived exactly once. Exit 0 when it did, 1 when not, 2 for bad arguments.

let options: LoadOptions
do {
    options = try LoadOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
if options.help {
    print(LoadOptions.usage)
    exit(0)
}

do {
    let (report, failures) = try await LoadRun(options: options).run()
    // A few are enough to see what went wrong; thousands of the same line would bury the summary.
    for failure in failures.prefix(20) { FileHandle.standardError.write(Data("hush-load: \(failure)\n".utf8)) }
    if failures.count > 20 { FileHandle.standardError.write(Data("hush-load: … and \(failures.count - 20) more\n".utf8)) }
    print(report.text.joined(separator: "\n"))
    if options.json { print(try report.jsonLine()) }
    exit(report.passed ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("hush-load: \(error)\n".utf8))
    exit(1)
}

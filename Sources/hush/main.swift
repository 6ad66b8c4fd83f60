// The thin executable over HushKit: options, choosing REPL / script / pipe / one-shot, exit status. Called
// `hush-net` (the link `make install` puts beside it), it is the network half instead (NetworkProgram).
import ArgumentParser
import Foundation
import HushKit
import HushNet

if let name = CommandLine.arguments.first, NetworkProgram.isCalled(name) {
    exit(NetworkProgram.run(Array(CommandLine.arguments.dropFirst())))
}
HushCommand.main(CommandLine.arguments.dropFirst().map { $0 })

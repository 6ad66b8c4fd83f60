// The thin executable over HushKit: options, choosing REPL / script / pipe / one-shot, exit status.
import ArgumentParser
import Foundation
import HushKit

HushCommand.main(CommandLine.arguments.dropFirst().map { $0 })

#if canImport(Glibc)
import Glibc
#endif
// The thin executable over HushKit: options, choosing REPL / script / pipe / one-shot, exit status. The
// network half (`hush serve`, a sync's HTTP, QR codes) is `hush-net`, a program of its own beside it.
import HushKit

HushCommand.main(CommandLine.arguments.dropFirst().map { $0 })

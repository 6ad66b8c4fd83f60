// `hush-net`: the network half of hush (`hush serve`, each HTTP exchange of a sync, `add device`'s QR
// code). A program of its own, installed beside `hush`: it links NIO, TLS and all of Foundation, which
// the one-shot commands do not need and would pay for at every start (docs/performance.md).
import Foundation
import HushNet

exit(NetworkProgram.run(Array(CommandLine.arguments.dropFirst())))

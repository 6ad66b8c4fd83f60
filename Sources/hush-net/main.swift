// `hush-net`: the network half of hush on its own, for the tests and the server benchmark. `make install`
// installs one program for both halves (`hush`, with `hush-net` a link to it); see NetworkProgram.
import Foundation
import HushNet

exit(NetworkProgram.run(Array(CommandLine.arguments.dropFirst())))

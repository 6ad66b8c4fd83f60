// `hush-net`: the network half of hush, kept out of the `hush` binary so one-shot commands stay small
// and fast. `hush serve` runs it; `hush` hands it each HTTP exchange of a sync, and the QR codes it draws.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "serve": exit(ServeCommand.run(Array(arguments.dropFirst())))
case "qr": exit(QRCommand.run(Array(arguments.dropFirst())))
default: exit(HTTPBridge.run(arguments))
}

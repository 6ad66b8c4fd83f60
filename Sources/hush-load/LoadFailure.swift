/// Why the load run could not go on: a bad argument, or a server answering something other than what
/// the protocol promises. The message is for a person reading the test log.
///
/// ```swift
/// throw LoadFailure("POST /v1/households answered 500: …")
/// ```
struct LoadFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Why the benchmark stopped: printed as is, so the message says what to look at.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

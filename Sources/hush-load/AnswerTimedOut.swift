/// No answer came within `--timeout`: the request is given up and counted as hung, as a device's own
/// read timeout would (its connection is closed, and the push sent again on a new one).
///
/// ```swift
/// catch is AnswerTimedOut { timing.hung += 1; connection.reset() }
/// ```
struct AnswerTimedOut: Error, CustomStringConvertible {
    let seconds: Double
    var description: String { "no answer within \(seconds) s" }
}

import Foundation

/// The processor time (user + system, every thread, the exited ones included) that the watched server
/// processes have used so far, read from `/proc/PID/stat`: read before and after the timed pushes, it is
/// the servers' cost of the pushes alone, without registering the devices or answering the delivery
/// check's pulls.
///
/// ```swift
/// let before = try ServerProcessorTime.read(pids: [4242])   // seconds
/// ```
enum ServerProcessorTime {
    static func read(pids: [Int32]) throws -> Double {
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        var ticks = 0
        for pid in pids {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let used = usedTicks(text) else {
                throw LoadFailure("--watch-pid \(pid): no readable /proc/\(pid)/stat (is the server running on this machine?)")
            }
            ticks += used
        }
        return Double(ticks) / ticksPerSecond
    }

    /// `utime` + `stime`, the 14th and 15th fields. The 2nd is the program's name in parentheses, which
    /// may itself hold spaces and parentheses, so the fields are counted from the last `)`.
    static func usedTicks(_ stat: String) -> Int? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // fields[0] is the 3rd field (the state): utime is then fields[11], stime fields[12].
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }
}

/// What one device's timed pushes came to: the latency of each acknowledged push, and any that failed.
///
/// ```swift
/// let timing = await device.pushEvents()
/// timing.milliseconds.count   // 20 when every push was answered
/// ```
struct PushTiming: Sendable {
    var milliseconds: [Double] = []
    var failures: [String] = []
}

/// What ``PushBatcher`` needs to know of a push: whose household it writes, and how much it carries.
///
/// ```swift
/// struct PendingPush: BatchedPush { var household: String { device.household }; var weight: Int { changes.count } }
/// ```
protocol BatchedPush: Sendable {
    var household: String { get }
    var weight: Int { get }
}

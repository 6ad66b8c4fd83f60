import HushDomain

/// Two times said as a span ("from 2 to 2:20pm").
public struct LocatedSpan: Hashable, Sendable {
    public var from: LocatedTime
    public var to: LocatedTime

    public init(from: LocatedTime, to: LocatedTime) {
        self.from = from
        self.to = to
    }
}

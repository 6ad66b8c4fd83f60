/// The most a container can hold, in each unit: what a baby bottle or one pumping session gives at the
/// very most. The language refuses a typed amount above it ("ate 150" in an oz household was meant as
/// something else), and the sync server refuses a record above it, so the two never disagree.
///
/// ```swift
/// ContainerSize.bottle.holds(Volume(4, .oz))     // true
/// ContainerSize.bottle.largest(in: .ml)          // 500
/// ```
public struct ContainerSize: Sendable, Hashable {
    public let ounces: Double
    public let millilitres: Double

    /// What a baby bottle holds at the most.
    public static let bottle = ContainerSize(ounces: 16, millilitres: 500)
    /// What one pumping session gives at the most, both sides together.
    public static let pumpSession = ContainerSize(ounces: 20, millilitres: 600)

    public func largest(in unit: Volume.Unit) -> Double {
        switch unit {
        case .oz: return ounces
        case .ml: return millilitres
        }
    }

    /// True for a finite amount from nothing up to the largest this container holds in its unit.
    public func holds(_ volume: Volume) -> Bool { holds(volume.value, in: volume.unit) }

    public func holds(_ value: Double, in unit: Volume.Unit) -> Bool {
        value.isFinite && value >= 0 && value <= largest(in: unit)
    }
}

import HushDomain

/// A volume as said: the unit may be left out ("ate 4"), then the baby's unit applies.
public struct VolumeSpec: Hashable, Sendable {
    public var value: Double
    public var unit: Volume.Unit?
    public var range: SourceRange

    public init(value: Double, unit: Volume.Unit?, range: SourceRange) {
        self.value = value
        self.unit = unit
        self.range = range
    }
}

/// Amounts added up across bottles made in either unit.
extension Volume {
    /// ```swift
    /// Volume(4, .oz).value(in: .ml)   // 118.294
    /// ```
    public func value(in target: Unit) -> Double { target == .oz ? inOunces : inMillilitres }
}

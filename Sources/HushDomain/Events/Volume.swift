/// An amount of milk or formula in the unit it was entered in; display converts, storage never does.
///
/// ```swift
/// let bottle = Volume(4, .oz)
/// bottle.text            // "4 oz"
/// Volume(120, .ml).inOunces  // 4.06...
/// ```
public struct Volume: Hashable, Sendable, Codable {
    public enum Unit: String, Codable, Sendable, CaseIterable {
        case oz, ml
    }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// Millilitres per US fluid ounce, as the dashboard spec converts.
    public static let millilitresPerOunce = 29.5735

    public var inOunces: Double { unit == .oz ? value : value / Self.millilitresPerOunce }
    public var inMillilitres: Double { unit == .ml ? value : value * Self.millilitresPerOunce }

    /// `4 oz`, `2.5 oz`, `120 ml`.
    public var text: String { "\(Self.number(value)) \(unit.rawValue)" }

    /// Shown in another unit, the dashboard spec's way: ml ÷ 29.5735 to the nearest 0.5 oz,
    /// oz × 29.5735 to the nearest 5 ml. The stored value keeps what was entered.
    public func shown(in target: Unit?) -> String {
        guard let target, target != unit else { return text }
        if target == .oz { return "\(Self.number((inOunces * 2).rounded() / 2)) oz" }
        return "\(Self.number((inMillilitres / 5).rounded() * 5)) ml"
    }

    /// A number without a trailing `.0`, and at most two decimals. Past 10^13 (no bottle or freezer holds
    /// that; only a damaged or hostile record) it is written as Swift writes a double, `1e+300`, rather than
    /// converted to an `Int` that cannot hold it.
    public static func number(_ value: Double) -> String {
        guard value.magnitude < 1e13 else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        // Hundredths as a whole number, written by hand: String(format:) cost a command its first use of
        // Foundation's formatter and four scans of the program's protocol conformances (docs/performance.md).
        // Below 10^13 the hundredths are exact, so the digits are "%.2f"'s (VolumeNumberTests).
        let hundredths = Int((rounded * 100).rounded())
        let fraction = hundredths.magnitude % 100
        var text = (hundredths < 0 ? "-" : "") + String(hundredths.magnitude / 100) + (fraction < 10 ? ".0" : ".") + String(fraction)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

import HushDomain
import HushLanguage

/// What is left of a bottle is kept as a number in the bottle's own unit, to the hundredth. A leftover
/// said in the other unit ("ate 120ml, 0.5oz left"), or kept while an edit gives the bottle another unit
/// ("last bottle was 120ml" of a 4 oz bottle with 0.5 oz left), is converted, never relabelled: half an
/// ounce is 14.79 ml, not 0.5 ml. New logs and edits read it here, so the two never disagree.
///
/// ```swift
/// BottleLeftover.value(0.5, from: .oz, in: .ml)                          // 14.79
/// try BottleLeftover.remaining(oneOunceSaid, of: Volume(120, .ml))       // 29.57
/// ```
package enum BottleLeftover {
    /// `value` of `unit` in `target`, to the hundredth; unchanged when the units are the same.
    static func value(_ value: Double, from unit: Volume.Unit, in target: Volume.Unit) -> Double {
        guard unit != target else { return value }
        return (Volume(value, unit).value(in: target) * 100).rounded() / 100
    }

    /// What `spec` says is left of `prepared`, in the bottle's unit (a number without a unit is that
    /// many of it); never more than the bottle held.
    static func remaining(_ spec: VolumeSpec, of prepared: Volume) throws -> Double {
        let left = value(spec.value, from: spec.unit ?? prepared.unit, in: prepared.unit)
        guard left <= prepared.value else {
            throw DomainError.remainingExceedsPrepared(remaining: Volume(spec.value, spec.unit ?? prepared.unit).text,
                                                       prepared: prepared.text, spec.range)
        }
        return left
    }

    /// What was left of a bottle of `old` unit, kept when the bottle becomes `prepared`; nil stays nil
    /// (not finished). More left than the new amount is refused, naming the leftover as it was said.
    static func kept(_ left: Double?, of old: Volume.Unit, in prepared: Volume, range: SourceRange) throws -> Double? {
        guard let left else { return nil }
        let kept = value(left, from: old, in: prepared.unit)
        guard kept <= prepared.value else {
            throw DomainError.remainingExceedsPrepared(remaining: Volume(left, old).text, prepared: prepared.text, range)
        }
        return kept
    }
}

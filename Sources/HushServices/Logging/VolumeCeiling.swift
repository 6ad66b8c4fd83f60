import HushDomain
import HushLanguage
import HushStore
/// The most a container can hold, in each unit: a number above it was meant as something else ("ate 150"
/// in an oz household, "ate three thirty" said without "at"), so it is refused, with the other unit
/// offered when the number fits there and no unit was said.
///
/// ```swift
/// try VolumeCeiling.bottle.volume(spec, defaultUnit: .oz)   // throws implausibleAmount("150 oz", suggestion: "150 ml")
/// ```
package struct VolumeCeiling: Sendable {
    /// The container's sizes, shared with the sync server's record check (``ContainerSize``).
    let size: ContainerSize

    static let bottle = VolumeCeiling(size: .bottle)
    static let pump = VolumeCeiling(size: .pumpSession)

    func volume(_ spec: VolumeSpec, defaultUnit: Volume.Unit) throws -> Volume {
        let volume = Volume(spec.value, spec.unit ?? defaultUnit)
        guard volume.value <= size.largest(in: volume.unit) else {
            let other = Volume(spec.value, volume.unit == .oz ? .ml : .oz)
            let likelier = spec.unit == nil && other.value <= size.largest(in: other.unit) ? other.text : nil
            throw DomainError.implausibleAmount(volume.text, suggestion: likelier, spec.range)
        }
        return volume
    }
}

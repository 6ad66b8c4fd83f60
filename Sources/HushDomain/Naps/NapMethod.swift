/// How the nap window is made: `byNap` centres it on the wake windows before the same nap of the day
/// (the 1st, 2nd, 3rd nap since the night), `prd` is the standard wake-window method, exactly as the
/// product was first designed (hence its stored value, "prd", kept so existing stores and other devices
/// read it). People see and type it as ``name``: "standard". A household setting
/// (`set nap method by-nap|standard`), stored with the baby's settings so it syncs like them.
///
/// ```swift
/// NapMethod(rawValue: "by-nap")   // .byNap
/// NapMethod.standard              // the default when nothing is set
/// ```
public enum NapMethod: String, CaseIterable, Hashable, Sendable, Codable {
    case byNap = "by-nap"
    case prd

    /// The default: the by-nap method scored higher than the standard method on every real history measured, at the
    /// same mean width (README, "Nap predictions").
    public static let standard: NapMethod = .byNap

    /// What people see and type: "by-nap" or "standard" (the stored raw value stays "prd").
    public var name: String {
        switch self {
        case .byNap: return "by-nap"
        case .prd: return "standard"
        }
    }

    /// What the method does, for the answer to `set nap method`.
    public var summary: String {
        switch self {
        case .byNap: return "windows centre on the wake windows before the same nap of the day (1st, 2nd, 3rd since the night)"
        case .prd: return "windows come from every wake window of the last 14 days, shaped by age (the standard method)"
        }
    }
}

import Foundation
import HushKit

/// What redeeming a device link came to (``HouseholdLedger/redeemDeviceLink(codeHash:device:tokenHash:at:)``):
/// the new device, or why there is none. Each refusal is said to the phone with what to do: run `add device`
/// again on a terminal.
///
/// ```swift
/// switch outcome { case .redeemed(let device): … case .used: 410 … }
/// ```
public enum DeviceLinkOutcome: Sendable, Equatable {
    /// The link may make a device for this maker (the answer of ``DeviceLink/judge(maker:now:)``).
    case redeemable(DeviceRecord)
    /// The new device, added to the ledger with the link marked used, in one step.
    case redeemed(DeviceRecord)
    case unknown
    case used
    /// Expired at this ISO 8601 time.
    case expired(String)
    /// The device that made the link was revoked since (or is gone).
    case makerRevoked

    /// The new device for the phone, or the refusal with its status: 404 for a code never made, 410 for one
    /// that worked once or no longer works.
    func device() throws -> DeviceRecord {
        let again = "run 'add device' on a computer signed in to Hush for a new link"
        switch self {
        case .redeemed(let device), .redeemable(let device): return device
        case .unknown: throw SyncFailure.notFound("this link is not one this server made (it may be mistyped): \(again)")
        case .used: throw SyncFailure.gone("this link was already used: a link adds one phone, once; \(again)")
        case .expired(let when): throw SyncFailure.gone("this link expired at \(when) (links work for \(Int(DeviceLink.lifetime / 60)) minutes): \(again)")
        case .makerRevoked: throw SyncFailure.gone("the device that made this link was signed out of the household since: \(again)")
        }
    }
}

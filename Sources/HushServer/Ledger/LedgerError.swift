import Foundation
import HushKit

/// A storage failure the server reports as a 500 after logging it.
public struct LedgerError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

import HushDomain

/// What an import reads.
public enum ImportFormat: String, Hashable, Sendable, CaseIterable {
    case json, huckleberry, babyconnect, babybuddy
}

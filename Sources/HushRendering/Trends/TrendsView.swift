import FoundationEssentials
import HushDomain
import HushLanguage
import HushStore
import HushServices

/// Which picture of the days to draw.
public enum TrendsView: Hashable, Sendable {
    case table, stripes
}

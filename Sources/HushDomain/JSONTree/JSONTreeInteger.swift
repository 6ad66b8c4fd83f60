import FoundationEssentials

/// Whole numbers of every width share one reading: exact, or not at all.
protocol JSONTreeInteger: JSONTreeScalar, BinaryInteger {}

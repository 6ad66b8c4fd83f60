import FoundationEssentials

/// `--copy` where the program has no clipboard.
public struct NoClipboard: Error, CustomStringConvertible {
    public var description: String { "there is no clipboard here; 'export csv to FILE' writes the file instead" }
}

import FoundationEssentials

/// Reading a TZif file (RFC 9636): the 64-bit block of a version 2+ file and its footer, or the 32-bit
/// block of a version 1 file. Anything out of place refuses the whole file; nothing in it can trap.
extension ZoneRules {
    /// The database's largest zone is under 4 KB; a file past this is no zone.
    static let maximumFileSize = 1 << 20

    /// The zone a TZif file describes, named `identifier`; nil for anything that is not a complete,
    /// well-formed TZif file, and for leap-second files (`right/…`), whose clock is not `Date`'s.
    public init?(tzif bytes: [UInt8], identifier: String) {
        guard bytes.count <= Self.maximumFileSize else { return nil }
        var reader = TZifReader(bytes)
        guard var header = TZifHeader(reading: &reader) else { return nil }
        let hasFooter = header.version >= 2
        if hasFooter {
            // The 32-bit block is kept for readers that know only version 1; the 64-bit one follows it.
            guard reader.skip(header.blockLength(timeSize: 4)), let second = TZifHeader(reading: &reader),
                  second.version >= 2 else { return nil }
            header = second
        }
        let timeSize = hasFooter ? 8 : 4
        guard header.leapSecondCount == 0, header.blockLength(timeSize: timeSize) <= reader.remaining else { return nil }

        var times: [Int64] = []
        times.reserveCapacity(header.transitionCount)
        for _ in 0..<header.transitionCount {
            // Strictly increasing, or the binary search would find the wrong local time.
            guard let time = reader.time(size: timeSize), times.last.map({ $0 < time }) ?? true else { return nil }
            times.append(time)
        }
        let typeCount = header.typeCount
        guard let types = reader.bytes(header.transitionCount), types.allSatisfy({ Int($0) < typeCount }) else { return nil }

        var offsets: [Int] = []
        var abbreviationStarts: [Int] = []
        for _ in 0..<typeCount {
            // RFC 9636's range for an offset: -24:59:59 to 25:59:59.
            guard let offset = reader.int32(), (-89_999...93_599).contains(offset),
                  let isDaylight = reader.byte(), isDaylight <= 1,
                  let start = reader.byte(), Int(start) < header.abbreviationByteCount else { return nil }
            offsets.append(Int(offset))
            abbreviationStarts.append(Int(start))
        }
        guard let characters = reader.bytes(header.abbreviationByteCount) else { return nil }
        var abbreviations: [String] = []
        for start in abbreviationStarts {
            let rest = characters.dropFirst(start)
            guard let end = rest.firstIndex(of: 0) else { return nil }
            abbreviations.append(String(decoding: rest[..<end], as: UTF8.self))
        }
        let indicatorCount = header.standardWallIndicatorCount + header.utLocalIndicatorCount
        guard let indicators = reader.bytes(indicatorCount), indicators.allSatisfy({ $0 <= 1 }) else { return nil }

        var footer: PosixZoneRule?
        if hasFooter {
            guard reader.byte() == UInt8(ascii: "\n"), let text = reader.line(endingWith: UInt8(ascii: "\n")) else { return nil }
            // An empty footer: the last local time holds for ever.
            if !text.isEmpty {
                guard let rule = PosixZoneRule(tzString: Array(text)) else { return nil }
                footer = rule
            }
        }
        self.init(identifier: identifier, transitionTimes: times, transitionTypes: Array(types),
                  typeOffsets: offsets, typeAbbreviations: abbreviations, footer: footer)
    }
}

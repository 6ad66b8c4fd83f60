import HushDomain

/// The UTC weeks that have an events file, kept as runs of consecutive weeks: a store used every week
/// has one run however many years it holds, so the state that every command reads and writes stays the
/// same size (a list of every week's key grew by 52 a year). Weeks are named by their Monday's key,
/// `YYYY-MM-DD` (``WeekPartition/key(for:)``).
///
/// ```swift
/// var weeks = WeekSet()
/// weeks.insert("2026-01-05"); weeks.insert("2026-01-12")
/// weeks.written                                // "2026-01-05+2"
/// weeks.keys(from: "2026-01-01", through: "2026-01-10")   // ["2026-01-05"]
/// ```
public struct WeekSet: Hashable, Sendable {
    /// Runs of week numbers (weeks since the Monday 1969-12-29), ascending, apart by at least one week.
    private(set) var runs: [ClosedRange<Int>] = []

    public init() {}

    /// The weeks of these Mondays' keys; a key that is not a Monday's is refused.
    init?(keys: some Sequence<String>) {
        for key in keys {
            guard let week = Self.week(key) else { return nil }
            insert(week: week)
        }
    }

    /// As the state writes them: runs joined by spaces, each its first Monday and its length in weeks
    /// ("2024-01-01+180 2027-07-05+2"). Nil for any other text.
    init?(written: String) {
        var text = written
        let parsed: [ClosedRange<Int>]? = text.withUTF8 { bytes in
            var runs: [ClosedRange<Int>] = []
            var index = 0
            while index < bytes.count {
                guard index + 12 <= bytes.count, let week = Self.week(UnsafeBufferPointer(rebasing: bytes[index..<index + 10])),
                      bytes[index + 10] == UInt8(ascii: "+") else { return nil }
                index += 11
                // One written form: no leading zero.
                guard index < bytes.count, bytes[index] != UInt8(ascii: "0") else { return nil }
                var length = 0, digits = 0
                while index < bytes.count, bytes[index] &- 48 < 10, digits < 7 {
                    length = length * 10 + Int(bytes[index] &- 48)
                    index += 1
                    digits += 1
                }
                // Ascending, apart, and no run empty or cut short by the digits' limit.
                guard length > 0, index == bytes.count || bytes[index] == UInt8(ascii: " "),
                      runs.last.map({ $0.upperBound + 1 < week }) ?? true else { return nil }
                runs.append(week...week + length - 1)
                if index < bytes.count {
                    index += 1
                    guard index < bytes.count else { return nil }
                }
            }
            return runs
        }
        guard let parsed else { return nil }
        runs = parsed
    }

    /// The written form ``init(written:)`` reads.
    public var written: String {
        runs.map { "\(Self.key($0.lowerBound))+\($0.count)" }.joined(separator: " ")
    }

    public var isEmpty: Bool { runs.isEmpty }

    /// The first week's key.
    public var first: String? { runs.first.map { Self.key($0.lowerBound) } }

    /// Every week's key, ascending.
    public var keys: [String] { runs.flatMap { $0.map(Self.key) } }

    public func contains(_ key: String) -> Bool {
        guard let week = Self.week(key) else { return false }
        return run(containing: week) != nil
    }

    /// Adds the week of a Monday's key; any other key is not a week's, and is left out.
    public mutating func insert(_ key: String) {
        if let week = Self.week(key) { insert(week: week) }
    }

    /// The listed weeks from `first` through `last`, found by binary search over the runs.
    public func keys(from first: String, through last: String) -> [String] {
        guard let low = Self.weekAtOrAfter(first), let high = Self.weekAtOrBefore(last), low <= high else { return [] }
        var keys: [String] = []
        var index = firstRun(endingAtOrAfter: low)
        while index < runs.count, runs[index].lowerBound <= high {
            for week in max(runs[index].lowerBound, low)...min(runs[index].upperBound, high) { keys.append(Self.key(week)) }
            index += 1
        }
        return keys
    }

    private mutating func insert(week: Int) {
        let index = firstRun(endingAtOrAfter: week - 1)
        if index < runs.count, runs[index].contains(week) { return }
        let joinsBefore = index < runs.count && runs[index].upperBound == week - 1
        let next = joinsBefore ? index + 1 : index
        let joinsAfter = next < runs.count && runs[next].lowerBound == week + 1
        switch (joinsBefore, joinsAfter) {
        case (true, true):
            runs[index] = runs[index].lowerBound...runs[next].upperBound
            runs.remove(at: next)
        case (true, false): runs[index] = runs[index].lowerBound...week
        case (false, true): runs[next] = week...runs[next].upperBound
        case (false, false): runs.insert(week...week, at: index)
        }
    }

    private func run(containing week: Int) -> Int? {
        let index = firstRun(endingAtOrAfter: week)
        return index < runs.count && runs[index].contains(week) ? index : nil
    }

    /// The first run whose last week is `week` or later.
    private func firstRun(endingAtOrAfter week: Int) -> Int {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].upperBound < week { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

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
    /// Consecutive weeks, `first` through `last`, numbered from the Monday 1969-12-29. A struct of its
    /// own rather than a `ClosedRange<Int>`: using a range as a collection has the runtime look up its
    /// conditional conformances, the first time in a process a scan of every conformance record in the
    /// program (a tenth of a one-shot's instructions).
    struct Run: Hashable, Sendable {
        var first: Int
        var last: Int
    }

    /// Ascending, and apart by at least one week.
    private(set) var runs: [Run] = []

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
        let parsed: [Run]? = text.withUTF8 { bytes in
            var runs: [Run] = []
            var index = 0
            while index < bytes.count {
                guard index + 12 <= bytes.count, let week = Self.week(UnsafeBufferPointer(rebasing: bytes[index..<index + 10])),
                      bytes[index + 10] == UInt8(ascii: "+") else { return nil }
                index += 11
                // Ascending, apart, and no run empty.
                guard let length = WrittenInteger.read(bytes, at: &index, digits: 7), length > 0,
                      index == bytes.count || bytes[index] == UInt8(ascii: " "),
                      runs.last.map({ $0.last + 1 < week }) ?? true else { return nil }
                runs.append(Run(first: week, last: week + length - 1))
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
        var text = ""
        for run in runs {
            if !text.isEmpty { text += " " }
            text += Self.key(run.first)
            text += "+"
            text += String(run.last - run.first + 1)
        }
        return text
    }

    public var isEmpty: Bool { runs.isEmpty }

    /// The first week's key.
    public var first: String? { runs.first.map { Self.key($0.first) } }

    /// Every week's key, ascending.
    public var keys: [String] {
        var keys: [String] = []
        for run in runs {
            var week = run.first
            while week <= run.last {
                keys.append(Self.key(week))
                week += 1
            }
        }
        return keys
    }

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
        while index < runs.count, runs[index].first <= high {
            var week = max(runs[index].first, low)
            while week <= min(runs[index].last, high) {
                keys.append(Self.key(week))
                week += 1
            }
            index += 1
        }
        return keys
    }

    private mutating func insert(week: Int) {
        let index = firstRun(endingAtOrAfter: week - 1)
        if index < runs.count, runs[index].first <= week, week <= runs[index].last { return }
        let joinsBefore = index < runs.count && runs[index].last == week - 1
        let next = joinsBefore ? index + 1 : index
        let joinsAfter = next < runs.count && runs[next].first == week + 1
        switch (joinsBefore, joinsAfter) {
        case (true, true):
            runs[index].last = runs[next].last
            runs.remove(at: next)
        case (true, false): runs[index].last = week
        case (false, true): runs[next].first = week
        case (false, false): runs.insert(Run(first: week, last: week), at: index)
        }
    }

    private func run(containing week: Int) -> Int? {
        let index = firstRun(endingAtOrAfter: week)
        return index < runs.count && runs[index].first <= week ? index : nil
    }

    /// The first run whose last week is `week` or later.
    private func firstRun(endingAtOrAfter week: Int) -> Int {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].last < week { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

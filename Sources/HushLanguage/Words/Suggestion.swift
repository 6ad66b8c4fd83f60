import HushDomain

/// Finds the word someone probably meant, by edit distance (insertions, deletions, substitutions and
/// swaps of neighbours each cost 1), so errors can say "did you mean 'diaper'?".
///
/// ```swift
/// Suggestion.closest(to: "diaphr", in: ["diaper", "dirty"])   // "diaper"
/// ```
public enum Suggestion {
    /// The single closest word within `maxDistance` (1 for short words); nil when none or a tie.
    public static func closest(to word: String, in vocabulary: some Sequence<String>, maxDistance: Int = 2) -> String? {
        // Short words are one typo from many others: only long words may be two edits away.
        let limit = word.count < 8 ? min(1, maxDistance) : maxDistance
        var best: [String] = []
        var bestDistance = limit + 1
        for candidate in vocabulary where abs(candidate.count - word.count) <= limit {
            let d = distance(word, candidate, limit: bestDistance)
            if d < bestDistance {
                bestDistance = d
                best = [candidate]
            } else if d == bestDistance {
                best.append(candidate)
            }
        }
        return best.count == 1 ? best[0] : nil
    }

    /// Optimal string alignment distance; gives up early once every path exceeds `limit`.
    public static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMin = min(rowMin, value)
            }
            if rowMin > limit { return rowMin }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }
}

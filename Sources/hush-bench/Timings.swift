/// The wall-clock times of one candidate's measured runs, in seconds, and the processor time of each
/// (user and system), which a machine shared with other work inflates far less than the clock.
struct Timings {
    private(set) var samples: [Double] = []
    private(set) var cpuSamples: [Double] = []
    private(set) var faultSamples: [Double] = []

    mutating func add(_ seconds: Double, cpu: Double = .nan, faults: Int? = nil) {
        samples.append(seconds)
        cpuSamples.append(cpu)
        faultSamples.append(faults.map(Double.init) ?? .nan)
    }

    /// The middle processor time.
    var cpuMedian: Double { Timings(samples: cpuSamples).median }
    /// The middle count of page faults.
    var faultsMedian: Double { Timings(samples: faultSamples).median }

    init() {}

    private init(samples: [Double]) { self.samples = samples }

    /// The middle sample: robust against the odd run slowed by the rest of the machine.
    var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    var mean: Double {
        samples.isEmpty ? .nan : samples.reduce(0, +) / Double(samples.count)
    }

    var fastest: Double {
        samples.min() ?? .nan
    }

    /// The middle of the ratios of this candidate's runs to `other`'s in the same passes (clock, processor
    /// time): two candidates run side by side in each pass meet the same moment of the machine, so the
    /// ratio of each pair moves far less than the ratio of two medians does.
    func pairedRatio(to other: Timings) -> (clock: Double, processor: Double) {
        func middle(_ values: [Double]) -> Double { Timings(samples: values).median }
        return (middle(zip(samples, other.samples).map { $0 / $1 }), middle(zip(cpuSamples, other.cpuSamples).map { $0 / $1 }))
    }

    /// The first and third quartiles of the same ratios by the clock: how far one pass's ratio strays, so a
    /// reader can tell a difference between the histories from the machine's noise.
    func pairedQuartiles(to other: Timings) -> (lower: Double, upper: Double) {
        let ratios = zip(samples, other.samples).map { $0 / $1 }.sorted()
        guard ratios.count >= 4 else { return (.nan, .nan) }
        return (ratios[ratios.count / 4], ratios[(ratios.count * 3) / 4])
    }
}

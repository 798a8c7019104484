import Foundation

/// Monotonic nanoseconds, for timing operations of tens of nanoseconds and up.
enum Stopwatch {
    @inline(__always)
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Nanoseconds that `body` takes.
    @inline(__always)
    static func measure(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return Double(now() - start)
    }

    /// The CPU nanoseconds the calling thread spends in `body`: what the C floors report, so
    /// the two are compared in one measure (a busy machine stretches wall time, not this).
    static func measureCPU(_ body: () -> Void) -> Double {
        func cpu() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
        }
        let start = cpu()
        body()
        return cpu() - start
    }
}

/// Timings of one operation: each sample is the time of one operation (or the mean over a
/// small batch, for operations too short to time one by one).
struct Samples {
    private(set) var nanoseconds: [Double] = []

    mutating func add(_ value: Double) { nanoseconds.append(value) }

    var median: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }

    func percentile(_ p: Double) -> Double {
        guard !nanoseconds.isEmpty else { return .nan }
        let sorted = nanoseconds.sorted()
        let rank = Int((p * Double(sorted.count - 1)).rounded())
        return sorted[min(sorted.count - 1, max(0, rank))]
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withUnsafePointer(to: value) { _ = $0 }
}

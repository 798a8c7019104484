import TableLayout

/// The floor `bench` holds a height update against: the latency of one read of 8 bytes from
/// a random place in a region as large as the index's heights. An update must read the
/// height it replaces (its change goes into the sums) from such a place, so no structure
/// updates faster than this on the same machine. The reads follow one random cycle through
/// the region, each address coming from the read before, so none is prefetched or
/// overlapped; they are timed in chains of 64, as a read timed alone ends before its data
/// arrives (the clock does not wait for it).
struct DependentReadFloor {
    private var next: [Int]
    private var at = 0

    /// A region of `count` slots linked in one random cycle (Sattolo's shuffle).
    init(count: Int) {
        let count = max(2, count)
        next = Array(0..<count)
        var random = SplitMix64(seed: 0x7AB1E5AA)
        next.withUnsafeMutableBufferPointer { next in
            for i in stride(from: count - 1, to: 0, by: -1) {
                next.swapAt(i, Int.random(in: 0..<i, using: &random))
            }
        }
    }

    /// How many reads the chain makes before it is back where it started: the whole region
    /// when the shuffle made one cycle, as the floor needs (a shorter cycle would stay cached).
    func cycleLength() -> Int {
        var at = next[0], length = 1
        while at != 0 {
            at = next[at]
            length += 1
        }
        return length
    }

    /// Nanoseconds per read over a chain of 64 dependent reads. Never inlined: inlined into
    /// a caller that never reads `at` again, the chain was dropped as dead code (the live
    /// section's floor measured 0.3 ns a read).
    @inline(never)
    mutating func timedReads() -> Double {
        var at = self.at
        let elapsed = next.withUnsafeBufferPointer { next in
            Stopwatch.measure { for _ in 0..<64 { at = next[at] } }
        }
        self.at = at
        return elapsed / 64
    }
}

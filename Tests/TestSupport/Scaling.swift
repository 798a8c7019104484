#if canImport(Glibc)
import Glibc
#endif

/// How an input's cost grows: the best of a few runs of size 4N over the best of size N, in
/// one test run, the sizes taking turns (so the machine's speed, and other work on it, cancel
/// out). Linear work gives about 4, quadratic about 16; tests assert less than 8, which
/// leaves room for a loaded machine. Not a speed limit: only the ratio is looked at.
///
/// Each run is timed by the CPU time of the thread doing the work, not by the wall clock:
/// while other builds run, the wall clock also counts the time the thread waited for a
/// core, which is what made ratios of a linear input jump. Where a count of the work's own
/// steps exists, a test counts those instead (`RowIDIndexTests`).
///
/// A ratio at or over the bound takes up to six more rounds before it is returned: a burst of
/// other work during one large run inflates the ratio (seen at 9.0 for a linear input while
/// other builds ran), and more rounds only lower each size's best time toward its true cost.
/// A quadratic input stays near 16 however many rounds it gets, so the test can still fail.
public enum Scaling {
    public static let factor = 4
    /// What tests assert the growth stays under: twice the linear ratio, half the quadratic one.
    public static let linearBound = 8.0

    public static func growth(_ n: Int, runs: Int = 3, _ work: (Int) throws -> Void) rethrows -> Double {
        var small = Double.infinity, large = Double.infinity
        func time(_ size: Int) throws -> Double {
            let start = threadCPUNanoseconds()
            try work(size)
            return Double(threadCPUNanoseconds() - start)
        }
        var rounds = 0
        repeat {
            small = min(small, try time(n))
            large = min(large, try time(factor * n))
            rounds += 1
        } while rounds < runs || (large / max(small, 1) >= linearBound && rounds < runs + 6)
        return large / max(small, 1)
    }

    /// The CPU time this thread has used, in nanoseconds.
    static func threadCPUNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}

import Dispatch

/// How an input's cost grows: the best of a few runs of size 4N over the best of size N, in
/// one test run, the sizes taking turns (so the machine's speed, and other work on it, cancel
/// out). Linear work gives about 4, quadratic about 16; tests assert less than 8, which
/// leaves room for a loaded machine. Not a speed limit: only the ratio is looked at.
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
            let start = DispatchTime.now().uptimeNanoseconds
            try work(size)
            return Double(DispatchTime.now().uptimeNanoseconds - start)
        }
        var rounds = 0
        repeat {
            small = min(small, try time(n))
            large = min(large, try time(factor * n))
            rounds += 1
        } while rounds < runs || (large / max(small, 1) >= linearBound && rounds < runs + 6)
        return large / max(small, 1)
    }
}

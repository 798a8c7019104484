import Dispatch

/// How an input's cost grows: the best of a few runs of size 2N over the best of size N, in
/// one test run (so the machine's speed cancels out). Linear work gives about 2, quadratic
/// about 4; tests assert less than 3. Not a speed limit: only the ratio is looked at.
public enum Scaling {
    public static func growth(_ n: Int, runs: Int = 3, _ work: (Int) throws -> Void) rethrows -> Double {
        func best(_ size: Int) throws -> Double {
            var fastest = Double.infinity
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                try work(size)
                fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start))
            }
            return fastest
        }
        let small = try best(n)
        return try best(2 * n) / max(small, 1)
    }
}

/// Counting, in a run of 16 non-decreasing running sums, the entries ≤ a target: where a
/// search descends next. Done with vector compares and a sum, no branch per entry. Written
/// as `for j in 0..<16 { n += sums[j] <= x ? 1 : 0 }`, the compiler emits a branch per
/// entry, and the one that mispredicts stalls the lookup's next dependent load: `perf
/// annotate` put a third of ``HeightIndex/location(at:)``'s samples on those branches.
enum RunningSumSearch {
    /// The entries of `sums[0 ..< 16]` that are ≤ `target`.
    @inline(__always)
    static func countNotAbove(_ target: Double, in sums: UnsafePointer<Double>) -> Int {
        let (low, high) = halves(of: sums, as: SIMD8<Double>.self)
        let limit = SIMD8(repeating: target)
        return count(low .<= limit, high .<= limit)
    }

    /// The entries of `counts[0 ..< 16]` that are ≤ `target`.
    @inline(__always)
    static func countNotAbove(_ target: Int, in counts: UnsafePointer<Int>) -> Int {
        let (low, high) = halves(of: counts, as: SIMD8<Int64>.self)
        let limit = SIMD8(repeating: Int64(target))
        return count(low .<= limit, high .<= limit)
    }

    @inline(__always)
    private static func halves<Run: SIMD, Element>(of run: UnsafePointer<Element>, as: Run.Type) -> (Run, Run) {
        let raw = UnsafeRawPointer(run)
        return (raw.loadUnaligned(as: Run.self), raw.loadUnaligned(fromByteOffset: MemoryLayout<Run>.size, as: Run.self))
    }

    @inline(__always)
    private static func count(_ low: SIMDMask<SIMD8<Int64>>, _ high: SIMDMask<SIMD8<Int64>>) -> Int {
        let none = SIMD8<Int64>(repeating: 0), one = SIMD8<Int64>(repeating: 1)
        return Int((none.replacing(with: one, where: low) &+ none.replacing(with: one, where: high)).wrappedSum())
    }
}

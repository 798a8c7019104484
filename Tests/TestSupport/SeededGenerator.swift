import TableLayout

/// The tests' generator is the project's SplitMix64, so every random test is reproducible
/// from the seed printed in its failure message.
package typealias SeededGenerator = SplitMix64

extension SeededGenerator {
    /// A height that is exact in binary (a multiple of 1/4), zero one time in `zeroOdds`.
    package mutating func dyadicHeight(zeroOdds: Int = 5, max: Int = 400) -> Double {
        if Int.random(in: 0..<zeroOdds, using: &self) == 0 { return 0 }
        return Double(Int.random(in: 1...max * 4, using: &self)) / 4
    }
}

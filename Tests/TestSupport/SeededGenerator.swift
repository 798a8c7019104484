/// SplitMix64: a small, fast, seedable generator, so every random test is reproducible
/// from the seed printed in its failure message.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// A height that is exact in binary (a multiple of 1/4), zero one time in `zeroOdds`.
    public mutating func dyadicHeight(zeroOdds: Int = 5, max: Int = 400) -> Double {
        if Int.random(in: 0..<zeroOdds, using: &self) == 0 { return 0 }
        return Double(Int.random(in: 1...max * 4, using: &self)) / 4
    }
}

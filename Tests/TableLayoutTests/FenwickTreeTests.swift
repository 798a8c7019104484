import Testing
@testable import TableLayout
import TestSupport

@Suite struct FenwickTreeTests {
    @Test(arguments: 0..<200)
    func prefixSumsAndUpdatesMatchAPlainArray(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var values = (0..<Int.random(in: 0...300, using: &rng)).map { _ in Int.random(in: 0...9, using: &rng) }
        var tree = FenwickTree(values)
        for _ in 0..<50 where !values.isEmpty {
            let i = Int.random(in: 0..<values.count, using: &rng)
            let delta = Int.random(in: -values[i]...9, using: &rng)
            values[i] += delta
            tree.add(delta, at: i)
        }
        for n in 0...values.count {
            #expect(tree.prefixSum(n) == values[..<n].reduce(0, +), "seed \(seed) prefix \(n)")
        }
        #expect(tree.total == values.reduce(0, +))
    }

    @Test(arguments: 0..<200)
    func descentFindsTheLongestPrefixNotAboveTheTarget(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let values = (0..<Int.random(in: 0...200, using: &rng)).map { _ in Int.random(in: 0...5, using: &rng) }
        let tree = FenwickTree(values)
        let total = values.reduce(0, +)
        for target in -1...(total + 1) {
            // Brute force: the longest prefix whose sum is ≤ target.
            var expected = 0, sum = 0
            while expected < values.count, sum + values[expected] <= target {
                sum += values[expected]
                expected += 1
            }
            let (prefix, remainder) = tree.descend(to: target)
            #expect(prefix == (target < 0 ? 0 : expected), "seed \(seed) target \(target)")
            #expect(remainder == target - values[..<prefix].reduce(0, +))
        }
    }
}

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

/// A slot out of range stops the program (a precondition, in release builds too) instead of
/// reading past the storage or looping for ever.
@Suite struct FenwickTreeBoundsTests {
    @Test func aPrefixPastTheEndStops() async {
        await #expect(processExitsWith: .failure) { _ = FenwickTree([1, 2, 3]).prefixSum(40) }
    }

    @Test func aNegativePrefixStops() async {
        await #expect(processExitsWith: .failure) { _ = FenwickTree([1, 2, 3]).prefixSum(-1) }
    }

    @Test func addingAtANegativeSlotStops() async {
        await #expect(processExitsWith: .failure) {
            var tree = FenwickTree([1, 2, 3])
            tree.add(1, at: -1)
        }
    }

    @Test func addingPastTheEndStops() async {
        await #expect(processExitsWith: .failure) {
            var tree = FenwickTree([1, 2, 3])
            tree.add(1, at: 3)
        }
    }

    @Test func everySlotInRangeWorks() {
        var tree = FenwickTree([1, 2, 3])
        tree.add(10, at: 0)
        tree.add(10, at: 2)
        #expect((0...3).map(tree.prefixSum) == [0, 11, 13, 26])
    }
}

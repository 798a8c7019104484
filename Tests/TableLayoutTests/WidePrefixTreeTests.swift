import Testing
@testable import TableLayout
import TestSupport

/// The wide-node summary against plain arrays of slot heights and counts, across the sizes
/// where it gains a level (16, 256, 4096 slots).
@Suite struct WidePrefixTreeTests {
    static func check(_ tree: WidePrefixTree, _ heights: [Double], _ counts: [Int], seed: Int,
                      using rng: inout SeededGenerator) {
        #expect(tree.brokenInvariant() == nil, "seed \(seed)")
        #expect(tree.totalHeight == heights.reduce(0, +), "seed \(seed)")
        #expect(tree.totalCount == counts.reduce(0, +), "seed \(seed)")
        var height = 0.0, items = 0
        for k in 0..<heights.count {
            let prefix = tree.prefix(before: k)
            #expect(prefix.height == height && prefix.items == items, "seed \(seed) prefix \(k)")
            let value = tree.value(at: k)
            #expect(value.height == heights[k] && value.items == counts[k], "seed \(seed) value \(k)")
            // A target inside a non-empty slot finds it; zero slots are passed over.
            if heights[k] > 0 {
                let inside = height + heights[k] * Double(Int.random(in: 0..<4, using: &rng)) / 4
                let found = tree.descend(toHeight: inside)
                #expect(found.slot == k && found.remainder == inside - height && found.itemsBefore == items,
                        "seed \(seed) height \(inside)")
            }
            if counts[k] > 0 {
                let item = items + Int.random(in: 0..<counts[k], using: &rng)
                let found = tree.descend(toItem: item)
                #expect(found.slot == k && found.position == item - items, "seed \(seed) item \(item)")
            }
            height += heights[k]
            items += counts[k]
        }
    }

    @Test(arguments: 0..<24)
    func matchesPlainArraysThroughUpdates(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let size = [0, 1, 15, 16, 17, 255, 256, 257, 4097, 5000, 40, 300][seed % 12]
        // Gaps (0, 0) between chunks, as the height index keeps them.
        var heights = (0..<size).map { $0 % 2 == 1 ? 0 : rng.dyadicHeight() }
        var counts = (0..<size).map { $0 % 2 == 1 ? 0 : Int.random(in: 1...1024, using: &rng) }
        var tree = WidePrefixTree(totals: heights, counts: counts)
        WidePrefixTreeTests.check(tree, heights, counts, seed: seed, using: &rng)
        guard size > 0 else { return }
        for _ in 0..<500 {
            let k = Int.random(in: 0..<size, using: &rng)
            let newHeight = rng.dyadicHeight(), newCount = Int.random(in: 0...1024, using: &rng)
            tree.add(height: newHeight - heights[k], items: newCount - counts[k], at: k)
            heights[k] = newHeight
            counts[k] = newCount
        }
        WidePrefixTreeTests.check(tree, heights, counts, seed: seed, using: &rng)
    }
}

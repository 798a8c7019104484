/// Prefix sums of heights and item counts over ``HeightIndex``'s chunk slots, as a tree of
/// wide nodes: each node keeps the running (inclusive) sums of its 16 children, so a
/// lookup reads one 128-byte run of sums per level and counts the entries ≤ the target
/// (vector compares, ``RunningSumSearch``) instead of following a Fenwick tree's
/// log₂ n scattered nodes. With a few tens of thousands of slots that is four levels, the
/// upper three small enough to stay in cache.
///
/// A point update adds the change to the ≤ 16 entries after the slot in each level's node:
/// O(16 · log₁₆ n), a few dozen additions.
struct WidePrefixTree: Sendable {
    static let fanout = 16
    private static let shift = 4

    /// Every level's nodes, leaves first; `sums[levelStart[l] + node * 16 + j]` is the sum
    /// of children `0...j` of that node.
    private var sums: [Double]
    private var counts: [Int]
    /// Where each level starts in `sums` and `counts`; the last level is the single root.
    private var levelStart: [Int]
    /// The number of slots.
    let count: Int

    /// Builds the tree over each slot's height total and item count, in O(n).
    init(totals: [Double], counts slotCounts: [Int]) {
        precondition(totals.count == slotCounts.count)
        let fanout = WidePrefixTree.fanout
        count = totals.count
        var starts: [Int] = []
        var width = max(1, totals.count)
        var size = 0
        repeat {
            let nodes = (width + fanout - 1) / fanout
            starts.append(size)
            size += nodes * fanout
            width = nodes
        } while width > 1
        levelStart = starts
        var sums = [Double](repeating: 0, count: size)
        var counts = [Int](repeating: 0, count: size)
        // Level 0 from the slots; each level above from the node totals below it.
        var childSums = totals, childCounts = slotCounts
        for level in 0..<starts.count {
            let base = starts[level]
            var nodeSums: [Double] = [], nodeCounts: [Int] = []
            let nodes = (max(1, childSums.count) + fanout - 1) / fanout
            nodeSums.reserveCapacity(nodes)
            nodeCounts.reserveCapacity(nodes)
            for node in 0..<nodes {
                var sum = 0.0, items = 0
                for j in 0..<fanout {
                    let child = node * fanout + j
                    if child < childSums.count {
                        sum += childSums[child]
                        items += childCounts[child]
                    }
                    sums[base + node * fanout + j] = sum
                    counts[base + node * fanout + j] = items
                }
                nodeSums.append(sum)
                nodeCounts.append(items)
            }
            childSums = nodeSums
            childCounts = nodeCounts
        }
        self.sums = sums
        self.counts = counts
    }

    private var root: Int { levelStart[levelStart.count - 1] }

    /// The sum of every slot's height.
    var totalHeight: Double { sums[root + WidePrefixTree.fanout - 1] }
    /// The sum of every slot's count.
    var totalCount: Int { counts[root + WidePrefixTree.fanout - 1] }

    /// The slot whose height span holds `target`: the first slot whose running sum exceeds
    /// it, `target` less the heights before that slot, and the items before it. Zero-height
    /// slots are passed over. A target at or past the total ends on the last child.
    /// Without `countingItems` the counts are not read (and `itemsBefore` is 0), for a
    /// caller that knows them otherwise: half the cache lines per level. `slotHeight` is the
    /// found slot's own height, read from the leaf already loaded.
    @inline(__always)
    func descend(toHeight target: Double, countingItems: Bool = true)
        -> (slot: Int, remainder: Double, itemsBefore: Int, slotHeight: Double) {
        var node = 0, remainder = target, items = 0, slotHeight = 0.0
        sums.withUnsafeBufferPointer { sums in
            counts.withUnsafeBufferPointer { counts in
                levelStart.withUnsafeBufferPointer { starts in
                    var level = starts.count - 1
                    while level >= 0 {
                        let base = starts[level] &+ node &<< WidePrefixTree.shift
                        let child = min(RunningSumSearch.countNotAbove(remainder, in: sums.baseAddress! + base),
                                        WidePrefixTree.fanout - 1)
                        slotHeight = sums[base &+ child]
                        if child > 0 {
                            remainder -= sums[base &+ child &- 1]
                            slotHeight -= sums[base &+ child &- 1]
                            if countingItems { items &+= counts[base &+ child &- 1] }
                        }
                        node = node &<< WidePrefixTree.shift &+ child
                        level -= 1
                    }
                }
            }
        }
        return (node, remainder, items, slotHeight)
    }

    /// The slot holding item `target` (counting items from 0) and its position there.
    @inline(__always)
    func descend(toItem target: Int) -> (slot: Int, position: Int) {
        var node = 0, remainder = target
        counts.withUnsafeBufferPointer { counts in
            levelStart.withUnsafeBufferPointer { starts in
                var level = starts.count - 1
                while level >= 0 {
                    let base = starts[level] &+ node &<< WidePrefixTree.shift
                    let child = min(RunningSumSearch.countNotAbove(remainder, in: counts.baseAddress! + base),
                                    WidePrefixTree.fanout - 1)
                    if child > 0 { remainder -= counts[base &+ child &- 1] }
                    node = node &<< WidePrefixTree.shift &+ child
                    level -= 1
                }
            }
        }
        return (node, remainder)
    }

    /// The heights and items of slots `0 ..< slot`.
    @inline(__always)
    func prefix(before slot: Int) -> (height: Double, items: Int) {
        var height = 0.0, items = 0, k = slot
        sums.withUnsafeBufferPointer { sums in
            counts.withUnsafeBufferPointer { counts in
                for start in levelStart {
                    let child = k & (WidePrefixTree.fanout - 1)
                    k &>>= WidePrefixTree.shift
                    if child > 0 {
                        let entry = start &+ k &<< WidePrefixTree.shift &+ child &- 1
                        height += sums[entry]
                        items &+= counts[entry]
                    }
                }
            }
        }
        return (height, items)
    }

    /// Slot `slot`'s own height and count, read back from its leaf node.
    func value(at slot: Int) -> (height: Double, items: Int) {
        let child = slot & (WidePrefixTree.fanout - 1)
        let entry = slot
        if child == 0 { return (sums[entry], counts[entry]) }
        return (sums[entry] - sums[entry - 1], counts[entry] - counts[entry - 1])
    }

    /// Adds `height` and `items` to slot `slot`.
    @inline(__always)
    mutating func add(height: Double, items: Int, at slot: Int) {
        var k = slot
        let fanout = WidePrefixTree.fanout
        let starts = levelStart
        sums.withUnsafeMutableBufferPointer { sums in
            counts.withUnsafeMutableBufferPointer { counts in
                for start in starts {
                    let child = k & (fanout - 1)
                    k &>>= WidePrefixTree.shift
                    let base = start &+ k &<< WidePrefixTree.shift
                    for j in child..<fanout { sums[base &+ j] += height }
                    // A height update leaves the counts alone: don't touch their cache lines.
                    if items != 0 { for j in child..<fanout { counts[base &+ j] &+= items } }
                }
            }
        }
    }

    /// Whether every node's running sums equal its children's totals (for invariant checks).
    func brokenInvariant() -> String? {
        let fanout = WidePrefixTree.fanout
        for level in 1..<max(1, levelStart.count) {
            let below = levelStart[level - 1], base = levelStart[level]
            let children = base - below
            for child in 0..<(children / fanout) {
                let node = child / fanout, j = child % fanout
                let entry = base + node * fanout + j
                let own = j == 0 ? sums[entry] : sums[entry] - sums[entry - 1]
                let ownCount = j == 0 ? counts[entry] : counts[entry] - counts[entry - 1]
                if own != sums[below + child * fanout + fanout - 1] || ownCount != counts[below + child * fanout + fanout - 1] {
                    return "wide tree level \(level) entry \(entry) disagrees with its child"
                }
            }
        }
        return nil
    }

    /// The bytes held by the tree.
    var allocatedBytes: Int { sums.capacity * 8 + counts.capacity * 8 + levelStart.capacity * 8 }
}

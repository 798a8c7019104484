/// Prefix sums of heights and item counts over ``HeightIndex``'s chunk slots, as a tree of
/// wide nodes: each node keeps the running (inclusive) sums of its children, so a lookup
/// reads one run of sums per level and counts the entries ≤ the target (vector compares,
/// ``RunningSumSearch``) instead of following a Fenwick tree's log₂ n scattered nodes.
///
/// Leaf nodes hold 32 slots (a chunk and the gap beside it, 16 times over), the nodes above
/// 16 children. The wider leaves keep the tree as shallow over chunks of 512 items as it was
/// over chunks of 1024 with 16-wide leaves (three levels at 1M rows instead of four, four at
/// 10M): a level is a dependent step of every lookup and edit, and the leaf's extra 16
/// compares are independent of each other.
///
/// A point update adds the change to the entries after the slot in each level's node: at
/// most 32 + 16 per level above, a few dozen additions.
struct WidePrefixTree: Sendable {
    /// log₂ of the leaf nodes' width and of every other node's.
    private static let leafShift = 5, innerShift = 4

    @inline(__always)
    private static func shift(ofLevel level: Int) -> Int { level == 0 ? leafShift : innerShift }

    /// Every level's nodes, leaves first; `sums[levelStart[l] + node * width + j]` is the sum
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
        count = totals.count
        var starts: [Int] = []
        var width = max(1, totals.count)
        var size = 0
        repeat {
            let fanout = 1 << WidePrefixTree.shift(ofLevel: starts.count)
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
            let base = starts[level], fanout = 1 << WidePrefixTree.shift(ofLevel: level)
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

    /// The root's last entry: the sum over every slot.
    private var rootLast: Int {
        let level = levelStart.count - 1
        return levelStart[level] + (1 << WidePrefixTree.shift(ofLevel: level)) - 1
    }

    /// The sum of every slot's height.
    var totalHeight: Double { sums[rootLast] }
    /// The sum of every slot's count.
    var totalCount: Int { counts[rootLast] }

    /// The slot whose height span holds `target`: the first slot whose running sum exceeds
    /// it, `target` less the heights before that slot, and the items before it. Zero-height
    /// slots are passed over. A target at or past the total ends on the last child.
    /// Without `countingItems` the counts are not read (and `itemsBefore` is 0), for a
    /// caller that knows them otherwise: half the cache lines per level. `slotHeight` is the
    /// found slot's own height, read from the leaf already loaded. `beforeLeaf` is called
    /// once the leaf node is known (its first slot, the remainder, the leaf's height), before
    /// the leaf is read, so a caller can start its own next read a level early.
    @inline(__always)
    func descend(toHeight target: Double, countingItems: Bool = true, beforeLeaf: (Int, Double, Double) -> Void = { _, _, _ in })
        -> (slot: Int, remainder: Double, itemsBefore: Int, slotHeight: Double) {
        var node = 0, remainder = target, items = 0, slotHeight = 0.0
        sums.withUnsafeBufferPointer { sums in
            counts.withUnsafeBufferPointer { counts in
                levelStart.withUnsafeBufferPointer { starts in
                    var level = starts.count - 1
                    while level >= 0 {
                        let shift = WidePrefixTree.shift(ofLevel: level)
                        let base = starts[level] &+ node &<< shift
                        let run = sums.baseAddress! + base
                        var below = RunningSumSearch.countNotAbove(remainder, in: run)
                        if level == 0 { below &+= RunningSumSearch.countNotAbove(remainder, in: run + 16) }
                        let child = min(below, (1 &<< shift) &- 1)
                        slotHeight = sums[base &+ child]
                        if child > 0 {
                            remainder -= sums[base &+ child &- 1]
                            slotHeight -= sums[base &+ child &- 1]
                            if countingItems { items &+= counts[base &+ child &- 1] }
                        }
                        node = node &<< shift &+ child
                        if level == 1 { beforeLeaf(node &<< WidePrefixTree.leafShift, remainder, slotHeight) }
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
                    let shift = WidePrefixTree.shift(ofLevel: level)
                    let base = starts[level] &+ node &<< shift
                    let run = counts.baseAddress! + base
                    var below = RunningSumSearch.countNotAbove(remainder, in: run)
                    if level == 0 { below &+= RunningSumSearch.countNotAbove(remainder, in: run + 16) }
                    let child = min(below, (1 &<< shift) &- 1)
                    if child > 0 { remainder -= counts[base &+ child &- 1] }
                    node = node &<< shift &+ child
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
                for (level, start) in levelStart.enumerated() {
                    let shift = WidePrefixTree.shift(ofLevel: level)
                    let child = k & ((1 &<< shift) &- 1)
                    k &>>= shift
                    if child > 0 {
                        let entry = start &+ k &<< shift &+ child &- 1
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
        let child = slot & ((1 << WidePrefixTree.leafShift) - 1)
        let entry = slot
        if child == 0 { return (sums[entry], counts[entry]) }
        return (sums[entry] - sums[entry - 1], counts[entry] - counts[entry - 1])
    }

    /// Adds `height` and `items` to slot `slot`.
    @inline(__always)
    mutating func add(height: Double, items: Int, at slot: Int) {
        var k = slot
        let starts = levelStart
        sums.withUnsafeMutableBufferPointer { sums in
            counts.withUnsafeMutableBufferPointer { counts in
                for (level, start) in starts.enumerated() {
                    let shift = WidePrefixTree.shift(ofLevel: level), fanout = 1 &<< shift
                    let child = k & (fanout &- 1)
                    k &>>= shift
                    let base = start &+ k &<< shift
                    for j in child..<fanout { sums[base &+ j] += height }
                    // A height update leaves the counts alone: don't touch their cache lines.
                    if items != 0 { for j in child..<fanout { counts[base &+ j] &+= items } }
                }
            }
        }
    }

    /// Whether every node's running sums equal its children's totals (for invariant checks).
    func brokenInvariant() -> String? {
        for level in 1..<max(1, levelStart.count) {
            let below = levelStart[level - 1], base = levelStart[level]
            let fanout = 1 << WidePrefixTree.shift(ofLevel: level)
            let childWidth = 1 << WidePrefixTree.shift(ofLevel: level - 1)
            for child in 0..<((base - below) / childWidth) {
                let entry = base + (child / fanout) * fanout + child % fanout
                let first = child % fanout == 0
                let own = first ? sums[entry] : sums[entry] - sums[entry - 1]
                let ownCount = first ? counts[entry] : counts[entry] - counts[entry - 1]
                let childLast = below + child * childWidth + childWidth - 1
                if own != sums[childLast] || ownCount != counts[childLast] {
                    return "wide tree level \(level) entry \(entry) disagrees with its child"
                }
            }
        }
        return nil
    }

    /// The bytes held by the tree.
    var allocatedBytes: Int { sums.capacity * 8 + counts.capacity * 8 + levelStart.capacity * 8 }
}

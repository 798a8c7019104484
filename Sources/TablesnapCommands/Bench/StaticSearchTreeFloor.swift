/// The floor `bench` holds random offset → row against: a read-only search tree of the
/// same heights' prefix sums, built in the run, in the layout that does the fewest cache
/// misses per lookup (an S+ tree: the sorted tops in 16-key leaves, and above them nodes of
/// 16 keys and 17 children, every level stored contiguously, the root first). It cannot be
/// edited; the height index pays for its O(log n) edits with whatever it is slower than this.
struct StaticSearchTreeFloor {
    static let keys = 16
    static let children = keys + 1

    /// Every level's nodes, the root level first and the leaves (the tops, padded with +∞) last.
    private var nodes: [Double] = []
    /// Where each level starts in `nodes`, root first.
    private var levelStart: [Int] = []
    private var leafStart = 0
    let count: Int
    let total: Double

    init(heights: [Double]) {
        count = heights.count
        let keys = StaticSearchTreeFloor.keys, fanout = StaticSearchTreeFloor.children
        var tops = [Double](repeating: .infinity, count: max(1, (heights.count + keys - 1) / keys) * keys)
        var y = 0.0
        for (i, h) in heights.enumerated() {
            tops[i] = y
            y += h
        }
        total = y
        // Node counts per level, leaves up; each internal level has ⌈below / 17⌉ nodes.
        var widths = [tops.count / keys]
        while widths[widths.count - 1] > 1 { widths.append((widths[widths.count - 1] + fanout - 1) / fanout) }
        var levels: [[Double]] = [tops]
        var span = 1  // leaves under one node of the level below
        for level in 1..<widths.count {
            var keysHere = [Double](repeating: .infinity, count: widths[level] * keys)
            for node in 0..<widths[level] {
                for j in 0..<keys {
                    // Key j: the smallest top under child j + 1, its leftmost leaf's first key.
                    let leaf = (node * fanout + j + 1) * span
                    if leaf * keys < tops.count { keysHere[node * keys + j] = tops[leaf * keys] }
                }
            }
            levels.append(keysHere)
            span *= fanout
        }
        for level in levels.reversed() {
            levelStart.append(nodes.count)
            nodes.append(contentsOf: level)
        }
        leafStart = levelStart[levelStart.count - 1]
    }

    var bytesPerItem: Double { Double(nodes.count * 8) / Double(max(1, count)) }

    /// The item whose span holds `y`: the last top ≤ `y`.
    @inline(__always)
    func index(at y: Double) -> Int? {
        guard y >= 0, y < total else { return nil }
        return nodes.withUnsafeBufferPointer { nodes in
            levelStart.withUnsafeBufferPointer { starts in
                var node = 0
                for level in 0..<(starts.count - 1) {
                    let base = starts[level] &+ node &* StaticSearchTreeFloor.keys
                    var below = 0
                    for j in 0..<StaticSearchTreeFloor.keys { below &+= nodes[base &+ j] <= y ? 1 : 0 }
                    node = node &* StaticSearchTreeFloor.children &+ below
                }
                let base = leafStart &+ node &* StaticSearchTreeFloor.keys
                var below = 0
                for j in 0..<StaticSearchTreeFloor.keys { below &+= nodes[base &+ j] <= y ? 1 : 0 }
                return node &* StaticSearchTreeFloor.keys &+ below &- 1
            }
        }
    }
}

/// A Fenwick (binary indexed) tree: prefix sums, point updates and "find the prefix that
/// reaches a target" (descent), each in O(log n), over a fixed number of slots.
///
/// Used twice by ``HeightIndex`` (chunk heights in `Double`, chunk row counts in `Int`) and
/// once by ``TableGeometry`` (items per section). Slots are 0-based in the API; the storage is
/// the classic 1-based tree shifted by one.
///
/// `package`: an index, not API. Every slot index is checked (a `precondition`, so in
/// release builds too): out of range it would read or write past the storage, or, for a
/// negative slot, never stop.
package struct FenwickTree<Element: AdditiveArithmetic & Comparable>: Sendable where Element: Sendable {
    /// `nodes[i - 1]` holds the sum of slots `(i - lowbit(i)) ..< i`.
    private var nodes: [Element]

    /// The largest power of two ≤ `count`, where descent starts (0 when empty).
    private var topStep: Int

    /// Builds the tree over `values` in O(n).
    package init<C: Collection>(_ values: C) where C.Element == Element {
        nodes = Array(values)
        topStep = FenwickTree.highestPowerOfTwo(atMost: nodes.count)
        let n = nodes.count
        nodes.withUnsafeMutableBufferPointer { tree in
            var i = 1
            while i <= n {
                let parent = i + (i & -i)
                if parent <= n { tree[parent - 1] += tree[i - 1] }
                i += 1
            }
        }
    }

    /// The number of slots.
    package var count: Int { nodes.count }

    /// The sum of the first `n` slots (`0 ... count`).
    @inline(__always)
    package func prefixSum(_ n: Int) -> Element {
        precondition(n >= 0 && n <= nodes.count, "FenwickTree.prefixSum(\(n)) of a tree of \(nodes.count) slots")
        var sum = Element.zero
        var i = n
        nodes.withUnsafeBufferPointer { tree in
            while i > 0 {
                sum += tree[i - 1]
                i &= i - 1
            }
        }
        return sum
    }

    /// The sum of every slot.
    package var total: Element { prefixSum(nodes.count) }

    /// Adds `delta` to slot `index`.
    @inline(__always)
    package mutating func add(_ delta: Element, at index: Int) {
        precondition(index >= 0 && index < nodes.count, "FenwickTree.add(at: \(index)) of a tree of \(nodes.count) slots")
        var i = index + 1
        let n = nodes.count
        nodes.withUnsafeMutableBufferPointer { tree in
            while i <= n {
                tree[i - 1] += delta
                i += i & -i
            }
        }
    }

    /// Descends the tree for the longest prefix whose sum is ≤ `target`.
    ///
    /// Returns the prefix length `n` and `target − prefixSum(n)`. With non-negative slots,
    /// slot `n` (if `n < count`) is the one that "contains" `target`: the prefix before it
    /// is ≤ `target` and the prefix including it is > `target`. Slots of zero are skipped.
    @inline(__always)
    package func descend(to target: Element) -> (prefix: Int, remainder: Element) {
        var position = 0
        var remainder = target
        var step = topStep
        let n = nodes.count
        nodes.withUnsafeBufferPointer { tree in
            while step > 0 {
                let next = position + step
                if next <= n {
                    let node = tree[next - 1]
                    if node <= remainder {
                        position = next
                        remainder -= node
                    }
                }
                step >>= 1
            }
        }
        return (position, remainder)
    }

    /// The bytes held by the tree's storage.
    package var allocatedBytes: Int { nodes.capacity * MemoryLayout<Element>.stride }

    private static func highestPowerOfTwo(atMost n: Int) -> Int {
        guard n > 0 else { return 0 }
        return 1 << (Int.bitWidth - 1 - n.leadingZeroBitCount)
    }
}

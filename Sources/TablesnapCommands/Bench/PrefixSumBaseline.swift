/// The baseline `bench` compares against: what most virtualized lists keep, a plain array
/// of heights and one of prefix sums. Queries are binary searches; every update, insert or
/// delete rewrites the sums after it, O(n).
struct PrefixSumBaseline {
    private(set) var heights: [Double]
    /// `offsets[i]` is the top of item i; `offsets[count]` the total.
    private(set) var offsets: [Double]

    init(heights: [Double]) {
        self.heights = heights
        self.heights.reserveCapacity(heights.count)  // its own copy, as the index has
        offsets = [Double](unsafeUninitializedCapacity: heights.count + 1) { offsets, initialized in
            heights.withUnsafeBufferPointer { h in
                var y = 0.0
                for i in 0..<h.count {
                    offsets[i] = y
                    y += h[i]
                }
                offsets[h.count] = y
            }
            initialized = heights.count + 1
        }
    }

    var count: Int { heights.count }
    var bytesPerItem: Double { Double(heights.capacity * 8 + offsets.capacity * 8) / Double(max(1, count)) }

    /// The item containing `y` (height > 0), by binary search over the offsets.
    func index(at y: Double) -> Int? {
        guard y >= 0, y < offsets[count] else { return nil }
        var low = 0, high = count - 1
        while low < high {  // the last i with offsets[i] <= y
            let mid = (low + high + 1) / 2
            if offsets[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The items intersecting `[y, y + height)`.
    func visibleRange(y: Double, height: Double) -> Range<Int> {
        guard let first = index(at: y) else { return 0..<0 }
        var end = first
        while end < count, offsets[end] < y + height { end += 1 }
        return first..<end
    }

    mutating func setHeight(_ height: Double, at index: Int) {
        heights[index] = height
        recompute(from: index)
    }

    mutating func insert(_ height: Double, at index: Int) {
        heights.insert(height, at: index)
        offsets.append(0)
        recompute(from: index)
    }

    mutating func remove(at index: Int) {
        heights.remove(at: index)
        offsets.removeLast()
        recompute(from: index)
    }

    private mutating func recompute(from index: Int) {
        heights.withUnsafeBufferPointer { h in
            offsets.withUnsafeMutableBufferPointer { o in
                var y = o[index]
                for i in index..<h.count {
                    o[i] = y
                    y += h[i]
                }
                o[h.count] = y
            }
        }
    }
}

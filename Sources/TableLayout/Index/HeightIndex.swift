/// Cumulative offsets over a sequence of item heights, for tens of millions of items.
///
/// Heights live in chunks of at most ``maxChunkCount`` items; each chunk keeps one sum per
/// block of ``blockSize`` items, and two Fenwick trees over the chunks hold their total
/// heights and item counts. So:
///
/// - building is O(n), one pass, 8 bytes per item plus about 0.3 for the sums;
/// - offset → item is a Fenwick descent over chunks, then a scan of ≤ 32 block sums and
///   ≤ 32 heights; item → offset is the mirror image;
/// - a height update touches one block sum and O(log chunks) tree nodes;
/// - insert and delete shift at most one chunk; a full chunk splits (and a nearly empty
///   one merges), which rebuilds only the trees over chunks, O(n / 1024), once in hundreds
///   of operations.
///
/// An item occupies `[y, y + height)`; a zero-height item occupies nothing and is never
/// found by ``location(at:)``.
public struct HeightIndex: Sendable {
    /// The most items one chunk holds; a chunk that would grow past it splits in two.
    public static let maxChunkCount = 1024
    /// Items per block sum inside a chunk.
    static let blockSize = 32

    struct Chunk: Sendable {
        var heights: [Double]
        /// `blockSums[b]` is the sum of `heights[b * blockSize ..< (b + 1) * blockSize]`.
        var blockSums: [Double]
        /// The sum of `blockSums`, as the chunk tree last saw it.
        var total: Double

        init(heights: [Double]) {
            self.heights = heights
            blockSums = []
            total = 0
            recomputeBlockSums(from: 0)
        }

        /// Recomputes the block sums from the block holding `slot` to the end, and the total.
        mutating func recomputeBlockSums(from slot: Int) {
            let size = HeightIndex.blockSize
            let blockCount = (heights.count + size - 1) / size
            let firstBlock = min(slot / size, blockSums.count)
            if blockSums.count > blockCount { blockSums.removeLast(blockSums.count - blockCount) }
            if blockSums.count < blockCount {
                if blockSums.capacity < blockCount {
                    blockSums.reserveCapacity(HeightIndex.maxChunkCount / size)
                }
                blockSums.append(contentsOf: repeatElement(0, count: blockCount - blockSums.count))
            }
            heights.withUnsafeBufferPointer { h in
                blockSums.withUnsafeMutableBufferPointer { sums in
                    for block in firstBlock..<blockCount {
                        var sum = 0.0
                        for i in (block * size)..<min(h.count, (block + 1) * size) { sum += h[i] }
                        sums[block] = sum
                    }
                }
            }
            var total = 0.0
            for sum in blockSums { total += sum }
            self.total = total
        }
    }

    /// Where an item is: its index, its offset and height, and (internally) its chunk and slot.
    public struct Location: Equatable, Sendable {
        /// The item's index in the whole sequence.
        public let index: Int
        /// The item's top edge.
        public let y: Double
        /// The item's height.
        public let height: Double
        let chunk: Int
        let slot: Int

        /// The item's bottom edge (`y + height`).
        public var maxY: Double { y + height }
    }

    private var chunks: [Chunk]
    private var chunkHeights: FenwickTree<Double>
    private var chunkCounts: FenwickTree<Int>

    /// The number of items.
    public private(set) var count: Int

    /// Builds the index over `count` items whose heights `height(i)` gives, in O(n).
    public init(count: Int, height: (Int) -> Double) {
        var builder = Builder(expectedCount: count)
        for i in 0..<max(0, count) { builder.append(height(i)) }
        self = builder.build()
    }

    /// Builds an index from heights appended in order, chunk by chunk, with no copy of the
    /// whole sequence.
    public struct Builder {
        private var chunks: [Chunk] = []
        private var current: [Double] = []

        public init(expectedCount: Int = 0) {
            chunks.reserveCapacity(max(0, expectedCount) / HeightIndex.maxChunkCount + 1)
            current.reserveCapacity(min(max(0, expectedCount), HeightIndex.maxChunkCount))
        }

        @inline(__always)
        public mutating func append(_ height: Double) {
            current.append(height)
            if current.count == HeightIndex.maxChunkCount {
                chunks.append(Chunk(heights: current))
                current = []
                current.reserveCapacity(HeightIndex.maxChunkCount)
            }
        }

        public consuming func build() -> HeightIndex {
            if !current.isEmpty { chunks.append(Chunk(heights: current)) }
            return HeightIndex(chunks: chunks)
        }
    }

    private init(chunks: [Chunk]) {
        self.chunks = chunks
        count = chunks.reduce(0) { $0 + $1.heights.count }
        chunkHeights = FenwickTree(chunks.lazy.map(\.total))
        chunkCounts = FenwickTree(chunks.lazy.map(\.heights.count))
    }

    /// Builds the index over the given heights, in order.
    public init<C: Collection>(heights: C) where C.Element == Double, C.Index == Int {
        self.init(count: heights.count) { heights[heights.startIndex + $0] }
    }

    /// The sum of every height.
    public var totalHeight: Double { chunkHeights.total }

    /// The bytes held by the index (heights, block sums, chunk trees).
    public var allocatedBytes: Int {
        var bytes = chunks.capacity * MemoryLayout<Chunk>.stride
        for chunk in chunks {
            // Each array buffer has a 32-byte header before its elements.
            bytes += 32 + chunk.heights.capacity * MemoryLayout<Double>.stride
            bytes += 32 + chunk.blockSums.capacity * MemoryLayout<Double>.stride
        }
        return bytes + chunkHeights.allocatedBytes + chunkCounts.allocatedBytes
    }

    // MARK: Reading

    /// The height of item `index`.
    public func height(at index: Int) -> Double {
        let (chunk, slot) = chunkAndSlot(of: index)
        return chunks[chunk].heights[slot]
    }

    /// The top edge of item `index`; `offset(of: count)` is ``totalHeight``.
    public func offset(of index: Int) -> Double {
        guard index < count else { return totalHeight }
        let (chunk, slot) = chunkAndSlot(of: index)
        return chunkHeights.prefixSum(chunk) + offsetInChunk(chunk, slot: slot)
    }

    /// Item `index` with its offset and height.
    public func location(ofIndex index: Int) -> Location {
        let (chunk, slot) = chunkAndSlot(of: index)
        let y = chunkHeights.prefixSum(chunk) + offsetInChunk(chunk, slot: slot)
        return Location(index: index, y: y, height: chunks[chunk].heights[slot], chunk: chunk, slot: slot)
    }

    /// The item whose span `[y, y + height)` contains `y`, or nil when `y` is outside
    /// `[0, totalHeight)`. Zero-height items are never returned.
    public func location(at y: Double) -> Location? {
        guard y >= 0, y < totalHeight else { return nil }
        let (chunk, remainderInChunk) = chunkHeights.descend(to: y)
        guard chunk < chunks.count else { return nil }
        var remainder = remainderInChunk
        let size = HeightIndex.blockSize
        return chunks[chunk].heights.withUnsafeBufferPointer { heights in
            chunks[chunk].blockSums.withUnsafeBufferPointer { sums in
                var block = 0
                while block < sums.count - 1, sums[block] <= remainder {
                    remainder -= sums[block]
                    block += 1
                }
                var slot = block * size
                let end = min(heights.count, slot + size)
                while slot < end - 1, heights[slot] <= remainder {
                    remainder -= heights[slot]
                    slot += 1
                }
                // Rounding can leave us on a zero-height item at a chunk's end; step past it.
                while slot < heights.count - 1, heights[slot] == 0 { slot += 1 }
                let index = chunkCounts.prefixSum(chunk) + slot
                return Location(index: index, y: y - remainder, height: heights[slot], chunk: chunk, slot: slot)
            }
        }
    }

    /// Like ``location(at:)``, but starts from `hint` (a previous answer) and walks when `y`
    /// is within a few items of it, as a scrolling viewport asks.
    public func location(at y: Double, near hint: Location?) -> Location? {
        guard let hint, hint.chunk < chunks.count, hint.slot < chunks[hint.chunk].heights.count,
              y >= 0, y < totalHeight else { return location(at: y) }
        var current = hint
        for _ in 0..<64 {
            if y < current.y {
                guard let previous = item(before: current) else { return location(at: y) }
                current = previous
            } else if y >= current.maxY {
                guard let next = item(after: current) else { return location(at: y) }
                current = next
            } else {
                return current
            }
        }
        return location(at: y)
    }

    /// The item after `location`, or nil at the end.
    @inline(__always)
    public func item(after location: Location) -> Location? {
        var chunk = location.chunk
        var slot = location.slot + 1
        if slot == chunks[chunk].heights.count {
            chunk += 1
            slot = 0
            if chunk == chunks.count { return nil }
        }
        return Location(index: location.index + 1, y: location.maxY,
                        height: chunks[chunk].heights[slot], chunk: chunk, slot: slot)
    }

    /// The item before `location`, or nil at the start.
    @inline(__always)
    public func item(before location: Location) -> Location? {
        var chunk = location.chunk
        var slot = location.slot - 1
        if slot < 0 {
            if chunk == 0 { return nil }
            chunk -= 1
            slot = chunks[chunk].heights.count - 1
        }
        let height = chunks[chunk].heights[slot]
        return Location(index: location.index - 1, y: location.y - height,
                        height: height, chunk: chunk, slot: slot)
    }

    // MARK: Writing

    /// Sets the height of item `index`, in O(log n).
    public mutating func setHeight(_ height: Double, at index: Int) {
        let (chunk, slot) = chunkAndSlot(of: index)
        let size = HeightIndex.blockSize
        let oldTotal = chunks[chunk].total
        let block = slot / size
        chunks[chunk].heights[slot] = height
        // Re-summing the block (≤ 32 adds) rather than adding a delta keeps sums from drifting.
        var blockSum = 0.0
        let heights = chunks[chunk].heights
        for i in (block * size)..<min(heights.count, (block + 1) * size) { blockSum += heights[i] }
        chunks[chunk].blockSums[block] = blockSum
        var total = 0.0
        for sum in chunks[chunk].blockSums { total += sum }
        chunks[chunk].total = total
        chunkHeights.add(total - oldTotal, at: chunk)
    }

    /// Inserts an item of `height` before item `index` (`index == count` appends).
    public mutating func insert(_ height: Double, at index: Int) {
        precondition(index >= 0 && index <= count, "HeightIndex.insert: index out of range")
        if chunks.isEmpty {
            self = HeightIndex(heights: [height])
            return
        }
        var (chunk, slot) = index == count
            ? (chunks.count - 1, chunks[chunks.count - 1].heights.count)
            : chunkAndSlot(of: index)
        if chunks[chunk].heights.count == HeightIndex.maxChunkCount {
            splitChunk(chunk)
            let half = chunks[chunk].heights.count
            if slot > half {
                chunk += 1
                slot -= half
            }
        }
        let oldTotal = chunks[chunk].total
        if chunks[chunk].heights.capacity == chunks[chunk].heights.count {
            chunks[chunk].heights.reserveCapacity(HeightIndex.maxChunkCount)
        }
        chunks[chunk].heights.insert(height, at: slot)
        chunks[chunk].recomputeBlockSums(from: slot)
        chunkHeights.add(chunks[chunk].total - oldTotal, at: chunk)
        chunkCounts.add(1, at: chunk)
        count += 1
    }

    /// Removes item `index` and returns its height.
    @discardableResult
    public mutating func remove(at index: Int) -> Double {
        precondition(index >= 0 && index < count, "HeightIndex.remove: index out of range")
        let (chunk, slot) = chunkAndSlot(of: index)
        let oldTotal = chunks[chunk].total
        let removed = chunks[chunk].heights.remove(at: slot)
        count -= 1
        let remaining = chunks[chunk].heights.count
        if remaining == 0 {
            chunks.remove(at: chunk)
            rebuildChunkTrees()
            return removed
        }
        chunks[chunk].recomputeBlockSums(from: slot)
        if remaining < HeightIndex.maxChunkCount / 8, mergeChunk(chunk) { return removed }
        chunkHeights.add(chunks[chunk].total - oldTotal, at: chunk)
        chunkCounts.add(-1, at: chunk)
        return removed
    }

    // MARK: Internals

    @inline(__always)
    private func chunkAndSlot(of index: Int) -> (chunk: Int, slot: Int) {
        precondition(index >= 0 && index < count, "HeightIndex: index \(index) out of range 0..<\(count)")
        let (chunk, slot) = chunkCounts.descend(to: index)
        return (chunk, slot)
    }

    @inline(__always)
    private func offsetInChunk(_ chunk: Int, slot: Int) -> Double {
        let size = HeightIndex.blockSize
        let block = slot / size
        var y = 0.0
        chunks[chunk].blockSums.withUnsafeBufferPointer { sums in
            for b in 0..<block { y += sums[b] }
        }
        chunks[chunk].heights.withUnsafeBufferPointer { heights in
            for i in (block * size)..<slot { y += heights[i] }
        }
        return y
    }

    private mutating func splitChunk(_ chunk: Int) {
        let heights = chunks[chunk].heights
        let half = heights.count / 2
        var first = Array(heights[..<half])
        var second = Array(heights[half...])
        first.reserveCapacity(HeightIndex.maxChunkCount)
        second.reserveCapacity(HeightIndex.maxChunkCount)
        chunks[chunk] = Chunk(heights: first)
        chunks.insert(Chunk(heights: second), at: chunk + 1)
        rebuildChunkTrees()
    }

    /// Merges a small chunk into a neighbour when both fit in half a chunk; returns whether
    /// it did (the trees are then rebuilt and up to date).
    private mutating func mergeChunk(_ chunk: Int) -> Bool {
        let limit = HeightIndex.maxChunkCount / 2
        let size = chunks[chunk].heights.count
        let neighbour: Int
        if chunk + 1 < chunks.count, chunks[chunk + 1].heights.count + size <= limit {
            neighbour = chunk + 1
        } else if chunk > 0, chunks[chunk - 1].heights.count + size <= limit {
            neighbour = chunk - 1
        } else {
            return false
        }
        let (left, right) = (min(chunk, neighbour), max(chunk, neighbour))
        var merged = chunks[left].heights
        merged.reserveCapacity(HeightIndex.maxChunkCount)
        merged.append(contentsOf: chunks[right].heights)
        chunks[left] = Chunk(heights: merged)
        chunks.remove(at: right)
        rebuildChunkTrees()
        return true
    }

    private mutating func rebuildChunkTrees() {
        chunkHeights = FenwickTree(chunks.lazy.map(\.total))
        chunkCounts = FenwickTree(chunks.lazy.map(\.heights.count))
    }
}

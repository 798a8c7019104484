/// Cumulative offsets over a sequence of item heights, for tens of millions of items.
///
/// Heights live in chunks of at most ``maxChunkCount`` items; each chunk keeps one sum per
/// block of ``blockSize`` items, and a ``WidePrefixTree`` over the chunk *slots* holds their
/// running heights and item counts in 16-wide nodes. So:
///
/// - building is O(n), one pass, about 9 bytes per item (chunks start 7/8 full);
/// - offset → item is a descent of four or so wide nodes (a few cache lines, mostly cached),
///   then a scan of ≤ 32 block sums and ≤ 32 heights; item → offset is the mirror image;
/// - a height update touches one height, one block sum and ≤ 16 entries per tree level;
/// - insert and delete shift at most one chunk. Every chunk is built with an empty slot
///   beside it, so a full chunk splits into its neighbouring gap (and an emptied chunk
///   becomes a gap) with a few tree updates; only when no gap is left are the slots
///   spread out again, O(n / 1024), once in hundreds of splits.
///
/// An item occupies `[y, y + height)`; a zero-height item occupies nothing and is never
/// found by ``location(at:)``. Sums are kept by adding differences, as in a Fenwick
/// tree: exact for heights that are multiples of a power of two (such as 0.5 or 1/3 pt
/// rounded to 1/64), within a few ulps otherwise.
public struct HeightIndex: Sendable {
    /// The most items one chunk holds; a chunk that would grow past it splits in two.
    public static let maxChunkCount = 1024
    /// How full chunks are built, leaving room for inserts before the first split.
    static let builtChunkCount = 896
    /// Items per block sum inside a chunk.
    static let blockSize = 32

    struct Chunk: Sendable {
        var heights: [Double]
        /// `blockSums[b]` is the sum of `heights[b * blockSize ..< (b + 1) * blockSize]`.
        var blockSums: [Double]
        /// The sum of `blockSums`, as the slot tree last saw it.
        var total: Double

        static let gap = Chunk(heights: [])

        init(heights: [Double]) {
            self.heights = heights
            blockSums = []
            total = 0
            recomputeSums()
        }

        /// Sums every block, and the total, from the heights.
        mutating func recomputeSums() {
            let size = HeightIndex.blockSize
            let blockCount = (heights.count + size - 1) / size
            blockSums = [Double](unsafeUninitializedCapacity: max(blockCount, heights.capacity / size)) { sums, initialized in
                heights.withUnsafeBufferPointer { h in
                    for block in 0..<blockCount {
                        var sum = 0.0
                        for i in (block * size)..<min(h.count, (block + 1) * size) { sum += h[i] }
                        sums[block] = sum
                    }
                }
                initialized = blockCount
            }
            resumTotal()
        }

        mutating func resumTotal() {
            var total = 0.0
            for sum in blockSums { total += sum }
            self.total = total
        }

        /// Sets the height at `position` and returns the change, keeping the sums by delta.
        @inline(__always)
        mutating func setHeight(_ height: Double, at position: Int) -> Double {
            let delta = height - heights[position]
            heights[position] = height
            blockSums[position / HeightIndex.blockSize] += delta
            total += delta
            return delta
        }

        /// Inserts `height` at `position`. The block holding it is summed again; each later
        /// block gains the item that crossed into it and loses the one that left, O(blocks).
        mutating func insert(_ height: Double, at position: Int) {
            let size = HeightIndex.blockSize
            if heights.capacity == heights.count { heights.reserveCapacity(HeightIndex.maxChunkCount) }
            heights.insert(height, at: position)
            let n = heights.count
            if (n - 1) % size == 0 { blockSums.append(0) }
            let first = position / size
            heights.withUnsafeBufferPointer { h in
                blockSums.withUnsafeMutableBufferPointer { sums in
                    var sum = 0.0
                    for i in (first * size)..<min(n, (first + 1) * size) { sum += h[i] }
                    sums[first] = sum
                    for block in (first + 1)..<max(first + 1, sums.count) {
                        let start = block * size
                        sums[block] += h[start] - (start + size < n ? h[start + size] : 0)
                    }
                }
            }
            resumTotal()
        }

        /// Removes the item at `position`, shifting later block sums as ``insert(_:at:)`` does.
        mutating func remove(at position: Int) -> Double {
            let size = HeightIndex.blockSize
            let removed = heights.remove(at: position)
            let n = heights.count
            if n % size == 0 { blockSums.removeLast() }
            let first = position / size
            heights.withUnsafeBufferPointer { h in
                blockSums.withUnsafeMutableBufferPointer { sums in
                    guard first < sums.count else { return }
                    var sum = 0.0
                    for i in (first * size)..<min(n, (first + 1) * size) { sum += h[i] }
                    sums[first] = sum
                    for block in (first + 1)..<max(first + 1, sums.count) {
                        let start = block * size
                        sums[block] += (start + size - 1 < n ? h[start + size - 1] : 0) - h[start - 1]
                    }
                }
            }
            resumTotal()
            return removed
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
        /// The slot of the chunk holding the item, and the item's position in that chunk.
        let chunk: Int
        let position: Int

        /// The item's bottom edge (`y + height`).
        public var maxY: Double { y + height }
    }

    /// Chunks in content order; an empty one is a gap, kept so that a split or a deletion
    /// changes a few tree nodes instead of rebuilding the trees.
    private var slots: [Chunk]
    private var summary: WidePrefixTree

    /// The number of items.
    public private(set) var count: Int

    /// Whether chunk k still sits in slot 2k holding exactly ``builtChunkCount`` items (all
    /// but the last), as built: then an item's chunk is arithmetic, not a tree descent.
    /// The first insert or removal ends it.
    private var isAsBuilt = true

    /// Builds the index over `count` items whose heights `height(i)` gives, in O(n).
    public init(count: Int, height: (Int) -> Double) {
        var builder = Builder(expectedCount: count)
        for i in 0..<max(0, count) { builder.append(height(i)) }
        self = builder.build()
    }

    /// Builds the index over the given heights, in order, copying them chunk by chunk.
    public init<C: Collection>(heights: C) where C.Element == Double {
        var builder = Builder(expectedCount: heights.count)
        let copied: Void? = heights.withContiguousStorageIfAvailable { buffer in builder.append(contentsOf: buffer) }
        if copied == nil { for height in heights { builder.append(height) } }
        self = builder.build()
    }

    /// Builds an index from heights appended in order, chunk by chunk, with no copy of the
    /// whole sequence.
    public struct Builder {
        private var chunks: [Chunk] = []
        private var current: [Double] = []

        public init(expectedCount: Int = 0) {
            chunks.reserveCapacity(max(0, expectedCount) / HeightIndex.builtChunkCount + 1)
            current.reserveCapacity(HeightIndex.maxChunkCount)
        }

        @inline(__always)
        public mutating func append(_ height: Double) {
            current.append(height)
            if current.count == HeightIndex.builtChunkCount { finishChunk() }
        }

        public mutating func append(contentsOf heights: UnsafeBufferPointer<Double>) {
            var start = 0
            while start < heights.count {
                let take = min(HeightIndex.builtChunkCount - current.count, heights.count - start)
                current.append(contentsOf: UnsafeBufferPointer(rebasing: heights[start..<start + take]))
                start += take
                if current.count == HeightIndex.builtChunkCount { finishChunk() }
            }
        }

        /// Appends `count` heights cycling through `pattern` from `pattern[phase]`, filling
        /// each chunk in one pass (a generator's heights, without a call per row).
        public mutating func append(cycling pattern: [Double], from phase: Int = 0, count: Int) {
            guard !pattern.isEmpty, count > 0 else { return }
            var k = phase % pattern.count, left = count
            pattern.withUnsafeBufferPointer { pattern in
                while left > 0 {
                    let take = min(HeightIndex.builtChunkCount - current.count, left)
                    let start = current.count
                    current.append(contentsOf: repeatElement(0, count: take))
                    current.withUnsafeMutableBufferPointer { chunk in
                        for i in start..<(start + take) {
                            chunk[i] = pattern[k]
                            k += 1
                            if k == pattern.count { k = 0 }
                        }
                    }
                    left -= take
                    if current.count == HeightIndex.builtChunkCount { finishChunk() }
                }
            }
        }

        private mutating func finishChunk() {
            chunks.append(Chunk(heights: current))
            current = []
            current.reserveCapacity(HeightIndex.maxChunkCount)
        }

        public consuming func build() -> HeightIndex {
            if !current.isEmpty { chunks.append(Chunk(heights: current)) }
            return HeightIndex(spreading: chunks, asBuilt: true)
        }
    }

    /// An index over `chunks` (empty ones dropped), each followed by a gap. `asBuilt`: the
    /// chunks are the builder's, all full to ``builtChunkCount`` but the last.
    private init(spreading chunks: [Chunk], asBuilt: Bool) {
        isAsBuilt = asBuilt
        var slots: [Chunk] = []
        slots.reserveCapacity(chunks.count * 2)
        var count = 0
        for chunk in chunks where !chunk.heights.isEmpty {
            slots.append(chunk)
            slots.append(.gap)
            count += chunk.heights.count
        }
        self.slots = slots
        self.count = count
        summary = HeightIndex.summary(over: slots)
    }

    private static func summary(over slots: [Chunk]) -> WidePrefixTree {
        var totals: [Double] = [], counts: [Int] = []
        totals.reserveCapacity(slots.count)
        counts.reserveCapacity(slots.count)
        slots.withUnsafeBufferPointer { slots in
            for slot in slots {
                totals.append(slot.total)
                counts.append(slot.heights.count)
            }
        }
        return WidePrefixTree(totals: totals, counts: counts)
    }

    /// The sum of every height.
    public var totalHeight: Double { summary.totalHeight }

    /// The bytes held by the index (heights, block sums, slot trees).
    public var allocatedBytes: Int {
        var bytes = slots.capacity * MemoryLayout<Chunk>.stride
        for chunk in slots where !chunk.heights.isEmpty {
            // Each array buffer has a 32-byte header before its elements.
            bytes += 32 + chunk.heights.capacity * MemoryLayout<Double>.stride
            bytes += 32 + chunk.blockSums.capacity * MemoryLayout<Double>.stride
        }
        return bytes + summary.allocatedBytes
    }

    // MARK: Reading

    /// The height of item `index`.
    public func height(at index: Int) -> Double {
        let (chunk, position) = chunkAndPosition(of: index)
        return slots[chunk].heights[position]
    }

    /// The top edge of item `index`; `offset(of: count)` is ``totalHeight``.
    public func offset(of index: Int) -> Double {
        guard index < count else { return totalHeight }
        return location(ofIndex: index).y
    }

    /// Item `index` with its offset and height.
    public func location(ofIndex index: Int) -> Location {
        let (chunk, position) = chunkAndPosition(of: index)
        let size = HeightIndex.blockSize
        let block = position / size
        var y = summary.prefix(before: chunk).height
        slots[chunk].blockSums.withUnsafeBufferPointer { sums in
            for b in 0..<block { y += sums[b] }
        }
        return slots[chunk].heights.withUnsafeBufferPointer { heights in
            for i in (block * size)..<position { y += heights[i] }
            return Location(index: index, y: y, height: heights[position], chunk: chunk, position: position)
        }
    }

    /// The item whose span `[y, y + height)` contains `y`, or nil when `y` is outside
    /// `[0, totalHeight)`. Zero-height items are never returned.
    public func location(at y: Double) -> Location? {
        guard y >= 0, y < totalHeight else { return nil }
        let (chunk, remainderInChunk, itemsBefore) = summary.descend(toHeight: y)
        guard chunk < slots.count, !slots[chunk].heights.isEmpty else { return nil }
        var remainder = remainderInChunk
        let size = HeightIndex.blockSize
        return slots[chunk].heights.withUnsafeBufferPointer { heights in
            slots[chunk].blockSums.withUnsafeBufferPointer { sums in
                var block = 0
                while block < sums.count - 1, sums[block] <= remainder {
                    remainder -= sums[block]
                    block += 1
                }
                var position = block * size
                let end = min(heights.count, position + size)
                while position < end - 1, heights[position] <= remainder {
                    remainder -= heights[position]
                    position += 1
                }
                // Rounding can leave us on a zero-height item at a chunk's end; step past it.
                while position < heights.count - 1, heights[position] == 0 { position += 1 }
                let index = itemsBefore + position
                return Location(index: index, y: y - remainder, height: heights[position], chunk: chunk, position: position)
            }
        }
    }

    /// Like ``location(at:)``, but starts from `hint` (a previous answer) and walks when `y`
    /// is within a few items of it, as a scrolling viewport asks. A hint is good until the
    /// index is next edited.
    public func location(at y: Double, near hint: Location?) -> Location? {
        guard let hint, hint.chunk < slots.count, hint.position < slots[hint.chunk].heights.count,
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
        var position = location.position + 1
        if position == slots[chunk].heights.count {
            position = 0
            repeat {
                chunk += 1
                if chunk == slots.count { return nil }
            } while slots[chunk].heights.isEmpty
        }
        return Location(index: location.index + 1, y: location.maxY,
                        height: slots[chunk].heights[position], chunk: chunk, position: position)
    }

    /// The item before `location`, or nil at the start.
    @inline(__always)
    public func item(before location: Location) -> Location? {
        var chunk = location.chunk
        var position = location.position - 1
        if position < 0 {
            repeat {
                if chunk == 0 { return nil }
                chunk -= 1
            } while slots[chunk].heights.isEmpty
            position = slots[chunk].heights.count - 1
        }
        let height = slots[chunk].heights[position]
        return Location(index: location.index - 1, y: location.y - height,
                        height: height, chunk: chunk, position: position)
    }

    // MARK: Writing

    /// Sets the height of item `index`, in O(log n).
    public mutating func setHeight(_ height: Double, at index: Int) {
        let (chunk, position) = chunkAndPosition(of: index)
        summary.add(height: slots[chunk].setHeight(height, at: position), items: 0, at: chunk)
        checkAfterEdit(chunk)
    }

    /// Inserts an item of `height` before item `index` (`index == count` appends).
    public mutating func insert(_ height: Double, at index: Int) {
        precondition(index >= 0 && index <= count, "HeightIndex.insert: index out of range")
        guard count > 0 else {
            self = HeightIndex(heights: [height])
            return
        }
        var (chunk, position) = insertionPoint(for: index)
        isAsBuilt = false
        if slots[chunk].heights.count == HeightIndex.maxChunkCount {
            split(chunk)
            (chunk, position) = insertionPoint(for: index)
        }
        let oldTotal = slots[chunk].total
        slots[chunk].insert(height, at: position)
        summary.add(height: slots[chunk].total - oldTotal, items: 1, at: chunk)
        count += 1
        checkAfterEdit(chunk)
    }

    /// Removes item `index` and returns its height.
    @discardableResult
    public mutating func remove(at index: Int) -> Double {
        precondition(index >= 0 && index < count, "HeightIndex.remove: index out of range")
        let (chunk, position) = chunkAndPosition(of: index)
        isAsBuilt = false
        let oldTotal = slots[chunk].total
        let removed = slots[chunk].remove(at: position)
        count -= 1
        if slots[chunk].heights.isEmpty { slots[chunk] = .gap }
        summary.add(height: slots[chunk].total - oldTotal, items: -1, at: chunk)
        if !slots[chunk].heights.isEmpty, slots[chunk].heights.count < HeightIndex.maxChunkCount / 8 {
            mergeIntoNeighbour(chunk)
        }
        checkAfterEdit(min(chunk, slots.count - 1))
        return removed
    }

    // MARK: Internals

    /// What must hold between edits; for tests. Returns the first broken rule, if any.
    func brokenInvariant() -> String? {
        guard summary.count == slots.count else { return "the summary and the slots differ in size" }
        if let broken = summary.brokenInvariant() { return broken }
        var items = 0
        for (k, chunk) in slots.enumerated() {
            if chunk.heights.count > HeightIndex.maxChunkCount { return "chunk \(k) holds \(chunk.heights.count) items" }
            var copy = chunk
            copy.recomputeSums()
            if copy.blockSums != chunk.blockSums || copy.total != chunk.total { return "chunk \(k) has stale sums" }
            let slot = summary.value(at: k)
            if slot.items != chunk.heights.count { return "slot \(k) count is off" }
            if slot.height != chunk.total { return "slot \(k) total is off" }
            items += chunk.heights.count
        }
        if isAsBuilt {
            for (k, chunk) in slots.enumerated() {
                let expected = k % 2 == 1 ? 0 : min(HeightIndex.builtChunkCount, count - k / 2 * HeightIndex.builtChunkCount)
                if chunk.heights.count != expected { return "marked as built, but slot \(k) holds \(chunk.heights.count)" }
            }
        }
        return items == count ? nil : "count is \(count) but chunks hold \(items)"
    }

    /// After each edit, in debug and test builds: the edited chunk's sums, its slot in the
    /// summary, and the summary's running totals (O(chunk + log n), unlike
    /// ``brokenInvariant()``, so it can run after every edit).
    @inline(__always)
    private func checkAfterEdit(_ chunk: Int) {
        assert({
            guard slots.indices.contains(chunk) else { return slots.isEmpty }
            var copy = slots[chunk]
            copy.recomputeSums()
            let (total, items) = summary.value(at: chunk)
            // Sums kept by differences may drift by rounding from sums taken afresh.
            let tolerance = 1e-9 * max(1, summary.totalHeight)
            func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
            return zip(copy.blockSums, slots[chunk].blockSums).allSatisfy(close)
                && copy.blockSums.count == slots[chunk].blockSums.count
                && close(copy.total, slots[chunk].total) && close(total, slots[chunk].total)
                && items == slots[chunk].heights.count
                && summary.totalCount == count && summary.count == slots.count
        }(), "HeightIndex: an edit broke the index around slot \(chunk)")
    }

    @inline(__always)
    private func chunkAndPosition(of index: Int) -> (chunk: Int, position: Int) {
        precondition(index >= 0 && index < count, "HeightIndex: index \(index) out of range 0..<\(count)")
        if isAsBuilt {
            let (chunk, position) = index.quotientAndRemainder(dividingBy: HeightIndex.builtChunkCount)
            return (2 * chunk, position)
        }
        // Gaps count 0, so the descent passes over them to the chunk that holds `index`.
        let (chunk, position) = summary.descend(toItem: index)
        return (chunk, position)
    }

    /// Where an item inserted before `index` goes: before the item now there, or after the
    /// last item when appending.
    private func insertionPoint(for index: Int) -> (chunk: Int, position: Int) {
        if index < count { return chunkAndPosition(of: index) }
        let (chunk, position) = chunkAndPosition(of: count - 1)
        return (chunk, position + 1)
    }

    /// Replaces the contents of slot `chunk` by `heights` (empty: a gap), updating the trees.
    private mutating func fill(_ chunk: Int, with heights: [Double]) {
        let old = slots[chunk]
        slots[chunk] = heights.isEmpty ? .gap : Chunk(heights: heights)
        summary.add(height: slots[chunk].total - old.total, items: heights.count - old.heights.count, at: chunk)
    }

    /// Splits a full chunk into halves, the second in the gap after it (or the first in
    /// the gap before it); with no gap beside it, spreads every chunk out first.
    private mutating func split(_ chunk: Int) {
        let gapAfter = chunk + 1 < slots.count && slots[chunk + 1].heights.isEmpty
        let gapBefore = chunk > 0 && slots[chunk - 1].heights.isEmpty
        guard gapAfter || gapBefore else {
            // Spreading puts the k-th chunk in slot 2k, with a gap after it.
            let rank = slots[..<chunk].reduce(0) { $0 + ($1.heights.isEmpty ? 0 : 1) }
            self = HeightIndex(spreading: slots, asBuilt: false)
            split(2 * rank)
            return
        }
        let heights = slots[chunk].heights
        let half = heights.count / 2
        var first = Array(heights[..<half]), second = Array(heights[half...])
        first.reserveCapacity(HeightIndex.maxChunkCount)
        second.reserveCapacity(HeightIndex.maxChunkCount)
        let (left, right) = gapAfter ? (chunk, chunk + 1) : (chunk - 1, chunk)
        fill(left, with: first)
        fill(right, with: second)
    }

    /// Moves a small chunk's items into an adjacent chunk when both fit in half a chunk,
    /// leaving a gap.
    private mutating func mergeIntoNeighbour(_ chunk: Int) {
        let limit = HeightIndex.maxChunkCount / 2
        let size = slots[chunk].heights.count
        for neighbour in [chunk + 1, chunk - 1] where slots.indices.contains(neighbour) {
            let other = slots[neighbour].heights.count
            guard other > 0, other + size <= limit else { continue }
            var merged = neighbour > chunk ? slots[chunk].heights + slots[neighbour].heights
                                           : slots[neighbour].heights + slots[chunk].heights
            merged.reserveCapacity(HeightIndex.maxChunkCount)
            fill(neighbour, with: merged)
            fill(chunk, with: [])
            return
        }
    }
}

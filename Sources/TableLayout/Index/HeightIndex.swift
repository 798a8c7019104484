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

    /// A chunk's place in ``PagePool`` and what the summary knows of it; a gap holds nothing.
    struct Chunk: Sendable {
        var page: Int
        var count: Int
        /// The sum of its block sums, as the summary last saw it.
        var total: Double

        static let gap = Chunk(page: -1, count: 0, total: 0)
        var isGap: Bool { count == 0 }
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
    private var pool: PagePool
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

    /// Builds an index from heights appended in order, straight into the pages of one
    /// region, with no copy of the whole sequence.
    public struct Builder {
        private var pool: PagePool
        private var chunks: [Chunk] = []
        /// Heights of the chunk being filled, kept until it is full.
        private var current: [Double] = []

        public init(expectedCount: Int = 0) {
            let pages = max(0, expectedCount) / HeightIndex.builtChunkCount + 1
            pool = PagePool(reservingPages: pages)
            chunks.reserveCapacity(pages)
            current.reserveCapacity(HeightIndex.builtChunkCount)
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
                if current.isEmpty, take == HeightIndex.builtChunkCount {
                    // A whole chunk: straight from the source into its page.
                    let source = UnsafeBufferPointer(rebasing: heights[start..<start + take])
                    addChunk(count: take) { page in _ = page.initialize(fromContentsOf: source) }
                } else {
                    current.append(contentsOf: UnsafeBufferPointer(rebasing: heights[start..<start + take]))
                    if current.count == HeightIndex.builtChunkCount { finishChunk() }
                }
                start += take
            }
        }

        /// Appends `count` heights cycling through `pattern` from `pattern[phase]`, writing
        /// whole chunks straight into their pages (a generator's heights, no call per row).
        public mutating func append(cycling pattern: [Double], from phase: Int = 0, count: Int) {
            guard !pattern.isEmpty, count > 0 else { return }
            var k = phase % pattern.count, left = count
            while left > 0, !current.isEmpty {
                append(pattern[k])
                k = (k + 1) % pattern.count
                left -= 1
            }
            pattern.withUnsafeBufferPointer { pattern in
                while left >= HeightIndex.builtChunkCount {
                    addChunk(count: HeightIndex.builtChunkCount) { page in
                        for i in 0..<page.count {
                            page[i] = pattern[k]
                            k += 1
                            if k == pattern.count { k = 0 }
                        }
                    }
                    left -= HeightIndex.builtChunkCount
                }
            }
            for _ in 0..<left {
                append(pattern[k])
                k = (k + 1) % pattern.count
            }
        }

        private mutating func addChunk(count: Int, _ fill: (UnsafeMutableBufferPointer<Double>) -> Void) {
            let (page, total) = pool.appendPage(count: count, fill)
            chunks.append(Chunk(page: page, count: count, total: total))
        }

        private mutating func finishChunk() {
            let current = self.current
            addChunk(count: current.count) { page in _ = page.initialize(fromContentsOf: current) }
            self.current.removeAll(keepingCapacity: true)
        }

        /// The index over everything appended. The builder is left empty: its region moves
        /// into the index, so the index's first edit does not copy it.
        public mutating func build() -> HeightIndex {
            if !current.isEmpty { finishChunk() }
            let (chunks, pool) = (self.chunks, self.pool)
            self = Builder()
            return HeightIndex(spreading: chunks, pool: pool, asBuilt: true)
        }
    }

    /// An index over `chunks` (gaps dropped), each followed by a gap. `asBuilt`: the
    /// chunks are the builder's, all full to ``builtChunkCount`` but the last.
    private init(spreading chunks: [Chunk], pool: PagePool, asBuilt: Bool) {
        isAsBuilt = asBuilt
        var slots: [Chunk] = []
        slots.reserveCapacity(chunks.count * 2)
        var count = 0
        for chunk in chunks where !chunk.isGap {
            slots.append(chunk)
            slots.append(.gap)
            count += chunk.count
        }
        self.slots = slots
        self.pool = pool
        self.count = count
        summary = WidePrefixTree(totals: slots.map(\.total), counts: slots.map(\.count))
    }

    /// The sum of every height.
    public var totalHeight: Double { summary.totalHeight }

    /// The bytes held by the index (heights, block sums, slot trees).
    public var allocatedBytes: Int {
        slots.capacity * MemoryLayout<Chunk>.stride + pool.allocatedBytes + summary.allocatedBytes
    }

    // MARK: Reading

    /// The height of item `index`.
    public func height(at index: Int) -> Double {
        let (chunk, position) = chunkAndPosition(of: index)
        return pool.height(page: slots[chunk].page, position: position)
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
        let block = position / size, page = slots[chunk].page
        var y = summary.prefix(before: chunk).height
        pool.blockSums.withUnsafeBufferPointer { all in
            let sums = all.baseAddress! + page * PagePool.blocksPerPage
            for b in 0..<block { y += sums[b] }
        }
        return pool.heights.withUnsafeBufferPointer { all in
            let heights = all.baseAddress! + page * PagePool.pageSize
            for i in (block * size)..<position { y += heights[i] }
            return Location(index: index, y: y, height: heights[position], chunk: chunk, position: position)
        }
    }

    /// The item whose span `[y, y + height)` contains `y`, or nil when `y` is outside
    /// `[0, totalHeight)`. Zero-height items are never returned.
    public func location(at y: Double) -> Location? {
        guard y >= 0, y < totalHeight else { return nil }
        let (chunk, remainderInChunk, itemsBefore) = summary.descend(toHeight: y)
        guard chunk < slots.count else { return nil }
        let found = slots[chunk]
        guard !found.isGap else { return nil }
        var remainder = remainderInChunk
        let size = HeightIndex.blockSize
        return pool.heights.withUnsafeBufferPointer { allHeights in
            pool.blockSums.withUnsafeBufferPointer { allSums in
                let heights = allHeights.baseAddress! + found.page * PagePool.pageSize
                let sums = allSums.baseAddress! + found.page * PagePool.blocksPerPage
                let blocks = (found.count + size - 1) / size
                var block = 0
                while block < blocks - 1, sums[block] <= remainder {
                    remainder -= sums[block]
                    block += 1
                }
                var position = block * size
                let end = min(found.count, position + size)
                while position < end - 1, heights[position] <= remainder {
                    remainder -= heights[position]
                    position += 1
                }
                // Rounding can leave us on a zero-height item at a chunk's end; step past it.
                while position < found.count - 1, heights[position] == 0 { position += 1 }
                return Location(index: itemsBefore + position, y: y - remainder, height: heights[position],
                                chunk: chunk, position: position)
            }
        }
    }

    /// Like ``location(at:)``, but starts from `hint` (a previous answer) and walks when `y`
    /// is within a few items of it, as a scrolling viewport asks. A hint is good until the
    /// index is next edited.
    public func location(at y: Double, near hint: Location?) -> Location? {
        guard let hint, hint.chunk < slots.count, hint.position < slots[hint.chunk].count,
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
        if position == slots[chunk].count {
            position = 0
            repeat {
                chunk += 1
                if chunk == slots.count { return nil }
            } while slots[chunk].isGap
        }
        return Location(index: location.index + 1, y: location.maxY,
                        height: pool.height(page: slots[chunk].page, position: position), chunk: chunk, position: position)
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
            } while slots[chunk].isGap
            position = slots[chunk].count - 1
        }
        let height = pool.height(page: slots[chunk].page, position: position)
        return Location(index: location.index - 1, y: location.y - height,
                        height: height, chunk: chunk, position: position)
    }

    // MARK: Writing

    /// Sets the height of item `index`, in O(log n).
    public mutating func setHeight(_ height: Double, at index: Int) {
        let (chunk, position) = chunkAndPosition(of: index)
        let delta = pool.setHeight(height, page: slots[chunk].page, position: position)
        slots[chunk].total += delta
        summary.add(height: delta, items: 0, at: chunk)
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
        if slots[chunk].count == HeightIndex.maxChunkCount {
            split(chunk)
            (chunk, position) = insertionPoint(for: index)
        }
        let old = slots[chunk]
        let total = pool.insert(height, page: old.page, count: old.count, at: position)
        slots[chunk].count += 1
        slots[chunk].total = total
        summary.add(height: total - old.total, items: 1, at: chunk)
        count += 1
        checkAfterEdit(chunk)
    }

    /// Removes item `index` and returns its height.
    @discardableResult
    public mutating func remove(at index: Int) -> Double {
        precondition(index >= 0 && index < count, "HeightIndex.remove: index out of range")
        let (chunk, position) = chunkAndPosition(of: index)
        isAsBuilt = false
        let old = slots[chunk]
        let (removed, total) = pool.remove(page: old.page, count: old.count, at: position)
        count -= 1
        if old.count == 1 {
            pool.release(old.page)
            slots[chunk] = .gap
        } else {
            slots[chunk].count -= 1
            slots[chunk].total = total
        }
        summary.add(height: slots[chunk].total - old.total, items: -1, at: chunk)
        if !slots[chunk].isGap, slots[chunk].count < HeightIndex.maxChunkCount / 8 {
            mergeIntoNeighbour(chunk)
        }
        if pool.pageCount > 8, pool.livePageCount < pool.pageCount / 4 { compact() }
        checkAfterEdit(min(chunk, slots.count - 1))
        return removed
    }

    // MARK: Internals

    /// What must hold between edits; for tests. Returns the first broken rule, if any.
    func brokenInvariant() -> String? {
        guard summary.count == slots.count else { return "the summary and the slots differ in size" }
        if let broken = summary.brokenInvariant() { return broken }
        var items = 0
        var pages = Set<Int>()
        for (k, chunk) in slots.enumerated() {
            if chunk.count > HeightIndex.maxChunkCount { return "chunk \(k) holds \(chunk.count) items" }
            if !chunk.isGap {
                if !pages.insert(chunk.page).inserted { return "page \(chunk.page) is held twice" }
                let fresh = PagePool.freshBlockSums(pool.heights, page: chunk.page, count: chunk.count)
                if fresh != pool.storedBlockSums(of: chunk.page, count: chunk.count) || fresh.reduce(0, +) != chunk.total {
                    return "chunk \(k) has stale sums"
                }
            } else if chunk.total != 0 {
                return "gap \(k) has a height"
            }
            let slot = summary.value(at: k)
            if slot.items != chunk.count { return "slot \(k) count is off" }
            if slot.height != chunk.total { return "slot \(k) total is off" }
            items += chunk.count
        }
        if pages.count != pool.livePageCount { return "\(pool.livePageCount) pages live, \(pages.count) held" }
        if isAsBuilt {
            for (k, chunk) in slots.enumerated() {
                let expected = k % 2 == 1 ? 0 : min(HeightIndex.builtChunkCount, count - k / 2 * HeightIndex.builtChunkCount)
                if chunk.count != expected { return "marked as built, but slot \(k) holds \(chunk.count)" }
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
            let edited = slots[chunk]
            let (total, items) = summary.value(at: chunk)
            // Sums kept by differences may drift by rounding from sums taken afresh.
            let tolerance = 1e-9 * max(1, summary.totalHeight)
            func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
            if !edited.isGap {
                let fresh = PagePool.freshBlockSums(pool.heights, page: edited.page, count: edited.count)
                let stored = pool.storedBlockSums(of: edited.page, count: edited.count)
                guard fresh.count == stored.count, zip(fresh, stored).allSatisfy(close),
                      close(fresh.reduce(0, +), edited.total) else { return false }
            }
            return close(total, edited.total) && items == edited.count
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

    /// Replaces the contents of slot `chunk` by `heights` (empty: a gap), updating the summary.
    private mutating func fill(_ chunk: Int, with heights: [Double]) {
        let old = slots[chunk]
        if !old.isGap { pool.release(old.page) }
        if heights.isEmpty {
            slots[chunk] = .gap
        } else {
            let (page, total) = pool.allocate(holding: heights)
            slots[chunk] = Chunk(page: page, count: heights.count, total: total)
        }
        summary.add(height: slots[chunk].total - old.total, items: heights.count - old.count, at: chunk)
    }

    /// Splits a full chunk into halves, the second in the gap after it (or the first in
    /// the gap before it); with no gap beside it, spreads every chunk out first.
    private mutating func split(_ chunk: Int) {
        let gapAfter = chunk + 1 < slots.count && slots[chunk + 1].isGap
        let gapBefore = chunk > 0 && slots[chunk - 1].isGap
        guard gapAfter || gapBefore else {
            // Spreading puts the k-th chunk in slot 2k, with a gap after it.
            let rank = slots[..<chunk].reduce(0) { $0 + ($1.isGap ? 0 : 1) }
            self = HeightIndex(spreading: slots, pool: pool, asBuilt: false)
            split(2 * rank)
            return
        }
        let heights = pool.contents(of: slots[chunk].page, count: slots[chunk].count)
        let half = heights.count / 2
        let (left, right) = gapAfter ? (chunk, chunk + 1) : (chunk - 1, chunk)
        fill(left, with: Array(heights[..<half]))
        fill(right, with: Array(heights[half...]))
    }

    /// Moves a small chunk's items into an adjacent chunk when both fit in half a chunk,
    /// leaving a gap.
    private mutating func mergeIntoNeighbour(_ chunk: Int) {
        let limit = HeightIndex.maxChunkCount / 2
        let size = slots[chunk].count
        for neighbour in [chunk + 1, chunk - 1] where slots.indices.contains(neighbour) {
            let other = slots[neighbour].count
            guard other > 0, other + size <= limit else { continue }
            let mine = pool.contents(of: slots[chunk].page, count: size)
            let theirs = pool.contents(of: slots[neighbour].page, count: other)
            fill(neighbour, with: neighbour > chunk ? mine + theirs : theirs + mine)
            fill(chunk, with: [])
            return
        }
    }

    /// Copies the live pages into a fresh region when most pages are free (after many
    /// deletions), so the memory held follows the items held. O(n), once per many removals.
    private mutating func compact() {
        var fresh = PagePool(reservingPages: pool.livePageCount)
        var chunks: [Chunk] = []
        for chunk in slots where !chunk.isGap {
            let (page, total) = fresh.allocate(holding: pool.contents(of: chunk.page, count: chunk.count))
            chunks.append(Chunk(page: page, count: chunk.count, total: total))
        }
        self = HeightIndex(spreading: chunks, pool: fresh, asBuilt: false)
    }
}

/// Cumulative offsets over a sequence of item heights, for tens of millions of items.
///
/// Files: this one (the layout), `+Builder` (bulk builds), `+Queries` (offset ↔ item),
/// `+Edits` (height updates, inserts, removals), `+SplitPolicy` (splits, merges, spreading,
/// compaction), `+Invariants` (the checks after every edit). A *slot* is a position in
/// `slots`, which holds a chunk or a gap; a *page* is where a chunk's heights live in the
/// ``PagePool``; a *position* is an item's place inside its chunk.
///
/// Heights live in chunks of at most ``maxChunkCount`` items; each chunk keeps a running sum
/// at the end of every block of ``blockSize`` items, and a ``WidePrefixTree`` over the chunk *slots* holds their
/// running heights and item counts in wide nodes (32 slots per leaf, 16 children above). So:
///
/// - building is O(n), one pass, about 9 bytes per item (chunks start 7/8 full);
/// - offset → item is a descent of four or so wide nodes (a few cache lines, mostly cached),
///   then a branch-free count over the chunk's 16 running block sums and a scan of ≤ 32
///   heights, whose memory read starts beside the block sums'; item → offset is the mirror
///   image;
/// - a height update touches one height, the ≤ 16 running block sums from its block on (one
///   page's 128 bytes) and ≤ 32 entries in the tree's leaf, ≤ 16 per level above;
/// - insert and delete shift at most one chunk. Every chunk is built with an empty slot
///   beside it, so a full chunk splits into its neighbouring gap (and an emptied chunk
///   becomes a gap) with a few tree updates; only when no gap is left are the slots
///   spread out again, O(n / 512), once in hundreds of splits.
///
/// An item occupies `[y, y + height)`; a zero-height item occupies nothing and is never
/// found by ``location(at:)``. Sums are kept by adding differences, as in a Fenwick
/// tree: exact for heights that are multiples of a power of two (such as 0.5 or 1/3 pt
/// rounded to 1/64), within a few ulps otherwise.
package struct HeightIndex: Sendable {
    /// The most items one chunk holds; a chunk that would grow past it splits in two. An
    /// insert or removal shifts half a chunk on average, most of its time at 10M
    /// rows: 512 shifts half as much as 1024 did (history/performance.md, "Smaller chunks");
    /// the summary's 32-wide leaves keep it as shallow as before (four levels at 10M).
    package static let maxChunkCount = 512
    /// How full chunks are built, leaving room for inserts before the first split.
    static let builtChunkCount = 448
    /// Items per block sum inside a chunk.
    static let blockSize = 32

    /// A chunk's place in ``PagePool`` and its item count; a gap holds nothing. Its total is
    /// its page's last running block sum (``total(ofSlot:)``), not kept here as well: a height
    /// update then writes no slot (at 10M rows the slots are a cache miss of their own).
    struct Chunk: Sendable {
        var page: Int
        var count: Int

        static let gap = Chunk(page: -1, count: 0)
        var isGap: Bool { count == 0 }
    }

    /// Where an item is: its index, its offset and height, and (internally) the slot of its
    /// chunk and its position there.
    package struct Location: Equatable, Sendable {
        /// The item's index in the whole sequence.
        package let index: Int
        /// The item's top edge.
        package let y: Double
        /// The item's height.
        package let height: Double
        /// The slot of the chunk holding the item, and the item's position in that chunk.
        let slot: Int
        let position: Int

        /// The item's bottom edge (`y + height`).
        package var maxY: Double { y + height }
    }

    /// Chunks in content order; an empty one is a gap, kept so that a split or a deletion
    /// changes a few tree nodes instead of rebuilding the trees.
    var slots: [Chunk]
    var pool: PagePool
    var summary: WidePrefixTree

    /// The number of items.
    package internal(set) var count: Int

    /// Whether chunk k still sits in slot 2k on page k holding exactly ``builtChunkCount``
    /// items (all but the last), as built: then an item's chunk and a chunk's page are
    /// arithmetic, not a tree descent and a load. The first insert or removal ends it.
    var isAsBuilt = true

    /// Builds the index over `count` items whose heights `height(i)` gives, in O(n).
    package init(count: Int, height: (Int) -> Double) {
        var builder = Builder(expectedCount: count)
        for i in 0..<max(0, count) { builder.append(height(i)) }
        self = builder.build()
    }

    /// Builds the index over the given heights, in order, copying them chunk by chunk.
    package init<C: Collection>(heights: C) where C.Element == Double {
        var builder = Builder(expectedCount: heights.count)
        let copied: Void? = heights.withContiguousStorageIfAvailable { buffer in builder.append(contentsOf: buffer) }
        if copied == nil { for height in heights { builder.append(height) } }
        self = builder.build()
    }

    /// An index over `chunks` (gaps dropped), each followed by a gap. `asBuilt`: the
    /// chunks are the builder's, all full to ``builtChunkCount`` but the last.
    init(spreading chunks: [Chunk], pool: PagePool, asBuilt: Bool) {
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
        summary = WidePrefixTree(totals: slots.map { $0.isGap ? 0 : pool.total(of: $0.page) }, counts: slots.map(\.count))
    }

    /// The sum of the heights in `slot` (0 for a gap).
    @inline(__always)
    func total(ofSlot slot: Int) -> Double {
        let chunk = slots[slot]
        return chunk.isGap ? 0 : pool.total(of: chunk.page)
    }


    /// The sum of every height.
    package var totalHeight: Double { summary.totalHeight }

    /// The bytes held by the index (heights, block sums, slot trees).
    package var allocatedBytes: Int {
        slots.capacity * MemoryLayout<Chunk>.stride + pool.allocatedBytes + summary.allocatedBytes
    }
}

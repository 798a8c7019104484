/// When chunks split, merge and move: a full chunk splits into the gap beside it, a small
/// one merges into a neighbour, the slots are spread out again when no gap is left, and
/// the pages are compacted when most are free.
extension HeightIndex {
    /// Replaces what `slot` holds by `heights` (empty: a gap), updating the summary.
    mutating func fill(_ slot: Int, with heights: [Double]) {
        let old = slots[slot], before = total(ofSlot: slot)
        if !old.isGap { pool.release(old.page) }
        var after = 0.0
        if heights.isEmpty {
            slots[slot] = .gap
        } else {
            let page: Int
            (page, after) = pool.allocate(holding: heights)
            slots[slot] = Chunk(page: page, count: heights.count)
        }
        summary.add(height: after - before, items: heights.count - old.count, at: slot)
    }

    /// Splits the full chunk in `slot` into halves, the second in the gap after it (or the
    /// first in the gap before it); with no gap beside it, spreads every chunk out first.
    mutating func split(_ slot: Int) {
        let gapAfter = slot + 1 < slots.count && slots[slot + 1].isGap
        let gapBefore = slot > 0 && slots[slot - 1].isGap
        guard gapAfter || gapBefore else {
            // Spreading puts the k-th chunk in slot 2k, with a gap after it.
            let rank = slots[..<slot].reduce(0) { $0 + ($1.isGap ? 0 : 1) }
            self = HeightIndex(spreading: slots, pool: pool, asBuilt: false)
            split(2 * rank)
            return
        }
        let heights = pool.contents(of: slots[slot].page, count: slots[slot].count)
        let half = heights.count / 2
        let (left, right) = gapAfter ? (slot, slot + 1) : (slot - 1, slot)
        fill(left, with: Array(heights[..<half]))
        fill(right, with: Array(heights[half...]))
    }

    /// Moves a small chunk's items into an adjacent chunk when both fit in half a chunk,
    /// leaving a gap.
    mutating func mergeIntoNeighbour(_ slot: Int) {
        let limit = HeightIndex.maxChunkCount / 2
        let size = slots[slot].count
        for neighbour in [slot + 1, slot - 1] where slots.indices.contains(neighbour) {
            let other = slots[neighbour].count
            guard other > 0, other + size <= limit else { continue }
            let mine = pool.contents(of: slots[slot].page, count: size)
            let theirs = pool.contents(of: slots[neighbour].page, count: other)
            fill(neighbour, with: neighbour > slot ? mine + theirs : theirs + mine)
            fill(slot, with: [])
            return
        }
    }

    /// Copies the live pages into a fresh region when most pages are free (after many
    /// deletions), so the memory held follows the items held. O(n), once per many removals.
    mutating func compact() {
        var fresh = PagePool(reservingPages: pool.livePageCount)
        var chunks: [Chunk] = []
        for chunk in slots where !chunk.isGap {
            let (page, _) = fresh.allocate(holding: pool.contents(of: chunk.page, count: chunk.count))
            chunks.append(Chunk(page: page, count: chunk.count))
        }
        self = HeightIndex(spreading: chunks, pool: fresh, asBuilt: false)
    }
}

/// Editing: a height update touches one chunk and the summary; inserts and removals
/// shift one chunk and leave splitting and merging to `+SplitPolicy`.
extension HeightIndex {
    /// Sets the height of item `index`, in O(log n); returns the height it had (read where
    /// it is written, so an undo log needs no look-up of its own).
    @discardableResult
    package mutating func setHeight(_ height: Double, at index: Int) -> Double {
        let (slot, position) = slotAndPosition(of: index)
        let (old, delta) = pool.setHeight(height, page: page(ofSlot: slot), position: position)
        summary.add(height: delta, items: 0, at: slot)
        checkAfterEdit(slot)
        return old
    }

    /// Inserts an item of `height` before item `index` (`index == count` appends).
    package mutating func insert(_ height: Double, at index: Int) {
        precondition(index >= 0 && index <= count, "HeightIndex.insert: index out of range")
        guard count > 0 else {
            self = HeightIndex(heights: [height])
            return
        }
        var (slot, position) = insertionPoint(for: index)
        isAsBuilt = false
        if slots[slot].count == HeightIndex.maxChunkCount {
            split(slot)
            (slot, position) = insertionPoint(for: index)
        }
        let old = slots[slot], before = pool.total(of: old.page)
        let total = pool.insert(height, page: old.page, count: old.count, at: position)
        slots[slot].count += 1
        summary.add(height: total - before, items: 1, at: slot)
        count += 1
        checkAfterEdit(slot)
    }

    /// Removes item `index` and returns its height.
    @discardableResult
    package mutating func remove(at index: Int) -> Double {
        precondition(index >= 0 && index < count, "HeightIndex.remove: index out of range")
        let (slot, position) = slotAndPosition(of: index)
        isAsBuilt = false
        let old = slots[slot], before = pool.total(of: old.page)
        let (removed, total) = pool.remove(page: old.page, count: old.count, at: position)
        count -= 1
        if old.count == 1 {
            pool.release(old.page)
            slots[slot] = .gap
        } else {
            slots[slot].count -= 1
        }
        summary.add(height: (old.count == 1 ? 0 : total) - before, items: -1, at: slot)
        if !slots[slot].isGap, slots[slot].count < HeightIndex.maxChunkCount / 8 {
            mergeIntoNeighbour(slot)
        }
        if pool.pageCount > 8, pool.livePageCount < pool.pageCount / 4 { compact() }
        checkAfterEdit(min(slot, slots.count - 1))
        return removed
    }
}

/// Reading: offset → item, item → offset, and stepping from an item to its neighbours.
extension HeightIndex {
    /// The height of item `index`.
    package func height(at index: Int) -> Double {
        let (slot, position) = slotAndPosition(of: index)
        return pool.height(page: page(ofSlot: slot), position: position)
    }

    /// The top edge of item `index`; `offset(of: count)` is ``totalHeight``.
    package func offset(of index: Int) -> Double {
        guard index < count else { return totalHeight }
        return location(ofIndex: index).y
    }

    /// Item `index` with its offset and height.
    package func location(ofIndex index: Int) -> Location {
        let (slot, position) = slotAndPosition(of: index)
        let size = HeightIndex.blockSize
        let block = position / size, page = page(ofSlot: slot)
        var y = summary.prefix(before: slot).height
        if block > 0 { y += pool.blockSums[page * PagePool.blocksPerPage + block - 1] }
        return pool.heights.withUnsafeBufferPointer { all in
            let heights = all.baseAddress! + page * PagePool.pageSize
            for i in (block * size)..<position { y += heights[i] }
            return Location(index: index, y: y, height: heights[position], slot: slot, position: position)
        }
    }

    /// The item whose span `[y, y + height)` contains `y`, or nil when `y` is outside
    /// `[0, totalHeight)`. Zero-height items are never returned.
    package func location(at y: Double) -> Location? {
        guard y >= 0, y < totalHeight else { return nil }
        // As built, the items before a slot are arithmetic: the descent skips the counts.
        var touched = 0.0
        let built = isAsBuilt
        var (slot, remainderInChunk, itemsBefore, chunkHeight) = pool.heights.withUnsafeBufferPointer { allHeights in
            summary.descend(toHeight: y, countingItems: !isAsBuilt) { firstSlot, remainder, leafHeight in
                // Start the heights' DRAM read a level early: as built, the leaf's 16 chunks
                // hold 448 items each, and the item is about where the offset's share says.
                guard built else { return }
                let share = remainder / leafHeight
                guard share >= 0, share < 1 else { return }
                let item = Int(share * Double(16 * HeightIndex.builtChunkCount))
                let chunk = (firstSlot >> 1) &+ item / HeightIndex.builtChunkCount
                let at = chunk &* PagePool.pageSize &+ item % HeightIndex.builtChunkCount
                if at < allHeights.count { touched = allHeights[at] }
            }
        }
        // No height is -∞: the comparison only keeps the early read from being optimised away.
        if touched == -.infinity { return nil }
        guard slot < slots.count else { return nil }
        let found = chunk(inSlot: slot)
        guard !found.isGap else { return nil }
        if isAsBuilt { itemsBefore = (slot >> 1) * HeightIndex.builtChunkCount }
        var remainder = remainderInChunk
        let size = HeightIndex.blockSize
        return pool.heights.withUnsafeBufferPointer { allHeights in
            pool.blockSums.withUnsafeBufferPointer { allSums in
                let heights = allHeights.baseAddress! + found.page * PagePool.pageSize
                let sums = allSums.baseAddress! + found.page * PagePool.blocksPerPage
                let blocks = (found.count + size - 1) / size
                // Start the heights' memory read now, beside the block sums' instead of after
                // them: the item's position interpolated from the chunk's mean height (known
                // from the tree's leaf) is usually in the right block. The comparison keeps the
                // loads (Swift has no prefetch); it never holds, as a -∞ height would have
                // made `totalHeight` -∞ or NaN and the guard above returned.
                let share = remainder / chunkHeight  // NaN or out of range for odd heights: then 0
                let guess = share >= 0 && share < 1 ? min(Int(share * Double(found.count)), found.count - 1) : 0
                if heights[guess] == -.infinity || heights[guess & ~(size - 1)] == -.infinity { return nil }
                // The running sums ≤ the remainder are the blocks before ours: count them
                // all, 16 at a time without branches (no early exit to mispredict).
                var below = 0
                for run in stride(from: 0, to: PagePool.blocksPerPage, by: 16) {
                    below &+= RunningSumSearch.countNotAbove(remainder, in: sums + run)
                }
                let block = min(below, blocks - 1)
                if block > 0 { remainder -= sums[block - 1] }
                var position = block * size
                let end = min(found.count, position + size)
                while position < end - 1, heights[position] <= remainder {
                    remainder -= heights[position]
                    position += 1
                }
                // Rounding can leave us on a zero-height item at a chunk's end; step past it.
                while position < found.count - 1, heights[position] == 0 { position += 1 }
                return Location(index: itemsBefore + position, y: y - remainder, height: heights[position],
                                slot: slot, position: position)
            }
        }
    }

    /// Like ``location(at:)``, but starts from `hint` (a previous answer) and walks when `y`
    /// is within a few items of it, as a scrolling viewport asks. A hint is good until the
    /// index is next edited.
    package func location(at y: Double, near hint: Location?) -> Location? {
        guard let hint, hint.slot < slots.count, hint.position < chunk(inSlot: hint.slot).count,
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

    /// The item after `location`, or nil at the end. As built, the chunk's page and count
    /// are arithmetic: a viewport's walk then reads no slot (the slots are a cache miss).
    @inline(__always)
    package func item(after location: Location) -> Location? {
        var slot = location.slot
        var position = location.position + 1
        var found = chunk(inSlot: slot)
        if position == found.count {
            position = 0
            repeat {
                slot += 1
                if slot == slots.count { return nil }
                found = chunk(inSlot: slot)
            } while found.isGap
        }
        return Location(index: location.index + 1, y: location.maxY,
                        height: pool.height(page: found.page, position: position), slot: slot, position: position)
    }

    /// The item before `location`, or nil at the start.
    @inline(__always)
    package func item(before location: Location) -> Location? {
        var slot = location.slot
        var position = location.position - 1
        var found = chunk(inSlot: slot)
        if position < 0 {
            repeat {
                if slot == 0 { return nil }
                slot -= 1
                found = chunk(inSlot: slot)
            } while found.isGap
            position = found.count - 1
        }
        let height = pool.height(page: found.page, position: position)
        return Location(index: location.index - 1, y: location.y - height,
                        height: height, slot: slot, position: position)
    }


    /// The page of the chunk in `slot`: arithmetic while the index is as built (chunk k in
    /// slot 2k on page k), which saves a lookup or an update one dependent load.
    @inline(__always)
    func page(ofSlot slot: Int) -> Int {
        isAsBuilt ? slot >> 1 : slots[slot].page
    }

    /// The page and count of the chunk in `slot`.
    @inline(__always)
    func chunk(inSlot slot: Int) -> Chunk {
        guard isAsBuilt else { return slots[slot] }
        if slot & 1 == 1 { return .gap }
        let first = (slot >> 1) * HeightIndex.builtChunkCount
        return Chunk(page: slot >> 1, count: min(HeightIndex.builtChunkCount, count - first))
    }

    @inline(__always)
    func slotAndPosition(of index: Int) -> (slot: Int, position: Int) {
        precondition(index >= 0 && index < count, "HeightIndex: index \(index) out of range 0..<\(count)")
        if isAsBuilt {
            let (slot, position) = index.quotientAndRemainder(dividingBy: HeightIndex.builtChunkCount)
            return (2 * slot, position)
        }
        // Gaps count 0, so the descent passes over them to the slot that holds `index`.
        let (slot, position) = summary.descend(toItem: index)
        return (slot, position)
    }

    /// Where an item inserted before `index` goes: before the item now there, or after the
    /// last item when appending.
    func insertionPoint(for index: Int) -> (slot: Int, position: Int) {
        if index < count { return slotAndPosition(of: index) }
        let (slot, position) = slotAndPosition(of: count - 1)
        return (slot, position + 1)
    }
}

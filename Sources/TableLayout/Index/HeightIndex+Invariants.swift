/// What must hold between edits, checked in full by tests and around the edited slot after
/// every edit in debug and test builds.
extension HeightIndex {
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
                if fresh != pool.storedBlockSums(of: chunk.page, count: chunk.count) || fresh.last != pool.total(of: chunk.page)
                    || !pool.padsWithTotal(page: chunk.page, count: chunk.count) {
                    return "chunk \(k) has stale sums"
                }
            } else if chunk.page != -1 {
                return "gap \(k) holds page \(chunk.page)"
            }
            let summed = summary.value(at: k)
            if summed.items != chunk.count { return "slot \(k) count is off" }
            if summed.height != total(ofSlot: k) { return "slot \(k) total is off" }
            items += chunk.count
        }
        if pages.count != pool.livePageCount { return "\(pool.livePageCount) pages live, \(pages.count) held" }
        if isAsBuilt {
            for (k, chunk) in slots.enumerated() {
                let expected = k % 2 == 1 ? 0 : min(HeightIndex.builtChunkCount, count - k / 2 * HeightIndex.builtChunkCount)
                if chunk.count != expected { return "marked as built, but slot \(k) holds \(chunk.count)" }
                if !chunk.isGap, chunk.page != k / 2 { return "marked as built, but slot \(k) is on page \(chunk.page)" }
            }
        }
        return items == count ? nil : "count is \(count) but chunks hold \(items)"
    }

    /// After each edit, in debug and test builds: the edited chunk's sums, its slot in the
    /// summary, and the summary's running totals (O(chunk + log n), unlike
    /// ``brokenInvariant()``, so it can run after every edit).
    @inline(__always)
    func checkAfterEdit(_ slot: Int) {
        assert({
            guard slots.indices.contains(slot) else { return slots.isEmpty }
            let edited = slots[slot]
            let (summed, items) = summary.value(at: slot), total = self.total(ofSlot: slot)
            // Sums kept by differences may drift by rounding from sums taken afresh.
            let tolerance = 1e-9 * max(1, summary.totalHeight)
            func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
            if !edited.isGap {
                let fresh = PagePool.freshBlockSums(pool.heights, page: edited.page, count: edited.count)
                let stored = pool.storedBlockSums(of: edited.page, count: edited.count)
                guard fresh.count == stored.count, zip(fresh, stored).allSatisfy(close),
                      close(fresh.last ?? 0, total), pool.padsWithTotal(page: edited.page, count: edited.count, tolerance: tolerance)
                else { return false }
            }
            return close(summed, total) && items == edited.count
                && summary.totalCount == count && summary.count == slots.count
        }(), "HeightIndex: an edit broke the index around slot \(slot)")
    }
}

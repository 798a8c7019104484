/// Where ``HeightIndex`` keeps its heights: one region of fixed pages, each room for one
/// chunk (``HeightIndex/maxChunkCount`` heights) and its running block sums in a parallel
/// region.
///
/// One array instead of an array per chunk means a lookup reads a chunk's heights at an
/// address computed from its page number: no per-chunk array header to load first (that
/// header was a cache miss of its own on every lookup at 10M rows), and a build writes one
/// contiguous region front to back. Pages freed by merges are reused.
struct PagePool: Sendable {
    static let pageSize = HeightIndex.maxChunkCount
    static let blocksPerPage = pageSize / HeightIndex.blockSize

    /// Page p's heights are `heights[p * pageSize ..< p * pageSize + count]`.
    private(set) var heights: [Double] = []
    /// Page p's entry b is the *running* sum of its heights `0 ..< (b + 1) * blockSize`
    /// (entries past the last block repeat the page's total). Running, not per block, so a
    /// lookup finds its block by counting the entries ≤ its offset, 16 independent compares
    /// over two cache lines, instead of a dependent scan, and the total is the last entry.
    private(set) var blockSums: [Double] = []
    private var free: [Int] = []

    /// What a new page starts as; appended as one contiguous copy (a generic repeated-element
    /// append costs several times more per page).
    private static let emptyPage = [Double](repeating: 0, count: pageSize)
    private static let emptyBlocks = [Double](repeating: 0, count: blocksPerPage)

    init(reservingPages pages: Int) {
        heights.reserveCapacity(pages * PagePool.pageSize)
        blockSums.reserveCapacity(pages * PagePool.blocksPerPage)
        RegionAdvice.advise(&heights)
        RegionAdvice.advise(&blockSums)
    }

    var pageCount: Int { heights.count / PagePool.pageSize }
    var livePageCount: Int { pageCount - free.count }

    var allocatedBytes: Int {
        (heights.capacity + blockSums.capacity + free.capacity) * MemoryLayout<Double>.stride
    }

    /// A page for a chunk of `contents`, its block sums taken; returns the page and the total.
    mutating func allocate<C: Collection>(holding contents: C) -> (page: Int, total: Double) where C.Element == Double {
        precondition(contents.count <= PagePool.pageSize)
        let page: Int
        if let reused = free.popLast() {
            page = reused
            let base = page * PagePool.pageSize
            heights.withUnsafeMutableBufferPointer { all in
                var i = base
                for height in contents { all[i] = height; i += 1 }
            }
        } else {
            page = pageCount
            heights.append(contentsOf: contents)
            heights.append(contentsOf: PagePool.emptyPage[contents.count...])
            blockSums.append(contentsOf: PagePool.emptyBlocks)
        }
        return (page, sumBlocks(page, count: contents.count))
    }

    /// Appends a page whose heights `fill` writes into uninitialized room for `count`
    /// heights (a builder's path: no zeroing first, no second copy).
    mutating func appendPage(count: Int, _ fill: (UnsafeMutableBufferPointer<Double>) -> Void) -> (page: Int, total: Double) {
        precondition(count <= PagePool.pageSize)
        let page = pageCount
        let start = heights.count
        heights.append(contentsOf: PagePool.emptyPage)
        heights.withUnsafeMutableBufferPointer { all in
            fill(UnsafeMutableBufferPointer(rebasing: all[start..<(start + count)]))
        }
        blockSums.append(contentsOf: PagePool.emptyBlocks)
        return (page, sumBlocks(page, count: count))
    }

    mutating func release(_ page: Int) { free.append(page) }

    /// The heights of page `page`'s first `count` items, copied.
    func contents(of page: Int, count: Int) -> [Double] {
        let base = page * PagePool.pageSize
        return Array(heights[base..<(base + count)])
    }

    @inline(__always)
    func height(page: Int, position: Int) -> Double { heights[page * PagePool.pageSize + position] }

    /// Sums the page's first `count` heights afresh into its running block sums; returns
    /// their total.
    @discardableResult
    mutating func sumBlocks(_ page: Int, count: Int) -> Double {
        let size = HeightIndex.blockSize
        let first = page * PagePool.pageSize, base = page * PagePool.blocksPerPage
        var sum = 0.0
        heights.withUnsafeBufferPointer { h in
            blockSums.withUnsafeMutableBufferPointer { sums in
                for block in 0..<PagePool.blocksPerPage {
                    for i in min(count, block * size)..<min(count, (block + 1) * size) { sum += h[first + i] }
                    sums[base + block] = sum
                }
            }
        }
        return sum
    }

    /// The running block sums of the blocks holding a page's first `count` heights, summed
    /// afresh from the heights (for invariant checks).
    static func freshBlockSums(_ heights: [Double], page: Int, count: Int) -> [Double] {
        let size = HeightIndex.blockSize, base = page * PagePool.pageSize
        return heights.withUnsafeBufferPointer { h in
            var sum = 0.0
            return (0..<((count + size - 1) / size)).map { block in
                for i in (block * size)..<min(count, (block + 1) * size) { sum += h[base + i] }
                return sum
            }
        }
    }

    /// The stored running block sums of the blocks holding a page's first `count` heights.
    func storedBlockSums(of page: Int, count: Int) -> [Double] {
        let base = page * PagePool.blocksPerPage
        return Array(blockSums[base..<(base + (count + HeightIndex.blockSize - 1) / HeightIndex.blockSize)])
    }

    /// Whether the page's entries from its last block on all repeat its total, within
    /// `tolerance` (sums kept by differences may drift by rounding); for invariant checks.
    func padsWithTotal(page: Int, count: Int, tolerance: Double = 0) -> Bool {
        let base = page * PagePool.blocksPerPage
        let blocks = (count + HeightIndex.blockSize - 1) / HeightIndex.blockSize
        let total = total(of: page)
        return (max(0, blocks - 1)..<PagePool.blocksPerPage).allSatisfy { abs(blockSums[base + $0] - total) <= tolerance }
            && (blocks > 0 || total == 0)
    }

    /// The sum of a page's heights: its last running block sum.
    @inline(__always)
    func total(of page: Int) -> Double { blockSums[page * PagePool.blocksPerPage + PagePool.blocksPerPage - 1] }

    /// Sets one height and returns the one it replaced and the change, adding the change to
    /// the running sums from its block on (at most 16 entries, the page's two lines of block sums).
    @inline(__always)
    mutating func setHeight(_ height: Double, page: Int, position: Int) -> (old: Double, delta: Double) {
        let i = page * PagePool.pageSize + position
        let old = heights.withUnsafeMutableBufferPointer { all in
            let old = all[i]
            all[i] = height
            return old
        }
        let delta = height - old
        let base = page * PagePool.blocksPerPage
        blockSums.withUnsafeMutableBufferPointer { sums in
            for b in (position / HeightIndex.blockSize)..<PagePool.blocksPerPage { sums[base &+ b] += delta }
        }
        return (old, delta)
    }

    /// Inserts `height` at `position` of a page holding `count` (< pageSize) heights. Each
    /// running sum from the position's block on gains the height and loses the one pushed
    /// past its boundary, O(blocks). Returns the page's new total.
    mutating func insert(_ height: Double, page: Int, count: Int, at position: Int) -> Double {
        precondition(count < PagePool.pageSize)
        let size = HeightIndex.blockSize, base = page * PagePool.pageSize
        let n = count + 1
        heights.withUnsafeMutableBufferPointer { all in
            let h = all.baseAddress! + base
            (h + position + 1).update(from: h + position, count: count - position)
            h[position] = height
            blockSums.withUnsafeMutableBufferPointer { allSums in
                let sums = allSums.baseAddress! + page * PagePool.blocksPerPage
                for block in (position / size)..<PagePool.blocksPerPage {
                    let boundary = (block + 1) * size
                    sums[block] += height - (boundary < n ? h[boundary] : 0)
                }
            }
        }
        return total(of: page)
    }

    /// Removes the height at `position` of a page holding `count` heights, shifting the
    /// running sums as ``insert(_:page:count:at:)`` does. Returns it and the page's new total.
    mutating func remove(page: Int, count: Int, at position: Int) -> (removed: Double, total: Double) {
        let size = HeightIndex.blockSize, base = page * PagePool.pageSize
        let n = count - 1
        let removed: Double = heights.withUnsafeMutableBufferPointer { all in
            let h = all.baseAddress! + base
            let removed = h[position]
            h.advanced(by: position).update(from: h + position + 1, count: n - position)
            h[n] = 0
            blockSums.withUnsafeMutableBufferPointer { allSums in
                let sums = allSums.baseAddress! + page * PagePool.blocksPerPage
                for block in (position / size)..<PagePool.blocksPerPage {
                    let boundary = (block + 1) * size
                    // The item that moved in below the boundary; h[n] is now 0.
                    sums[block] += (boundary <= n ? h[boundary - 1] : 0) - removed
                }
            }
            return removed
        }
        return (removed, total(of: page))
    }
}

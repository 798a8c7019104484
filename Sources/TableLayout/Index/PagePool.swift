/// Where ``HeightIndex`` keeps its heights: one region of fixed pages, each room for one
/// chunk (``HeightIndex/maxChunkCount`` heights) and its block sums in a parallel region.
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
    /// Page p's block b sums its heights `b * blockSize ..< (b + 1) * blockSize`.
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

    /// Sums every block of the page's first `count` heights afresh; returns their total.
    @discardableResult
    mutating func sumBlocks(_ page: Int, count: Int) -> Double {
        let size = HeightIndex.blockSize
        let first = page * PagePool.pageSize, base = page * PagePool.blocksPerPage
        var total = 0.0
        heights.withUnsafeBufferPointer { h in
            blockSums.withUnsafeMutableBufferPointer { sums in
                for block in 0..<PagePool.blocksPerPage {
                    var sum = 0.0
                    for i in min(count, block * size)..<min(count, (block + 1) * size) { sum += h[first + i] }
                    sums[base + block] = sum
                    total += sum
                }
            }
        }
        return total
    }

    /// The block sums of a page's first `count` heights, summed from the heights.
    static func freshBlockSums(_ heights: [Double], page: Int, count: Int) -> [Double] {
        let size = HeightIndex.blockSize, base = page * PagePool.pageSize
        return heights.withUnsafeBufferPointer { h in
            (0..<((count + size - 1) / size)).map { block in
                var sum = 0.0
                for i in (block * size)..<min(count, (block + 1) * size) { sum += h[base + i] }
                return sum
            }
        }
    }

    /// The stored block sums of a page's first `count` heights.
    func storedBlockSums(of page: Int, count: Int) -> [Double] {
        let base = page * PagePool.blocksPerPage
        return Array(blockSums[base..<(base + (count + HeightIndex.blockSize - 1) / HeightIndex.blockSize)])
    }

    /// The sum of a page's block sums.
    func total(of page: Int, count: Int) -> Double {
        let base = page * PagePool.blocksPerPage
        var total = 0.0
        for b in 0..<((count + HeightIndex.blockSize - 1) / HeightIndex.blockSize) { total += blockSums[base + b] }
        return total
    }

    /// Sets one height and returns the change, keeping its block sum by the difference.
    @inline(__always)
    mutating func setHeight(_ height: Double, page: Int, position: Int) -> Double {
        let i = page * PagePool.pageSize + position
        let delta = height - heights[i]
        heights[i] = height
        blockSums[page * PagePool.blocksPerPage + position / HeightIndex.blockSize] += delta
        return delta
    }

    /// Inserts `height` at `position` of a page holding `count` (< pageSize) heights. The
    /// block holding it is summed again; each later block gains the height that crossed into
    /// it and loses the one that left, O(blocks). Returns the page's new total.
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
                let blocks = (n + size - 1) / size
                if (n - 1) % size == 0 { sums[blocks - 1] = 0 }
                let first = position / size
                var sum = 0.0
                for i in (first * size)..<min(n, (first + 1) * size) { sum += h[i] }
                sums[first] = sum
                for block in (first + 1)..<max(first + 1, blocks) {
                    let start = block * size
                    sums[block] += h[start] - (start + size < n ? h[start + size] : 0)
                }
            }
        }
        return total(of: page, count: n)
    }

    /// Removes the height at `position` of a page holding `count` heights, shifting later
    /// block sums as ``insert(_:page:count:at:)`` does. Returns it and the page's new total.
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
                let blocks = (n + size - 1) / size
                if n % size == 0 { sums[blocks] = 0 }
                let first = position / size
                guard first < blocks else { return }
                var sum = 0.0
                for i in (first * size)..<min(n, (first + 1) * size) { sum += h[i] }
                sums[first] = sum
                for block in (first + 1)..<max(first + 1, blocks) {
                    let start = block * size
                    sums[block] += (start + size - 1 < n ? h[start + size - 1] : 0) - h[start - 1]
                }
            }
            return removed
        }
        return (removed, total(of: page, count: n))
    }
}

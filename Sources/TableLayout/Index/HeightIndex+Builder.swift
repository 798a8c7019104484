extension HeightIndex {
    /// Builds an index from heights appended in order, straight into the pages of one
    /// region, with no copy of the whole sequence.
    package struct Builder {
        private var pool: PagePool
        private var chunks: [Chunk] = []
        /// Heights of the chunk being filled, kept until it is full.
        private var current: [Double] = []

        package init(expectedCount: Int = 0) {
            let pages = max(0, expectedCount) / HeightIndex.builtChunkCount + 1
            pool = PagePool(reservingPages: pages)
            chunks.reserveCapacity(pages)
            current.reserveCapacity(HeightIndex.builtChunkCount)
        }

        @inline(__always)
        package mutating func append(_ height: Double) {
            current.append(height)
            if current.count == HeightIndex.builtChunkCount { finishChunk() }
        }

        package mutating func append(contentsOf heights: UnsafeBufferPointer<Double>) {
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
        package mutating func append(cycling pattern: [Double], from phase: Int = 0, count: Int) {
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
            let (page, _) = pool.appendPage(count: count, fill)
            chunks.append(Chunk(page: page, count: count))
        }

        private mutating func finishChunk() {
            let current = self.current
            addChunk(count: current.count) { page in _ = page.initialize(fromContentsOf: current) }
            self.current.removeAll(keepingCapacity: true)
        }

        /// The index over everything appended. The builder is left empty: its region moves
        /// into the index, so the index's first edit does not copy it.
        package mutating func build() -> HeightIndex {
            if !current.isEmpty { finishChunk() }
            let (chunks, pool) = (self.chunks, self.pool)
            self = Builder()
            return HeightIndex(spreading: chunks, pool: pool, asBuilt: true)
        }
    }
}

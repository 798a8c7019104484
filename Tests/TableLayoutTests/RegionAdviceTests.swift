import Foundation
import Testing
@testable import TableLayout

/// The hook the CLI uses for huge pages: it sees each region the index reserves, whole,
/// before anything is written there.
@Suite(.serialized) struct RegionAdviceTests {
    /// The hook scribbles over every region it is given: an index built afterwards must not
    /// notice, so the hook runs before the region holds anything, and covers what is used.
    @Test(arguments: [1, 1_000, 70_000])
    func theHookSeesEachReservedRegionBeforeItIsWritten(count: Int) {
        let seen = Regions()
        RegionAdvice.onReserve = { start, byteCount in
            seen.add(byteCount)
            start.initializeMemory(as: UInt8.self, repeating: 0xFF, count: byteCount)  // NaNs
        }
        defer { RegionAdvice.onReserve = nil }
        let heights = (0..<count).map { Double($0 % 7) * 11.5 + 1 }
        var builder = HeightIndex.Builder(expectedCount: count)
        for height in heights { builder.append(height) }
        let index = builder.build()
        #expect(seen.sizes.contains { $0 >= count * MemoryLayout<Double>.stride }, "the heights' region, whole")
        var y = 0.0
        for i in 0..<count {
            #expect(index.height(at: i) == heights[i] && index.offset(of: i) == y)
            y += heights[i]
        }
        #expect(index.totalHeight == y)
    }

    final class Regions: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [Int] = []
        func add(_ size: Int) { lock.withLock { all.append(size) } }
        var sizes: [Int] { lock.withLock { all } }
    }
}

import Testing
@testable import TableLayout
import TestSupport

/// The height index against the obvious reference: a plain array of heights, scanned.
@Suite struct HeightIndexTests {
    /// The item containing `y` in `heights`, by a linear scan (zero heights contain nothing).
    static func referenceLocation(_ heights: [Double], _ y: Double) -> (index: Int, y: Double)? {
        var top = 0.0
        for (i, h) in heights.enumerated() {
            if y >= top, y < top + h { return (i, top) }
            top += h
        }
        return nil
    }

    /// The item containing each of `probes` (ascending) in `heights`, by one walk down the
    /// stacked items: an item contains `y` when `top ≤ y < top + height`, so zero heights
    /// contain nothing, and the first item ending below `y` is the only candidate.
    static func referenceLocations(_ heights: [Double], _ probes: [Double]) -> [(index: Int, y: Double)?] {
        var i = 0
        var top = 0.0
        return probes.map { y in
            while i < heights.count, y >= top + heights[i] {
                top += heights[i]
                i += 1
            }
            return i < heights.count && y >= top ? (i, top) : nil
        }
    }

    /// Every offset, every height and a sample of locations against the plain array. Linear
    /// in its size: whole arrays are compared at once, and locations by one walk (a scan
    /// per probe and an expectation per item made this a third of the suite's time).
    static func checkAgainstReference(_ index: HeightIndex, _ heights: [Double], seed: Int,
                                      using rng: inout SeededGenerator) {
        #expect(index.brokenInvariant() == nil, "seed \(seed)")
        #expect(index.count == heights.count, "seed \(seed)")
        var tops: [Double] = []
        var total = 0.0
        for h in heights {
            tops.append(total)
            total += h
        }
        #expect(index.totalHeight == total, "seed \(seed)")
        #expect(heights.indices.map { index.offset(of: $0) } == tops, "seed \(seed) offsets")
        #expect(heights.indices.map { index.height(at: $0) } == heights, "seed \(seed) heights")
        var probes: [Double] = [-1, -0.25, total, total + 0.25]
        for top in tops where Int.random(in: 0..<8, using: &rng) == 0 { probes += [top, top - 0.25, top + 0.25] }
        probes.sort()
        let expected = referenceLocations(heights, probes)
        let found = probes.map { index.location(at: $0) }
        let mismatches = probes.indices.filter { found[$0]?.index != expected[$0]?.index || found[$0]?.y != expected[$0]?.y }
        #expect(mismatches.isEmpty, "seed \(seed): at y \(mismatches.prefix(5).map { probes[$0] })")
        #expect(found.allSatisfy { $0.map { $0.height == heights[$0.index] } ?? true }, "seed \(seed) location heights")
    }

    @Test func theReferenceWalkFindsTheItemsByHand() {
        let found = HeightIndexTests.referenceLocations([0, 10, 0, 5], [-1, 0, 5, 9.75, 10, 12, 15, 16])
        let expected: [(index: Int, y: Double)?] = [nil, (1, 0), (1, 0), (1, 0), (3, 10), (3, 10), nil, nil]
        #expect(found.map { $0?.index } == expected.map { $0?.index } && found.map { $0?.y } == expected.map { $0?.y })
        // The walk agrees with the scan, probe by probe, on random stacks with zero heights.
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<50 {
            let heights = (0..<Int.random(in: 0...40, using: &rng)).map { _ in rng.dyadicHeight() }
            let probes = (0..<30).map { _ in Double(Int.random(in: -8...(heights.count * 200), using: &rng)) / 4 }.sorted()
            let walked = HeightIndexTests.referenceLocations(heights, probes)
            for (k, y) in probes.enumerated() {
                let scanned = HeightIndexTests.referenceLocation(heights, y)
                #expect(walked[k]?.index == scanned?.index && walked[k]?.y == scanned?.y, "y \(y) in \(heights)")
            }
        }
    }

    @Test(arguments: 0..<60)
    func randomEditsMatchAPlainArray(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        // Sizes that span one chunk, several, and the split/merge thresholds.
        let size = [0, 1, 5, 1023, 1024, 1025, 3000, 5000][seed % 8]
        var heights = (0..<size).map { _ in rng.dyadicHeight() }
        var index = HeightIndex(heights: heights)
        HeightIndexTests.checkAgainstReference(index, heights, seed: seed, using: &rng)
        for _ in 0..<1500 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4:
                let i = Int.random(in: 0...heights.count, using: &rng)
                let h = rng.dyadicHeight()
                heights.insert(h, at: i)
                index.insert(h, at: i)
            case 4..<8 where !heights.isEmpty:
                let i = Int.random(in: 0..<heights.count, using: &rng)
                #expect(index.remove(at: i) == heights.remove(at: i))
            case 8..<10 where !heights.isEmpty:
                let i = Int.random(in: 0..<heights.count, using: &rng)
                let h = rng.dyadicHeight()
                #expect(index.setHeight(h, at: i) == heights[i], "returns the height it replaced")
                heights[i] = h
            default:
                break
            }
        }
        HeightIndexTests.checkAgainstReference(index, heights, seed: seed, using: &rng)
    }

    @Test func insertsAtOnePlaceSplitChunksAndDeletesMergeThem() {
        var rng = SeededGenerator(seed: 7)
        var heights = (0..<2048).map { _ in rng.dyadicHeight() }
        var index = HeightIndex(heights: heights)
        for k in 0..<3000 {  // all into one spot: that chunk splits over and over
            index.insert(Double(k % 7), at: 1000)
            heights.insert(Double(k % 7), at: 1000)
        }
        HeightIndexTests.checkAgainstReference(index, heights, seed: 7, using: &rng)
        while heights.count > 3 {  // delete from the front: chunks empty and merge
            let i = min(heights.count - 1, 5)
            #expect(index.remove(at: i) == heights.remove(at: i))
        }
        HeightIndexTests.checkAgainstReference(index, heights, seed: 7, using: &rng)
        #expect(index.allocatedBytes < 64 * 1024)
    }

    @Test(arguments: 0..<40)
    func walkingFromAHintFindsWhatADescentFinds(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let heights = (0..<Int.random(in: 1...4000, using: &rng)).map { _ in rng.dyadicHeight(max: 60) }
        let index = HeightIndex(heights: heights)
        let total = index.totalHeight
        guard total > 0 else { return }
        var hint: HeightIndex.Location? = nil
        var y = Double.random(in: 0..<total, using: &rng).rounded()
        for _ in 0..<400 {
            // Mostly small scrolls either way, sometimes a jump, sometimes off the ends.
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: y = Double(Int.random(in: -10...Int(total) + 10, using: &rng))
            default: y += Double(Int.random(in: -300...300, using: &rng)) / 4
            }
            let walked = index.location(at: y, near: hint)
            let descended = index.location(at: y)
            #expect(walked == descended, "seed \(seed) y \(y)")
            hint = walked ?? hint
        }
    }

    @Test func buildsFromAnEmptySequence() {
        var index = HeightIndex(heights: [Double]())
        #expect(index.count == 0)
        #expect(index.totalHeight == 0)
        #expect(index.location(at: 0) == nil)
        index.insert(10, at: 0)
        #expect(index.location(at: 5)?.index == 0)
    }

    @Test func tenMillionPatternedItemsStayUnderTenBytesEach() {
        let pattern: [Double] = [44, 60, 32.5]
        let index = HeightIndex(count: 10_000_000) { pattern[$0 % 3] }
        #expect(Double(index.allocatedBytes) / 1e7 < 10)
        // Spot checks against the closed form of the pattern.
        for i in [0, 1, 2, 3, 9_999_999, 4_567_891] {
            let whole = Double(i / 3) * pattern.reduce(0, +)
            let partial = pattern[..<(i % 3)].reduce(0, +)
            #expect(index.offset(of: i) == whole + partial)
            #expect(index.location(at: whole + partial)?.index == i)
        }
    }
}

extension HeightIndexTests {
    /// Enough chunks (hundreds of slots) that the summary has three levels; probes sampled.
    @Test(arguments: 0..<3)
    func manyChunksMatchAPlainArray(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(100 + seed))
        var heights = (0..<140_000).map { _ in rng.dyadicHeight() }
        var index = HeightIndex(heights: heights)
        for _ in 0..<3000 {
            let i = Int.random(in: 0..<heights.count, using: &rng), h = rng.dyadicHeight()
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: heights.insert(h, at: i); index.insert(h, at: i)
            case 1: #expect(index.remove(at: i) == heights.remove(at: i))
            default:
                #expect(index.setHeight(h, at: i) == heights[i])
                heights[i] = h
            }
        }
        #expect(index.brokenInvariant() == nil)
        #expect(index.totalHeight == heights.reduce(0, +))
        var tops = [Double](repeating: 0, count: heights.count + 1)
        for i in heights.indices { tops[i + 1] = tops[i] + heights[i] }
        for _ in 0..<3000 {
            let i = Int.random(in: 0..<heights.count, using: &rng)
            #expect(index.offset(of: i) == tops[i])
            #expect(index.height(at: i) == heights[i])
            let y = tops[i] + heights[i] / 2
            let expected = HeightIndexTests.referenceLocation(Array(heights[max(0, i - 40)...]), y - tops[max(0, i - 40)])
            #expect(index.location(at: y)?.index == expected.map { $0.index + max(0, i - 40) })
        }
    }
}

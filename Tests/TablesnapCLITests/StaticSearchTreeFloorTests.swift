import Testing
@testable import TablesnapCommands
import TestSupport

/// The bench's floor must answer what the prefix-sum baseline answers, or its speed means
/// nothing: every size where the tree gains a level, zero heights included.
@Suite struct StaticSearchTreeFloorTests {
    @Test(arguments: [0, 1, 15, 16, 17, 272, 273, 5000, 20_000])
    func findsTheRowsThePrefixSumBaselineFinds(count: Int) {
        var rng = SeededGenerator(seed: UInt64(count))
        let heights = (0..<count).map { _ in rng.dyadicHeight() }
        let floor = StaticSearchTreeFloor(heights: heights)
        let baseline = PrefixSumBaseline(heights: heights)
        #expect(floor.total == baseline.offsets[count])
        var probes: [Double] = [-1, 0, floor.total, floor.total + 1]
        for i in 0..<count {
            probes += [baseline.offsets[i], baseline.offsets[i] + heights[i] / 2]
            if i > 0 { probes.append(baseline.offsets[i] - 0.25) }
        }
        for y in probes {
            #expect(floor.index(at: y) == baseline.index(at: y), "count \(count) y \(y)")
        }
    }
}

import Testing
@testable import TablesnapCommands

/// The height update's floor is only the latency of memory if its reads wander the whole
/// region: a chain that closed on a few slots would be answered from cache.
@Suite struct DependentReadFloorTests {
    @Test(arguments: [2, 3, 10, 1000, 65_537])
    func theChainVisitsEverySlotOnce(count: Int) {
        #expect(DependentReadFloor(count: count).cycleLength() == count)
    }

    @Test func aRegionOfFewerThanTwoSlotsStillMakesAChain() {
        #expect(DependentReadFloor(count: 0).cycleLength() == 2)
        #expect(DependentReadFloor(count: 1).cycleLength() == 2)
    }

    @Test func timedReadsReportAPositiveTime() {
        var floor = DependentReadFloor(count: 4096)
        let nanoseconds = floor.timedReads()
        #expect(nanoseconds > 0 && nanoseconds.isFinite)
    }
}

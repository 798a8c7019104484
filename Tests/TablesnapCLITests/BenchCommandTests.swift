import Foundation
import Testing

/// `tablesnap bench` runs every operation and reports them; speed itself is not asserted
/// here (it lives in docs/performance.md), only that the report is whole and sane.
@Suite struct BenchCommandTests {
    @Test func benchReportsEveryOperationAgainstTheBaseline() throws {
        let result = try TablesnapRunner.run(["bench", "--rows", "5000", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let layout = try #require((report?["layout"] as? [[String: Any]])?.first)
        #expect(layout["rows"] as? Int == 5000)
        let bytes = try #require(layout["bytesPerRow"] as? Double)
        #expect(bytes > 8 && bytes < 16)
        let operations = try #require(layout["operations"] as? [[String: Any]])
        #expect(operations.map { $0["operation"] as? String } == ["build", "y→row random", "y→row scrolling",
                                                                 "visible range (844 pt)", "height update", "insert", "delete"])
        for operation in operations {
            let median = try #require(operation["medianNs"] as? Double)
            let p99 = try #require(operation["p99Ns"] as? Double)
            #expect(median > 0 && p99 >= median, "\(operation)")
            #expect((operation["baselineMedianNs"] as? Double ?? 0) > 0)
        }
    }

    @Test func benchRefusesANonsenseSize() throws {
        let result = try TablesnapRunner.run(["bench", "--rows", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--rows must be from 1"))
    }
}

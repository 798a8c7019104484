import Testing
@testable import TableLayout
import TestSupport

@Suite struct RowListTests {
    @Test(arguments: 0..<100)
    func editsSplitGeneratorsAndKeepTheirNumbering(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        var list = RowList([
            .repeated(RepeatedRows(count: 10, template: Row(title: "g{index}"), heights: [10, 20])),
            .row(Row(title: "single")),
            .repeated(RepeatedRows(count: 5, template: Row(title: "h{index}"))),
        ])
        var expected = Array(list)
        for k in 0..<30 {
            if Bool.random(using: &rng) || expected.isEmpty {
                let i = Int.random(in: 0...expected.count, using: &rng)
                let row = Row(title: "new\(k)", height: .points(5))
                list.insert(row, at: i)
                expected.insert(row, at: i)
            } else {
                let i = Int.random(in: 0..<expected.count, using: &rng)
                list.remove(at: i)
                expected.remove(at: i)
            }
            #expect(Array(list) == expected, "seed \(seed) step \(k)")
        }
        for (i, row) in expected.enumerated() {
            #expect(list.explicitHeight(at: i) == row.height)
        }
    }

    @Test func generatedRowsNumberAndPatternTheirHeights() {
        let list = RowList([.repeated(RepeatedRows(count: 10_000_000, template: Row(title: "Row {index}"), heights: [44, 60, 30]))])
        #expect(list.count == 10_000_000)
        #expect(list[9_999_999].title == "Row 9999999")
        #expect(list[4].height == .points(60))
    }
}

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
        // A copy taken mid-way must not see later edits (nodes are shared, changed only when unique).
        var snapshot: (list: RowList, rows: [Row])?
        for k in 0..<40 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where !expected.isEmpty:
                let i = Int.random(in: 0..<expected.count, using: &rng)
                let removed = list.remove(at: i)
                #expect(removed.count == 1 && removed.row(at: 0) == expected[i], "seed \(seed) step \(k)")
                expected.remove(at: i)
            case 1 where !expected.isEmpty:
                let i = Int.random(in: 0..<expected.count, using: &rng)
                let row = Row(title: "replaced\(k)", height: .points(7))
                let old = list.replaceItem(at: i, with: .row(row))
                #expect(old.row(at: 0) == expected[i], "seed \(seed) step \(k)")
                expected[i] = row
            default:
                let i = Int.random(in: 0...expected.count, using: &rng)
                let row = Row(title: "new\(k)", height: .points(5))
                list.insert(row, at: i)
                expected.insert(row, at: i)
            }
            #expect(list.checkInvariants(), "seed \(seed) step \(k)")
            #expect(Array(list) == expected, "seed \(seed) step \(k)")
            if k == 15 { snapshot = (list, expected) }
        }
        if let snapshot { #expect(Array(snapshot.list) == snapshot.rows, "seed \(seed): a copy changed with the original") }
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

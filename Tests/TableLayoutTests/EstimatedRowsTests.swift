import Testing
@testable import TableLayout

/// Rows of very long `automatic` generators start at `estimatedRowHeight` and are measured
/// when a viewport shows them.
@Suite struct EstimatedRowsTests {
    /// Measures every row as 100 pt, so measured rows stand out from 44 pt estimates.
    struct TallMeasurer: TextMeasuring {
        func rowHeight(for row: Row, in table: Table) -> Double { 100 }
        func headerHeight(title: String, in table: Table) -> Double { 20 }
        func footerHeight(title: String, in table: Table) -> Double { 20 }
    }

    static func table(generatorRows: Int) -> Table {
        var table = Table(width: 320)
        table.rowHeight = .automatic
        table.estimatedRowHeight = 44
        table.sections = [Section(rows: RowList([
            .row(Row(title: "single")),
            .repeated(RepeatedRows(count: generatorRows, template: Row(title: "Row {index}"))),
        ]))]
        return table
    }

    @Test func onlyTheRowsInViewAreMeasuredAndTheyStayInPlace() {
        let table = EstimatedRowsTests.table(generatorRows: 50_000)
        var geometry = TableGeometry(table: table, measurer: TallMeasurer())
        #expect(geometry.frame(ofRow: RowPath(section: 0, row: 0)).height == 100, "a single row is measured up front")
        #expect(geometry.frame(ofRow: RowPath(section: 0, row: 20_000)).height == 44, "a long generator is estimated")

        let viewport = Viewport(offset: geometry.frame(ofRow: RowPath(section: 0, row: 20_000)).y, height: 500)
        let firstY = geometry.frame(ofRow: RowPath(section: 0, row: 20_000)).y
        let changed = geometry.measureEstimatedRows(in: viewport, of: table, measurer: TallMeasurer())
        #expect(changed == Int((500.0 / 44).rounded(.up)), "every row the estimates put in view is measured once")
        let visible = geometry.visibleItems(in: viewport).rows
        #expect(visible.allSatisfy { $0.height == 100 })
        #expect(visible.first?.y == firstY, "the first row in view keeps its place")
        #expect(geometry.frame(ofRow: RowPath(section: 0, row: 19_999)).height == 44, "rows above keep their estimate")
        #expect(geometry.measureEstimatedRows(in: viewport, of: table, measurer: TallMeasurer()) == 0, "measuring again changes nothing")
    }

    @Test func shortGeneratorsAreMeasuredUpFront() {
        let table = EstimatedRowsTests.table(generatorRows: 100)
        let geometry = TableGeometry(table: table, measurer: TallMeasurer())
        #expect(geometry.frame(ofRow: RowPath(section: 0, row: 50)).height == 100)
    }
}

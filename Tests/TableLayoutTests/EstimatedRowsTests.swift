import Testing
@testable import TableLayout
import TestSupport

/// Rows of very long `automatic` generators start at `estimatedRowHeight` and are measured
/// when a viewport shows them.
@Suite(.serialized) struct EstimatedRowsTests {
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

    /// Gives every row its estimate (so no height changes) and notes, at the first row it is
    /// asked for, how many bytes malloc holds beyond `baseline`.
    final class HeldBytesMeasurer: TextMeasuring, @unchecked Sendable {
        var baseline = 0
        var heldAtFirstRow: Int?
        var calls = 0
        func rowHeight(for row: Row, in table: Table) -> Double {
            calls += 1
            if heldAtFirstRow == nil { heldAtFirstRow = HeldBytes.now() - baseline }
            return 44
        }
        func headerHeight(title: String, in table: Table) -> Double { 20 }
        func footerHeight(title: String, in table: Table) -> Double { 20 }
    }

    /// Issue 25 (`query` with no viewport): measuring a whole-content viewport walks its rows
    /// one at a time. Collecting the frames first held about 55 bytes a row (637 MB for 10M
    /// rows) before the first row was measured. malloc's count of bytes in use is the
    /// process's, and other suites run beside this one, so it is read over the short span
    /// from the call to its first measured row: collected frames would be there by then.
    @Test func aWholeContentViewportIsMeasuredWithoutKeepingEveryRow() throws {
        // 250,000 rows: a frame list would hold 8 MB, four times the bound below, and
        // walking them in a debug build costs about 3 s of CPU (a million cost 13 s).
        let rows = 250_000
        let measurer = HeldBytesMeasurer()
        let live = try LiveTable(EstimatedRowsTests.table(generatorRows: rows), measurer: measurer)
        let whole = Viewport(offset: 0, height: live.geometry.contentHeight)
        measurer.calls = 0
        measurer.heldAtFirstRow = nil
        measurer.baseline = HeldBytes.now()
        live.measureEstimatedRows(in: whole)
        #expect(measurer.calls == rows, "every estimated row in view is measured")
        // A frame a row (an index path, y and height: 32 bytes and more) would be 8 MB.
        let held = try #require(measurer.heldAtFirstRow)
        #expect(held < 2_000_000, "\(held) bytes held when the first of \(rows) rows was measured")
    }
}

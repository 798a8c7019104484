import Testing
@testable import TableLayout
import TestSupport

/// `scrollToRow(at:at:)` (issue 12; docs/geometry.md AOZ's `scrollToLastCell` and DX's
/// UIKit scroll calls): on random tables, against ``ReferenceLayout`` — after scrolling, the
/// row's top is the first point no sticky header covers (`top`), its centre the viewport's
/// (`middle`), its bottom the viewport's bottom edge (`bottom`), unless the offset had to be
/// clamped; `none` leaves a wholly shown row where it is.
@Suite struct ScrollToRowTests {
    let measurer = EstimatingTextMeasurer()

    /// The top of what the viewport at `offset` shows uncovered: below a pinned header.
    static func uncoveredTop(_ reference: ReferenceLayout, offset: Double) -> Double {
        reference.sticky(at: offset).map { max(offset, $0.maxY) } ?? offset
    }

    @Test(arguments: 0..<400)
    func theRowEndsUpWhereItsPositionSays(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) + 77_000)
        let table = RandomTables.make(using: &rng)
        let geometry = TableGeometry(table: table, measurer: measurer)
        let reference = ReferenceLayout(table, measurer: measurer)
        let rows = reference.items.compactMap { item -> (RowPath, ReferenceLayout.Item)? in
            if case .row(let path) = item.kind, item.height > 0 { return (path, item) }
            return nil
        }
        guard !rows.isEmpty else { return }
        for _ in 0..<10 {
            let (path, row) = rows.randomElement(using: &rng)!
            let height = [1.0, 44, 300, Double(Int.random(in: 1...2000, using: &rng))].randomElement(using: &rng)!
            let start = Viewport(offset: Double(Int.random(in: -100...Int(reference.contentHeight) + 100, using: &rng)), height: height)
            let maxOffset = max(0, reference.contentHeight - height)
            let clamped = { (o: Double) in min(max(o, 0), maxOffset) }
            let context = "seed \(seed) row \(path) viewport \(start)"

            let top = geometry.scrollOffset(toRow: path, at: .top, in: start)
            if top > 0, top < maxOffset {
                #expect(ScrollToRowTests.uncoveredTop(reference, offset: top) == row.y, "\(context) top \(top)")
            }
            #expect(top == clamped(top))
            #expect(geometry.scrollOffset(toRow: path, at: .middle, in: start) == clamped(row.y + row.height / 2 - height / 2), "\(context)")
            #expect(geometry.scrollOffset(toRow: path, at: .bottom, in: start) == clamped(row.y + row.height - height), "\(context)")

            let now = reference.clamp(start)
            let shown = row.y >= ScrollToRowTests.uncoveredTop(reference, offset: now) && row.y + row.height <= now + height
            let none = geometry.scrollOffset(toRow: path, at: .none, in: start)
            if shown {
                #expect(none == now, "\(context)")
            } else if row.y < ScrollToRowTests.uncoveredTop(reference, offset: now) {
                #expect(none == top, "\(context)")
            } else {
                #expect(none == geometry.scrollOffset(toRow: path, at: .bottom, in: start), "\(context)")
            }
        }
    }

    /// By hand: a plain table, header 30, rows 50, viewport 100.
    @Test func aPlainTableByHand() throws {
        var table = Table(width: 320, style: .plain)
        table.rowHeight = .points(50)
        let rows = (0..<10).map { i -> RowList.Item in
            var row = Row(title: "\(i)")
            row.id = "r\(i)"
            return .row(row)
        }
        table.sections = [Section(id: "s", header: SectionBand(title: "H", height: .points(30)), rows: RowList(rows))]
        let live = try LiveTable(table)
        #expect(live.scrollToRow("r3", inSection: "s", at: .top) == nil)  // no viewport yet
        live.viewport = Viewport(offset: 0, height: 100)
        // Rows start at 30; row i spans [30 + 50i, 80 + 50i); content 530.
        let steps: [(String, ScrollPosition, Double)] = [
            ("r3", .top, 150),    // row 3 at 180, just below the header pinned at 150
            ("r3", .none, 150),   // shown already: stays
            ("r0", .none, 0),     // under the pinned header: as top (30 − 30)
            ("r5", .none, 230),   // below: as bottom (330 − 100)
            ("r5", .middle, 255), // centre 305 − 50
            ("r9", .top, 430),    // 500 − 30, clamped to 530 − 100
        ]
        for (id, position, expected) in steps {
            let offset = live.scrollToRow(id, inSection: "s", at: position)
            #expect(offset == expected, "\(id) \(position)")
        }
        #expect(live.viewport == Viewport(offset: 430, height: 100))
        #expect(live.scrollToRow("nope", inSection: "s", at: .top) == nil)
    }

    /// Estimated rows the viewport comes to show are measured first, so the offset is the
    /// one for the heights that are drawn.
    @Test func estimatedRowsAreMeasuredBeforeTheOffsetIsFinal() throws {
        var table = Table(width: 320, style: .grouped)
        table.estimatedRowHeight = 10
        var template = Row(title: "Row {index}")
        template.height = .automatic
        table.sections = [Section(id: "s", rows: RowList([.repeated(RepeatedRows(count: 100_000, template: template))]))]
        let live = try LiveTable(table)
        live.viewport = Viewport(offset: 0, height: 300)
        let offset = try #require(live.scrollToRow(at: RowPath(section: 0, row: 50_000), at: .middle))
        let frame = live.geometry.frame(ofRow: RowPath(section: 0, row: 50_000))
        #expect(frame.height == 44)
        #expect(offset == frame.y + frame.height / 2 - 150)
    }
}

import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// Dynamic Type: text styles scaled by content size, automatic heights growing with them,
/// value1 stacked at accessibility sizes.
@Suite struct DynamicTypeTests {
    let engine = SharedFonts.engine

    @Test func theDefaultSizeIsIOSsLargeAndEveryStyleGrowsWithTheSize() {
        let large = TextStyles(.large)
        #expect(large.body.size == 17 && large.headline.size == 17 && large.headline.weight == .semibold)
        #expect(large.subheadline.size == 15 && large.footnote.size == 13)
        #expect(TextStyles(.accessibility5).body.size == 53 && TextStyles(.xSmall).body.size == 14)
        for (a, b) in zip(ContentSize.allCases, ContentSize.allCases.dropFirst()) {
            #expect(TextStyles(a).body.size < TextStyles(b).body.size, "\(a) → \(b)")
            #expect(TextStyles(a).subheadline.size < TextStyles(b).subheadline.size || b <= .medium)
            #expect(TextStyles(a).footnote.size <= TextStyles(b).footnote.size)
        }
        #expect(ContentSize.allCases.filter(\.isAccessibility).count == 5)
    }

    @Test(arguments: Row.Style.allCases)
    func automaticRowsAndBandsGrowWithTheContentSize(style: Row.Style) {
        var row = Row(title: "Automatic rows grow with their text", style: style)
        row.subtitle = "A subtitle"
        row.detail = "Detail"
        row.lines = 0
        let measurer = FreeTypeTextMeasurer(engine: engine)
        func table(_ size: ContentSize, _ style: TableStyle) -> Table {
            var table = Table(width: 390, style: style, sections: [])
            table.contentSize = size
            return table
        }
        var previous = 0.0
        for size in ContentSize.allCases {
            let height = measurer.rowHeight(for: row, in: table(size, .insetGrouped))
            #expect(height >= previous, "\(style) at \(size)")
            previous = height
        }
        #expect(measurer.rowHeight(for: row, in: table(.accessibility5, .plain))
                > 1.5 * measurer.rowHeight(for: row, in: table(.large, .plain)))
        #expect(measurer.headerHeight(title: "Header", in: table(.accessibility5, .grouped))
                > measurer.headerHeight(title: "Header", in: table(.large, .grouped)))
        #expect(measurer.footerHeight(title: "Footer", in: table(.accessibility5, .plain))
                > measurer.footerHeight(title: "Footer", in: table(.large, .plain)))
    }

    @Test func value1StacksItsLabelsAtAccessibilitySizes() throws {
        var row = Row(title: "Text Size", style: .value1)
        row.detail = "Larger"
        for size in ContentSize.allCases {
            let layout = CellLayout(row: row, style: .plain, tableWidth: 390, engine: engine, traits: CellTraits(contentSize: size))
            let (title, detail) = try #require(layout.titleAndSecondText)
            let isStacked = detail.frame.y >= title.frame.y + title.frame.height
            #expect(isStacked == size.isAccessibility)
        }
        // In the picture: the detail's ink starts below the title's and at the same margin.
        var table = Table(width: 390)
        table.rowHeight = .automatic
        table.contentSize = .accessibility2
        table.sections = [Section(rows: RowList([row]))]
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 200, scale: 2)
        let rowBottom = pixels.pixelEdge(geometry.frame(ofRow: RowPath(section: 0, row: 0)).maxY)
        let layout = CellLayout(row: row, style: .plain, tableWidth: 390, engine: engine, traits: CellTraits(contentSize: .accessibility2))
        let title = try #require(layout.titleAndSecondText).title.frame
        let contentTop = CellContentFrame.top(of: layout.content.layout, rowHeight: geometry.frame(ofRow: RowPath(section: 0, row: 0)).height)
        let middle = pixels.pixelEdge(contentTop + title.y + title.height)
        let white: UInt32 = 0xFFFF_FFFF
        let titleLeft = try #require(pixels.firstInk(rows: 0..<middle, columns: 0..<pixels.width, background: white))
        let detailLeft = try #require(pixels.firstInk(rows: middle..<(rowBottom - 2), columns: 0..<pixels.width, background: white))
        #expect(abs(titleLeft - detailLeft) <= 4, "both at the margin: \(titleLeft), \(detailLeft), middle \(middle), bottom \(rowBottom)")
        #expect(Double(titleLeft) / 2 < 24)  // the 20 pt margin of a 390 pt table, and a side bearing
    }

    /// The table is the one source of its measuring settings: a live table whose table is
    /// replaced by one at accessibility3 with a section index, or in editing mode, lays its
    /// rows out as a fresh layout of the new table does, before and after an edit (the
    /// measurer once kept the settings of the table it was made for: 44 pt where a fresh
    /// layout gave 70.4).
    @Test func aReplacedTableIsMeasuredWithItsOwnSettings() throws {
        var row = Row(title: "Text Size wraps at the larger sizes, and beside an index", style: .value1)
        row.detail = "Large"
        row.lines = 0
        var before = Table(width: 390, style: .insetGrouped, sections: [
            Section(id: "s", header: SectionBand(title: "Display"), rows: RowList([row, Row(title: "Bold Text")])),
        ])
        before.rowHeight = .automatic
        before.headerHeight = .automatic
        var bigger = before
        bigger.contentSize = .accessibility3
        bigger.indexTitles = ["A", "B", "C"]
        var editing = before
        editing.isEditing = true
        let measurer = FreeTypeTextMeasurer(engine: engine)
        for after in [bigger, editing] {
            let live = try LiveTable(before, measurer: measurer)
            try live.replaceTable(with: after)
            let fresh = try LiveTable(after, measurer: measurer)
            #expect(live.geometry.firstDifference(from: fresh.geometry) == nil)
            #expect(live.geometry.frame(ofRow: RowPath(section: 0, row: 0)).height
                    == measurer.rowHeight(for: row, in: after))
            #expect(measurer.trailingContentInset(in: live.table) == measurer.trailingContentInset(in: after))
            try live.apply(.insertRows([row.withID("new")], section: .id("s"), at: .at(1)))
            var inserted = after
            inserted.sections[0].rows.insert(.row(row.withID("new")), at: 1)
            let freshInserted = try LiveTable(inserted, measurer: measurer)
            #expect(live.geometry.firstDifference(from: freshInserted.geometry) == nil)
        }
        let grown = try LiveTable(bigger, measurer: measurer).geometry.frame(ofRow: RowPath(section: 0, row: 0)).height
        let small = try LiveTable(before, measurer: measurer).geometry.frame(ofRow: RowPath(section: 0, row: 0)).height
        #expect(grown > small)
    }
}

extension Row {
    fileprivate func withID(_ id: String) -> Row {
        var row = self
        row.id = id
        return row
    }
}

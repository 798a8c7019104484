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
        var previous = 0.0
        for size in ContentSize.allCases {
            let measurer = FreeTypeTextMeasurer(engine: engine, traits: CellTraits(contentSize: size))
            let height = measurer.rowHeight(for: row, style: .insetGrouped, width: 390)
            #expect(height >= previous, "\(style) at \(size)")
            previous = height
        }
        let large = FreeTypeTextMeasurer(engine: engine, traits: CellTraits(contentSize: .large))
        let largest = FreeTypeTextMeasurer(engine: engine, traits: CellTraits(contentSize: .accessibility5))
        #expect(largest.rowHeight(for: row, style: .plain, width: 390) > 1.5 * large.rowHeight(for: row, style: .plain, width: 390))
        #expect(largest.headerHeight(title: "Header", style: .grouped, width: 390) > large.headerHeight(title: "Header", style: .grouped, width: 390))
        #expect(largest.footerHeight(title: "Footer", style: .plain, width: 390) > large.footerHeight(title: "Footer", style: .plain, width: 390))
    }

    @Test func value1StacksItsLabelsAtAccessibilitySizes() throws {
        var row = Row(title: "Text Size", style: .value1)
        row.detail = "Larger"
        for size in ContentSize.allCases {
            let layout = CellLayout(row: row, style: .plain, tableWidth: 390, engine: engine, traits: CellTraits(contentSize: size))
            #expect(layout.isStacked == size.isAccessibility)
        }
        // In the picture: the detail's ink starts below the title's and at the same margin.
        var table = Table(width: 390)
        table.rowHeight = .automatic
        table.contentSize = .accessibility2
        table.sections = [Section(rows: RowList([row]))]
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 200, scale: 2)
        let rowBottom = pixels.pixelEdge(geometry.frame(ofRow: IndexPath(section: 0, row: 0)).maxY)
        let layout = CellLayout(row: row, style: .plain, tableWidth: 390, engine: engine, traits: CellTraits(contentSize: .accessibility2))
        let middle = pixels.pixelEdge((geometry.frame(ofRow: IndexPath(section: 0, row: 0)).height - layout.contentHeight) / 2 + layout.title.height)
        let white: UInt32 = 0xFFFF_FFFF
        let titleLeft = try #require(pixels.firstInk(rows: 0..<middle, columns: 0..<pixels.width, background: white))
        let detailLeft = try #require(pixels.firstInk(rows: middle..<(rowBottom - 2), columns: 0..<pixels.width, background: white))
        #expect(abs(titleLeft - detailLeft) <= 4, "both at the margin: \(titleLeft), \(detailLeft), middle \(middle), bottom \(rowBottom)")
        #expect(Double(titleLeft) / 2 < 20)
    }
}

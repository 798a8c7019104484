import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// The section index, measured from the picture: where its titles are, and that the cells'
/// content makes room for it.
@Suite struct SectionIndexTests {
    static let white: UInt32 = 0xFFFF_FFFF
    static let letters = (0..<26).map { String(UnicodeScalar(65 + $0)!) }

    static func table(titles: [String], direction: LayoutDirection = .leftToRight) -> Table {
        var table = Table(width: 390)
        table.indexTitles = titles
        table.layoutDirection = direction
        var row = Row()
        row.accessory = .disclosureIndicator
        table.sections = [Section(rows: RowList([.repeated(RepeatedRows(count: 20, template: row))]))]
        return table
    }

    /// Columns holding ink over the whole height.
    static func inkColumns(_ pixels: RenderedPixels, rows: Range<Int>) -> [Int] {
        (0..<pixels.width).filter { x in rows.contains { pixels[x: x, y: $0] != white && pixels[x: x, y: $0] != PixelProbeTests.opaqueSeparatorPixel } }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theIndexStandsAtTheTrailingEdgeCentredAndTheContentMakesRoom(direction: LayoutDirection) throws {
        let scale = 2.0
        var plain = Self.table(titles: [], direction: direction)
        plain.separator.color = PixelProbeTests.opaqueSeparator
        var indexed = Self.table(titles: Self.letters, direction: direction)
        indexed.separator.color = PixelProbeTests.opaqueSeparator
        let (without, _) = try RenderedPixels.render(plain, offset: 0, height: 600, scale: scale)
        let (with, _) = try RenderedPixels.render(indexed, offset: 0, height: 600, scale: scale)
        let width = SectionIndexLayout.width(of: Self.letters, engine: SharedFonts.engine)
        let indexColumns = direction == .leftToRight ? with.pixelEdge(390 - width)..<with.width : 0..<with.pixelEdge(width)
        // Every pixel that differs between the two pictures is the index's or the chevrons'.
        let chevronRow = 0..<with.pixelEdge(43)
        let chevronsBefore = Self.inkColumns(without, rows: chevronRow)
        let chevronsAfter = Self.inkColumns(with, rows: chevronRow).filter { !indexColumns.contains($0) }
        // The chevrons moved toward the middle by the index's width.
        let moved = direction == .leftToRight ? chevronsBefore.max()! - chevronsAfter.max()! : chevronsAfter.min()! - chevronsBefore.min()!
        #expect(abs(Double(moved) - width * scale) <= 1, "moved \(moved) pixels for an index \(width) pt wide")
        // The index's ink is centred on the viewport, and lies in its column.
        let tinted = (0..<with.height).filter { y in indexColumns.contains { x in
            let p = with[x: x, y: y]; return p & 0xFF > 0xC0 && p >> 16 & 0xFF < 0x80 } }
        let centre = Double(tinted.first! + tinted.last!) / 2 / scale
        #expect(abs(centre - 300) < 3, "index centred at \(centre)")
        #expect(Double(tinted.last! - tinted.first!) / scale > 26 * 12, "26 titles one under the other")
    }

    @Test func titlesThatDoNotFitAreLeftOut() {
        let index = SectionIndexLayout(titles: Self.letters, engine: SharedFonts.engine)
        #expect(index.entries(viewportHeight: 1000).count == 26)
        let short = index.entries(viewportHeight: 150)
        #expect(short.count < 26 && short.count > 0 && Double(short.count) * index.entryHeight <= 150)
        #expect(index.entries(viewportHeight: 0).count == 0)
    }

    @Test func automaticRowsAreMeasuredNarrowerWithAnIndex() {
        let with = Self.table(titles: Self.letters)
        var without = with
        without.indexTitles = []
        let measurer = FreeTypeTextMeasurer(engine: SharedFonts.engine)
        #expect(measurer.trailingContentInset(in: with) >= SectionIndexLayout.minimumWidth)
        #expect(measurer.trailingContentInset(in: without) == 0)
        // Words of one to seven letters, up to a few lines: where a line breaks depends on the
        // words' widths, so some texts wrap one line sooner in the narrower cell, none later.
        let pairs = (1...120).map { count -> (with: Double, without: Double) in
            var row = Row(title: (1...count).map { String(repeating: "w", count: $0 % 7 + 1) }.joined(separator: " "))
            row.lines = 0
            return (measurer.rowHeight(for: row, in: with), measurer.rowHeight(for: row, in: without))
        }
        #expect(pairs.contains { $0.with > $0.without })
        #expect(!pairs.contains { $0.with < $0.without })
    }
}

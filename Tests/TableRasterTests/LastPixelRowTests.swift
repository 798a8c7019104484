import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// Every edge on the pixel grid at every content height (docs/rendering.md, The pixel grid):
/// a picture whose height in points is off the grid (220.46875 pt at 2x is 440.9375 pixels,
/// drawn as 441) ends in a pixel row of exactly the background, not a half-covered one.
@Suite struct LastPixelRowTests {
    static let backgrounds: [TableStyle: UInt32] = [.plain: 0xFFFF_FFFF, .grouped: 0xFFF2_F2F7, .insetGrouped: 0xFFF2_F2F7]

    /// One group of rows whose heights put the content's end `fraction` of a point off the grid.
    static func table(style: TableStyle, fraction: Double) -> Table {
        var table = Table(width: 390, style: style)
        var section = Section(rows: RowList([.repeated(RepeatedRows(count: 3, template: Row(title: "Row {index}")))]))
        section.rowHeight = .points(44 + fraction)
        // A plain table's filler rows would draw separators to the bottom; its footer ends it.
        if style == .plain { table.tableFooter = TableBand(height: 17.5) }
        table.sections = [section]
        return table
    }

    @Test(arguments: [1.0, 2.0, 3.0], TableStyle.allCases)
    func theLastPixelRowIsTheBackground(scale: Double, style: TableStyle) throws {
        for fraction in [0.15625, 0.3, 0.49, 0.71, 0.99] {
            let table = Self.table(style: style, fraction: fraction)
            let height = TableGeometry(table: table).contentHeight
            let (pixels, _) = try RenderedPixels.render(table, offset: 0, height: height, scale: scale)
            let background = try #require(Self.backgrounds[style])
            let last = pixels.height - 1
            let wrong = pixels.mismatches(row: last, columns: 0..<pixels.width, background)
            #expect(wrong.count == 0, "\(style) at \(scale)x, \(height) pt: \(wrong.count) pixels of the last row are not the background, the first #\(String(pixels[x: wrong.first ?? 0, y: last], radix: 16))")
        }
    }
}

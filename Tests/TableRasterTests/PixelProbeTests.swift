import Foundation
import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// Probes of rendered pixels, independent of the goldens: separators on the pixel grid,
/// margins and baselines where UIKit puts them, measured from the picture itself.
@Suite struct PixelProbeTests {
    static let icon = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots/assets/icon-blue.png").path
    static let white: UInt32 = 0xFFFF_FFFF
    static let opaqueSeparator = Color(red: 0xC6, green: 0xC6, blue: 0xC8)
    static let opaqueSeparatorPixel: UInt32 = 0xFFC6_C6C8

    /// Headers and rows of awkward heights, so that every later item starts on a fractional pixel.
    static func table(style: TableStyle, width: Double = 390, separatorColor: Color? = opaqueSeparator, image: Bool = false) -> Table {
        var table = Table(width: width, style: style)
        table.headerHeight = .points(38.1328125)
        table.footerHeight = .points(17.3)
        table.rowHeight = .points(44.37)
        table.separator.color = separatorColor
        var template = Row(title: "Row {index}")
        if image { template.imagePath = icon }
        table.sections = (0..<4).map { s in
            var section = Section(header: SectionBand(title: "Section \(s)"), footer: SectionBand(title: "Footer \(s)"),
                                  rows: RowList([.repeated(RepeatedRows(count: 5 + s, template: template))]))
            section.rowHeight = .points(44.37 + Double(s) * 0.29)
            return section
        }
        return table
    }

    struct Separator { let row: Int; let columns: Range<Int> }

    /// UIKit's layout margin at `width`, as the fidelity corpus measures it (docs/fidelity.md):
    /// 16 pt up to 375 pt wide, 20 pt from 390.
    static func margin(_ width: Double) -> Double { width <= 375 ? 16 : 20 }

    /// Where each visible separator must be: the device pixel row inside the bottom of every
    /// row but a grouped section's last, from the text's leading edge to the cell's trailing edge.
    static func expectedSeparators(_ pixels: RenderedPixels, _ geometry: TableGeometry, _ table: Table,
                                   offset: Double, textLeading: Double) -> [Separator] {
        let visible = geometry.visibleItems(in: Viewport(offset: offset, height: Double(pixels.height) / pixels.scale))
        let top = visible.offset
        let margin = Self.margin(table.width)
        let cellX = table.style == .insetGrouped ? margin : 0
        let cellMaxX = table.width - cellX
        return visible.rows.compactMap { frame in
            guard table.style == .plain || frame.row < geometry.numberOfRows(inSection: frame.section) - 1 else { return nil }
            let row = pixels.pixelEdge(frame.maxY - top) - 1
            guard row >= 1, row < pixels.height - 1 else { return nil }
            // A sticky header lying over the row hides its separator.
            let hidden = visible.headers.contains { header in
                pixels.pixelEdge(header.y - top) <= row + 1 && row - 1 < pixels.pixelEdge(header.maxY - top)
            }
            if hidden { return nil }
            return Separator(row: row, columns: pixels.pixelEdge(cellX + textLeading)..<pixels.pixelEdge(cellMaxX))
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0], TableStyle.allCases)
    func everySeparatorIsOneDevicePixelOfExactlyItsColour(scale: Double, style: TableStyle) throws {
        var rng = SeededGenerator(seed: UInt64(scale * 10) + UInt64(style.hashValue & 0xFF))
        for _ in 0..<5 {
            let table = Self.table(style: style)
            let offset = Double.random(in: 0..<600, using: &rng)
            let (pixels, geometry) = try RenderedPixels.render(table, offset: offset, height: 331.7, scale: scale)
            let separators = Self.expectedSeparators(pixels, geometry, table, offset: offset, textLeading: Self.margin(table.width))
            #expect(separators.count >= 3)
            for separator in separators {
                let wrong = pixels.mismatches(row: separator.row, columns: separator.columns, Self.opaqueSeparatorPixel)
                #expect(wrong.isEmpty, "scale \(scale) \(style) offset \(offset): row \(separator.row) has \(wrong.count) other pixels")
                let middle = (separator.columns.lowerBound + separator.columns.upperBound) / 2
                // One pixel thick: the rows above and below are the cells' own white.
                #expect(pixels[x: middle, y: separator.row - 1] == Self.white, "above row \(separator.row)")
                #expect(pixels[x: middle, y: separator.row + 1] == Self.white, "below row \(separator.row)")
                // It starts exactly at the text: the pixel before is the cell's.
                #expect(pixels[x: separator.columns.lowerBound - 1, y: separator.row] == Self.white)
            }
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func translucentSeparatorsAreOneShadeInEveryGroup(scale: Double) throws {
        // The palette's separator is 29 % #3C3C43 over the cell: 198, 198, 200 on white.
        for style in TableStyle.allCases {
            let table = Self.table(style: style, separatorColor: nil)
            let (pixels, geometry) = try RenderedPixels.render(table, offset: 123.456, height: 500, scale: scale)
            let separators = Self.expectedSeparators(pixels, geometry, table, offset: 123.456, textLeading: Self.margin(table.width))
            let shades = Set(separators.flatMap { s in s.columns.map { pixels[x: $0, y: s.row] } })
            #expect(shades.count == 1, "\(style) at \(scale)×: \(shades.map { String($0, radix: 16) })")
            for shade in shades {
                let channels = [shade >> 16 & 0xFF, shade >> 8 & 0xFF, shade & 0xFF].map(Int.init)
                #expect(zip(channels, [198, 198, 200]).allSatisfy { abs($0 - $1) <= 1 }, "\(channels)")
            }
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func rowsWithImagesStartTheirSeparatorAtTheText(scale: Double) throws {
        let table = Self.table(style: .grouped, image: true)
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 77.7, height: 400, scale: scale)
        // margin + image 29 + gap 15
        let separators = Self.expectedSeparators(pixels, geometry, table, offset: 77.7, textLeading: Self.margin(table.width) + 44)
        #expect(separators.count >= 3)
        for separator in separators {
            #expect(pixels.mismatches(row: separator.row, columns: separator.columns, Self.opaqueSeparatorPixel).isEmpty)
            #expect(pixels[x: separator.columns.lowerBound - 1, y: separator.row] != Self.opaqueSeparatorPixel)
        }
    }

    @Test(arguments: [320.0, 375, 390, 393, 414, 428, 430])
    func marginsFollowTheDeviceWidth(width: Double) throws {
        let margin = Self.margin(width)
        let scale = 3.0
        for style in [TableStyle.plain, .insetGrouped] {
            let table = Self.table(style: style, width: width)
            let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 200, scale: scale)
            let separator = try #require(Self.expectedSeparators(pixels, geometry, table, offset: 0, textLeading: margin).first)
            // The separator starts at the margin (inside the card, in insetGrouped).
            let start = try #require((0..<pixels.width).first { pixels[x: $0, y: separator.row] == Self.opaqueSeparatorPixel })
            let cardX = style == .insetGrouped ? margin : 0
            #expect(Double(start) == (cardX + margin) * scale, "\(style) at \(width)")
            if style == .insetGrouped {
                // The card's white begins at the margin.
                let card = try #require((0..<pixels.width).first { pixels[x: $0, y: separator.row - 3] == Self.white })
                #expect(Double(card) == margin * scale)
                let end = try #require((0..<pixels.width).last { pixels[x: $0, y: separator.row - 3] == Self.white })
                #expect(Double(end + 1) == (width - margin) * scale)
            }
        }
    }

    @Test(arguments: [320.0, 375, 390, 393, 414, 428, 430])
    func controlsAndBaselinesFollowTheDeviceWidth(width: Double) throws {
        let margin = Self.margin(width)
        let scale = 3.0
        var row = Row(title: "xxxx")
        row.accessory = .switch
        row.isOn = true
        var table = Table(width: width)
        table.sections = [Section(rows: RowList([row]))]
        let (pixels, _) = try RenderedPixels.render(table, offset: 0, height: 44, scale: scale)
        // The switch's track ends at the trailing margin.
        let middle = pixels.pixelEdge(22)
        let green = (0..<pixels.width).filter { x in
            let p = pixels[x: x, y: middle]
            return Int(p >> 8 & 0xFF) > Int(p >> 16 & 0xFF) + 60
        }
        let trackEnd = Double(try #require(green.last) + 1) / scale
        #expect(abs(trackEnd - (width - margin)) <= 1 / scale, "the switch ends at \(trackEnd)")
        let trackStart = Double(try #require(green.first)) / scale
        #expect(abs(trackStart - (width - margin - 51)) <= 1 / scale, "the switch is 51 pt wide: starts at \(trackStart)")
        // The title starts at the margin, and sits on its baseline: the row's middle line of
        // text, ascent below its top.
        let columns = 0..<pixels.pixelEdge(width / 2)
        let engine = SharedFonts.engine
        let style = TextStyle(size: 17)
        let baseline = (44 - engine.lineHeight(style)) / 2 + engine.ascent(style)
        let lowest = try #require(pixels.lastInkRow(rows: 0..<pixels.height - 1, columns: columns, background: 0xFFFF_FFFF))
        #expect(abs(Double(lowest + 1) / scale - baseline) <= 1 / scale, "ink ends at \(Double(lowest + 1) / scale), baseline \(baseline)")
        let first = try #require(pixels.firstInk(rows: 0..<pixels.height - 1, columns: columns, background: 0xFFFF_FFFF))
        #expect(Double(first) / scale >= margin && Double(first) / scale < margin + 1.5, "the title starts at \(Double(first) / scale)")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func value2LabelAndValueShareABaseline(scale: Double) throws {
        var table = Table(width: 390, style: .plain)
        var row = Row(title: "xxxx", style: .value2)
        row.detail = "xxxxxx"
        table.sections = [Section(rows: RowList([row]))]
        let (pixels, _) = try RenderedPixels.render(table, offset: 0, height: 44, scale: scale)
        let layout = CellLayout(row: row, style: .plain, tableWidth: 390, engine: SharedFonts.engine)
        let label = try #require(layout.titleAndSecondText).title.frame
        let (textX, titleWidth) = (layout.content.x + label.x, label.width)
        let rows = 0..<pixels.height
        let labelColumns = pixels.pixelEdge(textX)..<pixels.pixelEdge(textX + titleWidth)
        let valueColumns = pixels.pixelEdge(textX + titleWidth + 1)..<pixels.width
        let labelInk = try #require(pixels.lastInkRow(rows: rows, columns: labelColumns, background: Self.white))
        let valueInk = try #require(pixels.lastInkRow(rows: rows, columns: valueColumns, background: Self.white))
        #expect(abs(labelInk - valueInk) <= 1, "label's baseline at pixel \(labelInk), value's at \(valueInk)")
    }
}

/// Plain-style details of iOS 18: filler rows below the last row, transparent bands.
@Suite struct PlainStyleProbeTests {
    static let white: UInt32 = 0xFFFF_FFFF

    static func shortTable(rowHeight: Double = 44, footer: Bool = false) -> Table {
        var table = Table(width: 390)
        table.rowHeight = .points(rowHeight)
        table.headerHeight = .points(28.4)
        table.separator.color = PixelProbeTests.opaqueSeparator
        var section = Section(header: SectionBand(title: "Header"), rows: RowList([.repeated(RepeatedRows(count: 3, template: Row(title: "r")))]))
        if footer { section.footer = SectionBand(title: "Footer") }
        table.sections = [section]
        return table
    }

    @Test(arguments: [1.0, 2.0, 3.0], [44.0, 51.3])
    func fillerRowsShowSeparatorsDownToTheBottom(scale: Double, rowHeight: Double) throws {
        let table = Self.shortTable(rowHeight: rowHeight)
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 500, scale: scale)
        let end = geometry.contentHeight
        // The last row's separator, then one per filler row of the table's row height.
        var bottoms = [end]
        while bottoms.last! + rowHeight <= 500 { bottoms.append(bottoms.last! + rowHeight) }
        #expect(bottoms.count >= 5)
        let columns = pixels.pixelEdge(PixelProbeTests.margin(table.width))..<pixels.width
        for bottom in bottoms {
            let row = pixels.pixelEdge(bottom) - 1
            #expect(pixels.mismatches(row: row, columns: columns, PixelProbeTests.opaqueSeparatorPixel).isEmpty, "filler at \(bottom)")
            #expect(pixels[x: columns.lowerBound - 1, y: row] == Self.white)
            #expect(pixels[x: columns.lowerBound, y: row - 1] == Self.white)
        }
        // Nothing else below the content: count the separator-coloured pixel rows.
        let lines = (pixels.pixelEdge(end)..<pixels.height).filter { pixels[x: pixels.width - 1, y: $0] == PixelProbeTests.opaqueSeparatorPixel }
        #expect(lines.count == bottoms.count - 1)
    }

    @Test func aTableFooterOrANonPlainStyleHasNoFillerRows() throws {
        var withFooter = Self.shortTable()
        withFooter.tableFooter = TableBand(title: "Table footer", height: 40)
        var grouped = Self.shortTable()
        grouped.style = .grouped
        for table in [withFooter, grouped] {
            let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 500, scale: 2)
            let below = (pixels.pixelEdge(geometry.contentHeight)..<pixels.height)
            #expect(below.allSatisfy { pixels[x: pixels.width - 1, y: $0] != PixelProbeTests.opaqueSeparatorPixel })
        }
    }

    @Test func plainHeadersAreTransparentUntilRowsScrollUnderThem() throws {
        var table = Self.shortTable()
        table.sections[0].rows = RowList([.repeated(RepeatedRows(count: 30, template: Row(title: "r")))])
        // At rest: the header's band is the table's white.
        let (rest, _) = try RenderedPixels.render(table, offset: 0, height: 300, scale: 2)
        #expect(rest[x: rest.width - 2, y: 4] == Self.white)
        // Scrolled: it floats over the rows, on the bar tone.
        let (scrolled, _) = try RenderedPixels.render(table, offset: 100, height: 300, scale: 2)
        #expect(scrolled[x: scrolled.width - 2, y: 4] != Self.white)
    }
}

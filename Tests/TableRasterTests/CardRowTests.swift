import Testing
@testable import TableRaster
@testable import TableConfig
import TableLayout
import TestSupport

/// GPJ's round-corner separator row (docs/config.md, Cards), drawn: the background inset, the
/// corners rounded, the row's own hairline at its top or bottom (its bottom inset moving the
/// line up, where GPJ added it), and both lines for `both` (GPJ hid the line for Top|Bottom).
@Suite struct CardRowTests {
    static let scale = 2.0
    static let grey: UInt32 = 0xFFF2_F2F7   // grouped table background, light
    static let white: UInt32 = 0xFFFF_FFFF
    static let line: UInt32 = 0xFFF0_F0F0   // GPJ's default separator colour

    static func render(_ rowYAML: String, direction: String = "leftToRight") throws -> RenderedPixels {
        let text = """
            width: 200
            style: grouped
            layoutDirection: \(direction)
            separator: {style: none}
            sectionSpacing: 0
            sections:
              - rows: [\(rowYAML)]
            """
        let table = try ConfigLoader.load(text: text, file: "t.yaml").table
        let live = LiveTable(layingOut: table, measurer: FreeTypeTextMeasurer(engine: SharedFonts.engine))
        let top = live.geometry.frame(ofRow: RowPath(section: 0, row: 0)).y
        let renderer = TableRenderer(live, appearance: .light, scale: scale, engine: SharedFonts.engine)
        let image = try renderer.render(Viewport(offset: top, height: 60))
        return RenderedPixels(image, scale: scale)
    }

    @Test func theBackgroundIsInsetAndItsCornersRounded() throws {
        let pixels = try CardRowTests.render("{height: 60, backgroundInset: {top: 5, left: 15, bottom: 5, right: 15}, corners: [topLeft], cornerRadius: 10}")
        // Outside the inset: the table's background; inside: the cell's white.
        #expect(pixels[x: 10, y: 60] == CardRowTests.grey, "left of the inset")
        #expect(pixels[x: 390, y: 60] == CardRowTests.grey, "right of the inset")
        #expect(pixels[x: 100, y: 4] == CardRowTests.grey, "above the inset")
        #expect(pixels[x: 100, y: 116] == CardRowTests.grey, "below the inset")
        #expect(pixels[x: 100, y: 60] == CardRowTests.white)
        // The rounded top-left corner shows the table; the square ones stay white.
        #expect(pixels[x: 31, y: 11] == CardRowTests.grey, "top-left corner rounded")
        #expect(pixels[x: 368, y: 11] == CardRowTests.white, "top-right corner square")
        #expect(pixels[x: 31, y: 108] == CardRowTests.white, "bottom-left corner square")
    }

    @Test func cornersMirrorRightToLeft() throws {
        let pixels = try CardRowTests.render("{height: 60, backgroundInset: 15, corners: [topLeft], cornerRadius: 10}", direction: "rightToLeft")
        #expect(pixels[x: 368, y: 31] == CardRowTests.grey, "topLeft is drawn at the top right")
        #expect(pixels[x: 31, y: 31] == CardRowTests.white)
    }

    @Test func allRoundsEveryCorner() throws {
        let pixels = try CardRowTests.render("{height: 60, backgroundInset: {left: 15, right: 15}, corners: all, cornerRadius: 20}")
        for (x, y) in [(31, 1), (368, 1), (31, 118), (368, 118)] {
            #expect(pixels[x: x, y: y] == CardRowTests.grey, "corner at \(x),\(y)")
        }
    }

    /// The rows of pixels (in 0..<120) that hold the separator colour at column 100.
    static func lineRows(_ pixels: RenderedPixels) -> [Int] {
        (0..<120).filter { pixels[x: 100, y: $0] == CardRowTests.line }
    }

    @Test func theBottomInsetMovesTheLineUpNotDown() throws {
        let pixels = try CardRowTests.render("{height: 60, separator: {position: bottom, inset: {left: 30, bottom: 4}}}")
        #expect(CardRowTests.lineRows(pixels) == [111], "one device pixel, 4 pt above the bottom")
        #expect(pixels[x: 50, y: 111] == CardRowTests.white, "left of its inset")
        #expect(pixels[x: 70, y: 111] == CardRowTests.line)
    }

    @Test func topAndBothAndNone() throws {
        #expect(CardRowTests.lineRows(try CardRowTests.render("{height: 60, separator: {position: top, inset: {top: 3}}}")) == [6])
        #expect(CardRowTests.lineRows(try CardRowTests.render("{height: 60, separator: {position: both}}")) == [0, 119])
        #expect(CardRowTests.lineRows(try CardRowTests.render("{height: 60, separator: {position: none}}")).isEmpty)
        let red = try CardRowTests.render("{height: 60, separator: {color: \"#FF0000\"}}")
        #expect(red[x: 100, y: 119] == 0xFFFF_0000)
    }

    @Test func theContentSitsInsideTheCard() throws {
        let row = { (inset: Double) -> CellControls in
            var row = Row(title: "x")
            row.backgroundInset = EdgeInsets(left: inset, right: inset)
            row.accessory = .checkmark
            return CellControls(row: row, style: .plain, tableWidth: 390)
        }
        #expect(row(15).contentLeading == row(0).contentLeading + 15)
        #expect(row(15).contentTrailing == row(0).contentTrailing - 15)
        #expect(row(15).trailingControl!.x == row(0).trailingControl!.x - 15)
    }
}

import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// Hit regions (issue 12; docs/geometry.md, Hit tests: AOZ's "indexPathForTouchEvent" and DX's
/// `accessoryButtonTapped` / editing blocks: UIKit routes a touch to the cell's control
/// under it). Checked against the rendered picture: every inked pixel column of a control
/// hits that control, at every style, at narrow and wide phones, mirrored for right to left
/// and with a section index taking room at the trailing edge.
@Suite struct HitRegionTests {
    /// One row per control, no text, so that the only ink in a row is its control.
    static func rows() -> [(Row, expected: RowPart)] {
        func row(_ change: (inout Row) -> Void) -> Row {
            var row = Row(title: nil)
            row.id = "r"
            change(&row)
            return row
        }
        let red = Color(red: 255, green: 0, blue: 0)
        return [
            (row { $0.editing = .delete }, .editingControl),
            (row { $0.editing = .insert; $0.indentationLevel = 2 }, .editingControl),
            (row { $0.showsReorderControl = true }, .reorderControl),
            (row { $0.accessory = .switch; $0.isOn = true }, .switch),
            (row { $0.accessory = .switch }, .switch),
            (row { $0.accessory = .detailButton; $0.tint = red }, .accessoryButton),
            (row { $0.accessory = .disclosureIndicator }, .content),
            (row { $0.accessory = .checkmark }, .content),
        ]
    }

    static func table(width: Double, style: TableStyle, direction: LayoutDirection, index: Bool) -> Table {
        var table = Table(width: width, style: style)
        table.rowHeight = .points(50)
        table.layoutDirection = direction
        table.separator.color = Color(red: 255, green: 255, blue: 255)
        if index { table.indexTitles = ["A", "B", "WW"] }
        table.sections = [Section(rows: RowList(rows().map { .row($0.0) }))]
        return table
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var width: Double
        var style: TableStyle
        var direction: LayoutDirection
        var index: Bool
        var testDescription: String { "\(Int(width)) \(style) \(direction) index:\(index)" }
    }

    static let cases: [Case] = [320.0, 390, 430].flatMap { width in
        TableStyle.allCases.flatMap { style in
            LayoutDirection.allCases.flatMap { direction in [false, true].map { Case(width: width, style: style, direction: direction, index: $0) } }
        }
    }

    @Test(arguments: cases)
    func everyInkedColumnOfAControlHitsIt(_ c: Case) throws {
        let table = HitRegionTests.table(width: c.width, style: c.style, direction: c.direction, index: c.index)
        let scale = 2.0
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 500, scale: scale)
        let live = LiveTable(layingOut: table, measurer: FreeTypeTextMeasurer(engine: SharedFonts.engine))
        let background = pixels[x: pixels.width / 2, y: pixels.pixelEdge(geometry.frame(ofRow: RowPath(section: 0, row: 6)).y + 25)]
        let indexWidth = FreeTypeTextMeasurer(engine: SharedFonts.engine).trailingContentInset(in: table)
        for (r, (_, expected)) in HitRegionTests.rows().enumerated() {
            let frame = geometry.frame(ofRow: RowPath(section: 0, row: r))
            let band = pixels.pixelEdge(frame.y + 12)..<pixels.pixelEdge(frame.maxY - 12)  // clear of insetGrouped corners
            var inked: [Int] = []
            for x in 0..<pixels.width {
                var y = band.lowerBound
                while y < band.upperBound, !HitRegionTests.isInk(pixels[x: x, y: y], on: background) { y += 1 }
                if y < band.upperBound { inked.append(x) }
            }
            // The index bar is drawn at the trailing edge over the rows: leave it out.
            let cellHits = inked.compactMap { x -> (Int, RowHit)? in
                guard !(c.index && HitRegionTests.isIndexColumn(x, indexWidth: indexWidth, scale: scale, table: table)),
                      let hit = live.hitRow(x: (Double(x) + 0.5) / scale, y: frame.y + 25) else { return nil }
                return (x, hit)
            }
            #expect(!cellHits.isEmpty, "row \(r): no ink")
            for (x, hit) in cellHits {
                #expect(hit.part == expected, "row \(r), column \(x): \(hit.part)")
                #expect(hit.frame == frame && hit.id == "r")
            }
        }
    }

    /// A pixel unlike the background: the off switch's track is 22 levels under white, and
    /// its knob's shadow stays inside the track (docs/fidelity.md), so 16 levels tell ink.
    /// (A loop, not a closure over an array: it runs for every pixel of every case.)
    static func isInk(_ pixel: UInt32, on background: UInt32) -> Bool {
        var shift: UInt32 = 0
        while shift <= 16 {
            let a = Int((pixel >> shift) & 0xFF), b = Int((background >> shift) & 0xFF)
            if a - b > 16 || b - a > 16 { return true }
            shift += 8
        }
        return false
    }

    /// Columns of the section index bar (trailing edge, as wide as the measurer says).
    static func isIndexColumn(_ x: Int, indexWidth width: Double, scale: Double, table: Table) -> Bool {
        let points = (Double(x) + 0.5) / scale
        return table.layoutDirection == .rightToLeft ? points < width : points > table.width - width
    }

    /// detailDisclosureButton: the ⓘ is a button, the chevron after it is not (a touch there
    /// selects the row, as UIKit's disclosure indicator is no control).
    @Test(arguments: LayoutDirection.allCases)
    func theChevronAfterTheInfoButtonSelectsTheRow(direction: LayoutDirection) throws {
        var table = Table(width: 390, style: .plain)
        table.rowHeight = .points(50)
        table.layoutDirection = direction
        var row = Row(title: nil)
        row.accessory = .detailDisclosureButton
        row.tint = Color(red: 255, green: 0, blue: 0)
        row.tag = "info"
        table.sections = [Section(rows: RowList([.row(row)]))]
        let (pixels, _) = try RenderedPixels.render(table, offset: 0, height: 50, scale: 2)
        let live = LiveTable(layingOut: table, measurer: FreeTypeTextMeasurer(engine: SharedFonts.engine))
        var red = 0, grey = 0
        for x in 0..<pixels.width {
            let inks = (10..<90).map { pixels[x: x, y: $0] }.filter { $0 != 0xFFFF_FFFF }
            guard !inks.isEmpty else { continue }
            let reddish = inks.contains { (($0 >> 16) & 0xFF) > (($0 >> 8) & 0xFF) + 60 }
            let hit = live.hitRow(x: (Double(x) + 0.5) / 2, y: 25)
            #expect(hit?.tag == "info")
            if reddish { red += 1; #expect(hit?.part == .accessoryButton, "column \(x)") } else { grey += 1; #expect(hit?.part == .content, "column \(x)") }
        }
        #expect(red > 20 && grey > 5)
    }

    /// insetGrouped: no cell in the margins, so nothing is hit there; a sticky header covers
    /// the row under it.
    @Test func marginsOfInsetGroupedAndStickyHeadersHitNoRow() throws {
        var table = Table(width: 390, style: .insetGrouped)
        table.rowHeight = .points(44)
        table.sections = [Section(rows: RowList([.row(Row(title: "a"))]))]
        let live = try LiveTable(table)
        let y = live.geometry.frame(ofRow: RowPath(section: 0, row: 0)).y + 10
        // The card sits in the 20 pt margins of a 390 pt table (docs/rendering.md, Margins).
        #expect(live.hitRow(x: 19.9, y: y) == nil)
        #expect(live.hitRow(x: 20, y: y)?.part == .content)
        #expect(live.hitRow(x: 369.9, y: y)?.part == .content)
        #expect(live.hitRow(x: 370, y: y) == nil)

        var plain = Table(width: 390, style: .plain)
        plain.rowHeight = .points(44)
        var tagged = Row(title: "b")
        tagged.tag = "t"
        plain.sections = [Section(header: SectionBand(title: "H", height: .points(30)), rows: RowList(Array(repeating: .row(tagged), count: 5)))]
        let stuck = try LiveTable(plain)
        #expect(stuck.hitRow(x: 5, y: 45)?.tag == "t")
        #expect(stuck.hitRow(x: 5, y: 45, in: Viewport(offset: 40, height: 100)) == nil)
    }
}

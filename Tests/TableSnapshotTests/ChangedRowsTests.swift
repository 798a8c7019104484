import Foundation
import TableLayout
import TablePipeline
import TableRaster
@testable import TableSnapshot
import Testing
import TestSupport

/// A failure names what changed: one row's text changed, at any offset, names that row and
/// no other (docs/snapshots.md, "What changed").
@Suite struct ChangedRowsTests {
    static func table(_ style: TableStyle, changing changed: Int?) -> Table {
        var rows: [Row] = (0..<30).map { i in
            var row = Row(title: "Row \(i)")
            row.id = "r\(i)"
            return row
        }
        if let changed { rows[changed].title = "Changed \(changed)" }
        let second = Section(id: "second", header: SectionBand(title: "Second"), rows: RowList(Array(rows[15...])))
        return Table(width: 320, style: style, sections: [Section(id: "first", header: SectionBand(title: "First"), rows: RowList(Array(rows[..<15]))), second])
    }

    static func describe(_ style: TableStyle, changing k: Int, offset: Double, scale: Int) throws -> (String?, LoadedTable, Viewport) {
        let before = LoadedTable(table: table(style, changing: nil), engine: SharedFonts.engine, scale: scale)
        let after = LoadedTable(table: table(style, changing: k), engine: SharedFonts.engine, scale: scale)
        let viewport = Viewport(offset: offset, height: 300)
        let diff = ImageDiff(try RGBAImage(pngData: before.renderPNG(viewport), name: "a"), try RGBAImage(pngData: after.renderPNG(viewport), name: "b"))
        return (ChangedRows.describe(diff.differingRows, in: after, viewport: viewport, scale: Double(scale)), after, viewport)
    }

    @Test(arguments: [TableStyle.grouped, .plain, .insetGrouped])
    func oneChangedRowIsNamedAloneWhereverItIs(style: TableStyle) throws {
        var rng = SeededGenerator(seed: 21)
        for _ in 0..<12 {
            let k = Int.random(in: 0..<30, using: &rng)
            let offset = Double(Int.random(in: 0..<900, using: &rng))
            let scale = Int.random(in: 1...3, using: &rng)
            let (text, loaded, viewport) = try Self.describe(style, changing: k, offset: offset, scale: scale)
            let visible = loaded.geometry.visibleItems(in: viewport)
            let address = "\(k < 15 ? "first" : "second"):r\(k)"
            // What a reference says: the row is drawn where its text is, below any pinned header.
            let frame = loaded.geometry.frame(ofRow: RowPath(section: k < 15 ? 0 : 1, row: k < 15 ? k : k - 15))
            let covered = visible.headers.filter(\.isPinned).map { ($0.y, $0.maxY) }
            // The middle of the text's ink (x-height letters and the digits' middle): drawn
            // wherever the line box is placed, so a row whose middle is shown has changed pixels.
            // Rows only partly shown at the viewport's edge may or may not: those check only
            // that no other row is named.
            let textTop = frame.y + frame.height / 2 - 4, textBottom = frame.y + frame.height / 2 + 4
            // The part of the text inside the viewport, and not under a pinned header.
            let lo = max(textTop, visible.offset), hi = min(textBottom, visible.offset + viewport.height)
            let shown = lo < hi && !covered.contains { $0.0 <= lo && $0.1 >= hi }
            if shown {
                #expect(text?.hasPrefix("in row \(address) 'Changed \(k)' (y ") == true && text?.contains(", ") == false,
                        "\(style) k \(k) offset \(offset) scale \(scale): \(text ?? "nil")")
            } else if let text {
                #expect(!text.contains("row first:") || text.contains(address), "\(text)")
            }
        }
    }

    @Test func aChangedHeaderIsNamedAsTheHeader() throws {
        var changed = Self.table(.plain, changing: nil)
        changed.sections[1].header = SectionBand(title: "Later")
        let before = LoadedTable(table: Self.table(.plain, changing: nil), engine: SharedFonts.engine)
        let after = LoadedTable(table: changed, engine: SharedFonts.engine)
        // Scrolled into the second section: its header is pinned over the rows.
        let viewport = Viewport(offset: 15 * 44 + 28 + 200, height: 300)
        let diff = ImageDiff(try RGBAImage(pngData: before.renderPNG(viewport), name: "a"), try RGBAImage(pngData: after.renderPNG(viewport), name: "b"))
        let text = try #require(ChangedRows.describe(diff.differingRows, in: after, viewport: viewport, scale: 2))
        #expect(text.hasPrefix("in the header of section second 'Later' (y ") && !text.contains("row"), "\(text)")
    }
}

/// With a screen (docs/screen.md) the picture's y is a screen y: a changed row is named as on
/// the table alone, and a changed bar is named as the bars.
@Suite struct ChangedRowsOnAScreenTests {
    static func describe(rowChanged: Int?, title: String = "Inbox", offset: Double) throws -> String? {
        func loaded(_ changed: Int?, _ title: String) -> LoadedTable {
            LoadedTable(table: ChangedRowsTests.table(.plain, changing: changed), engine: SharedFonts.engine, scale: 2,
                        screen: Screen(device: "se", navigationBar: .init(title: title, displayMode: .inline)))
        }
        let (before, after) = (loaded(nil, "Inbox"), loaded(rowChanged, title))
        let viewport = Viewport(offset: offset, height: 667)
        let diff = ImageDiff(try RGBAImage(pngData: before.renderPNG(viewport), name: "a"), try RGBAImage(pngData: after.renderPNG(viewport), name: "b"))
        return ChangedRows.describe(diff.differingRows, in: after, viewport: viewport, scale: 2)
    }

    @Test func aChangedRowOrBarIsNamed() throws {
        let row = try #require(try Self.describe(rowChanged: 3, offset: 0))
        #expect(row.contains("first:r3") && !row.contains("first:r2") && !row.contains("first:r4"), "\(row)")
        let scrolled = try #require(try Self.describe(rowChanged: 9, offset: 200))
        #expect(scrolled.contains("first:r9") && !scrolled.contains("first:r8 "), "\(scrolled)")
        let bar = try #require(try Self.describe(rowChanged: nil, title: "Outbox", offset: 0))
        #expect(bar.contains("the bars") && !bar.contains("row"), "\(bar)")
    }
}

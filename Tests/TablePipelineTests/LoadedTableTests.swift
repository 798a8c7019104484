import Foundation
import TableConfig
import TableLayout
@testable import TablePipeline
import TableRaster
import TestSupport
import Testing

/// The pipeline as a library user drives it: a table and its geometry in one live table,
/// laid out once per render, rows addressed as the CLI addresses them, the pixel-size
/// limit and the placeholder warnings.
@Suite struct LoadedTableTests {
    /// A section of fixed rows (ids `r0`…) and a generator long enough for its
    /// `automatic` rows to be estimated until a viewport shows them.
    static func table() -> Table {
        var rows: [Row] = (0..<5).map { i in
            var row = Row(title: "Row \(i)")
            row.id = "r\(i)"
            return row
        }
        rows[2].title = "A title long enough to wrap onto a second line and a third at this width, so it is taller"
        rows[2].height = .automatic
        rows[2].lines = 0
        var template = Row(title: "Generated {index} with a title that wraps onto more than one line at this width")
        template.height = .automatic
        template.lines = 0
        let fixed = Section(id: "fixed", header: SectionBand(title: "Fixed"), rows: RowList(rows))
        let generated = Section(id: "generated", rows: RowList([.repeated(RepeatedRows(count: 20_000, template: template))]))
        return Table(width: 320, style: .plain, sections: [fixed, generated])
    }

    @Test func aRenderLaysItsViewportOutOnce() throws {
        let loaded = LoadedTable(table: Self.table(), engine: SharedFonts.engine)
        let viewport = Viewport(offset: 600, height: 400)
        #expect(loaded.layOutPasses == 0)
        _ = try loaded.render(viewport)
        #expect(loaded.layOutPasses == 1)
        // Laid out by hand first (as `query` and `render --scroll-to` do), then drawn: once.
        let other = Viewport(offset: 5000, height: 400)
        loaded.layOut(other)
        _ = try loaded.renderPNG(other)
        #expect(loaded.layOutPasses == 2)
        // Rows measured elsewhere (through the live table) move what lies below them: the
        // viewport is measured again.
        let height = loaded.geometry.contentHeight
        loaded.live.measureEstimatedRows(in: Viewport(offset: 2000, height: 400))
        #expect(loaded.geometry.contentHeight != height)
        _ = try loaded.render(other)
        #expect(loaded.layOutPasses == 3)
        // So may an edit.
        try loaded.live.apply(.insertRows([Row(title: "New")], section: .id("fixed"), at: .at(0)))
        _ = try loaded.render(other)
        #expect(loaded.layOutPasses == 4)
        _ = try loaded.render(other)
        #expect(loaded.layOutPasses == 4)
    }

    @Test func whatIsDrawnIsWhatWasLaidOut() throws {
        // The estimated rows a viewport shows are measured before it is drawn, so their
        // frames are the fonts' heights, not the estimate.
        let loaded = LoadedTable(table: Self.table(), engine: SharedFonts.engine)
        let viewport = Viewport(offset: loaded.geometry.frame(ofRow: RowPath(section: 1, row: 100)).y, height: 300)
        _ = try loaded.render(viewport)
        let measurer = FreeTypeTextMeasurer(engine: SharedFonts.engine)
        let rows = loaded.geometry.visibleItems(in: viewport).rows.filter { $0.section == 1 }
        #expect(!rows.isEmpty)
        for frame in rows {
            let row = loaded.table.sections[1].rows[frame.row]
            #expect(frame.height == measurer.rowHeight(for: row, in: loaded.table))
            #expect(frame.height > 44, "the title wraps: taller than the 44-point estimate")
        }
    }

    @Test func theTableAndItsGeometryCannotDrift() throws {
        let loaded = LoadedTable(table: Self.table(), engine: SharedFonts.engine)
        try loaded.live.apply(.deleteRows([.id("r1"), .id("r3")], section: .id("fixed")))
        // The table, the renderer and the geometry all see the edited one.
        #expect(loaded.table.sections[0].rows.count == 3)
        #expect(loaded.geometry.numberOfRows(inSection: 0) == 3)
        let renderer = loaded.renderer()
        #expect(renderer.table.sections[0].rows.count == 3)
        #expect(renderer.geometry.numberOfRows(inSection: 0) == 3)
        // A variant is a live table of its own: editing it leaves this one alone.
        let dark = loaded.applying(SnapshotVariant(appearance: .dark))
        try dark.live.apply(.deleteRows([.index(0)], section: .index(0)))
        #expect(loaded.table.sections[0].rows.count == 3 && dark.table.sections[0].rows.count == 2)
    }

    /// A device variant is laid out at the table's own text size (it once was measured at
    /// the default size and drawn at the table's: rows overlapped under `render --device`).
    @Test func aDeviceVariantIsMeasuredAtTheTablesTextSize() throws {
        var table = Table(width: 390, style: .insetGrouped, sections: [Section(rows: RowList([Row(title: "Text Size")]))])
        table.rowHeight = .automatic
        table.contentSize = .accessibility3
        let loaded = LoadedTable(table: table, engine: SharedFonts.engine)
        let se = try #require(DevicePreset.named("se"))
        for variant in [loaded.applying(SnapshotVariant(device: se)), loaded.withContentSize(.accessibility3)] {
            let row = variant.table.sections[0].rows[0]
            let measurer = FreeTypeTextMeasurer(engine: SharedFonts.engine)
            let height = variant.geometry.frame(ofRow: RowPath(section: 0, row: 0)).height
            #expect(height == measurer.rowHeight(for: row, in: variant.table))
            var atTheDefaultSize = variant.table
            atTheDefaultSize.contentSize = .large
            #expect(height > measurer.rowHeight(for: row, in: atTheDefaultSize), "taller than at the default size")
        }
    }

    /// docs/snapshots.md's table of presets is the contract: every preset is in it with its
    /// width, scale and pixel width, and a variant draws a picture that wide.
    @Test(arguments: DevicePreset.all.map(\.name))
    func everyDevicePresetIsDocumentedAndDrawsAtItsSize(_ name: String) throws {
        let preset = try #require(DevicePreset.named(name))
        let docs = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/snapshots.md"), encoding: .utf8)
        let row = docs.split(separator: "\n").first { $0.contains("`\(name)`") && $0.hasPrefix("  |") }
        let cells = try #require(row, "docs/snapshots.md lists no preset `\(name)`").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let pixels = Int(preset.width) * preset.scale
        #expect(cells.dropFirst(2).prefix(3) == ["\(Int(preset.width))", "\(preset.scale)", "\(pixels)"], "\(cells)")
        let loaded = LoadedTable(table: Self.table(), engine: SharedFonts.engine).applying(SnapshotVariant(device: preset))
        let image = try loaded.render(Viewport(offset: 0, height: 100))
        #expect(image.widthPixels == pixels)
        #expect(loaded.table.width == preset.width)
    }

    @Test func rowsAreAddressedByIndexOrId() throws {
        let loaded = LoadedTable(table: Self.table(), engine: SharedFonts.engine)
        #expect(try loaded.indexPath(of: "fixed:r3") == RowPath(section: 0, row: 3))
        #expect(try loaded.indexPath(of: "1:19999") == RowPath(section: 1, row: 19_999))
        #expect(try loaded.indexPath(of: "generated:7") == RowPath(section: 1, row: 7))
        #expect(throws: RowAddressError.malformed("fixed")) { try loaded.indexPath(of: "fixed") }
        #expect(throws: RowAddressError.malformed(":1")) { try loaded.indexPath(of: ":1") }
        let missingSection = RowAddress("nope:1")!
        #expect(throws: RowAddressError.noSection(missingSection, sections: 2, ids: ["fixed", "generated"])) { try loaded.indexPath(of: "nope:1") }
        #expect(throws: RowAddressError.noRow(RowAddress("fixed:r9")!, section: 0, rows: 5, ids: ["r0", "r1", "r2", "r3", "r4"])) { try loaded.indexPath(of: "fixed:r9") }
        #expect(throws: RowAddressError.noRow(RowAddress("1:20000")!, section: 1, rows: 20_000, ids: [])) { try loaded.indexPath(of: "1:20000") }
        do {
            _ = try loaded.indexPath(of: "fixed:r9")
        } catch {
            #expect(error.message(naming: "--row") == "--row fixed:r9: no row 'r9' in section 0, which has 5 row(s), indexed from 0; row ids: r0, r1, r2, r3, r4")
        }
        // A near id is suggested, and a section's ids listed (README's table: favourites, feed).
        do {
            _ = try loaded.indexPath(of: "fixd:r1")
        } catch {
            #expect(error.message(naming: "--row") == "--row fixd:r1: no section 'fixd' (did you mean 'fixed'?); the table has 2 section(s), indexed from 0; section ids: fixed, generated")
        }
        do {
            _ = try loaded.indexPath(of: "generated:anything")
        } catch {
            #expect(error.message(naming: "--row").hasSuffix("which has 20000 row(s), indexed from 0; no row has an id"))
        }
    }

    @Test func aViewportScrolledToARowShowsItWhereAsked() throws {
        let loaded = LoadedTable(table: Self.table(), engine: SharedFonts.engine)
        let start = Viewport(offset: 0, height: 500)
        let target = try loaded.indexPath(of: "generated:12000")
        for position in [ScrollPosition.top, .middle, .bottom] {
            let viewport = loaded.viewport(scrolledTo: target, at: position, from: start)
            // Laid out: the rows it shows are measured, and the offset is the one for them.
            let frame = loaded.geometry.frame(ofRow: target)
            #expect(frame.height > 44, "measured, not the estimate")
            #expect(viewport.offset == loaded.geometry.scrollOffset(toRow: target, at: position, in: start))
            switch position {
            case .top: #expect(frame.y == viewport.offset)
            case .middle: #expect(abs(frame.y + frame.height / 2 - (viewport.offset + viewport.height / 2)) < 1e-9)
            default: #expect(abs(frame.maxY - (viewport.offset + viewport.height)) < 1e-9)
            }
            let passes = loaded.layOutPasses
            _ = try loaded.render(viewport)
            #expect(loaded.layOutPasses == passes, "drawn as laid out")
        }
    }

    @Test func thePixelSizeLimitIsCheckedBeforeDrawing() throws {
        let loaded = LoadedTable(table: Self.table(), engine: SharedFonts.engine)
        #expect(throws: Never.self) { try loaded.checkDrawable(Viewport(offset: 0, height: 844), scale: 3) }
        #expect(throws: DrawableSizeError.noContent) { try loaded.checkDrawable(Viewport(offset: 0, height: 0)) }
        // 16384 points at scale 2 is 32768 pixels: one too many.
        #expect(throws: DrawableSizeError.tooTall(widthPixels: 640, heightPixels: 32768, scale: 2)) {
            try loaded.checkDrawable(Viewport(offset: 0, height: 16384))
        }
        #expect(throws: Never.self) { try loaded.checkDrawable(Viewport(offset: 0, height: 16383)) }
        var wide = Self.table()
        wide.width = 11_000
        let wideLoaded = LoadedTable(table: wide, engine: SharedFonts.engine)
        #expect(throws: DrawableSizeError.tooWide(width: 11_000, scale: 3)) {
            try wideLoaded.checkDrawable(Viewport(offset: 0, height: 100), scale: 3)
        }
        #expect(DrawableSizeError.tooWide(width: 11_000, scale: 3).description.contains("at most 10922 pt"))
    }

    @Test func placeholdersThatReadNothingAreReported() throws {
        var row = Row(title: "Hello {name}, you have {count}")
        row.data = .object([("name", .string("Ada"))])
        let loaded = LoadedTable(table: Table(width: 320, sections: [Section(rows: RowList([row]))]), engine: SharedFonts.engine)
        let warnings = ConfigWarnings.placeholders(loaded, viewport: loaded.viewport())
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("the placeholder {count}") == true)
        #expect(warnings.first?.contains("section 0 row 0") == true)
    }

    /// Issue 25: a title of N placeholders that read nothing made N messages each quoting
    /// the whole title (456 MB from a 160 KB file at N = 10k). The warnings are the limit's
    /// (``WarningList``, every warning list's rule), short, and a count, whatever N is.
    @Test func manyPlaceholdersThatReadNothingCostLittle() throws {
        func warnings(_ n: Int) -> [String] {
            let row = Row(title: String(repeating: "{zz}", count: n))
            let loaded = LoadedTable(table: Table(width: 320, sections: [Section(rows: RowList([row]))]), engine: SharedFonts.engine)
            return ConfigWarnings.placeholders(loaded, viewport: loaded.viewport())
        }
        let limit = WarningList<String>.limit
        let small = warnings(2000), large = warnings(4000)
        #expect(small.count == limit + 1 && large.count == limit + 1)
        #expect(large.last?.contains("\(4000 - limit) more placeholders") == true, "\(String(describing: large.last))")
        let size = { (lines: [String]) in lines.reduce(0) { $0 + $1.utf8.count } }
        // Each listed message quotes at most 120 characters of the title.
        #expect(size(large) < 400 * (limit + 1) && size(large) - size(small) <= 1, "\(size(small)) then \(size(large)) bytes")
    }

    @Test func aConfigFileIsLoadedRenderedAndStamped() throws {
        let folder = try TemporaryFolder.make("pipeline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("t.yaml").path
        try "width: 200\nviewport: {height: 100}\nsections:\n  - rows: [{title: One, id: one}, {title: Two}]\n".write(toFile: config, atomically: true, encoding: .utf8)
        let loaded = try LoadedTable.load(config, engine: SharedFonts.engine)
        #expect(loaded.viewport() == Viewport(offset: 0, height: 100))
        #expect(try loaded.indexPath(of: "0:one") == RowPath(section: 0, row: 0))
        let png = try loaded.renderPNG(loaded.viewport(), scale: 1)
        #expect(RenderEnvironment(png: png) == RenderEnvironment.current)
        #expect(png.count > 100)
    }

    /// docs/swift-api.md, "Drawing" and "The pipeline", as written there.
    @Test func theSwiftAPIPagesDrawingExamplesRun() throws {
        let folder = try TemporaryFolder.make("pipeline-doc")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The page's relative names, under the test's folder (tests run in parallel: no chdir).
        let file = { (name: String) in folder.appendingPathComponent(name).path }
        try """
            width: 390
            viewport: {height: 300}
            sections:
              - id: favourites
                rows: [{title: Grace, id: grace}, {title: "Ada {surname}", id: ada, data: {name: Ada}}]
              - rows: [{repeat: 40, title: "Row {index}"}]
            """.write(toFile: file("table.yaml"), atomically: true, encoding: .utf8)

        let table = Self.table()
        let engine = SharedFonts.engine
        let live = try LiveTable(table, measurer: FreeTypeTextMeasurer(engine: engine))
        let renderer = TableRenderer(live, appearance: .light, scale: 3, engine: engine)
        try renderer.render(Viewport(offset: 0, height: 844)).writePNG(to: file("table.png"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("table.png").path))

        let loaded = try LoadedTable.load(file("table.yaml"))
        let row = try loaded.indexPath(of: "favourites:ada")
        let viewport = loaded.viewport(scrolledTo: row, at: .middle, from: loaded.viewport())   // --scroll-to, laid out
        try loaded.checkDrawable(viewport)
        let warnings = ConfigWarnings.placeholders(loaded, viewport: viewport)
        let png = try loaded.renderPNG(viewport)
        try AtomicFile.write(png, to: file("table.png"))

        #expect(row == RowPath(section: 0, row: 1))
        #expect(warnings.count == 1 && warnings[0].contains("{surname}"), "\(warnings)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("table.png")) == png)
    }

    /// With a `screen:` the PNG is the device's screen, so a table taller than a PNG can hold
    /// is still drawable: 1,000 rows (88,000 px at 2x) under a bar of a width no preset has.
    @Test func aScreenIsCheckedAtItsOwnSizeNotTheContents() throws {
        let text = "width: 300\nscreen: {navigationBar: {title: T}}\nsections: [{rows: [{title: x, repeat: 1000}]}]\n"
        let loaded = try LoadedTable.load(text: text, file: "t.yaml")
        #expect(throws: Never.self) { try loaded.checkDrawable(loaded.viewport()) }
        let bare = try LoadedTable.load(text: text.replacingOccurrences(of: "screen: {navigationBar: {title: T}}\n", with: ""), file: "t.yaml")
        #expect(throws: DrawableSizeError.self) { try bare.checkDrawable(bare.viewport()) }
    }
}

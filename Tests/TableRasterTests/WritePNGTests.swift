import Foundation
import Testing
import TableLayout
import TableRaster
import TestSupport

/// `RenderedImage.writePNG` writes through `AtomicFile`: a temporary named by tablesnap,
/// renamed over the file, so a killed run leaves only what the next run knows to remove.
@Suite struct WritePNGTests {
    func image() throws -> RenderedImage {
        var table = Table(width: 120)
        table.sections = [Section(rows: RowList([.row(Row(title: "A row"))]))]
        let live = LiveTable(layingOut: table, measurer: SharedFonts.measurer)
        return try TableRenderer(live, appearance: .light, scale: 1, engine: SharedFonts.engine).render(Viewport(offset: 0, height: 60))
    }

    @Test func aWriteReplacesTheFileWholeAndLeavesNothingBeside() throws {
        let folder = try TemporaryFolder.make("write-png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.png").path
        try Data("an older file".utf8).write(to: URL(fileURLWithPath: path))
        let image = try image()
        try image.writePNG(to: path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == image.pngData())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.png"])
    }

    /// AtomicFile's own words (Foundation's atomic write said "couldn't be saved").
    @Test func aPathThatCannotBeWrittenSaysWhy() throws {
        let folder = try TemporaryFolder.make("write-png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try image()
        let missing = folder.appendingPathComponent("no/such/t.png").path
        #expect(throws: RenderError("\(missing): cannot write the PNG (the folder \(folder.path)/no/such does not exist)")) {
            try image.writePNG(to: missing)
        }
        let error = try #require(throws: RenderError.self) { try image.writePNG(to: folder.path) }
        #expect(error.description.hasPrefix("\(folder.path): cannot write the PNG (is a folder; name a file to write"), "\(error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

import Foundation
import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// Decompression bombs when drawn (issue 34, item 9): an image's header is read before
/// Cairo decodes it, and an image over the per-image limit, or one that takes a render's
/// images over the per-render limit, is refused unread (docs/cells.md, Limits). A config's
/// images are refused when it is read (ImageLimitTests); these are the ones only a render
/// meets: a table made in Swift, an image path filled from data.
@Suite struct ImageBombTests {
    static func file(_ data: Data) throws -> String {
        let file = try TemporaryFolder.make("bomb").appendingPathComponent("image.png")
        try data.write(to: file)
        return file.path
    }

    @Test func aRowsImageThatDeclaresTooManyPixelsStopsTheRenderUndecoded() throws {
        let bomb = try ImageBombTests.file(PNGBomb.data(width: 23_000, height: 23_000))
        var table = Table(width: 300)
        var row = Row(title: "Bomb")
        row.imagePath = bomb
        table.sections = [Section(rows: RowList([.row(row)]))]
        let live = LiveTable(layingOut: table, measurer: SharedFonts.measurer)
        #expect {
            _ = try TableRenderer(live, appearance: .light, scale: 1, engine: SharedFonts.engine).render(Viewport(offset: 0, height: 100))
        } throws: { error in
            "\(error)".contains("declares 23000 × 23000 pixels") && "\(error)".contains(bomb)
        }
    }

    @Test func anImageThatTakesTheRenderOverItsLimitIsRefusedBeforeDecoding() throws {
        let small = try ImageBombTests.file(PNGBomb.data(width: 64, height: 64))
        var pixels = ImageHeader.maxPixelsPerRender - 64 * 64 + 1
        #expect {
            _ = try LoadedImage(path: small, renderPixels: &pixels)
        } throws: { error in
            "\(error)".contains("a render decodes at most \(ImageHeader.maxPixelsPerRender) pixels of images")
        }
        var room = ImageHeader.maxPixelsPerRender - 64 * 64
        // Within the budget it goes on to Cairo (which finds no pixels in this header-only PNG).
        #expect {
            _ = try LoadedImage(path: small, renderPixels: &room)
        } throws: { error in
            !"\(error)".contains("pixels of images")
        }
        #expect(room == ImageHeader.maxPixelsPerRender, "its pixels were counted")
    }
}

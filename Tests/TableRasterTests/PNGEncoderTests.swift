import CCairo
import Foundation
import Testing
@testable import TableRaster
import TableLayout
import TestSupport

/// The PNG encoder against an independent decoder: libpng, through Cairo.
@Suite struct PNGEncoderTests {
    @Test(arguments: [(390.0, 844.0, 3.0), (100, 1, 1), (33, 17, 2), (390, 5000, 2)])
    func libpngDecodesExactlyThePixelsThatWereDrawn(width: Double, height: Double, scale: Double) throws {
        var table = Table(width: width, style: .insetGrouped)
        table.sections = [Section(header: SectionBand(title: "Header"),
                                  rows: RowList([.repeated(RepeatedRows(count: 200, template: Row(title: "Row {index} 日本 שלום")))]))]
        let geometry = TableGeometry(table: table, measurer: SharedFonts.measurer)
        let renderer = TableRenderer(table: table, geometry: geometry, appearance: .dark, scale: scale, engine: SharedFonts.engine)
        let image = try renderer.render(Viewport(offset: 0, height: height))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("encoder-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try image.pngData().write(to: file)

        let decoded = try LoadedImage(path: file.path)
        #expect(decoded.width == image.widthPixels && decoded.height == image.heightPixels)
        let drawn = image.canvas.surface
        cairo_surface_flush(drawn)
        cairo_surface_flush(decoded.surface)
        let (a, b) = (cairo_image_surface_get_data(drawn)!, cairo_image_surface_get_data(decoded.surface)!)
        let (strideA, strideB) = (Int(cairo_image_surface_get_stride(drawn)), Int(cairo_image_surface_get_stride(decoded.surface)))
        var differing = 0
        // The surfaces' pixels are read through raw pointers: keep their owners alive.
        withExtendedLifetime((image, decoded)) {
            for y in 0..<decoded.height {
                let rowA = UnsafeRawPointer(a + y * strideA).assumingMemoryBound(to: UInt32.self)
                let rowB = UnsafeRawPointer(b + y * strideB).assumingMemoryBound(to: UInt32.self)
                for x in 0..<decoded.width where rowA[x] | 0xFF00_0000 != rowB[x] { differing += 1 }
            }
        }
        #expect(differing == 0)
    }
}

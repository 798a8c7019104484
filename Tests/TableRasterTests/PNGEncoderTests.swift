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
        let live = LiveTable(layingOut: table, measurer: SharedFonts.measurer)
        let renderer = TableRenderer(live, appearance: .dark, scale: scale, engine: SharedFonts.engine)
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
                let rowA = UnsafeRawPointer(a + y * strideA), rowB = UnsafeRawPointer(b + y * strideB)
                for x in 0..<decoded.width where rowA.load(fromByteOffset: 4 * x, as: UInt32.self) | 0xFF00_0000
                    != rowB.load(fromByteOffset: 4 * x, as: UInt32.self) { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    /// A pattern every pixel of which differs from its neighbours: 0xRRGGBB from x and y.
    static func pattern(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        (UInt8(truncatingIfNeeded: x * 7 + y), UInt8(truncatingIfNeeded: y * 13 + x / 3), UInt8(truncatingIfNeeded: x ^ y))
    }

    /// When zlib fails on a part (out of memory), the part is stored uncompressed: the PNG is
    /// still whole, and libpng reads exactly the pixels.
    @Test(arguments: [Set<Int>(), [0], [3], [1, 2], [0, 1, 2, 3]])
    func aPartZlibFailsOnIsStoredAndThePNGStaysCorrect(failing: Set<Int>) throws {
        let (width, height) = (300, 400)  // parts of 100 rows: 90 100 bytes, two stored blocks each
        let png = PNGEncoder.encode(width: width, height: height, deflate: { bytes, last in
            // A part is known by its first pixel's red, its first row (0, 100, 200, 300) mod 256.
            let part = [0: 0, 100: 1, 200: 2, 44: 3][Int(bytes[1])] ?? -1
            return failing.contains(part) ? nil : PNGEncoder.deflateRaw(bytes, last: last)
        }) { y, out in
            for x in 0..<width {
                let (r, g, b) = PNGEncoderTests.pattern(x: x, y: y)
                (out[3 * x], out[3 * x + 1], out[3 * x + 2]) = (r, g, b)
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stored-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try png.write(to: file)
        let decoded = try LoadedImage(path: file.path)
        #expect(decoded.width == width && decoded.height == height)
        cairo_surface_flush(decoded.surface)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(decoded.surface)!)
        let stride = Int(cairo_image_surface_get_stride(decoded.surface))
        var differing = 0
        withExtendedLifetime(decoded) {
            for y in 0..<height {
                for x in 0..<width {
                    let (r, g, b) = PNGEncoderTests.pattern(x: x, y: y)
                    let expected = 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                    if data.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self) != expected { differing += 1 }
                }
            }
        }
        #expect(differing == 0)
        if !failing.isEmpty {
            // Stored parts are larger than deflated ones: the fallback really ran.
            let all = PNGEncoder.encode(width: width, height: height, deflate: { _, _ in nil }) { _, _ in }
            #expect(all.count > 4 * 100 * 901)
        }
    }

    @Test func storedBlocksSplitAt65535BytesAndOnlyTheLastIsFinal() {
        let bytes = [UInt8](repeating: 7, count: 70_000)
        let stored = [UInt8](PNGEncoder.storedBlocks(bytes, last: true))
        #expect(stored.count == 70_000 + 2 * 5)
        #expect(stored[0] == 0 && stored[1] == 0xFF && stored[2] == 0xFF && stored[3] == 0 && stored[4] == 0)
        let second = 5 + 65_535
        #expect(stored[second] == 1, "BFINAL on the last block")
        #expect(Int(stored[second + 1]) | Int(stored[second + 2]) << 8 == 70_000 - 65_535)
        #expect([UInt8](PNGEncoder.storedBlocks(bytes, last: false))[second] == 0)
    }
}

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

    /// Without a compressor (libdeflate out of memory) the scanlines are stored
    /// uncompressed: the PNG is still whole, and libpng reads exactly the pixels. With one,
    /// the same pixels give the same bytes every time.
    @Test(arguments: [false, true])
    func theStoredFallbackAndTheCompressedStreamBothDecodeExactly(compressed: Bool) throws {
        let (width, height) = (300, 400)  // 360 400 bytes of scanlines: six stored blocks
        let fill: (Int, UnsafeMutablePointer<UInt8>) -> Void = { y, out in
            for x in 0..<width {
                let (r, g, b) = PNGEncoderTests.pattern(x: x, y: y)
                (out[3 * x], out[3 * x + 1], out[3 * x + 2]) = (r, g, b)
            }
        }
        let png = compressed
            ? PNGEncoder.encode(width: width, height: height, fillRow: fill)
            : PNGEncoder.encode(width: width, height: height, compressor: nil, fillRow: fill)
        if compressed {
            #expect(png == PNGEncoder.encode(width: width, height: height, fillRow: fill))
            #expect(png.count < PNGEncoder.storedZlibSize(height * (1 + 3 * width)))
        } else {
            #expect(png.count == 8 + 25 + 12 + PNGEncoder.storedZlibSize(height * (1 + 3 * width)) + 12)
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
    }

    @Test func storedBlocksSplitAt65535BytesAndOnlyTheLastIsFinal() {
        let bytes = [UInt8](repeating: 7, count: 70_000)
        var stored = [UInt8](repeating: 0, count: PNGEncoder.storedZlibSize(bytes.count))
        let count = stored.withUnsafeMutableBufferPointer { PNGEncoder.storeZlib(bytes, count: bytes.count, into: $0.baseAddress!) }
        #expect(count == stored.count && count == 2 + 70_000 + 2 * 5 + 4)
        #expect(stored[0] == 0x78 && (Int(stored[0]) << 8 | Int(stored[1])) % 31 == 0, "a zlib header")
        #expect(stored[2] == 0 && stored[3] == 0xFF && stored[4] == 0xFF && stored[5] == 0 && stored[6] == 0)
        let second = 2 + 5 + 65_535
        #expect(stored[second] == 1, "BFINAL on the last block")
        #expect(Int(stored[second + 1]) | Int(stored[second + 2]) << 8 == 70_000 - 65_535)
        // Adler-32 of 70 000 sevens, big-endian.
        var (a, b) = (1, 0)
        for byte in bytes { a = (a + Int(byte)) % 65_521; b = (b + a) % 65_521 }
        #expect(Array(stored.suffix(4)) == [UInt8(b >> 8), UInt8(b & 0xFF), UInt8(a >> 8), UInt8(a & 0xFF)])
    }
}

import CCairo
import Foundation
import Testing
@testable import TableRaster
@testable import TableLayout
import TestSupport

/// Images in custom cells as UIKit draws them (issue 31's second miss): a small image drawn
/// large fills its box to the edge, `contentMode` places it, and a tint draws its alpha.
@Suite struct ImagePaintingTests {
    /// A PNG of `columns` colours (0xAARRGGBB), each `band` pixels wide and `height` tall.
    static func png(_ columns: [UInt32], band: Int = 1, height: Int = 1) throws -> String {
        let width = columns.count * band
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        for y in 0..<height {
            for x in 0..<width {
                let argb = columns[x / band]
                // Cairo keeps premultiplied alpha.
                let a = argb >> 24
                func channel(_ shift: UInt32) -> UInt32 { ((argb >> shift) & 0xFF) * a / 255 }
                let premultiplied = a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
                UnsafeMutableRawPointer(data).storeBytes(of: premultiplied, toByteOffset: y * stride + 4 * x, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        let path = try TemporaryFolder.make("images").appendingPathComponent("i.png").path
        #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
        return path
    }

    /// Renders one row holding `image` and answers its pixels and the image's frame.
    static func render(_ image: CellElement, scale: Double = 2) throws -> (RenderedPixels, ElementFrame) {
        // In an hstack, so it keeps its own box (the content's root takes the cell's width).
        var table = Table(width: 320) { Section { Row().content { CellElement.hstack { image.id("image") } } } }
        table.rowHeight = .automatic
        let (pixels, geometry) = try RenderedPixels.render(table, offset: 0, height: 140, scale: scale)
        return (pixels, try CustomCellPixelTests.frame(of: "image", row: 0, in: table, geometry: geometry))
    }

    static func pixel(_ pixels: RenderedPixels, _ frame: ElementFrame, _ x: Double, _ y: Double) -> UInt32 {
        pixels[x: Int((frame.x + x) * pixels.scale), y: Int((frame.y + y) * pixels.scale)]
    }

    /// `UIImage.make(withColor:)`'s 1 × 1 picture in a 100 pt square: red to every edge pixel.
    @Test func aOnePixelImageDrawnLargeFillsItsBoxToTheEdge() throws {
        let path = try ImagePaintingTests.png([0xFFFF_0000])
        let (pixels, frame) = try ImagePaintingTests.render(CellElement.image(path, size: 100))
        let s = pixels.scale
        var off: [(Int, Int)] = []
        // Its last pixel row is the row's separator, drawn over the content as UIKit does.
        for y in Int(frame.y * s)..<Int((frame.y + frame.height) * s) - 1 {
            for x in Int(frame.x * s)..<Int((frame.x + frame.width) * s) where pixels[x: x, y: y] != 0xFFFF_0000 { off.append((x, y)) }
        }
        #expect(off.isEmpty, "\(off.count) pixels not red, first \(off.first.map { "\($0)" } ?? "")")
        // And nothing outside it: the padded edge stops at the box.
        #expect(pixels[x: Int(frame.x * s) - 1, y: Int((frame.y + 50) * s)] == CustomCellPixelTests.white)
        #expect(pixels[x: Int((frame.x + frame.width) * s), y: Int((frame.y + 50) * s)] == CustomCellPixelTests.white)
    }

    /// Four bands (red, green, blue, black), 40 × 10 pixels, in a 100 pt square.
    @Test func contentModePlacesTheImageAsUIKitDoes() throws {
        let path = try ImagePaintingTests.png([0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF00_0000], band: 10, height: 10)
        func drawn(_ mode: ImageContentMode) throws -> (RenderedPixels, ElementFrame) {
            var image = CellElement.image(path, size: 100)
            image.contentMode = mode
            return try ImagePaintingTests.render(image)
        }
        let white = CustomCellPixelTests.white
        // scaleToFill: stretched, red on the left from top to bottom.
        var (pixels, frame) = try drawn(.scaleToFill)
        #expect(ImagePaintingTests.pixel(pixels, frame, 10, 5) == 0xFFFF_0000 && ImagePaintingTests.pixel(pixels, frame, 90, 95) == 0xFF00_0000)
        // aspectFit (the default): 100 × 25 in the middle.
        (pixels, frame) = try drawn(.aspectFit)
        #expect(ImagePaintingTests.pixel(pixels, frame, 10, 10) == white && ImagePaintingTests.pixel(pixels, frame, 5, 50) == 0xFFFF_0000)
        // aspectFill: 400 × 100, its middle shown: green then blue, cropped at the box.
        (pixels, frame) = try drawn(.aspectFill)
        #expect(ImagePaintingTests.pixel(pixels, frame, 10, 5) == 0xFF00_FF00 && ImagePaintingTests.pixel(pixels, frame, 90, 95) == 0xFF00_00FF)
        #expect(pixels[x: Int((frame.x - 2) * pixels.scale), y: Int((frame.y + 50) * pixels.scale)] == white)
        // center: its own 40 × 10 points in the middle.
        (pixels, frame) = try drawn(.center)
        #expect(ImagePaintingTests.pixel(pixels, frame, 10, 50) == white && ImagePaintingTests.pixel(pixels, frame, 32, 50) == 0xFFFF_0000)
        #expect(ImagePaintingTests.pixel(pixels, frame, 50, 40) == white)
    }

    /// A template image: its opaque half in the tint, its clear half the background.
    @Test func aTintDrawsTheImagesAlphaInItsColour() throws {
        let path = try ImagePaintingTests.png([0x0000_0000, 0xFF80_4020], band: 5, height: 10)
        var image = CellElement.image(path, size: 40)
        image.contentMode = .scaleToFill
        image.tint = .fixed(Color(red: 0, green: 128, blue: 0))
        let (pixels, frame) = try ImagePaintingTests.render(image)
        #expect(ImagePaintingTests.pixel(pixels, frame, 30, 20) == 0xFF00_8000)
        #expect(ImagePaintingTests.pixel(pixels, frame, 5, 20) == CustomCellPixelTests.white)
    }

    /// `aspectRatio: 1` on a full-width image: as tall as it is wide; 16:9 likewise.
    @Test func anAspectRatioGivesTheHeightFromTheWidth() {
        for ratio in [1.0, 16.0 / 9] {
            var image = CellElement.image("x.png", size: 29).width(.fill(weight: 1))
            image.height = nil
            image.aspectRatio = ratio
            let root = CellElement.vstack(alignment: .fill) { image }
            let layout = ElementLayout(root, width: 300, measurer: EstimatingTextMeasurer())
            #expect(abs(layout.placed[1].frame.height - 300 / ratio) < 1e-9 && layout.height == layout.placed[1].frame.height)
        }
        // The same through the builder's modifiers.
        let built = CellElement.image("x.png").width(.fill(weight: 1)).aspectRatio(2).contentMode(.aspectFill)
            .tint(.semantic(.tint)).cornerCurve(.continuous)
        #expect(built.aspectRatio == 2 && built.contentMode == .aspectFill && built.tint == .semantic(.tint) && built.cornerCurve == .continuous)
        // A height and a ratio give the width (an hstack's fixed child).
        var tall = CellElement(.image(path: "x.png", circular: false))
        tall.height = .points(40)
        tall.aspectRatio = 1.5
        let row = ElementLayout(CellElement.hstack { tall }, width: 300, measurer: EstimatingTextMeasurer())
        #expect(row.placed[1].frame.width == 60 && row.placed[1].frame.height == 40)
    }
}

import CCairo
@testable import TableRaster
import TableLayout
import TestSupport

/// A rendered viewport's pixels, copied out of its Cairo surface, for probes that measure
/// the picture itself (independently of the goldens).
struct RenderedPixels: Equatable {
    let width: Int
    let height: Int
    let scale: Double
    /// 0xAARRGGBB, row by row.
    private let argb: [UInt32]

    init(_ image: RenderedImage, scale: Double) {
        let surface = image.canvas.surface
        cairo_surface_flush(surface)
        let (width, height) = (image.widthPixels, image.heightPixels)
        (self.width, self.height, self.scale) = (width, height, scale)
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt32](repeating: 0, count: width * height)
        withExtendedLifetime(image) {
            let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
            for y in 0..<height {
                for x in 0..<width { pixels[y * width + x] = data.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self) }
            }
        }
        argb = pixels
    }

    /// Renders `table` at `offset` and `scale` with the test fonts.
    static func render(_ table: Table, offset: Double, height: Double, scale: Double,
                       appearance: Appearance = .light) throws -> (RenderedPixels, TableGeometry) {
        let measurer = FreeTypeTextMeasurer(engine: SharedFonts.engine)
        let live = LiveTable(layingOut: table, measurer: measurer)
        let image = try TableRenderer(live, appearance: appearance, scale: scale, engine: SharedFonts.engine)
            .render(Viewport(offset: offset, height: height))
        return (RenderedPixels(image, scale: scale), live.geometry)
    }

    subscript(x x: Int, y y: Int) -> UInt32 { argb[y * width + x] }

    /// The pixel row holding `points` (a viewport coordinate): the one whose top edge is the
    /// nearest pixel edge at or above it.
    func pixelEdge(_ points: Double) -> Int { Int((points * scale).rounded()) }

    /// Pixel columns `columns` of row `y` that are not `color`.
    func mismatches(row y: Int, columns: Range<Int>, _ color: UInt32) -> [Int] {
        columns.filter { self[x: $0, y: y] != color }
    }

    /// The leftmost column in `rows` × `columns` whose pixel differs from `background`.
    func firstInk(rows: Range<Int>, columns: Range<Int>, background: UInt32) -> Int? {
        columns.first { x in rows.contains { self[x: x, y: $0] != background } }
    }

    /// The rightmost such column.
    func lastInk(rows: Range<Int>, columns: Range<Int>, background: UInt32) -> Int? {
        columns.reversed().first { x in rows.contains { self[x: x, y: $0] != background } }
    }

    /// The lowest pixel row in `rows` × `columns` holding ink.
    func lastInkRow(rows: Range<Int>, columns: Range<Int>, background: UInt32) -> Int? {
        rows.reversed().first { y in columns.contains { self[x: $0, y: y] != background } }
    }

    /// The picture mirrored left to right.
    func mirrored() -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { pixels[y * width + x] = self[x: width - 1 - x, y: y] }
        }
        return pixels
    }

    var all: [UInt32] { argb }
}

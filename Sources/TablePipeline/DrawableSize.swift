import TableLayout
import TableRaster

/// Why a viewport cannot be drawn: it has no height, or its PNG would be larger than a Cairo
/// surface holds (``maxPixels`` a side). Checked before drawing, so the answer names the
/// table's width or the viewport's height rather than a pixel count.
public enum DrawableSizeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The viewport (or the whole content) is 0 points tall.
    case noContent
    /// The table is `width` points wide, more than `maxPixels` at `scale`.
    case tooWide(width: Double, scale: Int)
    /// The PNG would be `widthPixels` × `heightPixels`, taller than `maxPixels` at `scale`.
    case tooTall(widthPixels: Int, heightPixels: Int, scale: Int)
    /// The viewport is `height` points tall, under one pixel at `scale`: its PNG would have
    /// no rows (a table under one pixel wide is refused when the config is read).
    case underOnePixel(height: Double, scale: Int)

    /// The most pixels a side of a PNG may have (Cairo's limit).
    public static let maxPixels = TableRenderer.maxPixels

    /// The most points a side may have at `scale`.
    public static func maxPoints(atScale scale: Int) -> Int { maxPixels / max(scale, 1) }

    public var description: String { message() }

    /// The message, its advice in the caller's words: how to ask for a lower scale, and for
    /// a viewport at most so many points tall (a command line names its flags).
    public func message(lowerScale: String = "draw at a lower scale",
                        shorterViewport: (Int) -> String = { "draw a viewport at most \($0) pt tall" },
                        tallerViewport: (String) -> String = { "draw a viewport at least \($0) pt tall" }) -> String {
        switch self {
        case .noContent:
            return "the table has no content to draw (its height is 0); give a viewport height"
        case .tooWide(let width, let scale):
            return "a table \(width) pt wide is more than \(Self.maxPixels) pixels at scale \(scale), larger than Cairo can hold; make `width` at most \(Self.maxPoints(atScale: scale)) pt or \(lowerScale)"
        case .underOnePixel(let height, let scale):
            let least = DataValue.format(0.5 / Double(max(scale, 1)))
            return "a viewport \(DataValue.format(height)) pt tall is under one pixel at scale \(scale), so its PNG would have no rows; \(tallerViewport(least))"
        case .tooTall(let widthPixels, let heightPixels, let scale):
            return "a \(widthPixels) × \(heightPixels) pixel PNG is larger than Cairo can hold (\(Self.maxPixels) pixels a side); \(shorterViewport(Self.maxPoints(atScale: scale)))"
        }
    }
}

extension LoadedTable {
    /// Checks that `viewport` can be drawn at `scale` (default: the config's) before anything
    /// is drawn: it has height, and its PNG fits in ``DrawableSizeError/maxPixels`` a side.
    /// With a `screen:` the PNG is the device's screen whatever the viewport's height
    /// (docs/screen.md), so the screen is what is checked.
    public func checkDrawable(_ viewport: Viewport, scale: Int? = nil) throws(DrawableSizeError) {
        let renderer = renderer(scale: scale)
        let drawn = device.map { Viewport(offset: 0, height: $0.height) } ?? viewport
        if drawn.height <= 0 { throw .noContent }
        let (width, height) = renderer.pixelSize(of: drawn)
        let scale = Int(renderer.scale)
        if width > DrawableSizeError.maxPixels { throw .tooWide(width: renderer.table.width, scale: scale) }
        if height > DrawableSizeError.maxPixels { throw .tooTall(widthPixels: width, heightPixels: height, scale: scale) }
        if height < 1 { throw .underOnePixel(height: viewport.height, scale: scale) }
    }
}

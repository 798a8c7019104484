import Foundation
import TableLayout

/// Renders a viewport of a laid-out table. Only what intersects the viewport is touched, so
/// a viewport deep in ten million rows costs what one at the top costs.
public struct TableRenderer {
    /// The live table's table and geometry as they were when the renderer was made: taken
    /// together from the one place that keeps them in step.
    public let table: Table
    public let geometry: TableGeometry
    public let appearance: Appearance
    /// Pixels per point.
    public let scale: Double
    public let engine: TextEngine
    /// How the image files rows name are read (a config's: only inside its root).
    public let images: ImageFiles

    /// A renderer of `live` as it is now (a later edit of `live` needs a new renderer).
    public init(_ live: LiveTable, appearance: Appearance, scale: Double, engine: TextEngine, images: ImageFiles = .anywhere) {
        table = live.table
        geometry = live.geometry
        self.appearance = appearance
        self.scale = scale
        self.engine = engine
        self.images = images
    }

    /// The most pixels a side of a rendered image may have (Cairo's limit).
    public static let maxPixels = Canvas.maxPixels

    /// The PNG's size for a viewport: `round(width × scale) × round(height × scale)`.
    /// Sizes past what an `Int` holds are reported as `Int.max`, which no surface accepts.
    public func pixelSize(of viewport: Viewport) -> (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int {
            let value = (points * scale).rounded()
            return value.isFinite && value < 1e15 ? Int(value) : Int.max
        }
        return (pixels(table.width), pixels(viewport.height))
    }

    /// The table's background: its own colour for the appearance (`background:`, docs/config.md),
    /// else its style's.
    private func background(_ palette: Palette) -> RGBA {
        table.backgroundColor?.resolved(appearance).map(RGBA.init) ?? palette.tableBackground(table.style)
    }

    public func render(_ viewport: Viewport) throws(RenderError) -> RenderedImage {
        let (widthPixels, heightPixels) = pixelSize(of: viewport)
        let canvas = try Canvas(widthPixels: widthPixels, heightPixels: heightPixels, scale: scale)
        let palette = Palette.of(appearance)
        // Every pixel of the image, the last row and column too: a viewport or width off the
        // pixel grid (220.46875 pt at 2x) ends in a pixel the points only partly cover, which
        // would otherwise be left half transparent (docs/rendering.md, The pixel grid).
        canvas.fill(x: 0, y: 0, width: Double(widthPixels) / scale, height: Double(heightPixels) / scale,
                    background(palette))
        try paint(viewport, on: canvas, palette: palette, showsIndex: true)
        return RenderedImage(canvas: canvas)
    }

    /// Draws the content `viewport` shows with its top at the canvas's top.
    /// `reach`: how far past the table's sides its cells' backgrounds go (a screen's safe area's sides).
    private func paint(_ viewport: Viewport, on canvas: Canvas, palette: Palette, showsIndex: Bool,
                       reach: CellPainter.Reach = CellPainter.Reach()) throws(RenderError) {
        let visible = geometry.visibleItems(in: viewport)
        let top = visible.offset  // content y − top = canvas y
        let traits = CellTraits(table: table, engine: engine)
        let mirror = HorizontalMirror(tableWidth: table.width, direction: table.layoutDirection)
        let cells = CellPainter(canvas: canvas, palette: palette, style: table.style, separator: table.separator,
                                images: ImageCache(files: images), mirror: mirror, traits: traits, engine: engine, reach: reach)
        for frame in visible.rows {
            let section = table.sections[frame.section]
            let layout = CellLayout(row: section.rows[frame.row], style: table.style, tableWidth: table.width, engine: engine,
                                    traits: traits, rowHeight: frame.height)
            let (y, height) = canvas.snappedSpan(top: frame.y - top, bottom: frame.maxY - top)
            do {
                try cells.paint(layout, y: y, height: height,
                                isFirst: frame.row == 0, isLast: frame.row == section.rows.count - 1)
            } catch {
                var located = error
                located.row = located.row ?? RowPath(section: frame.section, row: frame.row)
                throw located
            }
        }
        cells.paintFillerSeparators(FillerRows(table: table, geometry: geometry), top: top, viewportHeight: viewport.height,
                                    margin: Metrics.margin(tableWidth: table.width, presentation: table.presentation, framework: table.framework), tableWidth: table.width)
        let bands = BandPainter(canvas: canvas, palette: palette, style: table.style, tableWidth: table.width, engine: engine,
                                mirror: mirror, traits: traits, reach: reach)
        // Every band is drawn on the pixel grid, as the rows are (see `Canvas.snap`).
        for footer in visible.footers {
            let (y, height) = canvas.snappedSpan(top: footer.y - top, bottom: footer.maxY - top)
            bands.paint(title: table.sections[footer.section].footer?.title, kind: .footer, y: y, height: height)
        }
        // Headers last: a sticky header lies over the rows it has scrolled onto.
        for header in visible.headers {
            let (y, height) = canvas.snappedSpan(top: header.y - top, bottom: header.maxY - top)
            bands.paint(title: table.sections[header.section].header?.title, kind: .header, y: y, height: height,
                        isFloating: header.isPinned && header.y > geometry.headerFrame(ofSection: header.section).y)
        }
        if let frame = visible.tableHeader, let band = table.tableHeader {
            let (y, height) = canvas.snappedSpan(top: frame.y - top, bottom: frame.maxY - top)
            bands.paintTableBand(band, y: y, height: height)
        }
        if let frame = visible.tableFooter, let band = table.tableFooter {
            let (y, height) = canvas.snappedSpan(top: frame.y - top, bottom: frame.maxY - top)
            bands.paintTableBand(band, y: y, height: height)
        }
        if showsIndex, !table.indexTitles.isEmpty {
            // Over everything, as UITableView's index view: fixed to the viewport, not the content.
            let index = SectionIndexLayout(titles: table.indexTitles, engine: engine)
            let (count, firstTop) = index.entries(viewportHeight: viewport.height)
            let x = mirror.x(table.width - index.width, width: index.width)
            for (k, title) in index.titles.prefix(count).enumerated() {
                canvas.draw(title, x: x, y: firstTop + Double(k) * index.entryHeight, width: index.width,
                            alignment: .center, palette.tint)
            }
        }
    }

    /// The whole screen of `screen` (docs/screen.md): the table under its bars, scrolled to
    /// the layout's offset, the bars over it. The image is the device's screen.
    ///
    /// - Complexity: what drawing the rows on the screen costs, O(log n) to find them.
    public func render(_ screen: ScreenLayout) throws(RenderError) -> RenderedImage {
        let canvas = try Canvas(widthPixels: Int((screen.width * scale).rounded()), heightPixels: Int((screen.height * scale).rounded()),
                                scale: scale)
        let palette = Palette.of(appearance)
        canvas.fill(x: 0, y: 0, width: screen.width, height: screen.height, background(palette))
        // The content from the top bar's bottom edge down (its sticky headers pin there), then
        // what has scrolled under the top bar, which shows through the bar's material.
        try paintContent(of: screen, from: screen.visibleTop, to: screen.height, on: canvas, palette: palette, showsIndex: true)
        if screen.isContentUnderTopBar {
            try paintContent(of: screen, from: 0, to: screen.visibleTop, on: canvas, palette: palette, showsIndex: false)
        }
        ScreenPainter(canvas: canvas, layout: screen, appearance: appearance, contentSize: table.contentSize, engine: engine).paint()
        return RenderedImage(canvas: canvas)
    }

    /// The content between screen y `top` and `bottom`.
    private func paintContent(of screen: ScreenLayout, from top: Double, to bottom: Double, on canvas: Canvas, palette: Palette,
                              showsIndex: Bool) throws(RenderError) {
        let drawTop = canvas.snap(max(top, screen.contentTop))
        let offset = screen.contentY(atScreenY: drawTop)
        let height = min(bottom - drawTop, geometry.contentHeight - offset)
        guard height > 0, offset >= 0 else { return }
        // The table's content lies between the safe area's sides; its cells' backgrounds reach the screen's edges.
        let reach = CellPainter.Reach(left: screen.safeAreaLeft, right: screen.safeAreaRight)
        try canvas.withOrigin(dx: screen.safeAreaLeft, dy: drawTop, clipWidth: screen.width, clipHeight: bottom - drawTop) { () throws(RenderError) in
            try paint(Viewport(offset: offset, height: height), on: canvas, palette: palette, showsIndex: showsIndex, reach: reach)
        }
    }
}

/// A rendered viewport: pixels, and their PNG.
public final class RenderedImage {
    let canvas: Canvas

    init(canvas: Canvas) {
        self.canvas = canvas
    }

    public var widthPixels: Int { canvas.widthPixels }
    public var heightPixels: Int { canvas.heightPixels }

    /// The PNG bytes: 8-bit RGB, fixed encoder settings.
    public func pngData() -> Data {
        PNGEncoder.encode(surface: canvas.surface)
    }

    /// Writes the PNG to `path` through ``AtomicFile`` (a temporary of tablesnap's own and a
    /// rename), so an existing file is replaced whole or not at all.
    public func writePNG(to path: String) throws(RenderError) {
        do {
            try AtomicFile.write(pngData(), to: path)
        } catch {
            throw RenderError("\(path): cannot write the PNG (\(error.reason))")
        }
    }
}

import CCairo
import Foundation
import TableLayout

/// A Cairo image surface to draw on, in points from the viewport's top-left corner.
///
/// Callers subtract the viewport offset before drawing: Cairo rasterises in 24.8 fixed
/// point, so content coordinates deep in a ten-million-row table must never reach it.
final class Canvas {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let scale: Double
    let widthPixels: Int
    let heightPixels: Int

    /// Cairo's limit on either side of an image surface.
    static let maxPixels = 32767

    init(widthPixels: Int, heightPixels: Int, scale: Double) throws(RenderError) {
        guard widthPixels > 0, heightPixels > 0 else {
            throw RenderError("an image of \(widthPixels) × \(heightPixels) pixels has nothing to draw: the viewport (or the table's width) is under one pixel at scale \(DataValue.format(scale)); draw a viewport at least \(DataValue.format(0.5 / scale)) pt tall")
        }
        guard widthPixels <= Canvas.maxPixels, heightPixels <= Canvas.maxPixels else {
            throw RenderError("an image of \(widthPixels) × \(heightPixels) pixels is larger than Cairo can hold (at most \(Canvas.maxPixels) on each side)")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(widthPixels), Int32(heightPixels)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("Cairo could not allocate an image of \(widthPixels) × \(heightPixels) pixels")
        }
        self.surface = surface
        cr = cairo_create(surface)
        self.scale = scale
        self.widthPixels = widthPixels
        self.heightPixels = heightPixels
        cairo_scale(cr, scale, scale)
        // Fixed rasterisation settings: the same picture on every machine.
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: Shapes

    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
    }

    func fill(x: Double, y: Double, width: Double, height: Double, _ color: RGBA) {
        guard width > 0, height > 0 else { return }
        setColor(color)
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
    }

    /// A rectangle with some corners rounded (top, bottom, both or none).
    func addRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double,
                        roundTop: Bool, roundBottom: Bool) {
        var corners: RowCorners = []
        if roundTop { corners.formUnion([.topLeft, .topRight]) }
        if roundBottom { corners.formUnion([.bottomLeft, .bottomRight]) }
        addRoundedRect(x: x, y: y, width: width, height: height, radius: radius, corners: corners)
    }

    /// A rectangle with the given corners rounded by `radius` (at most half a side).
    func addRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double, corners: RowCorners) {
        let r = max(0, min(radius, width / 2, height / 2))
        let radius = { (corner: RowCorners) in corners.contains(corner) ? r : 0 }
        let (topLeft, topRight) = (radius(.topLeft), radius(.topRight))
        let (bottomLeft, bottomRight) = (radius(.bottomLeft), radius(.bottomRight))
        cairo_new_sub_path(cr)
        cairo_move_to(cr, x + topLeft, y)
        cairo_line_to(cr, x + width - topRight, y)
        if topRight > 0 { cairo_arc(cr, x + width - topRight, y + topRight, topRight, -Double.pi / 2, 0) }
        cairo_line_to(cr, x + width, y + height - bottomRight)
        if bottomRight > 0 { cairo_arc(cr, x + width - bottomRight, y + height - bottomRight, bottomRight, 0, Double.pi / 2) }
        cairo_line_to(cr, x + bottomLeft, y + height)
        if bottomLeft > 0 { cairo_arc(cr, x + bottomLeft, y + height - bottomLeft, bottomLeft, Double.pi / 2, Double.pi) }
        cairo_line_to(cr, x, y + topLeft)
        if topLeft > 0 { cairo_arc(cr, x + topLeft, y + topLeft, topLeft, Double.pi, 3 * Double.pi / 2) }
        cairo_close_path(cr)
    }

    /// A rectangle with continuous corners (`CALayerCornerCurve.continuous`, SwiftUI's
    /// `RoundedRectangle(cornerRadius:style: .continuous)`): each corner a curve whose
    /// curvature grows from the edges in, 1.53 × `radius` along each side, instead of a
    /// circular arc. The profile is the one published for iOS 7's rounded rectangles
    /// (PaintCode, "Code for iOS 7 rounded rectangles"). A radius too large for the profile
    /// (a pill) falls back to circular arcs, as a capsule is drawn.
    func addContinuousRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let reach = 1.52866483
        let r = max(0, radius)
        guard r > 0, r * reach <= min(width, height) / 2 else {
            addRoundedRect(x: x, y: y, width: width, height: height, radius: radius, corners: .all)
            return
        }
        // One corner's profile from its incoming edge to its outgoing one: (a, b) in radii, a
        // back along the incoming edge, b along the outgoing one, from the corner's point.
        let profile: [(a: Double, b: Double)] = [
            (1.52866483, 0), (1.08849323, 0), (0.86840689, 0.02204750), (0.66993427, 0.06549600),
            (0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
            (0.06549600, 0.66993427), (0.02204750, 0.86840689), (0, 1.08849323), (0, 1.52866483),
        ]
        // Clockwise from the top-right corner: its point, the way back along the incoming
        // edge, the way along the outgoing one.
        let corners: [(cx: Double, cy: Double, u: (Double, Double), v: (Double, Double))] = [
            (x + width, y, (-1, 0), (0, 1)), (x + width, y + height, (0, -1), (-1, 0)),
            (x, y + height, (1, 0), (0, -1)), (x, y, (0, 1), (1, 0)),
        ]
        cairo_new_sub_path(cr)
        for (k, c) in corners.enumerated() {
            func point(_ p: (a: Double, b: Double)) -> (Double, Double) {
                (c.cx + r * (p.a * c.u.0 + p.b * c.v.0), c.cy + r * (p.a * c.u.1 + p.b * c.v.1))
            }
            let start = point(profile[0])
            if k == 0 { cairo_move_to(cr, start.0, start.1) } else { cairo_line_to(cr, start.0, start.1) }
            // Curve, line, curve, line, curve: points 1–3, 4, 5–7, 8, 9–11.
            for (from, isCurve) in [(1, true), (4, false), (5, true), (8, false), (9, true)] {
                if isCurve {
                    let (c1, c2, end) = (point(profile[from]), point(profile[from + 1]), point(profile[from + 2]))
                    cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
                } else {
                    let to = point(profile[from])
                    cairo_line_to(cr, to.0, to.1)
                }
            }
        }
        cairo_close_path(cr)
    }

    /// Fills (and consumes) the current path.
    func fillPath(_ color: RGBA) {
        setColor(color)
        cairo_fill(cr)
    }

    func fillCircle(centerX: Double, centerY: Double, radius: Double, _ color: RGBA) {
        setColor(color)
        cairo_new_sub_path(cr)
        cairo_arc(cr, centerX, centerY, radius, 0, 2 * Double.pi)
        cairo_fill(cr)
    }

    func strokeCircle(centerX: Double, centerY: Double, radius: Double, lineWidth: Double, _ color: RGBA) {
        setColor(color)
        cairo_new_sub_path(cr)
        cairo_arc(cr, centerX, centerY, radius, 0, 2 * Double.pi)
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
    }

    /// An arc from angle `from` to `to` (radians, clockwise from the x axis) with round caps.
    func strokeArc(centerX: Double, centerY: Double, radius: Double, from: Double, to: Double, lineWidth: Double, _ color: RGBA) {
        setColor(color)
        cairo_new_sub_path(cr)
        cairo_arc(cr, centerX, centerY, radius, from, to)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(cr)
    }

    /// Strokes (and consumes) the current path.
    func strokePath(lineWidth: Double, _ color: RGBA) {
        setColor(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
    }

    /// A polyline with round joins and caps (chevrons, checkmarks).
    func strokePolyline(_ points: [(Double, Double)], lineWidth: Double, _ color: RGBA) {
        guard let first = points.first else { return }
        setColor(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cr, first.0, first.1)
        for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
        cairo_stroke(cr)
    }

    /// A horizontal line one device pixel thick whose bottom edge is at `bottom`, from `x`
    /// to `maxX`, every edge on the pixel grid: whole pixels of exactly `color`.
    func hairline(bottom: Double, x: Double, maxX: Double, _ color: RGBA) {
        let pixelBottom = snap(bottom)
        fill(x: snap(x), y: pixelBottom - 1 / scale, width: snap(maxX) - snap(x), height: 1 / scale, color)
    }

    // MARK: The pixel grid

    /// `value` (in points) moved to the nearest device pixel edge. Geometry stays exact in
    /// points; drawing snaps, as UIKit lays views out on the device's pixels. Every edge goes
    /// through this one rounding, so the bottom of one item and the top of the next land on
    /// the same pixel edge: nothing overlaps, nothing gaps, nothing is partly covered.
    func snap(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// The span from `top` to `bottom` with both edges snapped.
    func snappedSpan(top: Double, bottom: Double) -> (y: Double, height: Double) {
        let y = snap(top)
        return (y, snap(bottom) - y)
    }

    // MARK: Clipping

    func withClip(x: Double, y: Double, width: Double, height: Double, _ body: () -> Void) {
        cairo_save(cr)
        cairo_rectangle(cr, x, y, width, height)
        cairo_clip(cr)
        body()
        cairo_restore(cr)
    }

    /// Runs `body` with everything it draws moved `dx` points to the right.
    func withTranslation(dx: Double, _ body: () -> Void) {
        cairo_save(cr)
        cairo_translate(cr, dx, 0)
        body()
        cairo_restore(cr)
    }

    /// Runs `body` with everything it draws moved `dx` points right and `dy` points down (whole
    /// numbers of pixels) and clipped to the `clipHeight` points under it, `clipWidth` wide
    /// from the canvas's left edge: a table drawn under a screen's bars, inside its safe area.
    func withOrigin<E: Error>(dx: Double = 0, dy: Double, clipWidth: Double, clipHeight: Double, _ body: () throws(E) -> Void) throws(E) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, snap(dx), snap(dy))
        cairo_rectangle(cr, -snap(dx), 0, clipWidth, clipHeight)
        cairo_clip(cr)
        try body()
    }

    /// Runs `body` clipped to the current path (which it consumes).
    func withClipToPath(_ body: () -> Void) {
        cairo_save(cr)
        cairo_clip(cr)
        body()
        cairo_restore(cr)
    }

    // MARK: Text and images

    /// Draws `block` with its first line's top at `y`, each line aligned in `[x, x + width)`.
    func draw(_ block: TextBlock, x: Double, y: Double, width: Double, alignment: TextAlignment, _ color: RGBA) {
        setColor(color)
        var baseline = y + block.ascent
        for line in block.lines {
            let left: Double
            switch alignment.resolved(isRightToLeft: line.isRightToLeft) {
            case .left: left = x
            case .center: left = x + (width - line.width) / 2
            case .right, .natural: left = x + width - line.width  // `resolved` never answers natural
            }
            for run in line.runs where !run.glyphs.isEmpty {
                cairo_set_font_face(cr, run.face.cairoFace)
                cairo_set_font_size(cr, block.style.size)
                var glyphs = [cairo_glyph_t]()
                glyphs.reserveCapacity(run.glyphs.count)
                for (id, position) in zip(run.glyphs, run.positions) {
                    glyphs.append(cairo_glyph_t(index: UInt(id), x: left + position.x, y: baseline + position.y))
                }
                cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
            }
            baseline += block.pitch
        }
    }

    /// Draws the glyph of `codePoint` in `face` (an icon font whose glyphs fill their em
    /// square, baseline at its bottom) as a square `side` points wide centred on the point.
    /// `mirrored`: flipped left to right about its centre.
    func drawSymbol(_ codePoint: UInt32, face: FontFace, centerX: Double, centerY: Double, side: Double, mirrored: Bool = false,
                    _ color: RGBA) {
        let index = FT_Get_Char_Index(face.ftFace, FT_ULong(codePoint))
        guard index != 0, side > 0 else { return }
        setColor(color)
        cairo_save(cr)
        cairo_translate(cr, centerX, centerY)
        if mirrored { cairo_scale(cr, -1, 1) }
        cairo_set_font_face(cr, face.cairoFace)
        cairo_set_font_size(cr, side)
        var glyph = cairo_glyph_t(index: UInt(index), x: -side / 2, y: side / 2)
        cairo_show_glyphs(cr, &glyph, 1)
        cairo_restore(cr)
    }

    /// Draws an image scaled to `width` × `height` at `(x, y)`; with `tint`, its alpha in that
    /// colour (a template image). The image's edge pixels extend to the rectangle's edges
    /// (Cairo's `EXTEND_PAD`): a scaled-up image fills its rectangle to the edge, as UIKit's
    /// does, rather than fading to transparent over its last half pixel (a 1 × 1 image drawn
    /// large is one solid colour).
    func draw(_ image: LoadedImage, x: Double, y: Double, width: Double, height: Double, tint: RGBA? = nil) {
        guard width > 0, height > 0, image.width > 0, image.height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, x, y, width, height)
        cairo_clip(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, width / Double(image.width), height / Double(image.height))
        let pattern = cairo_pattern_create_for_surface(image.surface)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        if let tint {
            cairo_set_source_rgba(cr, tint.r, tint.g, tint.b, tint.a)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }
}

/// Where a line goes in its box. `natural`, as UIKit's labels: a right-to-left paragraph
/// (Hebrew, Arabic) on the right; any other on the interface's leading side (the left, or
/// the right in a right-to-left interface).
enum TextAlignment: Equatable {
    case left, center, right
    case natural(interface: LayoutDirection)

    /// The physical alignment of a line.
    func resolved(isRightToLeft: Bool) -> TextAlignment {
        guard case .natural(let interface) = self else { return self }
        return isRightToLeft || interface == .rightToLeft ? .right : .left
    }
}

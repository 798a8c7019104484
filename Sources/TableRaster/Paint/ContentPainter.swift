import TableLayout

/// Draws a custom cell's content (docs/cells.md): every placed element of its
/// ``ElementLayout``, parents first, mirrored in a right-to-left interface. The frames are
/// the ones the row was measured with, so what is drawn is what was measured.
struct ContentPainter {
    let canvas: Canvas
    let palette: Palette
    let mirror: HorizontalMirror
    let images: ImageCache
    let engine: TextEngine
    let traits: CellTraits
    let appearance: Appearance
    /// The row's tint, for `tint`.
    let tint: Color?

    /// Loads the content's images and checks its symbol names and colours, before anything
    /// is drawn: a name or colour read from the data that names nothing is an error.
    static func check(_ layout: ElementLayout, images: ImageCache) throws(RenderError) {
        for placed in layout.placed {
            let element = placed.element
            var colors = [element.fill].compactMap { $0 }
            switch element.kind {
            case .image(let path, _):
                guard !path.isEmpty else {
                    throw RenderError("an image path's placeholders read a folder or '..' from the data; they may fill file names only (docs/cells.md, Images)")
                }
                _ = try images.image(at: path)
            case .symbol(let symbol):
                guard SymbolNames.codePoint(symbol.name) != nil else {
                    let near = SymbolNames.nearest(to: symbol.name).map { "; did you mean '\($0)'?" } ?? ""
                    throw RenderError("no symbol named '\(symbol.name)'\(near) (docs/cells.md lists the \(SymbolNames.all.count) symbols)")
                }
                colors += [symbol.color] + (symbol.tile.map { [$0] } ?? [])
            case .text(let text), .badge(let text): colors.append(text.color)
            default: break
            }
            for case .unresolved(let text) in colors {
                throw RenderError("'\(text)' is not a colour; a colour is a semantic name (label, systemBlue …) or #RRGGBB / #RRGGBBAA (docs/cells.md, Colours)")
            }
        }
    }

    /// Draws `layout` with its top-left corner at `(x, y)` (left to right; mirrored here).
    func paint(_ layout: ElementLayout, x: Double, y: Double) {
        for placed in layout.placed {
            let f = placed.frame
            let left = mirror.x(x + f.x, width: f.width), top = y + f.y
            paint(placed.element, x: left, y: top, width: f.width, height: f.height, laidOutAt: placed.textLayoutWidth)
        }
    }

    private func rgba(_ color: CellColor) -> RGBA {
        if case .semantic(.tint) = color, let tint { return RGBA(tint) }
        return color.resolved(appearance).map(RGBA.init) ?? RGBA(0, 0, 0, 0)
    }

    /// The box inside the element's padding (drawn coordinates: leading is mirrored).
    private func inner(_ e: CellElement, x: Double, y: Double, width: Double, height: Double)
        -> (x: Double, y: Double, width: Double, height: Double) {
        let left = mirror.isOn ? e.padding.trailing : e.padding.leading
        return (x + left, y + e.padding.top, max(0, width - e.padding.horizontal), max(0, height - e.padding.vertical))
    }

    private func textAlignment(_ alignment: CellText.Alignment) -> TextAlignment {
        switch alignment {
        case .natural: return .natural(interface: mirror.direction)
        case .leading: return mirror.alignment(.left)
        case .center: return .center
        case .trailing: return mirror.alignment(.right)
        }
    }

    /// The text as laid out when it was measured (`width`: the width it was laid out at), so
    /// the engine's cache answers: what is drawn is what was measured, at no second cost.
    private func block(_ text: CellText, width: Double) -> TextBlock {
        engine.layout(text.text, style: TextStyle(text.font, size: text.font.size(at: traits.contentSize),
                                                  lineSpacing: text.resolvedLineSpacing(at: traits.contentSize)),
                      maxWidth: max(0, width), maxLines: text.lines)
    }

    /// The element's rounded rectangle, its corners circular arcs or continuous (`cornerCurve`).
    private func addRoundedRect(_ e: CellElement, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        if e.cornerCurve == .continuous {
            canvas.addContinuousRoundedRect(x: x, y: y, width: width, height: height, radius: radius)
        } else {
            canvas.addRoundedRect(x: x, y: y, width: width, height: height, radius: radius, roundTop: true, roundBottom: true)
        }
    }

    /// The size an image of `pixelWidth` × `pixelHeight` is drawn at in `box` (its middle on
    /// the box's): `UIView.ContentMode`'s rule, a PNG's pixel a point as UIImage reads one
    /// without `@2x` in its name.
    static func imageSize(_ pixelWidth: Int, _ pixelHeight: Int, in box: (x: Double, y: Double, width: Double, height: Double),
                          mode: ImageContentMode) -> (width: Double, height: Double) {
        let (iw, ih) = (Double(pixelWidth), Double(pixelHeight))
        switch mode {
        case .scaleToFill: return (box.width, box.height)
        case .aspectFit:
            let fit = min(box.width / iw, box.height / ih)
            return (iw * fit, ih * fit)
        case .aspectFill:
            let fill = max(box.width / iw, box.height / ih)
            return (iw * fill, ih * fill)
        case .center: return (iw, ih)
        }
    }

    private func paint(_ e: CellElement, x: Double, y: Double, width: Double, height: Double, laidOutAt: Double?) {
        let box = inner(e, x: x, y: y, width: width, height: height)
        // Its colour, or its kind's (``ElementKind/fill``: a badge's red, a dot's blue …).
        let fill = (e.fill ?? ElementKinds.of(e.kind).fill).map(rgba) ?? RGBA(0, 0, 0, 0)
        switch e.kind {
        case .stack:
            guard e.fill != nil else { return }
            addRoundedRect(e, x: x, y: y, width: width, height: height, radius: min(e.cornerRadius, width / 2, height / 2))
            canvas.fillPath(fill)
        case .text(let text):
            // Lines in the middle of a box taller than them (a stretched or fixed-height text),
            // as a UILabel centres its text; the layout's baseline says the same.
            let laid = block(text, width: laidOutAt ?? box.width)
            canvas.draw(laid, x: box.x, y: box.y + max(0, (box.height - laid.height) / 2), width: box.width,
                        alignment: textAlignment(text.alignment), rgba(text.color))
        case .badge(let text):
            let radius = min(width, height) / 2
            canvas.addRoundedRect(x: x, y: y, width: width, height: height, radius: e.cornerRadius > 0 ? min(e.cornerRadius, radius) : radius,
                                  roundTop: true, roundBottom: true)
            canvas.fillPath(fill)
            let laid = block(text, width: laidOutAt ?? box.width)
            canvas.draw(laid, x: box.x, y: box.y + (box.height - laid.height) / 2, width: box.width, alignment: .center, rgba(text.color))
        case .image(let path, let circular):
            guard let image = try? images.image(at: path), image.width > 0, image.height > 0 else { return }
            let (w, h) = ContentPainter.imageSize(image.width, image.height, in: box, mode: e.contentMode)
            let tint = e.tint.map(rgba)
            let draw = { canvas.draw(image, x: box.x + (box.width - w) / 2, y: box.y + (box.height - h) / 2, width: w, height: h, tint: tint) }
            if circular || e.cornerRadius > 0 {
                if circular {
                    canvas.addRoundedRect(x: box.x, y: box.y, width: box.width, height: box.height, radius: min(box.width, box.height) / 2,
                                          roundTop: true, roundBottom: true)
                } else {
                    addRoundedRect(e, x: box.x, y: box.y, width: box.width, height: box.height, radius: e.cornerRadius)
                }
                canvas.withClipToPath(draw)
            } else if w > box.width || h > box.height {
                // aspectFill and center crop to the box, as a view that clips to its bounds.
                canvas.addRoundedRect(x: box.x, y: box.y, width: box.width, height: box.height, radius: 0, roundTop: true, roundBottom: true)
                canvas.withClipToPath(draw)
            } else {
                draw()
            }
        case .symbol(let symbol):
            guard let codePoint = SymbolNames.codePoint(symbol.name) else { return }
            var color = rgba(symbol.color)
            var side = min(box.width, box.height)
            if let tile = symbol.tile {
                canvas.addRoundedRect(x: box.x, y: box.y, width: box.width, height: box.height,
                                      radius: min(box.width, box.height) * 0.225, roundTop: true, roundBottom: true)
                canvas.fillPath(rgba(tile))
                color = symbol.color == .semantic(.tint) ? RGBA(1, 1, 1) : color
                side *= 0.72
            }
            canvas.drawSymbol(codePoint, face: engine.fonts.symbols, centerX: box.x + box.width / 2,
                              centerY: box.y + box.height / 2, side: side,
                              mirrored: mirror.isOn && SymbolNames.mirrorsInRightToLeft(symbol.name), color)
        case .dot:
            canvas.fillCircle(centerX: box.x + box.width / 2, centerY: box.y + box.height / 2,
                              radius: min(box.width, box.height) / 2, fill)
        case .rectangle:
            addRoundedRect(e, x: box.x, y: box.y, width: box.width, height: box.height, radius: min(e.cornerRadius, box.width / 2, box.height / 2))
            canvas.fillPath(fill)
        case .divider:
            if width >= height {
                canvas.hairline(bottom: box.y + box.height / 2 + 0.5 / canvas.scale, x: box.x, maxX: box.x + box.width, fill)
            } else {
                canvas.fill(x: canvas.snap(box.x + box.width / 2) - 0.5 / canvas.scale, y: box.y, width: 1 / canvas.scale,
                            height: box.height, fill)
            }
        case .spacer:
            break
        }
    }
}

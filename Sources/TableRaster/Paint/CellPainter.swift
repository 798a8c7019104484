import TableLayout

/// Draws one cell: background (or selection), editing control, image, texts, accessory,
/// separator, clipped to the row so that nothing spills out.
struct CellPainter {
    let canvas: Canvas
    let palette: Palette
    let style: TableStyle
    let separator: Separator
    let images: ImageCache
    let mirror: HorizontalMirror
    let traits: CellTraits
    let engine: TextEngine

    /// `y` is the row's top in viewport coordinates; `isFirst` / `isLast` in its section.
    func paint(_ layout: CellLayout, y: Double, height: Double, isFirst: Bool, isLast: Bool) throws(RenderError) {
        let row = layout.row
        let background = row.isSelected ? palette.selection : row.background.map(RGBA.init) ?? palette.cellBackground(style)
        let image = try row.imagePath.map { path throws(RenderError) in try images.image(at: path) }
        if let content = layout.content { try ContentPainter.check(content.layout, images: images) }
        let rounded = style == .insetGrouped
        // `y` and `height` come snapped; the cell's sides are snapped here.
        let drawnCellX = mirror.x(layout.cellX, width: layout.cellWidth)
        let (cellX, cellWidth) = canvas.snappedSpan(top: drawnCellX, bottom: drawnCellX + layout.cellWidth)
        canvas.addRoundedRect(x: cellX, y: y, width: cellWidth, height: height,
                              radius: rounded ? Metrics.insetGroupedCornerRadius : 0,
                              roundTop: rounded && isFirst, roundBottom: rounded && isLast)
        canvas.withClipToPath {
            if row.hasCardBackground {
                paintCard(layout, y: y, height: height, background)
            } else {
                canvas.fill(x: cellX, y: y, width: cellWidth, height: height, background)
            }
            if let swipe = row.swipe {
                paintSwiped(layout, swipe: SwipeLayout(swipe, contentSize: traits.contentSize, engine: engine), cellX: cellX,
                            cellWidth: cellWidth, y: y, height: height, background: background, image: image)
            } else {
                paintContent(layout, y: y, height: height, image: image)
            }
            if let own = row.separator {
                paintOwnSeparator(own, layout, y: y, height: height)
            } else if separator.style == .single, !isLast {
                let start = layout.separatorX(separator), end = layout.cellX + layout.cellWidth - separator.insetRight
                let x = mirror.x(start, width: end - start)
                canvas.hairline(bottom: y + height, x: x, maxX: x + end - start,
                                separator.color.map(RGBA.init) ?? palette.separator)
            }
        }
    }

    /// GPJ's round-corner cell (docs/config.md, Cards): the background inset from the row's
    /// edges, the given corners rounded; the table's background shows around it.
    private func paintCard(_ layout: CellLayout, y: Double, height: Double, _ background: RGBA) {
        let row = layout.row
        let inset = row.backgroundInset
        let width = layout.cellWidth - inset.left - inset.right
        guard width > 0, height - inset.top - inset.bottom > 0 else { return }
        let (x, w) = canvas.snappedSpan(top: mirror.x(layout.cellX + inset.left, width: width),
                                        bottom: mirror.x(layout.cellX + inset.left, width: width) + width)
        let (top, h) = canvas.snappedSpan(top: y + inset.top, bottom: y + height - inset.bottom)
        canvas.addRoundedRect(x: x, y: top, width: w, height: h, radius: row.cornerRadius,
                              corners: mirror.isOn ? row.corners.mirrored : row.corners)
        canvas.fillPath(background)
    }

    /// A row's own separator: a device pixel at its top and/or bottom, `inset` in from its
    /// edges (the bottom inset moves the line up, where GPJ moved it down).
    private func paintOwnSeparator(_ own: RowSeparator, _ layout: CellLayout, y: Double, height: Double) {
        let start = layout.cellX + own.inset.left, end = layout.cellX + layout.cellWidth - own.inset.right
        guard end > start else { return }
        let x = mirror.x(start, width: end - start)
        if own.position == .top || own.position == .both {
            canvas.hairline(bottom: y + own.inset.top + 1 / canvas.scale, x: x, maxX: x + end - start, RGBA(own.color))
        }
        if own.position == .bottom || own.position == .both {
            canvas.hairline(bottom: y + height - own.inset.bottom, x: x, maxX: x + end - start, RGBA(own.color))
        }
    }

    /// A row swiped open: its content slid toward the swiped edge by the buttons' width, the
    /// buttons in the space it leaves (the edges swap in a right-to-left interface).
    private func paintSwiped(_ layout: CellLayout, swipe: SwipeLayout, cellX: Double, cellWidth: Double, y: Double,
                             height: Double, background: RGBA, image: LoadedImage?) {
        let revealsRight = (swipe.swipe.edge == .trailing) != mirror.isOn
        let shift = canvas.snap(revealsRight ? -swipe.totalWidth : swipe.totalWidth)
        canvas.withTranslation(dx: shift) {
            canvas.fill(x: cellX, y: y, width: cellWidth, height: height, background)
            paintContent(layout, y: y, height: height, image: image)
        }
        let areaX = revealsRight ? cellX + cellWidth - swipe.totalWidth : cellX
        for button in swipe.buttons {
            // Laid out left to right from the trailing edge's side; mirrored within the area.
            let x = revealsRight == (swipe.swipe.edge == .trailing) ? button.x : swipe.totalWidth - button.x - button.width
            let color = button.action.color.map(RGBA.init) ?? (button.action.style == .destructive ? palette.destructive : palette.gray)
            let (left, width) = canvas.snappedSpan(top: areaX + x, bottom: areaX + x + button.width)
            canvas.fill(x: left, y: y, width: width, height: height, color)
            canvas.draw(button.title, x: left, y: y + (height - button.title.height) / 2, width: width,
                        alignment: .center, palette.knob)
        }
    }

    /// The separators of the filler rows below a plain table's last row, inset as the rows'
    /// are (at the margin, the text's place in an empty row).
    func paintFillerSeparators(_ filler: FillerRows, top: Double, viewportHeight: Double, margin: Double, tableWidth: Double) {
        let start = separator.insetLeft ?? margin, end = tableWidth - separator.insetRight
        guard end > start else { return }
        let x = mirror.x(start, width: end - start)
        for bottom in filler.separatorBottoms(top: top, viewportHeight: viewportHeight) {
            canvas.hairline(bottom: bottom, x: x, maxX: x + end - start, separator.color.map(RGBA.init) ?? palette.separator)
        }
    }

    private func paintContent(_ layout: CellLayout, y: Double, height: Double, image: LoadedImage?) {
        let row = layout.row
        let centerY = y + height / 2
        let tint = row.tint.map(RGBA.init) ?? palette.tint
        let textColor = row.textColor.map(RGBA.init) ?? palette.label
        let controls = ControlPainter(canvas: canvas, palette: palette, mirrored: mirror.isOn)
        /// Draws `text` in the left-to-right box `[x, x + width)`, mirrored as the interface is.
        func draw(_ text: TextBlock, x: Double, y: Double, width: Double, _ alignment: TextAlignment, _ color: RGBA) {
            canvas.draw(text, x: mirror.x(x, width: width), y: y, width: width, alignment: mirror.alignment(alignment), color)
        }

        if let x = layout.editingX {
            let drawnX = mirror.x(x, width: ControlPainter.editingControlSize)
            row.editing == .insert ? controls.insertControl(x: drawnX, centerY: centerY) : controls.deleteControl(x: drawnX, centerY: centerY)
        }
        if let image, let frame = layout.image {
            // Aspect-fit in a square box, centred on the row.
            let fit = min(frame.size / Double(image.width), frame.size / Double(image.height))
            let (w, h) = (Double(image.width) * fit, Double(image.height) * fit)
            canvas.draw(image, x: mirror.x(frame.x + (frame.size - w) / 2, width: w), y: centerY - h / 2, width: w, height: h)
        }

        let top = y + (height - layout.contentHeight) / 2
        if let content = layout.content {
            ContentPainter(canvas: canvas, palette: palette, mirror: mirror, images: images, engine: engine, traits: traits,
                           appearance: palette.appearance, tint: row.tint)
                .paint(content.layout, x: content.x, y: y + CellContentFrame.top(of: content.layout, rowHeight: height))
            return paintAccessory(layout, centerY: centerY, tint: tint, controls: controls)
        }
        switch row.style {
        case .default:
            draw(layout.title, x: layout.textX, y: top, width: layout.textWidth, .natural(interface: .leftToRight), textColor)
        case .subtitle:
            draw(layout.title, x: layout.textX, y: top, width: layout.textWidth, .natural(interface: .leftToRight), textColor)
            if let subtitle = layout.secondary {
                let titleHeight = layout.contentHeight - subtitle.height - Metrics.subtitleGap
                draw(subtitle, x: layout.textX, y: top + titleHeight + Metrics.subtitleGap,
                     width: layout.textWidth, .natural(interface: .leftToRight), palette.secondaryLabel)
            }
        case .value1 where layout.isStacked:
            draw(layout.title, x: layout.textX, y: top, width: layout.textWidth, .natural(interface: .leftToRight), textColor)
            if let detail = layout.secondary {
                draw(detail, x: layout.textX, y: top + layout.contentHeight - detail.height, width: layout.textWidth,
                     .natural(interface: .leftToRight), palette.secondaryLabel)
            }
        case .value1:
            draw(layout.title, x: layout.textX, y: top + (layout.contentHeight - layout.title.height) / 2,
                 width: layout.titleWidth, .natural(interface: .leftToRight), textColor)
            if let detail = layout.secondary {
                draw(detail, x: layout.textX, y: centerY - detail.height / 2, width: layout.textWidth, .right, palette.secondaryLabel)
            }
        case .value2:
            draw(layout.title, x: layout.textX, y: top + layout.value2Tops.label, width: layout.titleWidth, .right, tint)
            if let detail = layout.secondary {
                draw(detail, x: layout.textX + layout.titleWidth + 6, y: top + layout.value2Tops.value,
                     width: layout.textWidth - layout.titleWidth - 6, .natural(interface: .leftToRight), textColor)
            }
        }

        paintAccessory(layout, centerY: centerY, tint: tint, controls: controls)
    }

    private func paintAccessory(_ layout: CellLayout, centerY: Double, tint: RGBA, controls: ControlPainter) {
        let row = layout.row
        guard let x = layout.accessoryX else { return }
        /// The drawn left edge of a control `width` wide at `x` (left to right).
        func at(_ x: Double, _ width: Double) -> Double { mirror.x(x, width: width) }
        if row.showsReorderControl {
            controls.reorderGrip(x: at(x, Metrics.reorderControlWidth), centerY: centerY)
            return
        }
        let chevron = Metrics.accessoryWidth(.disclosureIndicator), info = Metrics.accessoryWidth(.detailButton)
        switch row.accessory {
        case .none: break
        case .disclosureIndicator: controls.chevron(x: at(x, chevron), centerY: centerY)
        case .checkmark: controls.checkmark(x: at(x, Metrics.accessoryWidth(.checkmark)), centerY: centerY, tint: tint)
        case .detailButton: controls.detailButton(x: at(x, info), centerY: centerY, tint: tint)
        case .detailDisclosureButton:
            controls.detailButton(x: at(x, info), centerY: centerY, tint: tint)
            controls.chevron(x: at(x + info + 14, chevron), centerY: centerY)
        case .switch where row.isPending:
            let width = Metrics.accessoryWidth(.switch)
            controls.activityIndicator(centerX: at(x, width) + width / 2, centerY: centerY)
        case .switch:
            controls.toggle(x: at(x, Metrics.accessoryWidth(.switch)), centerY: centerY, isOn: row.isOn,
                            onColor: row.tint.map(RGBA.init) ?? palette.switchOn)
        }
    }
}

/// Images decoded once per render, by path.
final class ImageCache {
    private var images: [String: LoadedImage] = [:]
    private let files: ImageFiles

    init(files: ImageFiles) { self.files = files }

    func image(at path: String) throws(RenderError) -> LoadedImage {
        if let image = images[path] { return image }
        let image = try LoadedImage(path: path, files: files)
        images[path] = image
        return image
    }
}

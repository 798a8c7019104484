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
    /// How far past the table's left and right edges a cell's own background goes: under a
    /// screen, the safe area's sides (a cell spans the screen, its content view inset by them).
    var reach = Reach()

    struct Reach {
        var left = 0.0, right = 0.0
    }

    /// `y` is the row's top in viewport coordinates; `isFirst` / `isLast` in its section.
    func paint(_ layout: CellLayout, y: Double, height: Double, isFirst: Bool, isLast: Bool) throws(RenderError) {
        let row = layout.row
        let background = row.isSelected ? palette.selection : row.background.map(RGBA.init) ?? palette.cellBackground(style)
        try ContentPainter.check(layout.content.layout, images: images)
        try CellPainter.checkReadFromData(row)
        let rounded = style == .insetGrouped
        // `y` and `height` come snapped; the cell's sides are snapped here.
        let drawnCellX = mirror.x(layout.cellX, width: layout.cellWidth)
        let (cellX, cellWidth) = canvas.snappedSpan(top: drawnCellX, bottom: drawnCellX + layout.cellWidth)
        // A plain or grouped cell's background (not an inset group's, not a card's) reaches the screen's sides.
        let reaches = !rounded && !row.hasCardBackground
        let (backgroundX, backgroundWidth) = reaches ? (cellX - reach.left, cellWidth + reach.left + reach.right) : (cellX, cellWidth)
        canvas.addRoundedRect(x: backgroundX, y: y, width: backgroundWidth, height: height,
                              radius: rounded ? Metrics.insetGroupedCornerRadius : 0,
                              roundTop: rounded && isFirst, roundBottom: rounded && isLast)
        canvas.withClipToPath {
            if row.hasCardBackground {
                paintCard(layout, y: y, height: height, background)
            } else {
                canvas.fill(x: backgroundX, y: y, width: backgroundWidth, height: height, background)
            }
            if let swipe = row.swipe {
                paintSwiped(layout, swipe: SwipeLayout(swipe, contentSize: traits.contentSize, engine: engine), cellX: cellX,
                            cellWidth: cellWidth, y: y, height: height, background: background)
            } else {
                paintContent(layout, y: y, height: height)
            }
            if let own = row.separator {
                paintOwnSeparator(own, layout, y: y, height: height)
            } else if separator.style == .single {
                let color = separator.color.map(RGBA.init) ?? palette.separator
                // Under every row of a plain table, a section's last too (UIKit draws it there,
                // issue 31); a grouped section ends on its group's edge instead.
                if !isLast || style == .plain {
                    let start = layout.separatorX(separator), end = layout.cellX + layout.cellWidth - separator.insetRight
                    let x = mirror.x(start, width: end - start)
                    canvas.hairline(bottom: y + height, x: x, maxX: x + end - start, color)
                }
                // A grouped (not inset) group is edged above and below by a full-width line,
                // in its first and last rows' outer pixels, as UIKit draws it (docs/rendering.md).
                let (edgeX, edgeMaxX) = (backgroundX, backgroundX + backgroundWidth)
                if style == .grouped, isFirst { canvas.hairline(bottom: y + 1 / canvas.scale, x: edgeX, maxX: edgeMaxX, color) }
                if style == .grouped, isLast { canvas.hairline(bottom: y + height, x: edgeX, maxX: edgeMaxX, color) }
            }
        }
    }

    /// An accessory or a swipe action's style or colour read from the row's data names one,
    /// or the row is not drawn (docs/config.md, Data binding): a value from a source is
    /// known only when its row is drawn.
    static func checkReadFromData(_ row: Row) throws(RenderError) {
        if let text = row.accessoryText {
            let names = Row.Accessory.allCases.map(\.rawValue)
            let near = NearestName.suggestion(for: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw RenderError("the accessory read '\(text)' from the row's data, which names no accessory\(near) (one of \(names.joined(separator: ", ")), or nothing for none)")
        }
        if let bad = row.swipe?.actions.lazy.compactMap(\.unresolved).first {
            throw RenderError("a swipe action read the \(bad) from the row's data, which names none")
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
                             height: Double, background: RGBA) {
        let revealsRight = (swipe.swipe.edge == .trailing) != mirror.isOn
        let shift = canvas.snap(revealsRight ? -swipe.totalWidth : swipe.totalWidth)
        canvas.withTranslation(dx: shift) {
            canvas.fill(x: cellX, y: y, width: cellWidth, height: height, background)
            paintContent(layout, y: y, height: height)
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

    private func paintContent(_ layout: CellLayout, y: Double, height: Double) {
        let row = layout.row
        let centerY = y + height / 2
        let tint = row.tint.map(RGBA.init) ?? palette.tint
        let controls = ControlPainter(canvas: canvas, palette: palette, mirrored: mirror.isOn)
        if let x = layout.editingX {
            let drawnX = mirror.x(x, width: ControlPainter.editingControlSize)
            row.editing == .insert ? controls.insertControl(x: drawnX, centerY: centerY) : controls.deleteControl(x: drawnX, centerY: centerY)
        }
        let content = layout.content
        ContentPainter(canvas: canvas, palette: palette, mirror: mirror, images: images, engine: engine, traits: traits,
                       appearance: palette.appearance, tint: row.tint)
            .paint(content.layout, x: content.x, y: y + CellContentFrame.top(of: content.layout, rowHeight: height))
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
    /// The pixels the images decoded so far declare: a render decodes at most
    /// ``ImageHeader/maxPixelsPerRender`` of them.
    private var pixels = 0

    init(files: ImageFiles) { self.files = files }

    func image(at path: String) throws(RenderError) -> LoadedImage {
        if let image = images[path] { return image }
        let image = try LoadedImage(path: path, files: files, renderPixels: &pixels)
        images[path] = image
        return image
    }
}

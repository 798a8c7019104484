import TableLayout

/// Draws one cell: background (or selection), editing control, image, texts, accessory,
/// separator, clipped to the row so that nothing spills out.
struct CellPainter {
    let canvas: Canvas
    let palette: Palette
    let style: TableStyle
    let separator: Separator
    let images: ImageCache

    /// `y` is the row's top in viewport coordinates; `isFirst` / `isLast` in its section.
    func paint(_ layout: CellLayout, y: Double, height: Double, isFirst: Bool, isLast: Bool) throws(RenderError) {
        let row = layout.row
        let background = row.isSelected ? palette.selection : row.background.map(RGBA.init) ?? palette.cellBackground(style)
        let image = try row.imagePath.map { path throws(RenderError) in try images.image(at: path) }
        let rounded = style == .insetGrouped
        // `y` and `height` come snapped; the cell's sides are snapped here.
        let (cellX, cellWidth) = canvas.snappedSpan(top: layout.cellX, bottom: layout.cellX + layout.cellWidth)
        canvas.addRoundedRect(x: cellX, y: y, width: cellWidth, height: height,
                              radius: rounded ? Metrics.insetGroupedCornerRadius : 0,
                              roundTop: rounded && isFirst, roundBottom: rounded && isLast)
        canvas.withClipToPath {
            canvas.fill(x: cellX, y: y, width: cellWidth, height: height, background)
            paintContent(layout, y: y, height: height, image: image)
            if separator.style == .single, !isLast {
                canvas.hairline(bottom: y + height, x: layout.separatorX(separator),
                                maxX: layout.cellX + layout.cellWidth - separator.insetRight,
                                separator.color.map(RGBA.init) ?? palette.separator)
            }
        }
    }

    private func paintContent(_ layout: CellLayout, y: Double, height: Double, image: LoadedImage?) {
        let row = layout.row
        let centerY = y + height / 2
        let tint = row.tint.map(RGBA.init) ?? palette.tint
        let textColor = row.textColor.map(RGBA.init) ?? palette.label
        let controls = ControlPainter(canvas: canvas, palette: palette)

        if let x = layout.editingX {
            row.editing == .insert ? controls.insertControl(x: x, centerY: centerY) : controls.deleteControl(x: x, centerY: centerY)
        }
        if let image, let frame = layout.image {
            // Aspect-fit in a square box, centred on the row.
            let fit = min(frame.size / Double(image.width), frame.size / Double(image.height))
            let (w, h) = (Double(image.width) * fit, Double(image.height) * fit)
            canvas.draw(image, x: frame.x + (frame.size - w) / 2, y: centerY - h / 2, width: w, height: h)
        }

        let top = y + (height - layout.contentHeight) / 2
        switch row.style {
        case .default:
            canvas.draw(layout.title, x: layout.textX, y: top, width: layout.textWidth, alignment: .leading, textColor)
        case .subtitle:
            canvas.draw(layout.title, x: layout.textX, y: top, width: layout.textWidth, alignment: .leading, textColor)
            if let subtitle = layout.secondary {
                let titleHeight = layout.contentHeight - subtitle.height - Metrics.subtitleGap
                canvas.draw(subtitle, x: layout.textX, y: top + titleHeight + Metrics.subtitleGap,
                            width: layout.textWidth, alignment: .leading, palette.secondaryLabel)
            }
        case .value1:
            canvas.draw(layout.title, x: layout.textX, y: top + (layout.contentHeight - layout.title.height) / 2,
                        width: layout.titleWidth, alignment: .leading, textColor)
            if let detail = layout.secondary {
                canvas.draw(detail, x: layout.textX, y: centerY - detail.height / 2, width: layout.textWidth,
                            alignment: .trailing, palette.secondaryLabel)
            }
        case .value2:
            canvas.draw(layout.title, x: layout.textX, y: top + layout.value2Tops.label, width: layout.titleWidth,
                        alignment: .trailing, tint)
            if let detail = layout.secondary {
                canvas.draw(detail, x: layout.textX + layout.titleWidth + 6, y: top + layout.value2Tops.value,
                            width: layout.textWidth - layout.titleWidth - 6, alignment: .leading, textColor)
            }
        }

        guard let x = layout.accessoryX else { return }
        if row.showsReorderControl {
            controls.reorderGrip(x: x, centerY: centerY)
            return
        }
        switch row.accessory {
        case .none: break
        case .disclosureIndicator: controls.chevron(x: x, centerY: centerY)
        case .checkmark: controls.checkmark(x: x, centerY: centerY, tint: tint)
        case .detailButton: controls.detailButton(x: x, centerY: centerY, tint: tint)
        case .detailDisclosureButton:
            controls.detailButton(x: x, centerY: centerY, tint: tint)
            controls.chevron(x: x + 22 + 14, centerY: centerY)
        case .switch: controls.toggle(x: x, centerY: centerY, isOn: row.isOn, onColor: row.tint.map(RGBA.init) ?? palette.switchOn)
        }
    }
}

/// Images decoded once per render, by path.
final class ImageCache {
    private var images: [String: LoadedImage] = [:]

    func image(at path: String) throws(RenderError) -> LoadedImage {
        if let image = images[path] { return image }
        let image = try LoadedImage(path: path)
        images[path] = image
        return image
    }
}

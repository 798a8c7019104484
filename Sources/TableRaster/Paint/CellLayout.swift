import TableLayout

/// Where everything in a cell goes, for a row at a table width: shared by the painter and
/// the measurer, so that an `automatic` row is exactly as tall as what is drawn in it.
struct CellLayout {
    let row: Row
    /// The cell's horizontal span (inset in `insetGrouped`).
    let cellX: Double
    let cellWidth: Double
    /// The editing control's left edge, when the row shows one.
    let editingX: Double?
    let image: (x: Double, size: Double)?
    /// The accessory or reorder control's left edge.
    let accessoryX: Double?
    let textX: Double
    let textWidth: Double
    let title: TextBlock
    let secondary: TextBlock?
    /// The title's column width (value1 and value2 split the text area in two).
    let titleWidth: Double
    /// The text's height, without padding.
    let contentHeight: Double
    /// value2: how far below the content's top the label's and the value's first lines start,
    /// so that they share a first baseline as UIKit aligns them.
    let value2Tops: (label: Double, value: Double)

    /// Whether value1's detail sits under the title (UIKit stacks them at accessibility sizes).
    let isStacked: Bool
    /// A custom cell's content (docs/cells.md), laid out in its frame; nil: a stock cell.
    let content: (layout: ElementLayout, x: Double)?

    init(row original: Row, style: TableStyle, tableWidth: Double, engine: TextEngine, traits: CellTraits = .standard) {
        let row = original.asDrawn(tableIsEditing: traits.isEditing)
        self.row = row
        let contentSize = traits.contentSize
        let type = TextStyles(contentSize)
        let controls = CellControls(row: row, style: style, tableWidth: tableWidth, trailingInset: traits.sectionIndexWidth)
        (cellX, cellWidth) = (controls.cellX, controls.cellWidth)
        editingX = controls.editingX
        accessoryX = controls.trailingControl?.x
        var leading = controls.contentLeading
        if row.imagePath != nil {
            image = (leading, Metrics.imageSize)
            leading += Metrics.imageSize + Metrics.imageGap
        } else {
            image = nil
        }
        let trailing = controls.contentTrailing
        textX = leading
        textWidth = max(0, trailing - leading)

        let lines = row.lines
        var value2Tops = (label: 0.0, value: 0.0)
        isStacked = row.style == .value1 && contentSize.isAccessibility
        switch row.style {
        case .default:
            title = engine.layout(row.title ?? "", style: type.title, maxWidth: textWidth, maxLines: lines)
            secondary = nil
            titleWidth = textWidth
            contentHeight = max(title.height, engine.lineHeight(type.title))
        case .subtitle:
            title = engine.layout(row.title ?? "", style: type.title, maxWidth: textWidth, maxLines: lines)
            let subtitle = (row.subtitle ?? "").isEmpty ? nil
                : engine.layout(row.subtitle ?? "", style: type.subtitle, maxWidth: textWidth, maxLines: 1)
            secondary = subtitle
            titleWidth = textWidth
            contentHeight = max(title.height, engine.lineHeight(type.title))
                + (subtitle.map { $0.height + Metrics.subtitleGap } ?? 0)
        case .value1:
            if isStacked {
                // The detail goes under the title, each the full width, as UIKit's value1
                // cell lays itself out at accessibility sizes.
                let detail = engine.layout(row.detail ?? "", style: type.value1Detail, maxWidth: textWidth, maxLines: lines)
                secondary = detail.isEmpty ? nil : detail
                titleWidth = textWidth
                title = engine.layout(row.title ?? "", style: type.title, maxWidth: textWidth, maxLines: lines)
                contentHeight = max(title.height, engine.lineHeight(type.title))
                    + (secondary.map { $0.height + Metrics.subtitleGap } ?? 0)
            } else {
                // The detail takes what the title leaves it, and at least half the width when
                // both are long (UIKit keeps the title readable; docs/rendering.md, Cells).
                let natural = engine.layout(row.title ?? "", style: type.title, maxWidth: .infinity, maxLines: 1).width
                let detailRoom = max(textWidth / 2, textWidth - natural - Metrics.value1Gap)
                let detail = engine.layout(row.detail ?? "", style: type.value1Detail, maxWidth: detailRoom, maxLines: 1)
                secondary = detail.isEmpty ? nil : detail
                titleWidth = detail.isEmpty ? textWidth : max(0, textWidth - detail.width - Metrics.value1Gap)
                title = engine.layout(row.title ?? "", style: type.title, maxWidth: titleWidth, maxLines: lines)
                contentHeight = max(title.height, engine.lineHeight(type.title))
            }
        case .value2:
            // UIKit's value2: a small tinted label in a right-aligned column, then the text.
            titleWidth = max(60, textWidth * 0.28)
            title = engine.layout(row.title ?? "", style: type.value2Label, maxWidth: titleWidth, maxLines: 1)
            let detail = engine.layout(row.detail ?? "", style: type.body, maxWidth: max(0, textWidth - titleWidth - 6), maxLines: lines)
            secondary = detail.isEmpty ? nil : detail
            let baseline = max(title.ascent, detail.ascent)
            value2Tops = (baseline - title.ascent, baseline - detail.ascent)
            contentHeight = max(value2Tops.label + title.height, value2Tops.value + detail.height, engine.lineHeight(type.body))
        }
        self.value2Tops = value2Tops
        content = row.content.map { custom in
            let box = CellContentFrame(row: row, style: style, tableWidth: tableWidth, trailingInset: traits.sectionIndexWidth)
            return (box.layout(custom, contentSize: contentSize, measurer: FreeTypeTextMeasurer(engine: engine)), box.x)
        }
    }

    /// Where the separator starts: at `insetLeft` from the cell's edge when the config sets
    /// one, else at the text, as UIKit's automatic inset (so it clears an image).
    func separatorX(_ separator: Separator) -> Double {
        separator.insetLeft.map { cellX + $0 } ?? content.map(CellLayout.firstTextX) ?? textX
    }

    /// A custom cell's automatic separator inset: at its leading-most text, as UIKit's
    /// follows the text (docs/cells.md, Separators); at the content's edge when it has none.
    private static func firstTextX(_ content: (layout: ElementLayout, x: Double)) -> Double {
        let texts = content.layout.placed.compactMap { placed -> Double? in
            if case .text = placed.element.kind { return placed.frame.x + placed.element.padding.leading }
            return nil
        }
        return content.x + (texts.min() ?? 0)
    }

    /// The height UIKit would give the row: its text plus padding, at least 44 pt.
    var requiredHeight: Double {
        // A custom cell is as tall as its content, as a self-sizing cell (docs/cells.md, Heights).
        if let content { return content.layout.height }
        return max(Metrics.minimumRowHeight, contentHeight + 2 * Metrics.cellVerticalPadding)
    }
}

/// Section headers and footers, and the table's own header and footer: text, its place in
/// the band, and the band's height when measured.
struct BandLayout {
    enum Kind { case header, footer }

    let text: TextBlock
    let style: TableStyle
    let kind: Kind
    let textX: Double
    let textWidth: Double

    init(title: String, kind: Kind, style: TableStyle, tableWidth: Double, engine: TextEngine, traits: CellTraits = .standard) {
        let type = TextStyles(traits.contentSize)
        self.style = style
        self.kind = kind
        let margin = Metrics.margin(tableWidth: tableWidth)
        if style == .plain {
            textX = margin
            textWidth = max(0, tableWidth - 2 * margin)
            text = engine.layout(title, style: kind == .header ? type.plainHeader : type.plainFooter,
                                 maxWidth: textWidth, maxLines: 0)
        } else {
            let (cellX, cellWidth) = Metrics.cellSpan(style: style, width: tableWidth)
            textX = cellX + margin
            textWidth = max(0, cellWidth - 2 * margin)
            // Grouped headers are set in capitals, as UIKit does.
            text = engine.layout(kind == .header ? title.uppercased() : title, style: type.groupedBand,
                                 maxWidth: textWidth, maxLines: 0)
        }
    }

    /// The band's measured height.
    var height: Double {
        if style == .plain { return max(Metrics.plainHeaderMinimumHeight, text.height + 2 * Metrics.plainBandPadding) }
        return kind == .header ? Metrics.groupedHeaderTop + text.height + Metrics.groupedHeaderBottom
                               : Metrics.groupedFooterTop + text.height + Metrics.groupedFooterBottom
    }

    /// Where the text's top goes in a band of `height` starting at `y`: centred in plain
    /// bands, on the group's edge in the grouped styles.
    func textY(bandY y: Double, height: Double) -> Double {
        if style == .plain { return y + (height - text.height) / 2 }
        return kind == .header ? y + height - Metrics.groupedHeaderBottom - text.height : y + Metrics.groupedFooterTop
    }
}

import TableLayout

/// Where everything in a cell goes, for a row at a table width: shared by the painter and
/// the measurer, so that an `automatic` row is exactly as tall as what is drawn in it.
///
/// A cell is its controls (editing control, accessory or reorder grip, placed by
/// ``CellControls``) around its content: the row's custom content (docs/cells.md), or its
/// stock style's template (``StockTemplate``), laid out by ``ElementLayout`` either way.
struct CellLayout {
    let row: Row
    /// The cell's horizontal span (inset in `insetGrouped`).
    let cellX: Double
    let cellWidth: Double
    /// The editing control's left edge, when the row shows one.
    let editingX: Double?
    /// The accessory or reorder control's left edge.
    let accessoryX: Double?
    /// The content (custom, or the stock style's template) laid out in its frame, and the
    /// frame's left edge.
    let content: (layout: ElementLayout, x: Double)

    /// `rowHeight`: the row's height when it is drawn, which content with `height: fill`
    /// stretches to (as the hit test lays it out); nil when the row is measured.
    init(row original: Row, style: TableStyle, tableWidth: Double, engine: TextEngine, traits: CellTraits = .standard,
         rowHeight: Double? = nil) {
        let row = original.asDrawn(tableIsEditing: traits.isEditing)
        self.row = row
        let box = CellContentFrame(row: row, style: style, tableWidth: tableWidth, trailingInset: traits.sectionIndexWidth,
                                   presentation: traits.presentation, framework: traits.framework)
        (cellX, cellWidth) = (box.controls.cellX, box.controls.cellWidth)
        editingX = box.controls.editingX
        accessoryX = box.controls.trailingControl?.x
        let measurer = FreeTypeTextMeasurer(engine: engine)
        let content = row.content
            ?? StockTemplate.content(for: row, width: box.width, contentSize: traits.contentSize, presentation: traits.presentation,
                                     measurer: measurer)
        self.content = (box.layout(content, rowHeight: rowHeight, contentSize: traits.contentSize, measurer: measurer), box.x)
    }

    /// Where the separator starts: at `insetLeft` from the cell's edge when the config sets
    /// one, else at the content's leading-most text, as UIKit's automatic inset follows the
    /// text (so it clears an image; docs/cells.md, Separators); at the content's edge when it
    /// has none.
    func separatorX(_ separator: Separator) -> Double {
        if let inset = separator.insetLeft { return cellX + inset }
        let texts = content.layout.placed.compactMap { placed -> Double? in
            if case .text = placed.element.kind { return placed.frame.x + placed.element.padding.leading }
            return nil
        }
        return content.x + (texts.min() ?? 0)
    }

    /// The height of the content's texts as laid out (from the first one's top to the
    /// lowest one's bottom), without the cell's padding or the minimum row height: what a
    /// fixed height must hold for the text to stay inside its row.
    var textHeight: Double {
        var top = Double.infinity, bottom = -Double.infinity
        for placed in content.layout.placed {
            guard case .text = placed.element.kind else { continue }
            top = min(top, placed.frame.y + placed.element.padding.top)
            bottom = max(bottom, placed.frame.y + placed.frame.height - placed.element.padding.bottom)
        }
        return bottom > top ? bottom - top : 0
    }

    /// The row's height as its content is laid out: a stock template holds UIKit's 11 pt
    /// above and below its text and the 44 pt minimum; a custom cell is as tall as its
    /// content, as a self-sizing cell (docs/cells.md, Heights).
    var requiredHeight: Double { content.layout.height }
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
    let framework: ListFramework
    /// The title is the empty string: a band with no text.
    let hasNoText: Bool

    init(title: String, kind: Kind, style: TableStyle, tableWidth: Double, engine: TextEngine, traits: CellTraits = .standard) {
        let type = TextStyles(traits.contentSize)
        self.style = style
        self.kind = kind
        framework = traits.framework
        hasNoText = title.isEmpty
        let margin = Metrics.margin(tableWidth: tableWidth, presentation: traits.presentation, framework: traits.framework)
        if style == .plain {
            textX = margin
            textWidth = max(0, tableWidth - 2 * margin)
            text = engine.layout(title, style: kind == .header ? type.plainHeader : type.plainFooter,
                                 maxWidth: textWidth, maxLines: 0)
        } else {
            let (cellX, cellWidth) = Metrics.cellSpan(style: style, width: tableWidth, presentation: traits.presentation,
                                                       framework: traits.framework)
            textX = cellX + margin
            textWidth = max(0, cellWidth - 2 * margin)
            // Grouped headers are set in capitals, as UIKit does.
            text = engine.layout(kind == .header ? traits.capitals(title) : title, style: type.groupedBand,
                                 maxWidth: textWidth, maxLines: 0)
        }
    }

    /// The band's measured height.
    var height: Double {
        if style == .plain { return max(Metrics.plainHeaderMinimumHeight, text.height + 2 * Metrics.plainBandPadding) }
        // A title that is the empty string is a band with no text (UIKit's grouped tables).
        let textHeight = hasNoText ? 0 : text.height
        return kind == .header ? Metrics.groupedHeaderTop(framework) + textHeight + Metrics.groupedHeaderBottom
                               : Metrics.groupedFooterTop + textHeight + Metrics.groupedFooterBottom(framework)
    }

    /// Where the text's top goes in a band of `height` starting at `y`: centred in plain
    /// bands, on the group's edge in the grouped styles.
    func textY(bandY y: Double, height: Double) -> Double {
        if style == .plain { return y + (height - text.height) / 2 }
        return kind == .header ? y + height - Metrics.groupedHeaderBottom - text.height : y + Metrics.groupedFooterTop
    }
}

/// Where a row's controls and custom content go across the row (left to right, before
/// mirroring): the one place the renderer, the measurer and the hit test take them from, so
/// a touch lands on what is drawn and an `automatic` row is as tall as what is drawn in it.
package struct CellContentFrame: Sendable {
    /// The row's controls (editing control, accessory or reorder grip), placed once a row.
    package let controls: CellControls
    /// The content's left edge and width.
    package let x: Double
    package let width: Double

    /// `row` as drawn (``Row/asDrawn(tableIsEditing:)``); `trailingInset`: a section index's width;
    /// `presentation` and `framework`: where the table is shown and what draws it (its margins).
    package init(row: Row, style: TableStyle, tableWidth: Double, trailingInset: Double = 0,
                 presentation: TablePresentation = .fullScreen, framework: ListFramework = .uiKit) {
        let controls = CellControls(row: row, style: style, tableWidth: tableWidth, trailingInset: trailingInset,
                                    presentation: presentation, framework: framework)
        var leading = controls.contentLeading, trailing = controls.contentTrailing
        if row.content?.usesMargins == false {
            // From the cell's edge: the margin given back at the leading side, and at the
            // trailing side unless an accessory stands there (its gap stays).
            let margin = CellControls.Size.margin(tableWidth: tableWidth, presentation: presentation, framework: framework)
            leading -= margin
            if controls.trailingControl == nil { trailing += margin }
        }
        self.controls = controls
        x = leading
        width = max(0, trailing - leading)
    }

    /// The content laid out in this frame; `rowHeight`: the row's height, which a root with
    /// `height: fill` stretches to.
    package func layout(_ content: CellContent, rowHeight: Double? = nil, contentSize: ContentSize,
                       measurer: some ElementMeasuring) -> ElementLayout {
        ElementLayout(content.root, width: width, height: rowHeight, contentSize: contentSize, measurer: measurer)
    }

    /// The content's top in a row `rowHeight` tall: centred, as a stock cell's text is.
    package static func top(of layout: ElementLayout, rowHeight: Double) -> Double {
        (rowHeight - layout.height) / 2
    }
}

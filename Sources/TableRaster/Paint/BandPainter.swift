import TableLayout

/// Draws section headers and footers (a sticky band in plain style, a caption above or a
/// note below the group otherwise) and the table's own header and footer.
struct BandPainter {
    let canvas: Canvas
    let palette: Palette
    let style: TableStyle
    let tableWidth: Double
    let engine: TextEngine
    let mirror: HorizontalMirror
    let traits: CellTraits
    /// How far past the table's sides a floating header's background goes (a screen's safe area's sides).
    var reach = CellPainter.Reach()

    /// `isFloating`: a plain header held at the top while rows scroll under it.
    func paint(title: String?, kind: BandLayout.Kind, y: Double, height: Double, isFloating: Bool = false) {
        let (left, width) = (-reach.left, tableWidth + reach.left + reach.right)
        canvas.withClip(x: left, y: y, width: width, height: height) {
            // Since iOS 15 plain headers and footers are transparent; a floating header gets
            // the bar material, drawn as its opaque tone.
            if style == .plain, isFloating {
                canvas.fill(x: left, y: y, width: width, height: height, palette.plainHeaderBackground)
            }
            guard let title, !title.isEmpty else { return }
            let layout = BandLayout(title: title, kind: kind, style: style, tableWidth: tableWidth, engine: engine, traits: traits)
            let color = style == .plain && kind == .header ? palette.label : palette.secondaryLabel
            canvas.draw(layout.text, x: mirror.x(layout.textX, width: layout.textWidth), y: layout.textY(bandY: y, height: height),
                        width: layout.textWidth, alignment: mirror.alignment(.natural(interface: .leftToRight)), color)
        }
    }

    /// The table header or footer: its title centred in its band.
    func paintTableBand(_ band: TableBand, y: Double, height: Double) {
        guard let title = band.title, !title.isEmpty else { return }
        canvas.withClip(x: 0, y: y, width: tableWidth, height: height) {
            let margin = Metrics.margin(tableWidth: tableWidth, presentation: traits.presentation, framework: traits.framework)
            let width = max(0, tableWidth - 2 * margin)
            let text = engine.layout(title, style: TextStyles(traits.contentSize).tableBand, maxWidth: width, maxLines: 0)
            canvas.draw(text, x: margin, y: y + (height - text.height) / 2, width: width,
                        alignment: .center, palette.secondaryLabel)
        }
    }
}

import TableLayout

/// Measures `automatic` rows, headers and footers with the fonts and layouts the renderer
/// draws with: TableLayout's ``TextMeasuring``, answered by FreeType and HarfBuzz.
public struct FreeTypeTextMeasurer: TextMeasuring {
    public let engine: TextEngine
    /// The table's Dynamic Type size and section index.
    public let traits: CellTraits

    public init(engine: TextEngine, traits: CellTraits = .standard) {
        self.engine = engine
        self.traits = traits
    }

    /// The measurer for `table`: its content size and index taken into account.
    public init(engine: TextEngine, table: Table) {
        self.init(engine: engine, traits: CellTraits(table: table, engine: engine))
    }

    public var trailingContentInset: Double { traits.sectionIndexWidth }
    public var contentSize: ContentSize { traits.contentSize }

    /// A custom cell's text, laid out as it is drawn (the engine caches the layout for the painter).
    public func measureText(_ text: String, font: CellFont, size: Double, maxWidth: Double, lines: Int) -> MeasuredText {
        let block = engine.layout(text, style: TextStyle(font, size: size), maxWidth: maxWidth, maxLines: lines)
        return MeasuredText(width: block.width, height: block.height, ascent: block.ascent)
    }

    public func rowHeight(for row: Row, style: TableStyle, width: Double) -> Double {
        CellLayout(row: row, style: style, tableWidth: width, engine: engine, traits: traits).requiredHeight
    }

    public func headerHeight(title: String, style: TableStyle, width: Double) -> Double {
        BandLayout(title: title, kind: .header, style: style, tableWidth: width, engine: engine, traits: traits).height
    }

    public func footerHeight(title: String, style: TableStyle, width: Double) -> Double {
        BandLayout(title: title, kind: .footer, style: style, tableWidth: width, engine: engine, traits: traits).height
    }
}

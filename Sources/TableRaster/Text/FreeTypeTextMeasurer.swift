import TableLayout

/// Measures `automatic` rows, headers and footers with the fonts and layouts the renderer
/// draws with: TableLayout's ``TextMeasuring``, answered by FreeType and HarfBuzz.
public struct FreeTypeTextMeasurer: TextMeasuring {
    public let engine: TextEngine

    public init(engine: TextEngine) {
        self.engine = engine
    }

    public func rowHeight(for row: Row, style: TableStyle, width: Double) -> Double {
        CellLayout(row: row, style: style, tableWidth: width, engine: engine).requiredHeight
    }

    public func headerHeight(title: String, style: TableStyle, width: Double) -> Double {
        BandLayout(title: title, kind: .header, style: style, tableWidth: width, engine: engine).height
    }

    public func footerHeight(title: String, style: TableStyle, width: Double) -> Double {
        BandLayout(title: title, kind: .footer, style: style, tableWidth: width, engine: engine).height
    }
}

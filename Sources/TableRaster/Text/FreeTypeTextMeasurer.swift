import TableLayout

/// Measures `automatic` rows, headers and footers with the fonts and layouts the renderer
/// draws with: TableLayout's ``TextMeasuring``, answered by FreeType and HarfBuzz.
public struct FreeTypeTextMeasurer: TextMeasuring {
    public let engine: TextEngine
    /// Dynamic Type: the table's `contentSize`.
    public let contentSize: ContentSize

    public init(engine: TextEngine, contentSize: ContentSize = .large) {
        self.engine = engine
        self.contentSize = contentSize
    }

    public func rowHeight(for row: Row, style: TableStyle, width: Double) -> Double {
        CellLayout(row: row, style: style, tableWidth: width, engine: engine, contentSize: contentSize).requiredHeight
    }

    public func headerHeight(title: String, style: TableStyle, width: Double) -> Double {
        BandLayout(title: title, kind: .header, style: style, tableWidth: width, engine: engine, contentSize: contentSize).height
    }

    public func footerHeight(title: String, style: TableStyle, width: Double) -> Double {
        BandLayout(title: title, kind: .footer, style: style, tableWidth: width, engine: engine, contentSize: contentSize).height
    }
}

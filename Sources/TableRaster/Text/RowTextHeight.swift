import TableLayout

extension FreeTypeTextMeasurer {
    /// The height of `row`'s text as drawn (its lines, wrapped and stacked), without the
    /// cell's padding or the minimum row height: what a fixed height must hold for the text
    /// to stay inside its row (`ConfigWarnings.clippedText`, docs/config.md "Heights").
    package func textHeight(for row: Row, in table: Table) -> Double {
        CellLayout(row: row, style: table.style, tableWidth: table.width, engine: engine, traits: traits(of: table)).textHeight
    }
}
